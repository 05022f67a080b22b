import { chooseBluffEasy } from './bluff-easy.ts';
import { chooseLooEasy } from './loo-easy.ts';
import { chooseEuchreEasy } from './euchre-easy.ts';
import { chooseWhistEasy } from './whist-easy.ts';
import type { Decision } from './hard.ts';
import { ARENA_LEVELS, EFFORT, type ArenaLevel } from './effort.ts';
export { ARENA_LEVELS, type ArenaLevel } from './effort.ts';
import { ceilingDecision, decide, hintOf, loadSearch, seatState, searchReady } from './search-loader.ts';
import type { Why } from './hint.ts';
import { euchreTricks, looTricks, whistTricks } from './search/tables.ts';

/** The bots' levels, weakest first. */
export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];
export interface ChooseOptions {
  /** A table's level, or one the arena measures against ('baseline': today's hard as it was). */
  level?: Level | ArenaLevel;
  seed?: number;
  budgetMs?: number;
}
export type { AnyAction, AnyView } from './types.ts';
import type { AnyAction, AnyView } from './types.ts';

/**
 * A bot's move for the seat whose view it is given. It sees only that view, so it cannot
 * cheat; for a given seed it is deterministic (unless `budgetMs` cuts a search short).
 */
export function chooseAction(view: AnyView, opts: ChooseOptions = {}): AnyAction {
  return explainAction(view, opts).action;
}

/** The move and a short reason for it ("plays what did best over 400 sampled deals ..."). */
export function explainAction(view: AnyView, opts: ChooseOptions = {}): Decision {
  const level = opts.level ?? 'easy';
  if (!LEVELS.includes(level as Level) && !ARENA_LEVELS.includes(level as ArenaLevel)) throw new Error(`Unknown bot level "${String(level)}".`);
  if (level !== 'easy') {
    const effort = EFFORT[level];
    return decide(view, opts.budgetMs === undefined ? effort : { ...effort, budgetMs: opts.budgetMs }, decisionSeed(view, opts.seed ?? 0));
  }
  return { action: chooseEasy(view, opts.seed ?? 0), reason: 'plays by the easy rules' };
}

/** A hint: the hard bot's move for a person's seat, and why, in data (hint.ts) for the widget to put in words. */
export interface Hint {
  action: AnyAction;
  why: Why;
}

/** How long a hint searches by default: a little longer than a hard bot's move, for a person waiting on it. */
export const HINT_MS = 100;

/**
 * The hint for the seat whose view this is: the hard bot's move, from that view alone, and the
 * reason for it. The search must be ready (prepareLevel('hard')).
 */
export function hintFor(view: AnyView, { seed = 0, budgetMs = HINT_MS }: { seed?: number; budgetMs?: number } = {}): Hint {
  // The hard bot's own decision (as explainAction makes it), with its reason worked out beside the search.
  return hintOf(view, { ...EFFORT.hard, budgetMs }, decisionSeed(view, seed));
}

/** Whether a level can move at once (the one-file bundle fetches the searching levels on first use). */
export const levelReady = (level: Level): boolean => level === 'easy' || searchReady();
/** Makes a level ready; resolves at once where the search is built in. */
export const prepareLevel = (level: Level): Promise<void> => (levelReady(level) ? Promise.resolve() : loadSearch());

/**
 * The referee state to play on from a seat's view (a saved or shared seat record): every tile the
 * seat cannot see dealt afresh from `seed`, a 128-bit secret of the referee's (redeal.ts). Refuses
 * a view no game could show (`bad-snapshot`). It needs the search's sampling, which the one-file
 * bundle fetches on first use.
 */
export async function dealAsSeen(view: unknown, seed: string): Promise<unknown> {
  await loadSearch();
  return seatState(view, seed);
}

/** Mixes the caller's seed with the position, so successive decisions sample different deals. */
const decisionSeed = (v: AnyView, seed: number): number => {
  let h = (seed | 0) ^ 0x2545f491;
  for (const x of [v.seat ?? 0, v.handNo, v.log.length, v.hand.length]) h = Math.imul(h ^ x, 0x9e3779b1) ^ (h >>> 15);
  return h | 1;
};

function chooseEasy(view: AnyView, seed: number): AnyAction {
  switch (view.game) {
    case 'whist':
      return chooseWhistEasy(view);
    case 'euchre':
      return chooseEuchreEasy(view);
    case 'loo':
      return chooseLooEasy(view);
    case 'bluff':
      return chooseBluffEasy(view, seed);
    default:
      throw new Error(`No bot for game "${(view as { game: string }).game}".`);
  }
}

export { estimateTricks, bestTrump, chooseWhistEasy } from './whist-easy.ts';
export { chooseEuchreEasy } from './euchre-easy.ts';
export { chooseLooEasy } from './loo-easy.ts';
export { chooseBluffEasy, shedValue } from './bluff-easy.ts';
export { euchreStrength } from './euchre-easy.ts';
export { looStrength } from './loo-easy.ts';
export * as trickKernel from './kernel/trick.ts';
export * as solver from './solver/solve.ts';
/** Kernel tables by game, for benchmarks. */
export const kernelTables = { euchre: euchreTricks, loo: looTricks, whist: whistTricks };
export type { Decision } from './hard.ts';
export type { Why, WhyCode } from './hint.ts';
/** The arena's ceiling: the move of a player who sees every hand (arena only; it needs the referee state). */
export const ceilingAction = (state: unknown, seat: number): AnyAction => ceilingDecision(state as { game: string }, seat).action;
