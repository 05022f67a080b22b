import { describe, expect, test } from 'vitest';
import { bluff, euchre, loo, whist } from '@boneyard/games';
import type { Decision } from './hard.ts';
import { whyOf, type Why } from './hint.ts';
import { chooseAction, explainAction, hintFor } from './index.ts';
import type { AnyAction, AnyView } from './types.ts';

// The hint's reasons, read from hand-made positions dealt and played through the games' own rules.

const decided = (action: AnyAction, more: Partial<Decision> = {}): Decision => ({ action, reason: '', ...more });
const play = (tile: string, suit?: number | 'doubles'): AnyAction => (suit === undefined ? { type: 'play', tile } : { type: 'play', tile, suit }) as AnyAction;

/** Three players of Domino Whist (double-seven, twelve tiles each), every hand given. */
const THREE = [
  ['7-7', '7-6', '7-5', '7-4', '6-6', '6-5', '6-4', '5-5', '5-4', '4-4', '3-0', '2-0'],
  ['7-3', '7-2', '7-1', '7-0', '6-3', '6-2', '6-1', '6-0', '5-3', '5-2', '5-1', '5-0'],
  ['4-3', '4-2', '4-1', '4-0', '3-3', '3-2', '3-1', '2-2', '2-1', '1-1', '1-0', '0-0'],
];

/** Seat 0 bids and names `trump`, the others pass; then `moves` of the first trick. */
function whistThree(trump: number | 'none', moves: [number, AnyAction][] = []): whist.WhistState {
  let s = whist.settle(whist.createState(1, { players: 3 }, { dealer: 2, hands: THREE }));
  s = whist.step(s, 0, { type: 'bid', amount: 4 });
  s = whist.step(s, 1, { type: 'pass' });
  s = whist.step(s, 2, { type: 'pass' });
  s = whist.step(s, 0, { type: 'trump', suit: trump });
  for (const [seat, a] of moves) s = whist.step(s, seat, a);
  return s;
}

const why = (v: AnyView, a: AnyAction, more?: Partial<Decision>): Why => whyOf(v, decided(a, more));

describe('trick play', () => {
  test('a trump lead draws trumps; a lead of a suit with better tiles still out sets that suit up', () => {
    const v = whist.view(whistThree(7), 0);
    expect(why(v, play('7-7'))).toMatchObject({ code: 'leads-trump', tile: '7-7', suit: 'trump' });
    // 6-6 heads the sixes, but the others may still hold trumps that beat it.
    expect(why(v, play('6-6', 6))).toMatchObject({ code: 'sets-up', tile: '6-6', suit: 6 });
  });

  test('with no trumps, a lead of the best tile left wins the trick; a low lead sets its suit up', () => {
    const v = whist.view(whistThree('none'), 0);
    expect(why(v, play('6-6', 6))).toEqual({ code: 'wins-trick', tile: '6-6' });
    expect(why(v, play('5-4', 4))).toMatchObject({ code: 'wins-trick', tile: '5-4' });
    expect(why(v, play('3-0', 3))).toMatchObject({ code: 'sets-up', tile: '3-0', suit: 3 });
  });

  test('following: a tile that beats the table wins it; a lower one, when a better one is held, keeps that one', () => {
    // No trumps; seat 0 leads 3-0, seat 1 plays 5-3: seat 2 holds 3-3 (beats it) and 4-3, 3-2, 3-1 (do not).
    const v = whist.view(whistThree('none', [[0, play('3-0', 3)], [1, play('5-3')]]), 2);
    expect(why(v, play('3-3'))).toEqual({ code: 'wins-trick', tile: '3-3' });
    expect(why(v, play('3-1'))).toEqual({ code: 'keeps', tile: '3-3' });
  });

  test('following with nothing that can win throws a tile away', () => {
    // Sevens trumps: seat 0 leads 7-4; seat 1's trumps are all lower.
    const v = whist.view(whistThree(7, [[0, play('7-4')]]), 1);
    expect(why(v, play('7-0'))).toEqual({ code: 'ducks', tile: '7-0' });
  });

  test('void in the led suit, a trump takes the trick; a throw-away keeps the best trump', () => {
    // Blanks trumps: seat 0 leads 6-6, seat 1 follows 6-1; seat 2 has no six, and holds the blanks 4-0, 1-0, 0-0.
    const v = whist.view(whistThree(0, [[0, play('6-6', 6)], [1, play('6-1')]]), 2);
    expect(why(v, play('1-0'))).toEqual({ code: 'trumps', tile: '1-0', suit: 6 });
    expect(why(v, play('3-2'))).toEqual({ code: 'keeps', tile: '0-0' });
  });

  test('a partner winning the trick: the tile thrown is the least useful', () => {
    // Four players, partners 0 and 2, no trumps; seat 0 leads 8-8 (the best eight), seat 1 follows.
    const hands = [
      ['8-8', '8-1', '7-7', '7-6', '7-5', '6-6', '6-5', '5-5', '4-4', '3-3', '2-2'],
      ['8-2', '8-0', '7-4', '6-4', '5-4', '4-3', '3-2', '2-1', '1-0', '6-0', '5-0'],
      ['8-3', '8-4', '7-3', '6-3', '5-3', '4-2', '3-1', '2-0', '1-1', '7-0', '6-1'],
    ];
    let s = whist.settle(whist.createState(1, { players: 4 }, { dealer: 3, hands }));
    s = whist.step(s, 0, { type: 'bid', amount: 4 });
    for (const seat of [1, 2, 3]) s = whist.step(s, seat, { type: 'pass' });
    s = whist.step(s, 0, { type: 'trump', suit: 'none' });
    while (s.phase === 'exchange') s = whist.step(s, 0, { type: 'exchange', take: false });
    s = whist.step(s, 0, play('8-8', 8));
    s = whist.step(s, 1, play('8-0'));
    const v = whist.view(s, 2);
    expect(v.toAct).toEqual([2]);
    expect(why(v, play('8-3'))).toEqual({ code: 'partner-wins', tile: '8-3' });
  });

  test('the search\'s expected tricks ride along with a play', () => {
    const v = whist.view(whistThree(7), 0);
    expect(why(v, play('7-7'), { tricks: 6.25 })).toEqual({ code: 'leads-trump', tile: '7-7', suit: 'trump', tricks: 6.25 });
  });
});

describe('bids and declarations', () => {
  test('a searched decision says how many tricks its side can expect; passed or put-away tiles are shed', () => {
    const v = whist.view(whist.settle(whist.createState(1, { players: 3 }, { dealer: 2, hands: THREE })), 0);
    expect(why(v, { type: 'bid', amount: 5 }, { tricks: 7.4 })).toEqual({ code: 'expects-tricks', tricks: 7.4 });
    expect(why(v, { type: 'pass' }, { tricks: 1.2 })).toEqual({ code: 'expects-tricks', tricks: 1.2 });
    expect(why(v, { type: 'pass-tiles', tiles: ['3-0', '2-0', '4-4'] })).toEqual({ code: 'sheds' });
  });

  test('the hard bot going alone in Euchre on the five best trumps expects to take them all', () => {
    const strong = euchre.settle(euchre.createState(1, {}, { dealer: 3, hands: [['6-6', '5-5', '6-5', '6-4', '6-2']], rest: ['6-3'] }));
    const h = hintFor(euchre.view(strong, 0), { seed: 1, budgetMs: 60_000 });
    expect(h.action).toEqual({ type: 'order', alone: true });
    expect(h.why.code).toBe('expects-tricks');
    expect(h.why.tricks).toBeGreaterThan(4.5);
  });

  test('a Loo fold says what playing on would have been worth, not the nothing a folder takes', () => {
    // Twos trumps and none in hand: hard folds (with most seeds; taking the miss with some).
    const deal = { dealer: 3, hands: [['6-5', '6-1', '5-1', '4-3', '4-0']], rest: ['2-2'] };
    const v = loo.view(loo.settle(loo.createState(1, { players: 4 }, deal)), 0);
    expect(why(v, { type: 'fold' }, { tricks: 0, playingOn: 1.3 })).toEqual({ code: 'folds', tricks: 1.3 });
    expect(why(v, { type: 'stand' }, { tricks: 1.3 })).toEqual({ code: 'expects-tricks', tricks: 1.3 });
    const h = hintFor(v, { seed: 0, budgetMs: 60_000 });
    expect(h.action).toEqual({ type: 'fold' });
    expect(h.why.code).toBe('folds');
    expect(h.why.tricks).toBeGreaterThan(1);
  });

  test('a Loo stand or miss says how often it is looed: never on the five top trumps, often on a weak hand', () => {
    const top = { dealer: 3, hands: [['6-6', '6-5', '6-4', '6-3', '6-2']], rest: ['6-1'] };
    const strong = hintFor(loo.view(loo.settle(loo.createState(1, { players: 4 }, top)), 0), { seed: 0, budgetMs: 60_000 });
    expect(strong.action).toEqual({ type: 'stand' });
    expect(strong.why).toMatchObject({ code: 'expects-tricks', chance: 0 });
    expect(strong.why.tricks).toBe(5);
    // The fold test's hand (no trump), made to play on: standing or taking the miss risks a loo.
    const deal = { dealer: 3, hands: [['6-5', '6-1', '5-1', '4-3', '4-0']], rest: ['2-2'] };
    const v = loo.view(loo.settle(loo.createState(1, { players: 4 }, deal)), 0);
    const playOn = { ...v, legalActions: v.legalActions.filter((a) => a.type !== 'fold') } as AnyView;
    const weak = hintFor(playOn, { seed: 0, budgetMs: 60_000 });
    expect(['stand', 'miss']).toContain(weak.action.type);
    expect(weak.why.code).toBe('expects-tricks');
    expect(weak.why.chance).toBeGreaterThan(0.1);
    expect(weak.why.chance).toBeLessThan(1);
    expect(why(v, { type: 'miss' }, { tricks: 1.8, looed: 0.21 })).toEqual({ code: 'expects-tricks', tricks: 1.8, chance: 0.21 });
    // Whist's and Euchre's bids carry no such chance.
    expect(hintFor(euchre.view(euchre.settle(euchre.createState(1, {}, { dealer: 3 })), 0), { seed: 0 }).why.chance).toBeUndefined();
  });

  test('a single legal move is the only move', () => {
    const v = whist.view(whistThree(7), 0);
    const only = { ...v, legalActions: [v.legalActions[0]!] } as AnyView;
    expect(why(only, v.legalActions[0]!, { tricks: 3 })).toEqual({ code: 'only-move' });
  });
});

describe('Bluff', () => {
  const rolled = () => {
    let s = bluff.settle(bluff.createState(3, { players: 3 }));
    while (s.phase !== 'claim') s = bluff.step(s, bluff.toAct(s)[0]!, { type: 'roll' });
    return s;
  };

  test('claims and challenges carry their odds', () => {
    const v = bluff.view(rolled(), 0);
    const claim = v.legalActions.find((a) => a.type === 'claim')!;
    expect(why(v, claim)).toEqual({ code: 'claim-honest', chance: undefined });
    expect(why(v, claim, { chance: 0.7 })).toEqual({ code: 'claim-expected', chance: 0.7 });
    expect(why(v, { type: 'no-claim' }, { chance: 0.8 })).toEqual({ code: 'no-claim', chance: 0.8 });
    expect(why(v, { type: 'challenge', target: 1 }, { chance: 0.9 })).toEqual({ code: 'challenge-likely-false', chance: 0.9 });
    expect(why(v, { type: 'pass' }, { chance: 0.2 })).toEqual({ code: 'pass-likely-true', chance: 0.2 });
  });

  test('the hard bot\'s claim comes with a reason, and a bluff with its chance', () => {
    const v = bluff.view(rolled(), 0);
    const h = hintFor(v, { seed: 4, budgetMs: 60_000 });
    expect(['claim-honest', 'claim-expected', 'no-claim']).toContain(h.why.code);
    if (h.why.code !== 'claim-honest') expect(h.why.chance).toBeGreaterThanOrEqual(0);
    if (h.why.code !== 'claim-honest') expect(h.why.chance).toBeLessThanOrEqual(1);
  });
});

test('every reason names only tiles of the seat\'s own hand, in every trick game', () => {
  const games = [
    { g: whist, options: { players: 4 } }, { g: whist, options: { players: 3 } }, { g: euchre, options: {} }, { g: loo, options: { players: 4 } },
  ] as const;
  let checked = 0;
  for (const { g, options } of games) {
    for (let seed = 1; seed <= 6; seed++) {
      const rules = g as unknown as { createState(seed: number, o: unknown): unknown; settle(s: unknown): unknown; step(s: unknown, seat: number, a: unknown): unknown; toAct(s: unknown): number[]; view(s: unknown, seat: number): AnyView };
      let s = rules.settle(rules.createState(seed, options));
      for (let i = 0; i < 60 && rules.view(s, 0).phase !== 'over'; i++) {
        const seat = rules.toAct(s)[0]!;
        const v = rules.view(s, seat);
        if (v.legalActions.length > 1) {
          for (const a of v.legalActions as AnyAction[]) {
            const w = whyOf(v, decided(a));
            if (w.tile !== undefined) expect(v.hand).toContain(w.tile);
            checked++;
          }
        }
        s = rules.step(s, seat, chooseAction(v, { seed }));
      }
    }
  }
  expect(checked).toBeGreaterThan(500);
});

test('a hint is the hard bot\'s own move', () => {
  const v = whist.view(whistThree(7), 0);
  const d = explainAction(v, { level: 'hard', seed: 9, budgetMs: 60_000 });
  const h = hintFor(v, { seed: 9, budgetMs: 60_000 });
  expect(h.action).toEqual(d.action);
  expect(h.why).toEqual(whyOf(v, d));
  expect(h.why.tricks).toBeCloseTo(d.tricks!, 6);
});
