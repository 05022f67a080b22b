import { describe, expect, test } from 'vitest';
import { codeOf } from '../shared/test-tools.ts';
import { doubleSet } from '@boneyard/core';
import {
  createState, legalActions, normalizeOptions, scoreHand, settle, step, trickWinner, validateAction, whistChart } from './rules.ts';
import { advance } from '../shared/chart.ts';

/** The score phase as the flow runs it: the hand scored, then on to 'over' or to the next 'deal'. */
const scoredFlow = (st: WhistState) => advance(whistChart, 'score', scoreHand(st));
import { view } from './view.ts';
import type { WhistState } from './types.ts';

/** 4-player hands where seat 0 holds the 8s, seat 1 the 7s and 6s, and so on. */
const FOUR = [
  ['8-8', '8-7', '7-1', '6-5', '5-4', '4-3', '3-2', '2-1', '1-0', '6-0', '5-0'],
  ['7-7', '7-6', '7-5', '7-4', '7-3', '7-2', '6-6', '6-4', '6-3', '6-2', '6-1'],
  ['5-5', '5-3', '5-2', '5-1', '4-4', '4-2', '4-1', '4-0', '3-3', '3-1', '3-0'],
  ['2-2', '2-0', '1-1', '0-0', '8-6', '8-5', '8-4', '8-3', '8-2', '8-1', '8-0'],
];
const start = (options: object, deal: object, seed = 1): WhistState => settle(createState(seed, options, deal));
const run = (s: WhistState, ...moves: [number, object][]): WhistState => moves.reduce((acc, [seat, a]) => step(acc, seat, a), s);

describe('configurations (ruling A1)', () => {
  test.each([
    [{ players: 3 }, 7, 12, 4, 25, 0],
    [{ players: 4 }, 8, 11, 4, 30, 1],
    [{ players: 4, partnership: false }, 8, 11, 1, 20, 1],
    [{ players: 5 }, 9, 11, 1, 20, 0],
  ])('%o: double-%i set, %i each, minimum %i, game %i, widow %i', (options, maxPip, each, minBid, target, widow) => {
    const s = settle(createState(5, options));
    expect(s.maxPip).toBe(maxPip);
    expect(s.hands.every((h) => h.length === each)).toBe(true);
    expect(s.widow.length).toBe(widow);
    expect(s.options.minBid).toBe(minBid);
    expect(s.options.target).toBe(target);
    const all = [...s.hands.flat(), ...s.widow].sort();
    expect(all).toEqual(doubleSet(maxPip).sort());
  });
  test('every setting of section A has its default', () => {
    expect(normalizeOptions({})).toEqual({
      players: 3, partnership: false, passing: false, target: 25, minBid: 4, maxBid: 12, biddingStyle: 'auction',
      allPass: 'redeal-next-dealer', passingCycleCountsThrownIn: false, widowBeforeTrump: false,
      partnershipScoring: 'team-contract', simultaneousTarget: 'bidder-goes-out',
    });
    expect(normalizeOptions({ players: 4 }).partnership).toBe(true);
    expect(codeOf(() => normalizeOptions({ biddingStyle: 'shout' }))).toBe('bad-option');
  });
});

describe('the auction (rulings A5-A7)', () => {
  test('starts left of the dealer, raises must go higher, a pass is final, ends when all others pass', () => {
    let s = start({ players: 4 }, { dealer: 3, hands: FOUR, rest: ['7-0'] });
    expect(s.phase).toBe('bid');
    expect(s.turn).toBe(0);
    expect(legalActions(s, 0)[0]).toEqual({ type: 'bid', amount: 4 });
    s = run(s, [0, { type: 'bid', amount: 4 }], [1, { type: 'pass' }]);
    expect(codeOf(() => validateAction(s, 2, { type: 'bid', amount: 4 }))).toBe('bid-too-low');
    s = run(s, [2, { type: 'bid', amount: 5 }], [3, { type: 'pass' }]);
    expect(s.turn).toBe(0); // seat 1 passed and is skipped
    s = run(s, [0, { type: 'bid', amount: 6 }]);
    expect(s.turn).toBe(2);
    s = run(s, [2, { type: 'pass' }]);
    expect(s.phase).toBe('trump');
    expect([s.declarer, s.contract]).toEqual([0, 6]);
  });
  test('minimum bid 4 for 3 players; no minimum (1) for 4 individuals and 5 players', () => {
    expect(legalActions(settle(createState(1, { players: 3 })), settle(createState(1, { players: 3 })).turn!)[0]).toEqual({ type: 'bid', amount: 4 });
    for (const o of [{ players: 4, partnership: false }, { players: 5 }]) {
      const s = settle(createState(1, o));
      expect(legalActions(s, s.turn!)[0]).toEqual({ type: 'bid', amount: 1 });
      expect(legalActions(s, s.turn!).at(-2)).toEqual({ type: 'bid', amount: 11 });
    }
  });
  test('all pass: thrown in, the next dealer redeals, the passing cycle does not advance', () => {
    let s = start({ players: 4, passing: true }, { dealer: 3, hands: FOUR, rest: ['7-0'] });
    expect(s.passDirection).toBe('left');
    s = run(s, ...[0, 1, 2, 3].map((seat) => [seat, { type: 'pass-tiles', tiles: s.hands[seat]!.slice(0, 3) }] as [number, object]));
    s = run(s, [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }]);
    expect(s.dealer).toBe(0);
    expect(s.phase).toBe('pass');
    expect(s.passDirection).toBe('left');
    expect(s.handNo).toBe(0);
    expect(s.log[0]).toEqual({ type: 'deal', hand: 1, dealer: 0 });
  });
  test('allPass settings: same dealer, or the dealer forced to the minimum', () => {
    const passAll = (s: WhistState) => run(s, [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }]);
    expect(passAll(start({ players: 4, allPass: 'redeal-same-dealer' }, { dealer: 3, hands: FOUR, rest: ['7-0'] })).dealer).toBe(3);
    const forced = passAll(start({ players: 4, allPass: 'force-dealer-min-bid' }, { dealer: 3, hands: FOUR, rest: ['7-0'] }));
    expect([forced.phase, forced.declarer, forced.contract]).toEqual(['trump', 3, 4]);
  });
  test('single-round bidding gives each player one turn', () => {
    let s = start({ players: 4, biddingStyle: 'single-round' }, { dealer: 3, hands: FOUR, rest: ['7-0'] });
    s = run(s, [0, { type: 'bid', amount: 4 }], [1, { type: 'bid', amount: 6 }], [2, { type: 'pass' }], [3, { type: 'bid', amount: 7 }]);
    expect([s.phase, s.declarer, s.contract]).toEqual(['trump', 3, 7]);
  });
});

describe('trump, widow and leading (rulings A2-A4, A8, A9)', () => {
  const toTrump = () => run(start({ players: 4 }, { dealer: 3, hands: FOUR, rest: ['7-0'] }),
    [0, { type: 'bid', amount: 4 }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }]);
  test('trump may be any number of the set, doubles, or none', () => {
    const suits = legalActions(toTrump(), 0).map((a) => (a as { suit: unknown }).suit);
    expect(suits).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0, 'doubles', 'none']);
  });
  test('the widow: only the bid winner sees it, after naming trump; he may swap or discard it', () => {
    let s = run(toTrump(), [0, { type: 'trump', suit: 8 }]);
    expect(s.phase).toBe('exchange');
    expect(view(s, 0).widow).toEqual(['7-0']);
    expect(view(s, 1).widow).toBeUndefined();
    expect(JSON.stringify(view(s, 1))).not.toContain('"7-0"');
    const took = run(s, [0, { type: 'exchange', take: true, discard: '1-0' }]);
    expect(took.hands[0]).toContain('7-0');
    expect(took.hands[0]).not.toContain('1-0');
    expect(view(took, 0).widowDiscard).toBe('1-0');
    expect(JSON.stringify(view(took, 2))).not.toContain('"1-0"');
    const kept = run(s, [0, { type: 'exchange', take: false }]);
    expect(kept.hands[0]).toEqual(FOUR[0]!.slice().sort((a, b) => (a < b ? 1 : -1)));
    expect(kept.widowDiscard).toBe('7-0');
    expect([kept.phase, kept.turn]).toEqual(['play', 0]);
  });
  test('widowBeforeTrump swaps the order', () => {
    const s = run(start({ players: 4, widowBeforeTrump: true }, { dealer: 3, hands: FOUR, rest: ['7-0'] }),
      [0, { type: 'bid', amount: 4 }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }]);
    expect(s.phase).toBe('exchange');
    expect(run(s, [0, { type: 'exchange', take: false }]).phase).toBe('trump');
  });
  test('the leader names the suit of a singlet; a doublet leads its number or doubles; a trump leads trumps', () => {
    const s = run(toTrump(), [0, { type: 'trump', suit: 2 }], [0, { type: 'exchange', take: false }]);
    const leads = legalActions(s, 0);
    expect(leads).toContainEqual({ type: 'play', tile: '6-5', suit: 6 });
    expect(leads).toContainEqual({ type: 'play', tile: '6-5', suit: 5 });
    expect(leads).toContainEqual({ type: 'play', tile: '8-8', suit: 8 });
    expect(leads).toContainEqual({ type: 'play', tile: '8-8', suit: 'doubles' });
    expect(leads).toContainEqual({ type: 'play', tile: '3-2' }); // a trump: no choice
    expect(leads.filter((a) => (a as { tile: string }).tile === '3-2')).toHaveLength(1);
    expect(codeOf(() => validateAction(s, 0, { type: 'play', tile: '3-2', suit: 3 }))).toBe('bad-suit');
  });
});

describe('following and winning (rulings A4, A10, A11)', () => {
  test("the text's example: 2s trump, 6-4 led as 4s, the 2-4 need not follow", () => {
    const hands = [
      ['6-4', '6-6', '5-5', '1-0'],
      ['4-2', '6-1', '5-1', '3-1'],
      ['4-3', '4-1', '3-3', '0-0'],
    ];
    const st = settle(createState(1, { players: 3, minBid: 1, maxBid: 4 }, { dealer: 2, hands }));
    // 3 players with partial hands: the RNG fills the rest, so only check membership rules.
    const s: WhistState = { ...st, phase: 'play', trump: 2, turn: 0, declarer: 0, contract: 1, hands: hands.map((h) => h.slice()) };
    const led = step(s, 0, { type: 'play', tile: '6-4', suit: 4 });
    expect(legalActions(led, 1).map((a) => (a as { tile: string }).tile).sort()).toEqual(['3-1', '4-2', '5-1', '6-1']);
    const two = step(led, 1, { type: 'play', tile: '6-1' });
    expect(legalActions(two, 2).map((a) => (a as { tile: string }).tile).sort()).toEqual(['4-1', '4-3']);
  });
  test('a doubles lead must be followed by a doublet; a trump doublet is not a doublet then', () => {
    const hands = [['6-6', '1-0'], ['4-4', '5-1'], ['2-2', '3-1']];
    const base = settle(createState(1, { players: 3 }));
    const s: WhistState = { ...base, phase: 'play', trump: 2, turn: 0, declarer: 0, contract: 4, hands };
    const led = step(s, 0, { type: 'play', tile: '6-6', suit: 'doubles' });
    expect(legalActions(led, 1)).toEqual([{ type: 'play', tile: '4-4' }]);
    const two = step(led, 1, { type: 'play', tile: '4-4' });
    // 2-2 is a trump only, so seat 2 holds no doublet and may play anything.
    expect(legalActions(two, 2).map((a) => (a as { tile: string }).tile)).toEqual(['2-2', '3-1']);
    const done = step(two, 2, { type: 'play', tile: '3-1' });
    expect(done.lastTrick?.winner).toBe(0);
  });
  test('with doubles trump, every doublet is a trump and leaves its number suit', () => {
    expect(trickWinner([{ seat: 0, tile: '6-5', suit: 6 }, { seat: 1, tile: '6-6', suit: 'trump' }, { seat: 2, tile: '6-4', suit: 6 }], 6, 'doubles')).toBe(1);
    expect(trickWinner([{ seat: 0, tile: '6-5', suit: 6 }, { seat: 1, tile: '0-0', suit: 'trump' }, { seat: 2, tile: '1-1', suit: 'trump' }], 6, 'doubles')).toBe(2);
  });
  test('highest trump wins; else the highest of the led suit, ranked by its other end, the doublet on top', () => {
    const P = (tiles: string[]) => tiles.map((tile, seat) => ({ seat, tile, suit: null }));
    expect(trickWinner(P(['6-4', '4-4', '5-4']), 4, 'none')).toBe(1);
    expect(trickWinner(P(['6-4', '7-4', '5-4']), 4, 'none')).toBe(1);
    expect(trickWinner(P(['6-4', '7-3', '5-4']), 6, 'none')).toBe(0); // led as 6s: 6-4 is the only six
    expect(trickWinner(P(['6-4', '7-6', '1-0']), 6, 1)).toBe(2); // 1-0 is a trump
    expect(trickWinner(P(['6-4', '1-1', '1-0']), 6, 1)).toBe(1); // the trump doublet is top trump
    expect(trickWinner(P(['7-7', '5-5', '6-6']), 'doubles', 'none')).toBe(0);
  });
});

describe('passing (ruling A16)', () => {
  const passAll = (s: WhistState) => s.hands.reduce((acc, _h, seat) => step(acc, seat, { type: 'pass-tiles', tiles: s.hands[seat]!.slice(0, 3) }), s);
  test('4 players pass left, right, across, hold, then again', () => {
    let s = settle(createState(3, { players: 4, passing: true }));
    const dirs: string[] = [];
    for (let hand = 0; hand < 5; hand++) {
      dirs.push(s.passDirection!);
      const before = s.hands.map((h) => h.slice(0, 3));
      if (s.phase === 'pass') {
        const dealer = s.dealer;
        s = passAll(s);
        const to = { left: 1, right: 3, across: 2 }[dirs.at(-1) as 'left'];
        for (let from = 0; from < 4; from++) expect(s.received[(from + to) % 4]).toEqual(before[from]);
        s = { ...s, dealer };
      }
      s = settle({ ...s, phase: 'score', declarer: 0, contract: 1, trump: 'none', tricksWon: [0, 0, 0, 0] });
    }
    expect(dirs).toEqual(['left', 'right', 'across', 'hold', 'left']);
  });
  test('3 and 5 players pass right, left, hold', () => {
    for (const players of [3, 5]) {
      let s = settle(createState(3, { players, passing: true }));
      const dirs: string[] = [];
      for (let hand = 0; hand < 4; hand++) {
        dirs.push(s.passDirection!);
        if (s.phase === 'pass') s = passAll(s);
        s = settle({ ...s, phase: 'score', declarer: 0, contract: 1, trump: 'none', tricksWon: s.hands.map(() => 0) });
      }
      expect(dirs).toEqual(['right', 'left', 'hold', 'right']);
    }
  });
  test('tiles are set down all at once: nobody receives anything until everyone has passed', () => {
    let s = settle(createState(3, { players: 3, passing: true }));
    s = step(s, 0, { type: 'pass-tiles', tiles: s.hands[0]!.slice(0, 3) });
    expect(s.hands[0]).toHaveLength(9);
    expect(s.hands[2]).toHaveLength(12);
    expect(view(s, 2).received).toBeNull();
    expect(codeOf(() => validateAction(s, 0, { type: 'pass-tiles', tiles: s.hands[0]!.slice(0, 3) }))).toBe('not-your-turn');
  });
});

describe('scoring and the end of the game (rulings A12-A14)', () => {
  const scored = (options: object, declarer: number, contract: number, tricksWon: number[], scores?: number[]) => {
    const base = settle(createState(1, options));
    return scoredFlow({ ...base, phase: 'score', declarer, contract, trump: 3, tricksWon, scores: scores ?? base.scores });
  };
  test('individuals: the bidder scores the bid or loses it, no overtricks; others 1 per trick', () => {
    expect(scored({ players: 3 }, 1, 5, [3, 7, 2]).scores).toEqual([3, 5, 2]);
    expect(scored({ players: 3 }, 1, 6, [5, 5, 2]).scores).toEqual([5, -6, 2]);
    expect(scored({ players: 5 }, 0, 2, [2, 3, 2, 2, 2]).lastHand?.scoreDelta).toEqual([2, 3, 2, 2, 2]);
  });
  test('partners: the team contract counts both partners; opponents score their tricks; both seats show the team score', () => {
    expect(scored({ players: 4 }, 0, 6, [3, 2, 3, 3]).scores).toEqual([6, 5, 6, 5]);
    expect(scored({ players: 4 }, 0, 7, [3, 2, 3, 3]).scores).toEqual([-7, 5, -7, 5]);
    expect(scored({ players: 4, partnershipScoring: 'literal-sum' }, 0, 3, [3, 2, 3, 3]).scores).toEqual([6, 5, 6, 5]);
    expect(scored({ players: 4, partnershipScoring: 'literal-sum' }, 0, 4, [3, 2, 3, 3]).scores).toEqual([-1, 5, -1, 5]);
  });
  test('the game ends at the target; the bidder goes out first; otherwise highest; a tie plays on', () => {
    const won = scored({ players: 3 }, 0, 4, [4, 4, 4], [22, 10, 0]);
    expect([won.phase, won.winners]).toEqual(['over', [0]]);
    const both = scored({ players: 3 }, 1, 4, [6, 4, 2], [20, 21, 0]);
    expect(both.scores).toEqual([26, 25, 2]);
    expect(both.winners).toEqual([1]);
    const highest = scored({ players: 3, simultaneousTarget: 'highest' }, 1, 4, [6, 4, 2], [20, 21, 0]);
    expect(highest.winners).toEqual([0]);
    const tie = scored({ players: 3, simultaneousTarget: 'highest' }, 2, 4, [6, 6, 0], [20, 20, 0]);
    expect([tie.phase, tie.winners]).toEqual(['deal', []]);
    const shared = scored({ players: 3, simultaneousTarget: 'shared' }, 2, 4, [6, 6, 0], [20, 20, 0]);
    expect(shared.winners).toEqual([0, 1]);
    const team = scored({ players: 4 }, 1, 4, [3, 4, 3, 1], [28, 20, 28, 20]);
    expect(team.winners).toEqual([0, 2]);
  });
});
