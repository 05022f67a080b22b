import { describe, expect, test } from 'vitest';
import { codeOf } from '../shared/test-tools.ts';
import { doubleSet } from '@boneyard/core';
import {
  callableSuits, createState, followsLed, isTrump, legalActions, leftSuit, normalizeOptions, scoreHand, settle, step, trickWinner,
  trumpRank, validateAction, euchreChart } from './rules.ts';
import { advance } from '../shared/chart.ts';

/** The score phase as the flow runs it: the hand scored, then on to 'over' or to the next 'deal'. */
const scoredFlow = (st: EuchreState) => advance(euchreChart, 'score', scoreHand(st));
import { view } from './view.ts';
import type { EuchreState } from './types.ts';

const O = (o: object = {}) => normalizeOptions(o);
const start = (options: object, deal: object, seed = 1): EuchreState => settle(createState(seed, options, deal));
const run = (s: EuchreState, ...moves: [number, object][]): EuchreState => moves.reduce((acc, [seat, a]) => step(acc, seat, a), s);

/** Dealer 3; seat 0 speaks first. Turn-up 5-2 proposes fives. */
const HANDS = [
  ['5-5', '4-4', '6-5', '5-4', '6-6'],
  ['3-3', '3-1', '2-1', '1-0', '6-1'],
  ['5-3', '5-1', '2-2', '6-3', '4-0'],
  ['6-4', '4-3', '3-0', '1-1', '0-0'],
];
const DEAL = { dealer: 3, hands: HANDS, rest: ['5-2'] };

describe('deal, turn-up and making trump (rulings C1, C2)', () => {
  test('5 tiles each; the turn-up proposes its higher number, a doublet its own; the rest are out of play', () => {
    const s = start({}, DEAL);
    expect(s.hands.every((h) => h.length === 5)).toBe(true);
    expect([s.turnUp, s.proposed, s.kitty.length]).toEqual(['5-2', 5, 7]);
    expect(start({}, { ...DEAL, rest: ['4-4'], hands: HANDS.map((h) => h.map((t) => (t === '4-4' ? '5-2' : t))) }).proposed).toBe(4);
    for (const [players, out] of [[2, 17], [3, 12], [4, 7]] as const) expect(settle(createState(1, { players })).kitty.length).toBe(out);
    expect(settle(createState(1, { players: 5, variant: 'call-ace' })).kitty.length).toBe(2);
    const all = [...s.hands.flat(), s.turnUp, ...s.kitty].sort();
    expect(all).toEqual(doubleSet(6).sort());
  });
  test('round 1 from the dealer\'s left: pass, order, or order alone', () => {
    const s = start({}, DEAL);
    expect(s.turn).toBe(0);
    expect(legalActions(s, 0)).toEqual([{ type: 'order' }, { type: 'order', alone: true }, { type: 'pass' }]);
    const made = run(s, [0, { type: 'pass' }], [1, { type: 'order' }]);
    expect([made.phase, made.maker, made.trump, made.turn]).toEqual(['play', 1, 5, 1]);
  });
  test('round 2 names any other suit; the refused suit cannot be named; two passes round throw the hand in', () => {
    let s = run(start({}, DEAL), [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }]);
    expect([s.phase, s.turn]).toEqual(['round2', 0]);
    expect(legalActions(s, 0).filter((a) => a.type === 'call' && !('alone' in a)).map((a) => (a as { suit: number }).suit)).toEqual([6, 4, 3, 2, 1, 0]);
    expect(codeOf(() => validateAction(s, 0, { type: 'call', suit: 5 }))).toBe('bad-suit');
    const called = run(s, [0, { type: 'call', suit: 6 }]);
    expect([called.maker, called.trump]).toEqual([0, 6]);
    s = run(s, [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }]);
    expect([s.phase, s.dealer, s.handNo]).toEqual(['round1', 0, 0]);
    expect(s.log.at(0)).toMatchObject({ type: 'deal', dealer: 0 });
  });
  test('stickTheDealer: the dealer cannot pass in round 2', () => {
    const s = run(start({ stickTheDealer: true }, DEAL), [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }],
      [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }]);
    expect(legalActions(s, 3).some((a) => a.type === 'pass')).toBe(false);
    expect(codeOf(() => validateAction(s, 3, { type: 'pass' }))).toBe('illegal-action');
  });
});

describe('the trump suit and the other suits (rulings C3-C6)', () => {
  test.each([0, 1, 2, 3, 4, 5, 6])('trump %i: right bower, left bower (6-6 for blanks), 8 trumps, the left suit keeps 5', (t) => {
    const l = leftSuit(t);
    expect(l).toBe(t === 0 ? 6 : t - 1);
    const trumps = doubleSet(6).filter((x) => isTrump(x, t)).sort((a, b) => trumpRank(b, t) - trumpRank(a, t));
    expect(trumps).toHaveLength(8);
    expect(trumps[0]).toBe(`${t}-${t}`);
    expect(trumps[1]).toBe(`${l}-${l}`);
    const leftSuitTiles = doubleSet(6).filter((x) => !isTrump(x, t) && x.split('-').map(Number).includes(l));
    expect(leftSuitTiles).toHaveLength(5);
    for (const other of [0, 1, 2, 3, 4, 5, 6].filter((x) => x !== t && x !== l)) {
      expect(doubleSet(6).filter((x) => !isTrump(x, t) && x.split('-').map(Number).includes(other))).toHaveLength(6);
    }
  });
  test('blanks trump ranks 0-0, 6-6, 6-0, 5-0, 4-0, 3-0, 2-0, 1-0', () => {
    const order = doubleSet(6).filter((x) => isTrump(x, 0)).sort((a, b) => trumpRank(b, 0) - trumpRank(a, 0));
    expect(order).toEqual(['0-0', '6-6', '6-0', '5-0', '4-0', '3-0', '2-0', '1-0']);
  });
  test('a non-trump tile follows either of its numbers; its rank is its other end, the doublet on top', () => {
    const o = O();
    expect(followsLed('6-5', 5, 2, o)).toBe(true);
    expect(followsLed('6-5', 5, 2, O({ followMembership: 'higher-end-only' }))).toBe(false);
    expect(followsLed('5-2', 5, 2, o)).toBe(false); // a trump never follows another suit
    expect(followsLed('1-1', 1, 2, o)).toBe(false); // 1-1 is the left bower with twos trump
    const P = (tiles: string[]) => tiles.map((tile, seat) => ({ seat, tile, suit: null }));
    expect(trickWinner(P(['5-3', '6-5', '5-5', '4-0']), 5, 2, o)).toBe(2);
    expect(trickWinner(P(['5-3', '6-5', '4-1', '2-0']), 5, 2, o)).toBe(3);
    expect(trickWinner(P(['5-3', '1-1', '2-0', '2-2']), 5, 2, o)).toBe(3);
  });
  test('after a 5-3 lead the 6-5 must be played if it is the only five (either-end)', () => {
    let s = run(start({}, DEAL), [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }],
      [0, { type: 'pass' }], [1, { type: 'call', suit: 1 }]);
    // Seat 1 made ones and leads 3-3 (threes); seat 2 must follow with 5-3 or 6-3.
    s = run(s, [1, { type: 'play', tile: '3-3' }]);
    expect(legalActions(s, 2).map((a) => (a as { tile: string }).tile).sort()).toEqual(['5-3', '6-3']);
    s = run(s, [2, { type: 'play', tile: '6-3' }]);
    expect(legalActions(s, 3).map((a) => (a as { tile: string }).tile).sort()).toEqual(['3-0', '4-3']);
  });
  test('the lead: the higher end names the suit, a trump calls for trumps; leader-declares lets the leader choose', () => {
    const s = run(start({}, DEAL), [0, { type: 'order' }]);
    expect(legalActions(s, 0).every((a) => !('suit' in a))).toBe(true);
    const led = run(s, [0, { type: 'play', tile: '6-6' }]);
    expect(led.led).toBe(6);
    const t = run(s, [0, { type: 'play', tile: '4-4' }]);
    expect(t.led).toBe('trump');
    const d = run(start({ leadSuitRule: 'leader-declares' }, DEAL), [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }], [0, { type: 'call', suit: 0 }]);
    expect(legalActions(d, 0)).toContainEqual({ type: 'play', tile: '5-4', suit: 4 });
    expect(codeOf(() => validateAction(d, 0, { type: 'play', tile: '5-4' }))).toBe('suit-required');
    expect(run(d, [0, { type: 'play', tile: '5-4', suit: 4 }]).led).toBe(4);
  });
});

describe('lone hands and leads (rulings C7, C8)', () => {
  test('alone: the partner lays his tiles down, tricks have three tiles, the maker leads', () => {
    let s = run(start({}, DEAL), [0, { type: 'order', alone: true }]);
    expect([s.sittingOut, s.turn]).toEqual([2, 0]);
    s = run(s, [0, { type: 'play', tile: '5-5' }], [1, { type: 'play', tile: '3-1' }]);
    expect(s.turn).toBe(3);
    s = run(s, [3, { type: 'play', tile: '6-4' }]);
    expect(s.lastTrick?.plays).toHaveLength(3);
    expect(s.lastTrick?.winner).toBe(0);
    expect(view(s, 1).handSizes[2]).toBe(5);
    expect(JSON.stringify(view(s, 1))).not.toContain('"5-3"');
  });
  test('firstLead dealer-left: the dealer\'s left leads; a lone hand is led by the lone player\'s left; a sitting-out seat is skipped', () => {
    const s = run(start({ firstLead: 'dealer-left' }, DEAL), [0, { type: 'pass' }], [1, { type: 'order' }]);
    expect(s.turn).toBe(0);
    const lone = run(start({ firstLead: 'dealer-left' }, DEAL), [0, { type: 'pass' }], [1, { type: 'order', alone: true }]);
    expect([lone.sittingOut, lone.turn]).toEqual([3, 2]);
    const skip = run(start({ firstLead: 'dealer-left' }, { ...DEAL, dealer: 1 }), [2, { type: 'order', alone: true }]);
    // The lone maker is seat 2, his left (seat 3) leads.
    expect(skip.turn).toBe(3);
    const skip2 = run(start({ firstLead: 'dealer-left' }, { ...DEAL, dealer: 0 }), [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'order', alone: true }]);
    // Seat 3 goes alone (his partner, seat 1, sits out); seat 3's left, seat 0, leads.
    expect([skip2.sittingOut, skip2.turn]).toEqual([1, 0]);
  });
});

describe('picking up the turn-up (ruling C10)', () => {
  test('dealer: after a round-1 order the dealer takes the turn-up and discards face down', () => {
    let s = run(start({ turnupPickup: 'dealer' }, DEAL), [0, { type: 'order' }]);
    expect([s.phase, s.turn]).toEqual(['discard', 3]);
    expect(s.hands[3]).toContain('5-2');
    s = run(s, [3, { type: 'discard', tile: '0-0' }]);
    expect([s.phase, s.turn, s.hands[3]!.length]).toEqual(['play', 0, 5]);
    expect(view(s, 3).discard).toBe('0-0');
    expect(view(s, 0).discard).toBeUndefined();
    expect(JSON.stringify(view(s, 0))).not.toContain('"0-0"');
  });
  test('no pickup after a round-2 call; a dealer sitting out does not pick up; bid-winner picks up instead', () => {
    const r2 = run(start({ turnupPickup: 'dealer' }, DEAL), [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }], [0, { type: 'call', suit: 6 }]);
    expect(r2.phase).toBe('play');
    const out = run(start({ turnupPickup: 'dealer' }, DEAL), [0, { type: 'pass' }], [1, { type: 'order', alone: true }]);
    expect([out.sittingOut, out.phase]).toEqual([3, 'play']);
    const bw = run(start({ turnupPickup: 'bid-winner' }, DEAL), [0, { type: 'pass' }], [1, { type: 'order' }]);
    expect([bw.phase, bw.turn]).toEqual(['discard', 1]);
  });
});

describe('scoring (rulings C9, C11, C12) and the game (C13)', () => {
  const scored = (options: object, patch: Partial<EuchreState>) => {
    const base = settle(createState(1, options));
    return scoredFlow({ ...base, phase: 'score', maker: 0, trump: 5, ...patch });
  };
  test('four players: 3-4 tricks 1, all five 2, euchred gives the opponents 2; alone: 1 (or 2), 4, euchred 2', () => {
    expect(scored({}, { tricksWon: [2, 1, 1, 1] }).scores).toEqual([1, 0, 1, 0]);
    expect(scored({}, { tricksWon: [3, 0, 2, 0] }).scores).toEqual([2, 0, 2, 0]);
    expect(scored({}, { tricksWon: [1, 2, 1, 1] }).scores).toEqual([0, 2, 0, 2]);
    expect(scored({}, { alone: true, sittingOut: 2, tricksWon: [5, 0, 0, 0] }).scores).toEqual([4, 0, 4, 0]);
    expect(scored({}, { alone: true, sittingOut: 2, tricksWon: [3, 1, 0, 1] }).scores).toEqual([1, 0, 1, 0]);
    expect(scored({ alonePartialPoints: 2 }, { alone: true, sittingOut: 2, tricksWon: [4, 1, 0, 0] }).scores).toEqual([2, 0, 2, 0]);
    expect(scored({}, { alone: true, sittingOut: 2, tricksWon: [2, 2, 0, 1] }).scores).toEqual([0, 2, 0, 2]);
  });
  test('two players: non-dealer speaks first, no lone hands, 1 / 2 / euchre 2', () => {
    const s = settle(createState(4, { players: 2 }, { dealer: 1 }));
    expect(s.turn).toBe(0);
    expect(legalActions(s, 0)).toEqual([{ type: 'order' }, { type: 'pass' }]);
    expect(codeOf(() => validateAction(s, 0, { type: 'order', alone: true }))).toBe('illegal-action');
    expect(scored({ players: 2 }, { tricksWon: [3, 2] }).scores).toEqual([1, 0]);
    expect(scored({ players: 2 }, { tricksWon: [5, 0] }).scores).toEqual([2, 0]);
    expect(scored({ players: 2 }, { tricksWon: [2, 3] }).scores).toEqual([0, 2]);
  });
  test('three players: the maker against two, march 2 (setting 3), euchred: each other player 2', () => {
    expect(scored({ players: 3 }, { tricksWon: [3, 1, 1] }).scores).toEqual([1, 0, 0]);
    expect(scored({ players: 3 }, { tricksWon: [5, 0, 0] }).scores).toEqual([2, 0, 0]);
    expect(scored({ players: 3, threePlayerMarchPoints: 3 }, { tricksWon: [5, 0, 0] }).scores).toEqual([3, 0, 0]);
    expect(scored({ players: 3 }, { tricksWon: [2, 2, 1] }).scores).toEqual([0, 2, 2]);
  });
  test('first to the target wins; in individual play a level tie plays on, or is shared', () => {
    const won = scored({}, { tricksWon: [5, 0, 0, 0], scores: [4, 3, 4, 3] });
    expect([won.phase, won.winners]).toEqual(['over', [0, 2]]);
    const tie = scored({ players: 3 }, { tricksWon: [1, 2, 2], scores: [0, 3, 3] });
    expect([tie.phase, tie.scores]).toEqual(['deal', [0, 5, 5]]);
    const shared = scored({ players: 3, tieRule: 'shared' }, { tricksWon: [1, 2, 2], scores: [0, 3, 3] });
    expect(shared.winners).toEqual([1, 2]);
    const higher = scored({ players: 3 }, { tricksWon: [1, 2, 2], scores: [0, 4, 3] });
    expect(higher.winners).toEqual([1]);
  });
});

describe('Call-Ace (rulings C14-C20)', () => {
  const CA = { variant: 'call-ace' };
  test('the maker calls a suit that is not trump nor the left bower\'s, after any pickup', () => {
    expect(callableSuits(5)).toEqual([6, 3, 2, 1, 0]);
    expect(callableSuits(0)).toEqual([5, 4, 3, 2, 1]);
    let s = run(start({ ...CA, turnupPickup: 'dealer' }, DEAL), [0, { type: 'order' }]);
    expect(s.phase).toBe('discard');
    s = run(s, [3, { type: 'discard', tile: '0-0' }]);
    expect([s.phase, s.turn]).toEqual(['partner', 0]);
    expect(codeOf(() => validateAction(s, 0, { type: 'partner', suit: 4 }))).toBe('bad-suit');
    expect(codeOf(() => validateAction(s, 0, { type: 'partner', suit: 5 }))).toBe('bad-suit');
  });
  test('the partner is secret to everyone but the holder, the maker included, until the doublet is played', () => {
    let s = run(start(CA, DEAL), [0, { type: 'order' }], [0, { type: 'partner', suit: 3 }]);
    expect(s.partnerSeat).toBe(1);
    for (const seat of [0, 2, 3]) {
      expect(view(s, seat).partner).toBeNull();
      expect(view(s, seat).secretPartner).toBe(false);
    }
    expect(view(s, 1).secretPartner).toBe(true);
    expect(view(s, 'public').secretPartner).toBe(false);
    s = run(s, [0, { type: 'play', tile: '4-4' }], [1, { type: 'play', tile: '3-3' }]);
    expect(view(s, 2).partner).toBe(1);
    expect(s.log.some((e) => e.type === 'partner-revealed' && e.seat === 1)).toBe(true);
  });
  test('calling his own doublet leaves the maker secretly alone, scored normally (march 2) unless set otherwise', () => {
    const s = run(start(CA, DEAL), [0, { type: 'order' }], [0, { type: 'partner', suit: 6 }]);
    expect(s.partnerSeat).toBeNull();
    const done = scoredFlow({ ...s, phase: 'score', tricksWon: [5, 0, 0, 0] });
    expect(done.scores).toEqual([2, 0, 0, 0]);
    const asAlone = scoredFlow({ ...s, options: O({ ...CA, accidentalAloneScoring: 'alone' }), phase: 'score', tricksWon: [5, 0, 0, 0] });
    expect(asAlone.scores).toEqual([4, 0, 0, 0]);
  });
  test('a doublet out of play or face up leaves the maker alone; declared alone means no call and march 4', () => {
    const turned = start(CA, { dealer: 3, hands: HANDS.map((h) => h.map((t) => (t === '3-3' ? '5-2' : t))), rest: ['3-3'] });
    const s = run(turned, [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }], [3, { type: 'pass' }], [0, { type: 'call', suit: 6 }], [0, { type: 'partner', suit: 3 }]);
    expect(s.partnerSeat).toBeNull();
    const alone = run(start(CA, DEAL), [0, { type: 'order', alone: true }]);
    expect([alone.phase, alone.sittingOut]).toEqual(['play', null]);
    expect(scoredFlow({ ...alone, phase: 'score', tricksWon: [5, 0, 0, 0] }).scores).toEqual([4, 0, 0, 0]);
  });
  test('points go to both partners; after a euchre every defender scores 2; five players work', () => {
    const s = run(start(CA, DEAL), [0, { type: 'order' }], [0, { type: 'partner', suit: 3 }]);
    expect(scoredFlow({ ...s, phase: 'score', tricksWon: [2, 1, 1, 1] }).scores).toEqual([1, 1, 0, 0]);
    expect(scoredFlow({ ...s, phase: 'score', tricksWon: [1, 1, 2, 1] }).scores).toEqual([0, 0, 2, 2]);
    const five = settle(createState(2, { players: 5, variant: 'call-ace' }));
    expect(five.hands.every((h) => h.length === 5)).toBe(true);
    expect(codeOf(() => createState(2, { players: 5 }))).toBe('bad-option');
  });
});
