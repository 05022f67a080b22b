import { describe, expect, test } from 'vitest';
import { codeOf } from '../shared/test-tools.ts';
import fc from 'fast-check';
import { doubleSet } from '@boneyard/core';
import { createState, isTrump, legalActions, normalizeOptions, scoreHand, settle, step, trickWinner, validateAction, looChart } from './rules.ts';
import { advance } from '../shared/chart.ts';

/** The score phase as the flow runs it: the hand scored, then on to 'over' or to the next 'deal'. */
const scoredFlow = (st: LooState) => advance(looChart, 'score', scoreHand(st));
import { view } from './view.ts';
import type { LooState } from './types.ts';

const run = (s: LooState, ...moves: [number, object][]): LooState => moves.reduce((acc, [seat, a]) => step(acc, seat, a), s);
const types = (s: LooState, seat: number) => [...new Set(legalActions(s, seat).map((a) => a.type))];

/** Dealer 3, seat 0 first; the turn-up 6-2 makes sixes trumps; the stock is drawn in this order. */
const DEAL = {
  dealer: 3,
  hands: [
    ['6-6', '6-5', '6-4', '3-2', '1-0'],
    ['5-5', '5-4', '5-3', '4-1', '2-0'],
    ['4-4', '4-3', '4-2', '3-1', '2-1'],
    ['3-3', '2-2', '1-1', '0-0', '5-1'],
  ],
  rest: ['6-2', '6-3', '6-1', '6-0', '5-2', '5-0', '4-0', '3-0'],
};
const start = (options: object = {}, deal: object = DEAL) => settle(createState(1, options, deal));

describe('deal and trump (ruling D1)', () => {
  test('5 each, the turn-up face up makes its higher number trumps, a double its own', () => {
    const s = start();
    expect([s.turnUp, s.trump, s.stock.length]).toEqual(['6-2', 6, 7]);
    expect([...s.hands.flat(), s.turnUp, ...s.stock].sort()).toEqual(doubleSet(6).sort());
    expect(view(s, 1).turnUp).toBe('6-2');
    expect(JSON.stringify(view(s, 1))).not.toContain('"6-3"');
  });
});

describe('stand, miss, fold (rulings D2-D4, D19)', () => {
  test('4 players: one miss draws the 7 left and discards 2', () => {
    let s = run(start(), [0, { type: 'miss' }]);
    expect([s.phase, s.hands[0]]).toEqual(['discard', ['6-3', '6-1', '6-0', '5-2', '5-0', '4-0', '3-0']]);
    expect(codeOf(() => validateAction(s, 0, { type: 'discard', tile: '3-0' }))).toBe('bad-action');
    s = run(s, [0, { type: 'discard', tiles: ['4-0', '3-0'] }]);
    expect([s.phase, s.turn, s.hands[0]!.length, s.missesLeft]).toEqual(['declare', 1, 5, 0]);
    expect(types(s, 1)).toEqual(['stand', 'fold']);
    // A player who took the miss has chosen: he cannot fold afterwards.
    expect(codeOf(() => validateAction(s, 0, { type: 'fold' }))).toBe('not-your-turn');
  });
  test('2 and 3 players: up to two misses of six tiles, each keeping five', () => {
    for (const players of [2, 3]) {
      let s = settle(createState(7, { players }, { dealer: players - 1 }));
      s = run(s, [0, { type: 'miss' }]);
      expect(s.hands[0]).toHaveLength(6);
      s = run(s, [0, { type: 'discard', tile: s.hands[0]![5] }]);
      s = run(s, [1, { type: 'miss' }]);
      expect(s.hands[1]).toHaveLength(6);
      s = run(s, [1, { type: 'discard', tile: s.hands[1]![0] }]);
      expect(s.missesLeft).toBe(0);
      if (players === 3) expect(types(s, 2)).not.toContain('miss');
    }
  });
  test('nobody folds with two players', () => {
    const s = settle(createState(7, { players: 2 }, { dealer: 1 }));
    expect(types(s, 0)).toEqual(['stand', 'miss']);
    expect(codeOf(() => validateAction(s, 0, { type: 'fold' }))).toBe('illegal-action');
  });
  test('the dealer may stand, take the turn-up for any tile, miss, or fold', () => {
    const s = run(start(), [0, { type: 'stand' }], [1, { type: 'stand' }], [2, { type: 'stand' }]);
    expect(types(s, 3)).toEqual(['stand', 'take-turnup', 'miss', 'fold']);
    const took = run(s, [3, { type: 'take-turnup', discard: '0-0' }]);
    expect(took.hands[3]).toContain('6-2');
    expect(took.hands[3]).not.toContain('0-0');
    expect([took.trump, took.phase, took.turn]).toEqual([6, 'play', 0]);
    expect(codeOf(() => validateAction(run(start(), [0, { type: 'stand' }]), 1, { type: 'take-turnup', discard: '5-5' }))).toBe('illegal-action');
  });
});

describe('what a seat put out of play itself stays in its view', () => {
  test('a miss-taker sees its old hand and its discards, a folder its hand, the dealer its put-away tile; nobody else sees them', () => {
    let s = run(start(), [0, { type: 'miss' }], [0, { type: 'discard', tiles: ['4-0', '3-0'] }], [1, { type: 'fold' }]);
    expect(view(s, 0).ownOutOfPlay).toEqual(['6-6', '6-5', '6-4', '3-2', '1-0', '4-0', '3-0']);
    expect(view(s, 1).ownOutOfPlay).toEqual(['5-5', '5-4', '5-3', '4-1', '2-0']);
    for (const seat of [2, 3] as const) expect(view(s, seat).ownOutOfPlay).toEqual([]);
    expect(view(s, 'public').ownOutOfPlay).toEqual([]);
    for (const t of ['6-6', '4-0']) expect(JSON.stringify(view(s, 1))).not.toContain(`"${t}"`);
    s = run(s, [2, { type: 'stand' }], [3, { type: 'take-turnup', discard: '0-0' }]);
    expect(view(s, 3).ownOutOfPlay).toEqual(['0-0']);
    expect(view(s, 0).ownOutOfPlay).toHaveLength(7);
    expect(JSON.stringify(view(s, 2))).not.toContain('"0-0"');
    // A new deal starts with nothing out of play.
    const next = run(start(), [0, { type: 'fold' }], [1, { type: 'fold' }], [2, { type: 'fold' }]);
    expect(next.handNo).toBe(1);
    expect(view(next, 0).ownOutOfPlay).toEqual([]);
  });
});

describe('uncontested deals and playing for the pot (rulings D5, D6)', () => {
  test('everyone else folds: the dealer takes the pot (chips) or 5 points, with no play', () => {
    const pts = run(start(), [0, { type: 'fold' }], [1, { type: 'fold' }], [2, { type: 'fold' }]);
    expect(pts.lastHand).toMatchObject({ uncontested: 3, looed: [] });
    expect(pts.scores).toEqual([0, 0, 0, 5]);
    const chips = run(start({ scoring: 'chips' }), [0, { type: 'fold' }], [1, { type: 'fold' }], [2, { type: 'fold' }]);
    // Antes were 1, 1, 1 and the dealer's 5; the dealer takes all 8. The next deal antes again (dealer is now seat 0).
    expect(chips.lastHand?.scoreDelta).toEqual([0, 0, 0, 8]);
    expect(chips.scores).toEqual([-1 - 5, -1 - 1, -1 - 1, 3 - 1]);
    expect(chips.pot).toBe(8);
    expect(run(start({ uncontestedPoints: 0 }), [0, { type: 'fold' }], [1, { type: 'fold' }], [2, { type: 'fold' }]).scores).toEqual([0, 0, 0, 0]);
  });
  test('the dealer folds and one player is left: that player takes the pot', () => {
    const s = run(start(), [0, { type: 'stand' }], [1, { type: 'fold' }], [2, { type: 'fold' }], [3, { type: 'fold' }]);
    expect(s.lastHand?.uncontested).toBe(0);
  });
  test('only one took the miss and the rest folded: the dealer may play for the pot, cannot be looed, and scores nothing', () => {
    let s = run(start(), [0, { type: 'miss' }], [0, { type: 'discard', tiles: ['4-0', '3-0'] }], [1, { type: 'fold' }], [2, { type: 'fold' }]);
    expect(types(s, 3)).toContain('play-for-pot');
    s = run(s, [3, { type: 'play-for-pot' }]);
    expect([s.phase, s.forPot]).toEqual(['play', 3]);
    const done = scoredFlow({ ...s, phase: 'score', tricksWon: [5, 0, 0, 0] });
    expect(done.lastHand).toMatchObject({ looed: [], forPot: 3 });
    expect(done.scores).toEqual([5, 0, 0, 0]);
    const noPot = run(start(), [0, { type: 'stand' }], [1, { type: 'fold' }], [2, { type: 'fold' }]);
    expect(types(noPot, 3)).not.toContain('play-for-pot');
    const three = settle(createState(3, { players: 3, playForPotCounts: [3, 4] }, { dealer: 2 }));
    const t = run(three, [0, { type: 'miss' }]);
    const t2 = run(t, [0, { type: 'discard', tile: t.hands[0]![0] }], [1, { type: 'fold' }]);
    expect(types(t2, 2)).toContain('play-for-pot');
    expect(types(run(settle(createState(3, { players: 3 }, { dealer: 2 })), [0, { type: 'miss' }]), 0)).toEqual(['discard']);
  });
});

describe('play (rulings D7-D11)', () => {
  test('the dealer\'s left leads; with three trumps the first lead must be a trump', () => {
    const s = run(start(), [0, { type: 'stand' }], [1, { type: 'stand' }], [2, { type: 'stand' }], [3, { type: 'stand' }]);
    expect(s.turn).toBe(0);
    expect([...new Set(legalActions(s, 0).map((a) => (a as { tile: string }).tile))]).toEqual(['6-6', '6-5', '6-4']);
    expect(codeOf(() => validateAction(s, 0, { type: 'play', tile: '3-2', suit: 3 }))).toBe('must-lead-trump');
    const folded = run(start(), [0, { type: 'fold' }], [1, { type: 'stand' }], [2, { type: 'stand' }], [3, { type: 'stand' }]);
    expect(folded.turn).toBe(1);
  });
  test('a trick winner who holds a trump must lead one, under either trumpLeadRule', () => {
    const base = run(start(), [0, { type: 'stand' }], [1, { type: 'stand' }], [2, { type: 'stand' }], [3, { type: 'stand' }]);
    const s: LooState = { ...base, turn: 1, tricksWon: [1, 0, 0, 0], hands: [base.hands[0]!, ['6-3', '5-4', '5-3', '4-1'], base.hands[2]!, base.hands[3]!] };
    expect(legalActions(s, 1)).toEqual([{ type: 'play', tile: '6-3' }]);
    const every = { ...s, options: normalizeOptions({ trumpLeadRule: 'every-lead-3plus' }) };
    expect(legalActions(every, 1)).toEqual([{ type: 'play', tile: '6-3' }]);
  });
  test.each(['first-lead-3plus', 'every-lead-3plus'])('stacked deal, %s: seat 0 wins the first trick with two trumps left and must lead one', (rule) => {
    // Seat 0 holds three trumps (sixes), so it leads one; 6-6 takes the trick; it then holds 6-5 and 6-4 beside 3-2 and 1-0.
    let s = run(start({ trumpLeadRule: rule }), [0, { type: 'stand' }], [1, { type: 'stand' }], [2, { type: 'stand' }], [3, { type: 'stand' }]);
    s = run(s, [0, { type: 'play', tile: '6-6' }]);
    for (const seat of [1, 2, 3]) s = run(s, [seat, legalActions(s, seat)[0]!]);
    expect([s.trick.length, s.turn, s.tricksWon[0]]).toEqual([0, 0, 1]);
    expect(legalActions(s, 0)).toEqual([{ type: 'play', tile: '6-5' }, { type: 'play', tile: '6-4' }]);
    expect(codeOf(() => validateAction(s, 0, { type: 'play', tile: '3-2', suit: 3 }))).toBe('must-lead-trump');
  });
  test('a non-trump tile counts as the suit its player names; followers follow, else trump, else anything', () => {
    const base = run(start(), [0, { type: 'stand' }], [1, { type: 'stand' }], [2, { type: 'stand' }], [3, { type: 'stand' }]);
    const s: LooState = {
      ...base, turn: 1, tricksWon: [1, 0, 0, 0],
      hands: [['1-0'], ['5-4', '4-1'], ['4-3', '2-1', '6-0'], ['3-3', '6-1'], ],
    };
    const led = run({ ...s, hands: [s.hands[0]!, ['5-4', '4-1'], s.hands[2]!, s.hands[3]!] }, [1, { type: 'play', tile: '5-4', suit: 4 }]);
    expect(led.led).toBe(4);
    expect(legalActions(led, 2)).toEqual([{ type: 'play', tile: '4-3' }]);
    expect(codeOf(() => validateAction(led, 2, { type: 'play', tile: '6-0' }))).toBe('must-follow-suit');
    const l2 = run(led, [2, { type: 'play', tile: '4-3' }]);
    expect(legalActions(l2, 3)).toEqual([{ type: 'play', tile: '6-1' }]);
    expect(codeOf(() => validateAction(l2, 3, { type: 'play', tile: '3-3' }))).toBe('must-trump');
  });
  test('highest trump wins, else the highest of the led suit, the double on top (or at its pip with literal-pip)', () => {
    const o = normalizeOptions({});
    const P = (tiles: string[]) => tiles.map((tile, seat) => ({ seat, tile, suit: null }));
    expect(trickWinner(P(['5-3', '3-3', '6-3']), 3, 6, o)).toBe(2);
    expect(trickWinner(P(['5-3', '3-3', '4-3']), 3, 6, o)).toBe(1);
    expect(trickWinner(P(['5-3', '3-3', '4-3']), 3, 6, normalizeOptions({ doubleRank: 'literal-pip' }))).toBe(0);
    expect(trickWinner(P(['6-0', '6-6', '6-5']), 'trump', 6, o)).toBe(1);
  });
  test('mustHead and mustOvertrump when set', () => {
    const base = run(start({ mustHead: true, mustOvertrump: true }), [0, { type: 'stand' }], [1, { type: 'stand' }], [2, { type: 'stand' }], [3, { type: 'stand' }]);
    const s: LooState = { ...base, turn: 2, led: 4, tricksWon: [1, 0, 0, 0], trick: [{ seat: 1, tile: '4-1', suit: 4 }], hands: [[], [], ['4-3', '4-0', '5-5'], []] };
    expect(legalActions(s, 2)).toEqual([{ type: 'play', tile: '4-3' }]);
    const t: LooState = { ...s, trick: [{ seat: 1, tile: '4-1', suit: 4 }, { seat: 2, tile: '6-3', suit: 'trump' }], turn: 3, hands: [[], [], [], ['6-1', '6-5', '0-0']] };
    expect(legalActions(t, 3)).toEqual([{ type: 'play', tile: '6-5' }]);
  });
});

describe('scoring: loos, points and chips (rulings D12-D18)', () => {
  const played = (options: object, tricksWon: number[], declared = ['stand', 'stand', 'stand', 'stand'] as LooState['declared']) => {
    const s = start(options);
    return scoredFlow({ ...s, phase: 'score', declared, tricksWon });
  };
  test('points: +1 a trick, -5 when looed, folded players neither; the first to 15 wins, a top tie plays on', () => {
    expect(played({}, [2, 2, 1, 0]).scores).toEqual([2, 2, 1, -5]);
    expect(played({}, [3, 2, 0, 0], ['stand', 'stand', 'fold', 'stand']).scores).toEqual([3, 2, 0, -5]);
    expect(played({}, [3, 2, 0, 0], ['stand', 'stand', 'fold', 'stand']).lastHand?.looed).toEqual([3]);
    const s = start();
    const won = scoredFlow({ ...s, phase: 'score', declared: ['stand', 'stand', 'stand', 'stand'], tricksWon: [2, 2, 1, 0], scores: [13, 10, 0, 0] });
    expect([won.phase, won.winners]).toEqual(['over', [0]]);
    const tie = scoredFlow({ ...s, phase: 'score', declared: ['stand', 'stand', 'stand', 'stand'], tricksWon: [2, 3, 0, 0], scores: [13, 12, 0, 0] });
    expect([tie.phase, tie.scores.slice(0, 2)]).toEqual(['deal', [15, 15]]);
  });
  test('chips: antes 1 each and 5 for the dealer; a trick is worth the whole number below pot/5, the rest carried', () => {
    const s = start({ scoring: 'chips' });
    expect([s.pot, s.scores]).toEqual([8, [-1, -1, -1, -5]]);
    const done = scoredFlow({ ...s, phase: 'score', declared: ['stand', 'stand', 'stand', 'stand'], tricksWon: [2, 2, 1, 0] });
    expect(done.lastHand).toMatchObject({ trickValue: 1, looed: [3], potStart: 8 });
    // Paid out 5 of 8 (3 carried); seat 3 is looed and pays 8 into the next pot.
    expect(done.scores).toEqual([1, 1, 0, -13]);
    expect([done.pot, done.looPaid]).toEqual([11, 8]);
    const nextDeal = settle(done);
    // After a loo only the new dealer (seat 0) antes his 5.
    expect(nextDeal.pot).toBe(16);
    expect(nextDeal.scores).toEqual([-4, 1, 0, -13]);
  });
  test('chips: the loo cap, exact fractions, and a for-pot dealer\'s share staying in the pot', () => {
    const s = start({ scoring: 'chips', looCap: 3 });
    const capped = scoredFlow({ ...s, phase: 'score', declared: ['stand', 'stand', 'stand', 'stand'], tricksWon: [2, 2, 1, 0] });
    expect(capped.looPaid).toBe(3);
    const exact = scoredFlow({ ...start({ scoring: 'chips', trickValueRounding: 'exact-fraction' }), phase: 'score', declared: ['stand', 'stand', 'stand', 'stand'], tricksWon: [2, 2, 1, 0] });
    expect(exact.lastHand?.trickValue).toBeCloseTo(1.6);
    expect(exact.scores[0]).toBeCloseTo(-1 + 3.2);
    const forPot = scoredFlow({ ...start({ scoring: 'chips' }), phase: 'score', forPot: 3, declared: ['miss', 'fold', 'fold', 'play-for-pot'], tricksWon: [2, 0, 0, 3] });
    expect(forPot.lastHand?.looed).toEqual([]);
    expect(forPot.scores).toEqual([1, -1, -1, -5]);
    expect(forPot.pot).toBe(6);
  });
  test('a chips session ends after its deals; the most chips wins', () => {
    const s = start({ scoring: 'chips', deals: 1 });
    const done = scoredFlow({ ...s, phase: 'score', declared: ['stand', 'stand', 'stand', 'stand'], tricksWon: [2, 2, 1, 0] });
    expect([done.phase, done.winners]).toEqual(['over', [0, 1]]);
  });
});

test('property: every lead obeys both lead duties, under both trumpLeadRule settings', () => {
  let winnerLeads = 0;
  let threeLeads = 0;
  fc.assert(fc.property(
    fc.constantFrom('first-lead-3plus', 'every-lead-3plus'), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 2 ** 30 }), fc.infiniteStream(fc.nat()),
    (rule, players, seed, picks) => {
      let s = settle(createState(seed, { players, trumpLeadRule: rule, deals: 3, scoring: 'chips' }));
      const pick = picks[Symbol.iterator]();
      for (let i = 0; s.phase !== 'over' && i < 2000; i++) {
        const seat = s.turn!;
        const legal = legalActions(s, seat);
        if (s.phase === 'play' && s.trick.length === 0) {
          const hand = s.hands[seat]!;
          const trumps = hand.filter((t) => isTrump(t, s.trump));
          const offered = new Set(legal.map((a) => (a as { tile: string }).tile));
          const onlyTrumps = [...offered].every((t) => isTrump(t, s.trump));
          const first = s.tricksWon.every((n) => n === 0);
          if (!first && trumps.length > 0) {
            // The last trick's winner leads, and holds a trump: only trumps are offered.
            expect(s.lastTrick!.winner).toBe(seat);
            expect(onlyTrumps).toBe(true);
            winnerLeads++;
          }
          if (trumps.length >= 3 && (first || rule === 'every-lead-3plus')) {
            expect(onlyTrumps).toBe(true);
            threeLeads++;
          }
          // The first lead with fewer than three trumps is free: every tile in hand may be led.
          if (first && trumps.length < 3) expect(offered).toEqual(new Set(hand));
        }
        s = step(s, seat, legal[pick.next().value % legal.length]!);
      }
    }), { numRuns: 120 });
  // Both duties must have come up. (With 60 runs, about one run in a hundred met five or fewer
  // three-trump leads and failed here; with 120 the chance is negligible.)
  expect(winnerLeads).toBeGreaterThan(50);
  expect(threeLeads).toBeGreaterThan(5);
});
