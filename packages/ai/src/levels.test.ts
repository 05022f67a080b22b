import { describe, expect, test } from 'vitest';
import { doubleSet } from '@boneyard/core';
import { bluff, euchre, loo, whist, type BluffView, type LooView, type WhistAction, type WhistState, type WhistView } from '@boneyard/games';
import { chooseAction, explainAction, type AnyAction, type AnyView, type Level } from './index.ts';
import { bluffProbability, EXACT, knownHoldings, silentSingles } from './bluff-hard.ts';
import { euchreAdapter, euchreEvidence, euchreKnowledge, looEvidence, whistDealtAgain, whistEvidence, looAdapter, looKnowledge, whistAdapter, whistKnowledge } from './search/games.ts';
import type { Knowledge } from './search/sample.ts';
import { searchRng } from './search/rng.ts';
import { decide } from './hard.ts';

/** What the tests need of a game's rules module. */
interface Rules {
  createState(seed: number, options?: unknown): unknown;
  settle(s: never): unknown;
  step(s: never, seat: number, a: unknown): unknown;
  toAct(s: never): number[];
  view(s: never, seat: number): AnyView;
}
const RULES = { whist, euchre, loo, bluff } as unknown as Record<string, Rules>;

const CONFIGS: [string, Record<string, unknown>][] = [
  ['whist', { players: 4, passing: true }], ['whist', { players: 3, passing: true }], ['whist', { players: 5 }], ['whist', { players: 4, partnership: false, biddingStyle: 'single-round' }],
  ['euchre', {}], ['euchre', { turnupPickup: 'dealer' }], ['euchre', { players: 5, variant: 'call-ace' }], ['euchre', { players: 3 }], ['euchre', { players: 2, leadSuitRule: 'leader-declares' }],
  ['loo', {}], ['loo', { players: 3, scoring: 'chips', mustHead: true }], ['loo', { players: 2 }],
  ['bluff', { players: 4 }], ['bluff', { players: 2 }],
];

/** The decision phases each game must show in these games (where a choice had more than one option). */
const PHASES: Record<string, string[]> = {
  whist: ['pass', 'bid', 'trump', 'exchange', 'play'],
  euchre: ['round1', 'round2', 'discard', 'partner', 'play'],
  loo: ['declare', 'discard', 'play'],
  bluff: ['claim', 'challenge', 'give'],
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** An action with any list of tiles in sorted order: a claim or a give is a set of tiles. */
const canonical = (a: AnyAction) => ('tiles' in a && Array.isArray(a.tiles) ? { ...a, tiles: a.tiles.slice().sort() } : a);

/** Plays `hands` hands (or to the end) with every seat at `level`; calls `visit` at each decision. */
function playGame(game: string, options: Record<string, unknown>, seed: number, level: Level, hands: number, visit: (s: unknown, seat: number, v: AnyView, a: AnyAction) => void) {
  const r = RULES[game]!;
  let s = r.settle(r.createState(seed, options) as never);
  for (let moves = 0; moves < 4000; moves++) {
    const st = s as { phase: string; handNo: number };
    if (st.phase === 'over' || st.handNo >= hands) return;
    const seat = r.toAct(s as never)[0]!;
    const v = r.view(s as never, seat);
    const a = chooseAction(v, { level, seed: moves, budgetMs: level === 'easy' ? undefined : 3 });
    visit(s, seat, v, a);
    s = r.step(s as never, seat, a);
  }
  throw new Error(`${game}: no end in 4000 moves`);
}

describe('every level returns a legal action in every phase of every game', () => {
  for (const level of ['easy', 'medium', 'hard'] as const) {
    test(level, () => {
      const seen: Record<string, Set<string>> = { whist: new Set(), euchre: new Set(), loo: new Set(), bluff: new Set() };
      CONFIGS.forEach(([game, options], k) => {
        for (let seed = 0; seed < 3; seed++) {
          playGame(game, options, 100 * k + seed, level, 4, (_s, _seat, v, a) => {
            if (!(v.legalActions as AnyAction[]).some((x) => same(canonical(x), canonical(a)))) throw new Error(`${game} ${v.phase}: ${JSON.stringify(a)} is not legal`);
            if (v.legalActions.length > 1) seen[game]!.add(v.phase);
          });
        }
      });
      for (const [game, phases] of Object.entries(PHASES)) expect([...seen[game]!].sort(), game).toEqual(expect.arrayContaining(phases));
    }, 240_000);
  }
});

describe('a searching bot decides from the view alone', () => {
  /** Swaps the hands of two other seats holding as many tiles (and the undealt tiles with them): the seat sees no difference. */
  function hideDifferently(s: Record<string, unknown>, me: number): Record<string, unknown> | null {
    const hands = s.hands as string[][];
    const others = hands.map((_, i) => i).filter((i) => i !== me && hands[i]!.length > 0);
    for (const x of others) {
      for (const y of others) {
        if (x < y && hands[x]!.length === hands[y]!.length && !same(hands[x], hands[y])) {
          const swapped = hands.slice();
          swapped[x] = hands[y]!;
          swapped[y] = hands[x]!;
          return { ...s, hands: swapped };
        }
      }
    }
    return null;
  }

  const blind = [['whist', { players: 4, passing: false }], ['euchre', {}], ['loo', {}], ['bluff', { players: 4 }]] as const;
  for (const [[game, options], level] of blind.flatMap((c) => (['medium', 'hard', 'baseline'] as const).map((l) => [c, l] as const))) {
    test(`${game}, ${level}: two deals that differ only in hidden tiles give the same decision, and a seed repeats it`, () => {
      const r = RULES[game]!;
      let checked = 0;
      playGame(game, options, 7, 'easy', 2, (s, seat, v) => {
        if (v.legalActions.length < 2 || checked >= 12) return;
        const other = hideDifferently(s as Record<string, unknown>, seat);
        if (!other) return;
        const v2 = r.view(other as never, seat);
        // With whole hands swapped, a seat that showed a void could tell; such positions are skipped.
        if (!same(v, v2)) return;
        const first = explainAction(v, { level, seed: 42, budgetMs: 60_000 });
        expect(explainAction(v2, { level, seed: 42, budgetMs: 60_000 })).toEqual(first);
        expect(explainAction(v, { level, seed: 42, budgetMs: 60_000 })).toEqual(first);
        expect(first.reason.length).toBeGreaterThan(10);
        checked++;
      });
      expect(checked).toBeGreaterThan(5);
    }, 120_000);
  }
});

describe('what a seat infers about hidden tiles never contradicts the truth', () => {
  const SEARCH = {
    whist: { knowledge: whistKnowledge, adapter: whistAdapter },
    euchre: { knowledge: euchreKnowledge, adapter: euchreAdapter },
    loo: { knowledge: looKnowledge, adapter: looAdapter },
  } as const;
  for (const [game, options] of [['whist', { players: 4 }], ['whist', { players: 4, passing: true }], ['whist', { players: 5 }], ['euchre', { players: 4 }], ['euchre', { players: 5, variant: 'call-ace' }], ['loo', { players: 4, mustHead: true }], ['loo', { players: 3 }], ['loo', { players: 2, mustOvertrump: true, leadHighestTrump: true, trumpLeadRule: 'every-lead-3plus' }]] as const) {
    test(`${game} ${JSON.stringify(options)}: known tiles are held, ruled-out tiles are not, and samples honour both`, () => {
      const { knowledge, adapter } = SEARCH[game] as unknown as {
        knowledge(v: AnyView): Knowledge;
        adapter: { determinizer(v: AnyView): (rng: ReturnType<typeof searchRng>) => { hands: string[][] } };
      };
      let ruledOut = 0;
      let samples = 0;
      for (let seed = 0; seed < 6; seed++) {
        playGame(game, options, 1000 + seed, 'easy', 3, (s, seat, v) => {
          const st = s as { phase: string; hands: string[][] };
          if (st.phase === 'pass') return;
          const k = knowledge(v);
          st.hands.forEach((hand, x) => {
            for (const t of k.known[x]!) expect(hand, `seat ${seat} believes seat ${x} holds ${t}`).toContain(t);
            for (const t of hand) expect(k.cannot[x]!.has(t), `seat ${seat} rules ${t} out for seat ${x}, who holds it`).toBe(false);
            if (x !== seat) for (const t of hand) expect(k.unknown.includes(t) || k.known[x]!.includes(t)).toBe(true);
            ruledOut += k.cannot[x]!.size;
          });
          for (const c of k.atMost ?? []) expect(st.hands[c.seat]!.filter((t) => c.tiles.has(t)).length, `seat ${seat} bounds seat ${c.seat}'s trumps`).toBeLessThanOrEqual(c.max);
          const deal = adapter.determinizer(v);
          const rng = searchRng(seed * 31 + v.log.length);
          for (let j = 0; j < 3; j++) {
            const world = deal(rng);
            samples++;
            expect(world.hands.map((h) => h.length)).toEqual(v.handSizes);
            world.hands.forEach((hand, x) => {
              for (const t of k.known[x]!) expect(hand).toContain(t);
              for (const t of hand) expect(k.cannot[x]!.has(t)).toBe(false);
            });
            for (const c of k.atMost ?? []) expect(world.hands[c.seat]!.filter((t) => c.tiles.has(t)).length).toBeLessThanOrEqual(c.max);
          }
        });
      }
      expect(samples).toBeGreaterThan(100);
      expect(ruledOut).toBeGreaterThan(100);
    }, 120_000);
  }
});

describe("Loo: the others' duties say what they cannot hold", () => {
  /** Every play-phase view of twelve Loo games among easy bots. */
  const eachPlayView = (visit: (s: unknown, seat: number, v: LooView) => void) => {
    for (let seed = 0; seed < 12; seed++) playGame('loo', {}, 2000 + seed, 'easy', 3, (s, seat, v) => v.phase === 'play' && visit(s, seat, v as LooView));
  };

  test('a trick winner who then leads a plain tile holds no trump (the baseline\'s plain reading does not know it)', () => {
    let checks = 0;
    let plainMissed = 0;
    eachPlayView((_s, seat, lv) => {
      const k = looKnowledge(lv);
      const plain = looKnowledge(lv, true);
      const trumps = doubleSet(6).filter((t) => loo.isTrump(t, lv.trump));
      let trick = 0;
      let inTrick = 0;
      for (const e of lv.log) {
        if (e.type === 'trick') {
          trick++;
          inTrick = 0;
        }
        if (e.type !== 'play') continue;
        if (inTrick++ > 0 || trick === 0 || e.seat === seat || e.suit === 'trump') continue;
        for (const t of trumps) expect(k.cannot[e.seat]!.has(t), `seat ${seat}: seat ${e.seat} led ${e.tile} in trick ${trick + 1}, so holds no ${t}`).toBe(true);
        if (trumps.some((t) => k.unknown.includes(t) && !plain.cannot[e.seat]!.has(t))) plainMissed++;
        checks++;
      }
    });
    expect(checks).toBeGreaterThan(30);
    expect(plainMissed).toBeGreaterThan(10);
  });

  test('a first leader who leads a plain tile holds at most two trumps, and every sampled world agrees', () => {
    let bounded = 0;
    eachPlayView((s, seat, lv) => {
      const k = looKnowledge(lv);
      const lead = lv.log.find((e) => e.type === 'play');
      const expected = lead && lead.type === 'play' && lead.seat !== seat && lead.suit !== 'trump' ? 1 : 0;
      expect(k.atMost!.length).toBe(expected);
      if (!expected) return;
      const c = k.atMost![0]!;
      expect([c.seat, c.max]).toEqual([(lead as { seat: number }).seat, 2]);
      const truth = (s as { hands: string[][] }).hands[c.seat]!;
      expect(truth.filter((t) => c.tiles.has(t)).length).toBeLessThanOrEqual(2);
      const deal = looAdapter.determinizer(lv);
      const rng = searchRng(lv.log.length);
      for (let j = 0; j < 20; j++) expect(deal(rng).hands[c.seat]!.filter((t) => c.tiles.has(t)).length).toBeLessThanOrEqual(2);
      bounded++;
    });
    expect(bounded).toBeGreaterThan(30);
  });

  for (const options of [{ mustHead: true }, { mustOvertrump: true }, { leadHighestTrump: true }]) {
    test(`${JSON.stringify(options)}: plays read by the duty rule out more than failures to follow do`, () => {
      let more = 0;
      let views = 0;
      for (let seed = 0; seed < 8; seed++) {
        playGame('loo', { players: 3, ...options }, 3000 + seed, 'easy', 3, (_s, _seat, v) => {
          if (v.phase !== 'play') return;
          const k = looKnowledge(v as LooView);
          const plain = looKnowledge(v as LooView, true);
          views++;
          k.cannot.forEach((c, x) => {
            for (const t of plain.cannot[x]!) expect(c.has(t)).toBe(true);
            if (c.size > plain.cannot[x]!.size) more++;
          });
        });
      }
      expect(views).toBeGreaterThan(50);
      expect(more).toBeGreaterThan(5);
    });
  }
});

test('Bluff: the tiles a seat believes others hold are really theirs', () => {
  let checks = 0;
  for (let seed = 0; seed < 8; seed++) {
    playGame('bluff', { players: 4 }, seed, 'easy', 2, (s, seat, v) => {
      const st = s as { hands: string[][]; claims: (string[] | null)[]; pending: (string[] | null)[] };
      const known = knownHoldings(v as never);
      known.forEach((tiles, x) => {
        const held = [...st.hands[x]!, ...(st.claims[x] ?? [])];
        for (const t of tiles) {
          const i = held.indexOf(t);
          expect(i, `seat ${seat} thinks seat ${x} holds ${t}`).toBeGreaterThanOrEqual(0);
          held.splice(i, 1);
          checks++;
        }
      });
    });
  }
  expect(checks).toBeGreaterThan(50);
});

test('searching bots finish every decision whatever number of samples their time allows', () => {
  // The budget in ms makes the sample count, and so the positions reached, depend on the machine's
  // load; here it is drawn at random instead, so the search meets positions a loaded CI machine would.
  let x = 12345;
  const rnd = (n: number) => {
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    return (x >>> 0) % n;
  };
  let decisions = 0;
  for (let seed = 0; seed < 6; seed++) {
    CONFIGS.filter(([game]) => game !== 'bluff').forEach(([game, options], k) => {
      const r = RULES[game]!;
      let s = r.settle(r.createState(1000 * seed + k, options) as never);
      for (let moves = 0; moves < 4000; moves++) {
        const st = s as { phase: string; handNo: number };
        if (st.phase === 'over' || st.handNo >= 3) break;
        const seat = r.toAct(s as never)[0]!;
        const v = r.view(s as never, seat);
        const samples = 1 + rnd(30);
        const effort = { budgetMs: 1e9, playSamples: samples, bidSamples: samples, policy: rnd(2) ? 'greedy' : 'random' } as const;
        const a = rnd(3) === 0 ? chooseAction(v) : decide(v, effort, 1 + rnd(1 << 30)).action;
        decisions++;
        s = r.step(s as never, seat, a);
      }
    });
  }
  expect(decisions).toBeGreaterThan(1000);
}, 240_000);

describe('what the others\' bids say: a world weighs them by how the bots bid', () => {
  for (const options of [{}, { turnupPickup: 'dealer' }, { players: 3 }, { players: 5, variant: 'call-ace' }]) {
    test(`euchre ${JSON.stringify(options)}: among easy bots, the true deal explains every choice (weight 1), and a different deal often does not`, () => {
      let checked = 0;
      let doubted = 0;
      for (let seed = 0; seed < 12; seed++) {
        playGame('euchre', options, 300 + seed, 'easy', 2, (s, seat, v) => {
          const weigh = euchreEvidence(v as never);
          const truth = s as { hands: string[][] };
          expect(weigh(s as never), `seat ${seat} doubts the true deal`).toBe(1);
          checked++;
          // The same world with two other seats' hands swapped: their bids may no longer fit.
          const others = truth.hands.map((_, i) => i).filter((i) => i !== seat && truth.hands[i]!.length === truth.hands[(i + 1) % truth.hands.length]!.length && (i + 1) % truth.hands.length !== seat);
          if (others.length === 0) return;
          const x = others[0]!;
          const y = (x + 1) % truth.hands.length;
          const hands = truth.hands.slice();
          [hands[x], hands[y]] = [hands[y]!, hands[x]!];
          if (weigh({ ...(s as object), hands } as never) < 1) doubted++;
        });
      }
      expect(checked).toBeGreaterThan(100);
      expect(doubted).toBeGreaterThan(10);
    }, 60_000);
  }
});

describe('what Whist bids say', () => {
  for (const options of [{ players: 3, passing: true }, { players: 5 }, { players: 4 }, { players: 4, partnership: false, passing: true }]) {
    test(`whist ${JSON.stringify(options)}: among easy bots, the true deal explains the others' bids`, () => {
      let checked = 0;
      let doubted = 0;
      let swapped = 0;
      let swapDoubted = 0;
      for (let seed = 0; seed < 8; seed++) {
        playGame('whist', options, 400 + seed, 'easy', 2, (s, _seat, v) => {
          if (v.phase === 'pass') return;
          checked++;
          const weigh = whistEvidence(v as never);
          if (weigh(s as never) < 1) doubted++;
          // Two other seats' hands swapped: their bids should often no longer fit.
          const hands = (s as { hands: string[][] }).hands.slice();
          const [x, y] = [0, 1, 2, 3, 4].filter((i) => i < hands.length && i !== _seat && hands[i]!.length === hands[(_seat + 1) % hands.length]!.length);
          if (x === undefined || y === undefined) return;
          [hands[x], hands[y]] = [hands[y]!, hands[x]!];
          swapped++;
          if (weigh({ ...(s as object), hands } as never) < 1) swapDoubted++;
        });
      }
      expect(checked).toBeGreaterThan(100);
      expect(swapDoubted / swapped).toBeGreaterThan(0.2);
      // Only a 4-player declarer who took the widow is judged on a hand one tile off its true one.
      if (options.players === 4) expect(doubted / checked).toBeLessThan(0.1);
      else expect(doubted).toBe(0);
    }, 60_000);
  }
});

/**
 * What whistEvidence did before it read the bidders' views off one replay: the deal and the
 * auction replayed on each world (the deal by the same whistDealtAgain). The faster reading must
 * weigh every world exactly as this did.
 */
function whistEvidenceByReplay(v: WhistView): (world: WhistState) => number {
  const me = v.seat!;
  let from = 0;
  for (let i = v.log.length - 1; i >= 0; i--) if (v.log[i]!.type === 'deal') { from = i; break; }
  const log = v.log.slice(from);
  if (!log.some((e) => (e.type === 'bid' || e.type === 'pass') && e.seat !== me)) return () => 1;
  const played: string[][] = Array.from({ length: v.players }, () => []);
  for (const e of v.log) if (e.type === 'play') played[e.seat]!.push(e.tile);
  return (world) => {
    let s: WhistState;
    try {
      s = whistDealtAgain(v, played, world);
    } catch {
      return 1;
    }
    let w = 1;
    for (const e of log) {
      if (e.type !== 'bid' && e.type !== 'pass') {
        if (e.type === 'deal' || e.type === 'pass-tiles') continue;
        break;
      }
      const a = (e.type === 'bid' ? { type: 'bid', amount: e.amount } : { type: 'pass' }) as WhistAction;
      if (e.seat !== me) {
        const b = explainAction(whist.view(s, e.seat), { level: 'easy', seed: 0 }).action as WhistAction;
        if (b.type !== a.type || (b.type === 'bid' && a.type === 'bid' && b.amount !== a.amount)) w *= 0.15;
      }
      try {
        s = whist.step(s, e.seat, a);
      } catch {
        return w;
      }
    }
    return w;
  };
}

describe('whistEvidence reads each bidder off one replay of the auction', () => {
  for (const options of [{ players: 3, passing: true }, { players: 5 }, { players: 4 }, { players: 4, partnership: false, passing: true }]) {
    test(`whist ${JSON.stringify(options)}: every sampled world weighs what the replay on that world weighed`, () => {
      let worlds = 0;
      let doubted = 0;
      for (let seed = 0; seed < 4; seed++) {
        playGame('whist', options, 700 + seed, 'easy', 2, (_s, _seat, v, _a) => {
          if (v.phase === 'pass' || v.phase === 'bid' && v.log.length < 3) return;
          const fast = whistEvidence(v as never);
          const slow = whistEvidenceByReplay(v as never);
          const deal = whistAdapter.determinizer(v as never);
          const rng = searchRng(seed * 1000 + worlds);
          for (let i = 0; i < 6; i++) {
            const world = deal(rng);
            const w = slow(world);
            expect(fast(world)).toBe(w);
            worlds++;
            if (w < 1) doubted++;
          }
        });
      }
      expect(worlds).toBeGreaterThan(300);
      // Worlds the bids argue against are common: the comparison is not of ones everywhere.
      expect(doubted / worlds).toBeGreaterThan(0.2);
    }, 60_000);
  }
});

describe('what Loo declarations say', () => {
  for (const options of [{ players: 4 }, { players: 3 }, { players: 2 }]) {
    test(`loo ${JSON.stringify(options)}: among easy bots, the true deal explains the others' declarations`, () => {
      let checked = 0;
      let informative = 0;
      for (let seed = 0; seed < 30; seed++) {
        playGame('loo', options, 500 + seed, 'easy', 2, (s, _seat, v) => {
          const st = s as { dead: string[]; hands: string[][] };
          checked++;
          // The true state keeps its out-of-play tiles in the order they went (each folded hand, a
          // miss-taker's old hand then its discards, the dealer's put-away tile), the order the replay
          // reads them (the seat's own it reads from its view): every choice fits.
          const weigh = looEvidence(v as never);
          expect(weigh(s as never), `seat ${_seat} doubts the true deal`).toBe(1);
          // Another seat that stood, given five stock tiles instead: it may not have stood on them.
          const stock = (s as { stock: string[] }).stock;
          const other = v.log.find((e) => e.type === 'declare' && e.seat !== _seat && e.choice === 'stand') as { seat: number } | undefined;
          if (!other || stock.length < 5 || st.hands[other.seat]!.length !== 5 || v.log.some((e) => e.type === 'play')) return;
          const hands = st.hands.slice();
          hands[other.seat] = stock.slice(0, 5);
          if (weigh({ ...(s as object), hands, stock: [...st.hands[other.seat]!, ...stock.slice(5)] } as never) < 1) informative++;
        });
      }
      expect(checked).toBeGreaterThan(50);
      expect(informative).toBeGreaterThan(0);
    }, 60_000);
  }

  test('a miss is read: the taker kept what the discard rule keeps, so a world where it kept a tile it would have thrown weighs less', () => {
    let read = 0;
    let doubted = 0;
    for (let seed = 0; seed < 40; seed++) {
      playGame('loo', { players: 4 }, 700 + seed, 'easy', 1, (s, seat, v) => {
        const st = s as { dead: string[]; hands: string[][] };
        const miss = v.log.find((e) => e.type === 'declare' && e.choice === 'miss') as { seat: number } | undefined;
        if (!miss || miss.seat === seat || v.phase !== 'declare' || st.hands[miss.seat]!.length !== 5) return;
        const weigh = looEvidence(v as never);
        expect(weigh(s as never), `seat ${seat} doubts the true deal`).toBe(1);
        read++;
        // The taker's discards (its own view lists its old hand, then them): one swapped for a tile it kept.
        const gone = (RULES.loo!.view(s as never, miss.seat) as { ownOutOfPlay: string[] }).ownOutOfPlay.slice(5);
        const kept = st.hands[miss.seat]!;
        const hands = st.hands.slice();
        hands[miss.seat] = [gone[0]!, ...kept.slice(1)];
        const dead = st.dead.map((t) => (t === gone[0] ? kept[0]! : t));
        if (weigh({ ...(s as object), hands, dead } as never) < 1) doubted++;
      });
    }
    expect(read).toBeGreaterThan(10);
    // Kept tiles are trumps and high tiles more often than not, and a discarded one rarely ties them.
    expect(doubted / read).toBeGreaterThan(0.5);
  }, 60_000);
});

describe("what the others' plays say: each is replayed on the world and the easy bot asked", () => {
  const CASES: [string, Record<string, unknown>, (v: never, plays: boolean) => (world: never) => number, { determinizer(v: never): (rng: ReturnType<typeof searchRng>) => never }][] = [
    ['loo', { players: 4 }, looEvidence as never, looAdapter as never], ['loo', { players: 3, scoring: 'chips', mustHead: true }, looEvidence as never, looAdapter as never],
    ['loo', { players: 2 }, looEvidence as never, looAdapter as never],
    ['euchre', {}, euchreEvidence as never, euchreAdapter as never], ['euchre', { players: 3 }, euchreEvidence as never, euchreAdapter as never],
  ];
  for (const [game, options, evidence, adapter] of CASES) {
    test(`${game} ${JSON.stringify(options)}: among easy bots the true deal explains every play, and sampled worlds weigh less than by the bids alone`, () => {
      let read = 0;
      let byBids = 0;
      let byPlays = 0;
      for (let seed = 0; seed < 10; seed++) {
        playGame(game, options, 900 + seed, 'easy', 2, (s, seat, v) => {
          if (v.phase !== 'play' || !v.log.some((e) => e.type === 'play' && (e as { seat: number }).seat !== seat)) return;
          const weigh = evidence(v as never, true);
          expect(weigh(s as never), `seat ${seat} doubts the true deal`).toBe(1);
          const bids = evidence(v as never, false);
          const deal = adapter.determinizer(v as never);
          const rng = searchRng(seed * 31 + v.log.length);
          for (let j = 0; j < 4; j++) {
            const world = deal(rng);
            const w = weigh(world);
            const b = bids(world);
            // The plays only add doubts: a world never weighs more for them.
            expect(w).toBeLessThanOrEqual(b);
            byBids += b;
            byPlays += w;
          }
          read++;
        });
      }
      expect(read).toBeGreaterThan(30);
      expect(byPlays).toBeLessThan(0.9 * byBids);
    }, 120_000);
  }
});

test('Bluff: among the bots, a seat that claimed nothing for x-y holds no x-y it was not seen to take', () => {
  let checks = 0;
  for (let seed = 0; seed < 8; seed++) {
    playGame('bluff', { players: 4 }, seed, 'easy', 2, (s, _seat, v) => {
      const st = s as { hands: string[][]; claims: (string[] | null)[] };
      const known = knownHoldings(v as never);
      silentSingles(v as never).forEach((tiles, x) => {
        const held = [...st.hands[x]!, ...(st.claims[x] ?? [])];
        for (const t of tiles) {
          const copies = (xs: string[]) => xs.filter((u) => u === t || u.split('-').reverse().join('-') === t).length;
          expect(copies(held), `seat ${x} was silent on ${t}`).toBeLessThanOrEqual(copies(known[x]!));
          checks++;
        }
      });
    });
  }
  expect(checks).toBeGreaterThan(200);
});

test("Bluff: the hard bot reads an opponent's silence: a single claimed for a throw it passed on before is likelier a bluff", () => {
  const hands = [
    ['3-4', '0-3', '0-4', '6-6', '5-1', '2-2', '0-0', '1-1'],
    ['3-4', '6-5', '6-4', '5-5', '4-4', '2-1', '1-0', '0-0'],
    ['6-1', '5-2', '4-2', '3-3', '3-1', '2-0', '6-0', '5-0'],
  ];
  const R = bluff as unknown as { createState(seed: number, o: object, deal: object): never; settle(s: never): never; step(s: never, seat: number, a: object): never; view(s: never, seat: number): BluffView };
  let s = R.settle(R.createState(1, { players: 3 }, { dealer: 0, hands, dice: [[3, 5], [3, 5], [1, 2]] }));
  // Nobody holds 5-3 or a 3-5 train: the first throw passes in silence; seat 1 then claims a single.
  for (const [seat, a] of [[0, { type: 'roll' }], [0, { type: 'no-claim' }], [1, { type: 'no-claim' }], [2, { type: 'no-claim' }], [1, { type: 'roll' }], [0, { type: 'no-claim' }], [1, { type: 'claim', tiles: ['6-5'] }], [2, { type: 'no-claim' }]] as [number, object][]) s = R.step(s, seat, a);
  const v = R.view(s, 2);
  expect(v.phase).toBe('challenge');
  expect(silentSingles(v)[1]).toEqual(new Set(['5-3']));
  const read = bluffProbability(v, 1, EXACT, 0);
  const deaf = bluffProbability(v, 1, EXACT, 0, knownHoldings(v), [new Set(), new Set(), new Set()]);
  expect(read).toBeGreaterThan(deaf + 0.1);
  expect(read).toBeGreaterThan(0.9);
  // Tiles passed unseen to the seat could hold a 5-3: the silence no longer says anything.
  const unseen = { ...v, log: [...v.log, { type: 'give' as const, giver: 0, receiver: 1, count: 1 }] };
  expect(silentSingles(unseen)[1]!.size).toBe(0);
});
