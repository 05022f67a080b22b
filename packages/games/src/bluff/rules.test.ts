import { describe, expect, test } from 'vitest';
import { codeOf } from '../shared/test-tools.ts';
import { applyAction, claimHonest, createState, legalActions, settle, step, validateAction } from './rules.ts';
import { view } from './view.ts';
import type { BluffState } from './types.ts';

const run = (s: BluffState, ...moves: [number, object][]): BluffState => moves.reduce((acc, [seat, a]) => step(acc, seat, a), s);

const HANDS = [
  ['3-4', '0-3', '0-4', '6-6', '5-1', '2-2', '0-0', '1-1'],
  ['3-4', '6-5', '6-4', '5-5', '4-4', '2-1', '1-0', '0-0'],
  ['6-1', '5-2', '4-2', '3-3', '3-1', '2-0', '6-0', '5-0'],
];
const start = (options: object = {}, dice: [number, number][] = [[3, 4], [3, 4], [6, 6], [1, 2], [5, 5]]) =>
  settle(createState(1, { players: 3, ...options }, { dealer: 0, hands: HANDS, dice }));

describe('claims (ruling B4)', () => {
  test('a single must match the dice exactly, in either order', () => {
    expect(claimHonest(['3-4'], [3, 4])).toBe(true);
    expect(claimHonest(['4-3'], [4, 3])).toBe(true);
    expect(claimHonest(['5-2'], [3, 4])).toBe(false); // same total is not enough
    expect(claimHonest(['6-6'], [6, 6])).toBe(true);
  });
  test('a pair must make a train whose open ends match; doublets and twins count; [0-0] never does', () => {
    expect(claimHonest(['0-3', '0-4'], [3, 4])).toBe(true);
    expect(claimHonest(['3-3', '3-4'], [3, 4])).toBe(true);
    expect(claimHonest(['5-2', '5-2'], [2, 2])).toBe(true);
    expect(claimHonest(['6-1', '6-1'], [1, 1])).toBe(true);
    expect(claimHonest(['3-4', '1-1'], [3, 4])).toBe(false); // one matching tile in a pair is still a bluff
    expect(claimHonest(['6-3', '5-4'], [3, 4])).toBe(false);
    expect(claimHonest(['0-0'], [1, 1])).toBe(false);
    for (const d of [[1, 1], [3, 4], [6, 6]] as [number, number][]) {
      for (const other of ['0-3', '0-0', '0-6', '1-0']) expect(claimHonest(['0-0', other], d)).toBe(false);
    }
  });
});

describe('a round (rulings B3, B5-B10)', () => {
  test('the dealer tosses; claims are secret until all have chosen, then only their sizes are public', () => {
    let s = start();
    expect([s.phase, s.turn, s.hands.map((h) => h.length), s.boneyard.length]).toEqual(['toss', 0, [8, 8, 8], 32]);
    s = run(s, [0, { type: 'roll' }]);
    expect(s.dice).toEqual([3, 4]);
    expect(s.phase).toBe('claim');
    s = run(s, [1, { type: 'claim', tiles: ['6-5'] }]);
    expect(view(s, 0).claimSizes).toEqual([0, 0, 0]);
    expect(view(s, 1).myClaim).toEqual(['6-5']);
    expect(JSON.stringify(view(s, 0))).not.toContain('"6-5"');
    s = run(s, [0, { type: 'claim', tiles: ['0-3', '0-4'] }], [2, { type: 'no-claim' }]);
    expect([s.phase, s.turn]).toEqual(['challenge', 0]);
    expect(view(s, 2).claimSizes).toEqual([2, 1, 0]);
    expect(JSON.stringify(view(s, 2))).not.toContain('"0-3"');
  });
  test('nobody claims: the dice pass to the next player', () => {
    const s = run(start(), [0, { type: 'roll' }], [0, { type: 'no-claim' }], [1, { type: 'no-claim' }], [2, { type: 'no-claim' }]);
    expect([s.phase, s.turn, s.tosser]).toEqual(['toss', 1, 1]);
  });
  test('challenging a bluff: the claimant takes his tiles back and the challenger gives him as many', () => {
    let s = run(start(), [0, { type: 'roll' }], [0, { type: 'no-claim' }], [1, { type: 'claim', tiles: ['6-5', '6-4'] }], [2, { type: 'no-claim' }]);
    // Seat 0 challenges seat 1's pair (6-5 and 6-4 do not make 3 and 4).
    s = run(s, [0, { type: 'challenge', target: 1 }]);
    expect(s.log.at(-1)).toMatchObject({ type: 'challenge', seat: 0, target: 1, tiles: ['6-5', '6-4'], honest: false });
    expect([s.phase, s.give]).toEqual(['give', { giver: 0, receiver: 1, count: 2 }]);
    s = run(s, [0, { type: 'give', tiles: ['0-0', '6-6'] }]);
    expect(s.hands.map((h) => h.length)).toEqual([6, 10, 8]);
    // Only giver and receiver see which tiles changed hands.
    expect(view(s, 1).log.find((e) => e.type === 'give')).toMatchObject({ type: 'give', tiles: ['0-0', '6-6'] });
    expect(view(s, 2).log.find((e) => e.type === 'give')).toEqual({ type: 'give', giver: 0, receiver: 1, count: 2 });
  });
  test('challenging an honest claim: the challenger takes it, and the claimant gives him as many more', () => {
    let s = run(start(), [0, { type: 'roll' }], [0, { type: 'claim', tiles: ['3-4'] }], [1, { type: 'no-claim' }], [2, { type: 'no-claim' }]);
    // Seat 0 sees only its own claim and passes by itself; seat 1 challenges.
    s = run(s, [1, { type: 'challenge', target: 0 }]);
    expect(s.give).toEqual({ giver: 0, receiver: 1, count: 1 });
    s = run(s, [0, { type: 'give', tiles: ['0-0'] }]);
    expect(s.hands.map((h) => h.length)).toEqual([6, 10, 8]);
    expect(s.hands[1]).toContain('0-0');
  });
  test('a giver with too few tiles gives all he has; tiles in his own claim cannot be given', () => {
    const base = run(start(), [0, { type: 'roll' }], [0, { type: 'claim', tiles: ['0-3', '0-4'] }], [1, { type: 'claim', tiles: ['6-5', '6-4'] }], [2, { type: 'no-claim' }]);
    const s: BluffState = { ...base, hands: [['1-1'], base.hands[1]!, base.hands[2]!] };
    const t = run(s, [0, { type: 'challenge', target: 1 }]);
    expect(t.give).toEqual({ giver: 0, receiver: 1, count: 1 });
    expect(legalActions(t, 0)).toEqual([{ type: 'give', tiles: ['1-1'] }]);
    expect(codeOf(() => validateAction(t, 0, { type: 'give', tiles: ['0-3'] }))).toBe('not-in-hand');
  });
  test('the round ends when no claims remain; the dice move on from the last tosser', () => {
    let s = run(start(), [0, { type: 'roll' }], [0, { type: 'no-claim' }], [1, { type: 'claim', tiles: ['3-4'] }], [2, { type: 'no-claim' }]);
    s = run(s, [0, { type: 'challenge', target: 1 }], [1, { type: 'give', tiles: ['0-0'] }]);
    expect([s.phase, s.tosser, s.turn]).toEqual(['toss', 1, 1]);
    expect(s.log.some((e) => e.type === 'round-end')).toBe(true);
  });
  test('a full circuit of passes buries the claims unseen; a seat with nothing to challenge passes by itself', () => {
    let s = run(start(), [0, { type: 'roll' }], [0, { type: 'claim', tiles: ['6-6'] }], [1, { type: 'no-claim' }], [2, { type: 'no-claim' }]);
    // Seat 0 has only its own claim to look at: it passes automatically; seats 1 and 2 pass.
    expect(s.turn).toBe(1);
    expect(s.log.at(-1)).toEqual({ type: 'pass', seat: 0, auto: true });
    s = run(s, [1, { type: 'pass' }], [2, { type: 'pass' }]);
    expect([s.phase, s.boneyard.length, s.hands[0]!.length]).toEqual(['toss', 33, 7]);
    expect(s.log.find((e) => e.type === 'round-end')).toEqual({ type: 'round-end', buried: [0] });
    expect(JSON.stringify(view(s, 1))).not.toContain('"6-6"');
  });
  test('a player who passed may challenge on a later turn', () => {
    let s = run(start(), [0, { type: 'roll' }], [0, { type: 'no-claim' }], [1, { type: 'claim', tiles: ['3-4'] }], [2, { type: 'claim', tiles: ['6-1'] }]);
    s = run(s, [0, { type: 'pass' }], [1, { type: 'challenge', target: 2 }], [1, { type: 'give', tiles: ['1-0'] }], [2, { type: 'pass' }]);
    expect([s.phase, s.turn]).toEqual(['challenge', 0]);
    expect(legalActions(s, 0)).toEqual([{ type: 'challenge', target: 1 }, { type: 'pass' }]);
  });
});

describe('going out, the loser, settlement (rulings B11-B14)', () => {
  const nearlyOut = (options: object = {}): BluffState => {
    const s = run(start(options), [0, { type: 'roll' }]);
    return { ...s, hands: [['4-3'], ['3-0', '4-0'], ['6-1', '5-2', '4-2']] };
  };
  test('unchallenged claims that empty two hands: the first clockwise from the tosser wins; the most tiles loses and deals next', () => {
    let s = nearlyOut();
    s = run(s, [0, { type: 'claim', tiles: ['3-4'] }], [1, { type: 'claim', tiles: ['0-3', '0-4'] }], [2, { type: 'no-claim' }]);
    s = run(s, [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }]);
    expect(s.lastHand).toMatchObject({ winners: [0], loser: 2, tilesLeft: [0, 0, 3] });
    // Pot: everyone anted 1; the winner took 3.
    expect(s.lastHand!.scoreDelta).toEqual([3, 0, 0]);
    expect([s.dealer, s.phase, s.turn]).toEqual([2, 'toss', 2]);
  });
  test('simultaneousOut share splits the pot, the odd chip carried', () => {
    let s = nearlyOut({ simultaneousOut: 'share' });
    s = run(s, [0, { type: 'claim', tiles: ['3-4'] }], [1, { type: 'claim', tiles: ['0-3', '0-4'] }], [2, { type: 'no-claim' }], [0, { type: 'pass' }], [1, { type: 'pass' }], [2, { type: 'pass' }]);
    expect(s.lastHand).toMatchObject({ winners: [0, 1], scoreDelta: [1, 1, 0] });
    // 1 chip carried, plus the next deal's 3 antes.
    expect(s.pot).toBe(4);
  });
  test('a successful challenge can put the challenger out; per-tile settlement makes each loser pay for his tiles', () => {
    let s = nearlyOut({ settlement: 'per-tile' });
    s = { ...s, hands: [['1-1'], ['3-0', '4-0'], ['6-1', '5-2', '4-2']] };
    s = run(s, [0, { type: 'claim', tiles: ['1-1'] }], [1, { type: 'claim', tiles: ['0-3'] }], [2, { type: 'no-claim' }]);
    // Seat 0 challenges seat 1, whose 3-0 alone is a bluff; seat 0's hand is empty, so he gives nothing.
    s = run(s, [0, { type: 'challenge', target: 1 }]);
    expect(s.hands[1]).toEqual(['4-0', '3-0']);
    // Seats 1 and 2 pass, and seat 0 (only its own claim left) passes by itself: the claim is buried and seat 0 is out.
    s = run(s, [1, { type: 'pass' }], [2, { type: 'pass' }]);
    expect(s.lastHand).toMatchObject({ winners: [0], loser: 2, tilesLeft: [0, 2, 3], scoreDelta: [5, -2, -3] });
  });
  test('ties for the most tiles go to the first clockwise from the winner', () => {
    let s = nearlyOut();
    s = { ...s, hands: [['4-3'], ['3-0', '4-0', '1-1'], ['6-1', '5-2', '4-2']] };
    s = run(s, [0, { type: 'claim', tiles: ['3-4'] }], [1, { type: 'no-claim' }], [2, { type: 'no-claim' }], [1, { type: 'pass' }], [2, { type: 'pass' }]);
    expect(s.lastHand).toMatchObject({ winners: [0], loser: 1 });
  });
  test('a session of deals: the most chips wins; maxTosses ends a deal with the fewest tiles winning', () => {
    let s = nearlyOut({ deals: 1 });
    s = run(s, [0, { type: 'claim', tiles: ['3-4'] }], [1, { type: 'no-claim' }], [2, { type: 'no-claim' }], [1, { type: 'pass' }], [2, { type: 'pass' }]);
    expect([s.phase, s.winners]).toEqual(['over', [0]]);
    let m = settle(createState(2, { players: 3, maxTosses: 10, deals: 1 }));
    for (let i = 0; i < 10; i++) {
      m = step(m, m.turn!, { type: 'roll' });
      for (const seat of [0, 1, 2]) m = step(m, seat, { type: 'no-claim' });
    }
    expect(m.lastHand).toMatchObject({ byMaxTosses: true });
    expect(m.phase).toBe('over');
  });
  test('stacked deals are checked: at most two copies of a tile', () => {
    expect(codeOf(() => createState(1, { players: 2 }, { hands: [['1-1', '1-1', '1-1']] }))).toBe('bad-deal');
    expect(codeOf(() => createState(1, { players: 2 }, { dice: [[0, 3]] }))).toBe('bad-deal');
    expect(codeOf(() => createState(1, { players: 8 }))).toBe('bad-option');
    expect(applyAction).toBeTypeOf('function');
  });
});

describe('the log in a view (ruling B15)', () => {
  /** The log as a seat may see it, written out plainly: every entry, a gift it took no part in without its tiles. */
  const expected = (s: BluffState, me: number | null) => JSON.stringify(s.log.map((e) =>
    e.type !== 'give' || (me !== null && (me === e.giver || me === e.receiver)) ? e : { type: 'give', giver: e.giver, receiver: e.receiver, count: e.count }));

  test('each seat and a spectator see every entry and only their own gifts, views of earlier and other states included', () => {
    for (let seed = 1; seed <= 4; seed++) {
      let s = settle(createState(seed, { players: 4 }));
      const states: BluffState[] = [s];
      let gifts = 0;
      for (let i = 0; i < 250 && s.phase !== 'over'; i++) {
        const seat = toActFirst(s);
        const legal = legalActions(s, seat);
        // Challenge whenever possible, so that gifts are made.
        const action = legal.find((a) => a.type === 'challenge') ?? legal[(seed * 7 + i) % legal.length]!;
        // Another move from here, seen first: its log begins as the next one's does and then differs.
        const other = legal.find((a) => a !== action && a.type !== 'give');
        if (other) {
          const branch = step(s, seat, other);
          for (const viewer of ['public', 0, 1, 2, 3] as const) expect(JSON.stringify(view(branch, viewer).log)).toBe(expected(branch, viewer === 'public' ? null : viewer));
        }
        s = step(s, seat, action);
        states.push(s);
        if (action.type === 'give') gifts++;
        // This state from every seat, then an earlier one (the views share entries across states and must not mix them up).
        for (const viewer of ['public', 0, 1, 2, 3] as const) {
          const me = viewer === 'public' ? null : viewer;
          expect(JSON.stringify(view(s, viewer).log)).toBe(expected(s, me));
          const old = states[(i * 13 + seed) % states.length]!;
          expect(JSON.stringify(view(old, viewer).log)).toBe(expected(old, me));
        }
      }
      expect(gifts).toBeGreaterThan(0);
    }
  });

  test("a view's log is the caller's own list: changing it changes no other view", () => {
    let s = settle(createState(3, { players: 3 }));
    for (let i = 0; i < 40; i++) s = step(s, toActFirst(s), legalActions(s, toActFirst(s))[0]!);
    const a = view(s, 0);
    const length = a.log.length;
    a.log.push({ type: 'pass', seat: 0, auto: false });
    a.log.splice(0, 1);
    expect(view(s, 0).log.length).toBe(length);
    expect(JSON.stringify(view(s, 0).log)).toBe(expected(s, 0));
  });
});

function toActFirst(s: BluffState): number {
  if (s.phase === 'claim') return s.pending.findIndex((p) => p === null);
  if (s.phase === 'give') return s.give!.giver;
  return s.turn!;
}
