import { expect, test } from 'vitest';
import { euchre, loo, whist } from '@boneyard/games';
import { explainAction } from './index.ts';
import { decide, planLater } from './hard.ts';
import { EFFORT } from './effort.ts';
import { euchreAdapter, whistAdapter } from './search/games.ts';
import { search } from './search/pimc.ts';

// Decisions a strong player would not get wrong, made by the search (not by fixed thresholds).

test('Euchre: with the top five trumps the hard bot goes alone; with a weak hand it passes', () => {
  // Sixes trumps (turn-up 6-3): 6-6, 5-5 (left bower), 6-5, 6-4, 6-2 are the five best.
  const strong = euchre.settle(euchre.createState(1, {}, { dealer: 3, hands: [['6-6', '5-5', '6-5', '6-4', '6-2']], rest: ['6-3'] }));
  const d1 = explainAction(euchre.view(strong, 0), { level: 'hard', seed: 1, budgetMs: 60_000 });
  expect(d1.action).toEqual({ type: 'order', alone: true });
  const weak = euchre.settle(euchre.createState(1, {}, { dealer: 3, hands: [['1-0', '2-0', '3-1', '4-2', '3-0']], rest: ['6-3'] }));
  expect(explainAction(euchre.view(weak, 0), { level: 'hard', seed: 1, budgetMs: 60_000 }).action).toEqual({ type: 'pass' });
});

test('Euchre: a hand that is worth more in a suit of its own passes round 1, judging the pass by its own round-2 call', () => {
  // Blanks would be trumps (turn-up 0-0, which the dealer, an opponent, picks up); the hand holds three ones.
  const s = euchre.settle(euchre.createState(1, {}, { dealer: 3, hands: [['6-0', '4-1', '3-2', '1-1', '1-0']], rest: ['0-0'] }));
  const v = euchre.view(s, 0);
  // The partner played as the easy bot (no alliesIn), to see the plan alone: a bolder partner makes a pass worth more too.
  const effort = { ...EFFORT.hard, budgetMs: 1e6, alliesIn: [] };
  const plan = planLater(euchreAdapter as never, v, effort, 1);
  expect(plan).toEqual({ phase: 'round2', action: { type: 'call', suit: 1 } });
  // The plan is the call the seat then makes, once every seat has passed.
  let round2 = s;
  for (const seat of [0, 1, 2, 3]) round2 = euchre.step(round2, seat, { type: 'pass' });
  expect(decide(euchre.view(round2, 0), effort, 1).action).toEqual(plan!.action);
  const planned = decide(v, effort, 1);
  expect(planned.action).toEqual({ type: 'pass' });
  // With the easy bot's round-2 call in its play-outs the pass looked worse, and it ordered blanks up.
  const unplanned = decide(v, { ...effort, plansIn: [] }, 1);
  expect(unplanned.action).toEqual({ type: 'order' });
  expect(planned.tricks!).toBeGreaterThan(unplanned.tricks! + 0.3);
});

test('Euchre: a middling hand passes round 1 when its partner is played as a hard partner bids, not as the timid easy bot', () => {
  // Ones would be trumps (turn-up 1-0, to an opposing dealer): two middling ones and no doublet.
  const s = euchre.settle(euchre.createState(1, {}, { dealer: 3, hands: [['6-3', '6-1', '5-4', '5-1', '2-0']], rest: ['1-0'] }));
  const v = euchre.view(s, 0);
  const effort = { ...EFFORT.hard, budgetMs: 1e6 };
  expect(decide(v, effort, 1).action).toEqual({ type: 'pass' });
  // Played as the easy bot, the partner would seldom make trump after a pass, so the hand ordered up.
  expect(decide(v, { ...effort, alliesIn: [] }, 1).action).toEqual({ type: 'order' });
  // On the same samples, a pass is worth more tricks to the side with a partner that orders and calls as hard does.
  const pass = (allies: boolean) => search(euchreAdapter as never, v, [{ type: 'pass' }], null, { seed: 1, budgetMs: 1e6, maxSamples: 400, policy: 'cashing', allies }).sideTricks[0]!;
  expect(pass(true)).toBeGreaterThan(pass(false) + 0.3);
});

test('Whist (3 players, each for himself): the hard bot bids a hand of top trumps and passes a hand of low tiles', () => {
  const strong = whist.settle(whist.createState(1, { players: 3 }, {
    dealer: 2, hands: [['7-7', '7-6', '7-5', '7-4', '7-3', '7-2', '6-6', '5-5', '4-4', '3-3', '2-2', '6-5']],
  }));
  expect(explainAction(whist.view(strong, 0), { level: 'hard', seed: 2, budgetMs: 60_000 }).action.type).toBe('bid');
  const weak = whist.settle(whist.createState(1, { players: 3 }, {
    dealer: 2, hands: [['1-0', '2-1', '3-2', '4-3', '5-4', '6-5', '7-6', '3-1', '5-3', '7-5', '4-2', '6-4']],
  }));
  expect(explainAction(whist.view(weak, 0), { level: 'hard', seed: 2, budgetMs: 60_000 }).action).toEqual({ type: 'pass' });
});

test('Loo: the hard bot stands on a strong hand and folds (or misses) a hopeless one', () => {
  const strong = loo.settle(loo.createState(1, { players: 4 }, { dealer: 3, hands: [['6-6', '6-5', '6-4', '5-5', '4-4']], rest: ['6-0'] }));
  expect(explainAction(loo.view(strong, 0), { level: 'hard', seed: 3, budgetMs: 60_000 }).action).toEqual({ type: 'stand' });
  const weak = loo.settle(loo.createState(1, { players: 4 }, { dealer: 3, hands: [['1-0', '2-0', '2-1', '3-0', '3-1']], rest: ['6-0'] }));
  expect(['fold', 'miss']).toContain(explainAction(loo.view(weak, 0), { level: 'hard', seed: 3, budgetMs: 60_000 }).action.type);
});

test('Loo: a marginal hand that play-outs would stand on is folded, for the credit play-outs owe a folder', () => {
  // Twos trumps, one trump (6-2) and the double six: the search rates standing a shade
  // above folding, and play-outs rate a hand that plays higher than it then does (effort.ts).
  const deal = { dealer: 3, hands: [['6-6', '6-2', '5-1', '4-3', '4-0']], rest: ['2-2'] };
  const hard = { ...EFFORT.hard, budgetMs: 60_000 };
  for (const scoring of ['points', 'chips'] as const) {
    const v = loo.view(loo.settle(loo.createState(1, { players: 4, scoring }, deal)), 0);
    expect(decide(v, hard, 5).action, scoring).toEqual({ type: 'fold' });
    expect(decide(v, { ...hard, foldCredit: 0 }, 5).action, scoring).toEqual({ type: 'stand' });
  }
});

test('a solve the clock cuts short leaves its world to the play-outs: a decision never waits on a solve far past its budget', () => {
  // The first trick of 4-player Whist: eleven tiles a hand, which takes the solver a quarter of a
  // second to many (no node cap here). With a 5 ms budget the deadline (twice the budget) ends it,
  // and the world is played out instead.
  let s = whist.settle(whist.createState(7, { players: 4 }));
  while (s.phase !== 'play') s = whist.step(s, whist.toAct(s)[0]!, explainAction(whist.view(s, whist.toAct(s)[0]!), { level: 'easy', seed: 0 }).action as never);
  const v = whist.view(s, whist.toAct(s)[0]!);
  const r = search(whistAdapter, v, v.legalActions, null, { seed: 1, budgetMs: 5, maxSamples: 400, policy: 'cashing', exact: { maxTiles: 11, maxNodes: Number.MAX_SAFE_INTEGER } });
  expect(r.samples).toBeGreaterThanOrEqual(1);
  expect(r.solved).toBe(0);
  expect(v.legalActions).toContainEqual(r.action);
  expect(r.means.every(Number.isFinite)).toBe(true);
}, 30_000);
