import { expect, test } from 'vitest';
import { doubleSet, seedRng, shuffle, type Tile } from '@boneyard/core';
import { euchre, loo, whist } from '@boneyard/games';
import { below, cashingLeadOf, copyPosition, legalWords, newPosition, newTrick, playout, playTile, POLICY_CASHING, POLICY_CASHING_STRICT, POLICY_GREEDY, POLICY_RANDOM, popcount, nthBit, wordsOf, xorshift, type TrickTables } from './trick.ts';
import { euchreTricks, ledCode, looTricks, whistTricks } from '../search/tables.ts';
import { toPosition } from '../search/position.ts';

interface PlayState {
  turn: number | null;
  led: unknown;
  trick: { seat: number; tile: Tile }[];
  hands: Tile[][];
  tricksWon: number[];
  phase: string;
}
interface Case<S extends PlayState> {
  name: string;
  deals: number;
  /** A state in the play phase with these hands and this leader, and its kernel tables. */
  start(hands: Tile[][], deal: number): { s: S; t: TrickTables; active: boolean[] };
  tiles: readonly Tile[];
  seats: number;
  handSize: number;
  legal(s: S, seat: number): { tile: Tile; suit?: unknown }[];
  apply(s: S, seat: number, a: { type: 'play'; tile: Tile; suit?: unknown }): S;
}

/**
 * Plays random deals move by move through the rules and the kernel: the legal tiles, the lead
 * choices and every trick must agree, and the kernel's own random playout must replay the hand
 * (same tricks, same random stream).
 */
function lockstep<S extends PlayState>(c: Case<S>): number {
  const rng = seedRng(`kernel-${c.name}`);
  const words = new Int32Array(2);
  let plays = 0;
  for (let deal = 0; deal < c.deals; deal++) {
    const tiles = shuffle(rng, c.tiles);
    const hands = Array.from({ length: c.seats }, (_, s) => tiles.slice(s * c.handSize, s * c.handSize + c.handSize));
    const { s: s0, t, active } = c.start(hands, deal);
    let s = s0;
    const snap = () => ({ hands: s.hands, active, side: active.map((_, i) => i), turn: s.turn!, led: s.led as never, trick: s.trick, tricksWon: s.tricksWon });
    const p = toPosition(t, snap());
    const start = toPosition(t, snap());
    let pick = (deal * 2654435761) >>> 0 || 1;
    while (s.phase === 'play') {
      const seat = s.turn!;
      if (p.turn !== seat) throw new Error(`${c.name} deal ${deal}: turn ${p.turn} vs ${seat}`);
      const legal = c.legal(s, seat);
      legalWords(t, p, seat, words);
      const ruleTiles = [...new Set(legal.map((a) => a.tile))].map((x) => t.index.get(x)!).sort((a, b) => a - b);
      const kernelTiles = [...t.tiles.keys()].filter((i) => (words[i >> 5]! >>> (i & 31)) & 1);
      if (ruleTiles.join() !== kernelTiles.join()) throw new Error(`${c.name} deal ${deal}: seat ${seat} may play ${ruleTiles} by the rules, ${kernelTiles} in the kernel`);
      pick = xorshift(pick);
      const cl = popcount(words[0]!);
      const k = below(pick, cl + popcount(words[1]!));
      const i = k < cl ? nthBit(words[0]!, k) : 32 + nthBit(words[1]!, k - cl);
      const tile = t.tiles[i]!;
      let action: { type: 'play'; tile: Tile; suit?: unknown } = { type: 'play', tile };
      let choice = -1;
      if (s.trick.length === 0) {
        const suits = legal.filter((a) => a.tile === tile).map((a) => a.suit);
        const c0 = t.choices[i * 2]!;
        const c1 = t.choices[i * 2 + 1]!;
        if (c1 >= 0) {
          if (suits.map((x) => ledCode(t, x as never)).join() !== `${c0},${c1}`) throw new Error(`${c.name} deal ${deal}: ${tile} lead choices differ`);
          pick = xorshift(pick);
          const which = pick & 1;
          choice = which ? c1 : c0;
          action = { type: 'play', tile, suit: suits[which] };
        } else {
          if (suits.length !== 1 || suits[0] !== undefined) throw new Error(`${c.name} deal ${deal}: ${tile} names a suit in the rules only`);
          choice = c0;
        }
      }
      s = c.apply(s, seat, action);
      playTile(t, p, i, choice);
      if (s.trick.length === 0 && s.led !== null && s.phase === 'play') throw new Error('led not cleared');
      if (s.phase === 'play' && ledCode(t, s.led as never) !== p.led) throw new Error(`${c.name} deal ${deal}: led differs`);
      plays++;
    }
    const replay = playout(t, start, POLICY_RANDOM, (deal * 2654435761) >>> 0 || 1);
    if (Array.from(p.tricks).join() !== s.tricksWon.join() || Array.from(start.tricks).join() !== s.tricksWon.join() || replay !== pick) {
      throw new Error(`${c.name} deal ${deal}: tricks or random streams differ`);
    }
  }
  return plays;
}

const WHIST_TRUMPS: whist.WhistTrump[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 'doubles', 'none'];

test('100,000 random Whist deals (3, 4 and 5 players, every trump) agree with the rules', () => {
  const plays = [3, 4, 5].map((players) => {
    const base = whist.settle(whist.createState(1, { players }));
    const size = whist.configFor(players, players === 4).handSize;
    return lockstep<whist.WhistState>({
      name: `whist${players}`, deals: players === 4 ? 50_000 : 25_000, tiles: whist.setFor(base.options), seats: players, handSize: size,
      start: (hands, deal) => {
        const trump = WHIST_TRUMPS[deal % 11]!;
        const trumpOk = trump === 'doubles' || trump === 'none' || trump <= base.maxPip ? trump : 'none';
        const leader = (deal >> 4) % players;
        const s: whist.WhistState = {
          ...base, phase: 'play', trump: trumpOk, declarer: leader, contract: 1, turn: leader, led: null, trick: [],
          hands, widow: [], tricksWon: hands.map(() => 0), log: [],
        };
        return { s, t: whistTricks(base.maxPip, trumpOk), active: hands.map(() => true) };
      },
      legal: (s, seat) => whist.legalActions(s, seat) as never,
      apply: (s, seat, a) => whist.applyAction(s, seat, a as whist.WhistAction),
    });
  });
  expect(plays.reduce((a, b) => a + b)).toBeGreaterThan(4_000_000);
}, 600_000);

test('100,000 random Euchre deals (both follow rules, leader-declares, lone hands, 2-5 players) agree with the rules', () => {
  const variants = [
    {}, { followMembership: 'higher-end-only' }, { leadSuitRule: 'leader-declares' }, { players: 2 }, { players: 3 }, { players: 5, variant: 'call-ace' },
  ];
  const plays = variants.map((v, k) => {
    const base = euchre.settle(euchre.createState(1, v));
    const n = base.options.players;
    return lockstep<euchre.EuchreState>({
      name: `euchre${k}`, deals: k === 0 ? 30_000 : 14_000, tiles: doubleSet(6), seats: n, handSize: 5,
      start: (hands, deal) => {
        const trump = deal % 7;
        const maker = (deal >> 3) % n;
        const alone = k === 0 && deal % 3 === 0;
        const sittingOut = alone ? (maker + 2) % 4 : null;
        const turn = maker;
        const s: euchre.EuchreState = {
          ...base, phase: 'play', trump, maker, alone, sittingOut, turn, led: null, trick: [],
          hands, tricksWon: hands.map(() => 0), log: [],
        };
        return { s, t: euchreTricks(base.options, trump), active: hands.map((_, i) => i !== sittingOut) };
      },
      legal: (s, seat) => euchre.legalActions(s, seat) as never,
      apply: (s, seat, a) => euchre.applyAction(s, seat, a as euchre.EuchreAction),
    });
  });
  expect(plays.reduce((a, b) => a + b)).toBeGreaterThan(1_000_000);
}, 600_000);

test('100,000 random Loo deals (every duty option, folded seats) agree with the rules', () => {
  const variants = [
    {}, { mustHead: true }, { mustOvertrump: true }, { trumpLeadRule: 'every-lead-3plus' }, { leadHighestTrump: true },
    { doubleRank: 'literal-pip', players: 3 }, { players: 2 },
  ];
  const plays = variants.map((v, k) => {
    const base = loo.settle(loo.createState(1, v));
    const n = base.options.players;
    return lockstep<loo.LooState>({
      name: `loo${k}`, deals: k === 0 ? 22_000 : 13_000, tiles: doubleSet(6), seats: n, handSize: 5,
      start: (hands, deal) => {
        const trump = deal % 7;
        const declared = hands.map((_, i) => (n > 2 && i === deal % n && deal % 4 === 1 ? 'fold' : 'stand')) as loo.LooState['declared'];
        let turn = (deal >> 3) % n;
        if (declared[turn] === 'fold') turn = (turn + 1) % n;
        const s: loo.LooState = {
          ...base, phase: 'play', trump, declared, turn, led: null, trick: [],
          hands: hands.map((h, i) => (declared[i] === 'fold' ? [] : h)), tricksWon: hands.map(() => 0), log: [],
        };
        return { s, t: looTricks(base.options, trump), active: declared.map((d) => d !== 'fold') };
      },
      legal: (s, seat) => loo.legalActions(s, seat) as never,
      apply: (s, seat, a) => loo.applyAction(s, seat, a as loo.LooAction),
    });
  });
  expect(plays.reduce((a, b) => a + b)).toBeGreaterThan(1_000_000);
}, 600_000);

test('a position whose hands are of unequal size is refused, not played for ever', () => {
  const t = whistTricks(6, 0);
  const tiles = doubleSet(6);
  // Seat 3 is one tile short, as a sampled deal with wrong knowledge once made it: the play-out used
  // to "play" a tile it did not hold and never finish.
  const hands = [tiles.slice(0, 1), tiles.slice(1, 2), tiles.slice(2, 3), []];
  for (let seed = 1; seed < 50; seed++) {
    const p = toPosition(t, { hands, active: [true, true, true, true], side: [0, 1, 0, 1], turn: 0, led: null, trick: [], tricksWon: [0, 0, 0, 0] });
    expect(() => playout(t, p, POLICY_RANDOM, seed)).toThrow(/kernel-bad-position/);
  }
});

test('a play-out from anywhere in a hand (mid-trick included) plays as the kernel does move by move', () => {
  // The play-out takes a faster road for sets of up to 32 tiles without duties (Euchre, Whist with
  // double-six): from a trick's start or from the middle of one, lone hands and leaders who name a
  // suit included, it must draw and play exactly as legalWords and playTile do one move at a time.
  const cases: [string, (trump: number) => TrickTables, number][] = [
    ['euchre', (trump) => euchreTricks(euchre.normalizeOptions({}), trump), 4],
    ['euchre leader-declares', (trump) => euchreTricks(euchre.normalizeOptions({ leadSuitRule: 'leader-declares' }), trump), 4],
    ['euchre 3 players', (trump) => euchreTricks(euchre.normalizeOptions({ players: 3 }), trump), 3],
    ['whist double-six', (trump) => whistTricks(6, trump === 7 ? 'doubles' : trump), 4],
  ];
  const words = new Int32Array(2);
  const rng = seedRng('kernel-mid-trick');
  let checked = 0;
  for (const [name, tablesFor, seats] of cases) {
    for (let deal = 0; deal < 4000; deal++) {
      const t = tablesFor(deal % 8 === 7 && !name.startsWith('whist') ? 6 : deal % 8);
      const tiles = shuffle(rng, t.tiles);
      const p = newPosition(seats);
      const sittingOut = seats === 4 && deal % 5 === 0 ? deal % 4 : -1;
      p.active = 0;
      for (let s = 0; s < seats; s++) {
        wordsOf(t, s === sittingOut ? [] : tiles.slice(s * 5, s * 5 + 5), p.hands, s * 2);
        if (s !== sittingOut) p.active |= 1 << s;
        p.side[s] = s % 2;
      }
      let leader = (deal >> 3) % seats;
      if (leader === sittingOut) leader = (leader + 1) % seats;
      newTrick(p, leader, true);
      let r = (deal * 2654435761) >>> 0 || 1;
      /** One move as the random play-out makes it; true when the hand is over. */
      const move = (): boolean => {
        legalWords(t, p, p.turn, words);
        r = xorshift(r);
        const cl = popcount(words[0]!);
        const k = below(r, cl + popcount(words[1]!));
        const i = k < cl ? nthBit(words[0]!, k) : 32 + nthBit(words[1]!, k - cl);
        let led = -1;
        if (p.led < 0) {
          led = t.choices[i * 2]!;
          if (t.choices[i * 2 + 1]! >= 0) {
            r = xorshift(r);
            if (r & 1) led = t.choices[i * 2 + 1]!;
          }
        }
        return playTile(t, p, i, led);
      };
      // Some moves into the hand (often mid-trick), then the rest two ways.
      let over = false;
      for (let m = deal % 13; m > 0 && !over; m--) over = move();
      if (over) continue;
      const q = newPosition(seats);
      copyPosition(p, q);
      const fromHere = r;
      while (!move());
      const end = playout(t, q, POLICY_RANDOM, fromHere);
      expect(`${name} ${deal}: ${Array.from(q.tricks).join()} ${end} ${q.turn}`).toBe(`${name} ${deal}: ${Array.from(p.tricks).join()} ${r} ${p.turn}`);
      expect(Array.from(q.hands).every((w) => w === 0)).toBe(true);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(10_000);
});

test('a cashing play-out leads the highest tile no opponent can head whenever the leader holds one', () => {
  // Checked against every lead the leader may make, worked out one by one from the kernel's tables:
  // a lead is safe when each opponent's possible replies (its tiles of the suit named, or any tile
  // when void) all rank below it. Partnerships, players alone, Loo's duties and folded seats.
  const cases: [string, (trump: number) => TrickTables, number, number, boolean][] = [
    ['whist 4 partners', (trump) => whistTricks(8, trump === 9 ? 'doubles' : trump === 10 ? 'none' : trump), 4, 11, true],
    ['whist 3 alone', (trump) => whistTricks(7, trump > 7 ? 'none' : trump), 3, 12, false],
    ['euchre', (trump) => euchreTricks(euchre.normalizeOptions({}), trump % 7), 4, 5, true],
    ['loo must head', (trump) => looTricks(loo.normalizeOptions({ mustHead: true, trumpLeadRule: 'every-lead-3plus' }), trump % 7), 4, 5, false],
  ];
  const words = new Int32Array(2);
  const rng = seedRng('kernel-cashing');
  let safe = 0;
  let none = 0;
  for (const [name, tablesFor, seats, size, partners] of cases) {
    for (let deal = 0; deal < 3000; deal++) {
      const t = tablesFor(deal % 11);
      const N = t.tiles.length;
      const tiles = shuffle(rng, t.tiles);
      const p = newPosition(seats);
      const folded = name.startsWith('loo') && deal % 3 === 0 ? deal % seats : -1;
      p.active = 0;
      for (let s = 0; s < seats; s++) {
        wordsOf(t, s === folded ? [] : tiles.slice(s * size, s * size + size), p.hands, s * 2);
        if (s !== folded) p.active |= 1 << s;
        p.side[s] = partners ? s % 2 : s;
      }
      let leader = (deal >> 2) % seats;
      if (leader === folded) leader = (leader + 1) % seats;
      newTrick(p, leader, true);
      // Some random tricks first, so that leads come from hands part played.
      let r = (deal * 2654435761) >>> 0 || 1;
      let over = false;
      for (let m = (deal % size) * (seats - (folded >= 0 ? 1 : 0)); m > 0 && !over; m--) {
        legalWords(t, p, p.turn, words);
        r = xorshift(r);
        const cl = popcount(words[0]!);
        const k = below(r, cl + popcount(words[1]!));
        const i = k < cl ? nthBit(words[0]!, k) : 32 + nthBit(words[1]!, k - cl);
        over = playTile(t, p, i, p.led < 0 ? t.choices[i * 2]! : -1);
      }
      if (over || p.led >= 0) continue;
      const me = p.turn;
      const opponents = [...Array(seats).keys()].filter((q) => q !== me && ((p.active >> q) & 1) === 1 && p.side[q] !== p.side[me]);
      const held = (q: number) => [...t.tiles.keys()].filter((x) => (p.hands[q * 2 + (x >> 5)]! >>> (x & 31)) & 1);
      legalWords(t, p, me, words);
      const leads: { tile: number; led: number; key: number }[] = [];
      for (const x of [...t.tiles.keys()].filter((i) => (words[i >> 5]! >>> (i & 31)) & 1)) {
        for (const c of [t.choices[x * 2]!, t.choices[x * 2 + 1]!].filter((c) => c >= 0)) {
          const r0 = t.rank[c * N + x]!;
          const heads = opponents.some((q) => {
            const followers = held(q).filter((y) => (t.follow[c * 2 + (y >> 5)]! >>> (y & 31)) & 1);
            return (followers.length > 0 ? followers : held(q)).some((y) => t.rank[c * N + y]! > r0);
          });
          if (!heads) leads.push({ tile: x, led: c, key: r0 });
        }
      }
      const got = cashingLeadOf(t, p);
      if (leads.length === 0) {
        expect(got, `${name} ${deal}`).toBeNull();
        none++;
        continue;
      }
      const best = Math.max(...leads.map((l) => l.key));
      expect(leads.filter((l) => l.key === best).map((l) => `${l.tile}/${l.led}`), `${name} ${deal}`).toContain(`${got?.tile}/${got?.led}`);
      safe++;
    }
  }
  expect(safe).toBeGreaterThan(2000);
  expect(none).toBeGreaterThan(1000);
});

test('each policy plays its own moves on a small set too (the one-word path is the random policy only)', () => {
  // Euchre's 28 tiles and no duties take the random policy's fast path; cashing and greedy must not.
  const t = euchreTricks(euchre.normalizeOptions({}), 3);
  const differ = [0, 0];
  for (let seed = 1; seed <= 2000; seed++) {
    const tiles = shuffle(seedRng(`policy-${seed}`), t.tiles);
    const hands = [0, 1, 2, 3].map((s) => tiles.slice(s * 5, s * 5 + 5));
    const [random, ...others] = [POLICY_RANDOM, POLICY_CASHING, POLICY_GREEDY].map((policy) => {
      const p = toPosition(t, { hands, active: [true, true, true, true], side: [0, 1, 0, 1], turn: seed % 4, led: null, trick: [], tricksWon: [0, 0, 0, 0] });
      playout(t, p, policy, seed);
      return p.tricks.join();
    });
    others.forEach((x, k) => { if (x !== random) differ[k]!++; });
  }
  // From the same stream, cashing's and greedy's tricks differ from random's in 1,634 and 1,481 of
  // these deals (cashing's in none while the fast path took it).
  expect(differ[0]).toBeGreaterThan(1000);
  expect(differ[1]).toBeGreaterThan(1000);
});

test('the strict cashing policy plays no random move but a lead where nothing cashes', () => {
  // From one deal, play-outs on 16 streams: cashing's outcomes vary wherever one of its moves in
  // eight at random matters; strict's only where some leader has nothing that cashes (386 and 221
  // of these 400 deals).
  const t = whistTricks(8, 3);
  const varies = [0, 0];
  for (let seed = 1; seed <= 400; seed++) {
    const tiles = shuffle(seedRng(`strict-${seed}`), t.tiles);
    const hands = [0, 1, 2, 3].map((s) => tiles.slice(s * 4, s * 4 + 4));
    const start = () => toPosition(t, { hands, active: [true, true, true, true], side: [0, 1, 0, 1], turn: seed % 4, led: null, trick: [], tricksWon: [0, 0, 0, 0] });
    [POLICY_CASHING, POLICY_CASHING_STRICT].forEach((policy, k) => {
      const seen = new Set<string>();
      for (let stream = 1; stream <= 16; stream++) {
        const p = start();
        playout(t, p, policy, stream * 7919);
        seen.add(p.tricks.join());
      }
      if (seen.size > 1) varies[k]!++;
    });
  }
  expect(varies[1]).toBeLessThan(varies[0]! * 0.8);
});

test('a cashing play-out, strict or not, plays every hand to its end', () => {
  for (const [t, size] of [[whistTricks(8, 3), 11], [euchreTricks(euchre.normalizeOptions({}), 2), 5], [looTricks(loo.normalizeOptions({ mustOvertrump: true, trumpLeadRule: 'every-lead-3plus' }), 4), 5]] as const) {
    for (let seed = 1; seed < 300; seed++) {
      const tiles = shuffle(seedRng(`cash-${seed}`), t.tiles);
      const hands = [0, 1, 2, 3].map((s) => tiles.slice(s * size, s * size + size));
      for (const policy of [POLICY_CASHING, POLICY_CASHING_STRICT]) {
        const q = toPosition(t, { hands, active: [true, true, true, true], side: [0, 1, 0, 1], turn: seed % 4, led: null, trick: [], tricksWon: [0, 0, 0, 0] });
        playout(t, q, policy, seed);
        expect(Array.from(q.hands).every((w) => w === 0)).toBe(true);
        expect(Array.from(q.tricks).reduce((a, b) => a + b)).toBe(size);
      }
    }
  }
});
