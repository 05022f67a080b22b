import { describe, expect, test } from 'vitest';
import { bluff, euchre, loo, whist } from '@boneyard/games';
import { chooseAction, explainAction, type AnyAction, type AnyView, type Level } from './index.ts';
import { knownHoldings } from './bluff-hard.ts';
import { euchreAdapter, euchreKnowledge, looAdapter, looKnowledge, whistAdapter, whistKnowledge } from './search/games.ts';
import type { Knowledge } from './search/sample.ts';
import { searchRng } from './search/rng.ts';

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

  for (const [game, options] of [['whist', { players: 4, passing: false }], ['euchre', {}], ['loo', {}]] as const) {
    test(`${game}: two deals that differ only in hidden tiles give the same decision, and a seed repeats it`, () => {
      const r = RULES[game]!;
      let checked = 0;
      playGame(game, options, 7, 'easy', 2, (s, seat, v) => {
        if (v.legalActions.length < 2 || checked >= 12) return;
        const other = hideDifferently(s as Record<string, unknown>, seat);
        if (!other) return;
        const v2 = r.view(other as never, seat);
        // With whole hands swapped, a seat that showed a void could tell; such positions are skipped.
        if (!same(v, v2)) return;
        const first = explainAction(v, { level: 'hard', seed: 42, budgetMs: 60_000 });
        expect(explainAction(v2, { level: 'hard', seed: 42, budgetMs: 60_000 })).toEqual(first);
        expect(explainAction(v, { level: 'hard', seed: 42, budgetMs: 60_000 })).toEqual(first);
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
  for (const [game, options] of [['whist', { players: 4 }], ['whist', { players: 4, passing: true }], ['whist', { players: 5 }], ['euchre', { players: 4 }], ['euchre', { players: 5, variant: 'call-ace' }], ['loo', { players: 4, mustHead: true }]] as const) {
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
          }
        });
      }
      expect(samples).toBeGreaterThan(100);
      expect(ruledOut).toBeGreaterThan(100);
    }, 120_000);
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
