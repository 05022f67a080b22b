/**
 * The searching levels. `hard` samples deals consistent with the seat's view and plays each
 * candidate out (search/pimc.ts); `medium` is the same search with a tenth of the samples and
 * random play-outs. Phases where search adds little (passing tiles, Loo's discards after a miss,
 * naming a Call-Ace partner) keep the easy bot's judgement.
 */
import { loo, type BluffView, type EuchreView, type LooView, type WhistView } from '@boneyard/games';
import { chooseBluffHard, EXACT } from './bluff-hard.ts';
import { euchreAdapter, looAdapter, whistAdapter } from './search/games.ts';
import { search, type Adapter, type SearchResult } from './search/pimc.ts';
import { searchRng } from './search/rng.ts';
import { chooseBluffEasy } from './bluff-easy.ts';
import { chooseEuchreEasy } from './euchre-easy.ts';
import { chooseLooEasy } from './loo-easy.ts';
import { chooseWhistEasy } from './whist-easy.ts';
import type { AnyAction, AnyView } from './types.ts';
import type { Effort } from './effort.ts';

export { seatState } from './redeal.ts';

export interface Decision {
  action: AnyAction;
  /** A short account of why, for hint and explain modes. */
  reason: string;
  /** Searched trick-game decisions: the tricks the search expects the seat's side to take with this move. */
  tricks?: number;
  /** Bluff (bluff-hard.ts): the chance the move rests on, 0 to 1. */
  chance?: number;
  /** A searched Loo fold: the tricks the best way of playing on expects the seat to take. */
  playingOn?: number;
  /**
   * A searched Loo stand, miss or turn-up: the chance, 0 to 1, that the seat takes no trick and is
   * looed (calibrated against 600 hands among easy bots: a miss 20.7% expected, 22.3% looed).
   */
  looed?: number;
}

/**
 * The phases each game's hard bot searches. Loo's discards after a miss were searched too (each way
 * of keeping five, on the same samples), against easy on 2,000 duplicate deals paired with the easy
 * rule's discards (2026-11-27): -0.02 points a hand [-0.05, +0.02], so the rule keeps them.
 */
const SEARCHED: Record<string, readonly string[]> = {
  whist: ['bid', 'trump', 'exchange', 'play'],
  euchre: ['round1', 'round2', 'discard', 'play'],
  loo: ['declare', 'play'],
};

/** A decision for a searching level. Deterministic for a seed unless the time budget cuts the search short. */
export function decide(view: AnyView, effort: Effort, seed: number): Decision {
  const legal = view.legalActions as AnyAction[];
  if (legal.length === 0) throw new Error('No action to choose.');
  if (view.game === 'bluff') {
    if (legal.length === 1) return { action: legal[0]!, reason: 'the only move' };
    return chooseBluffHard(view as BluffView, seed, effort.exact ? EXACT : effort.playSamples);
  }
  const easy = easyFor(view);
  if (legal.length === 1) return { action: legal[0]!, reason: 'the only move' };
  if (!SEARCHED[view.game]!.includes(view.phase)) return { action: easy, reason: 'plays by the easy rules' };
  const adapter = ADAPTERS[view.game] as Adapter<unknown, AnyAction, AnyView>;
  const samples = view.phase === 'play' ? effort.playSamples : effort.bidSamples;
  // Going alone pays only when the march is likelier than not (the rules text's own advice). Against
  // hard as it is, 1,000 duplicate Euchre deals (2026-11-26): with no such bar hard went alone 407
  // times, marching 18%, -0.01 points a hand [-0.03, +0.02]; with a bar of 70%, 17 times, -0.01
  // [-0.03, +0.00]. The search's own means already weigh a lone hand; the bar keeps it readable.
  const marchLikely = (c: number, r: SearchResult<AnyAction>) => !(candidates[c] as { alone?: boolean }).alone || r.sweeps[c]! >= 0.5;
  const candidates = candidatesFor(view, legal);
  // A later choice planned ahead takes half the budget; the round-1 search has what is left.
  const t0 = performance.now();
  const mine = effort.plansIn?.includes(view.game) ? planLater(adapter, view, { ...effort, budgetMs: effort.budgetMs / 2 }, seed) : undefined;
  const budgetMs = mine ? Math.max(effort.budgetMs / 4, effort.budgetMs - (performance.now() - t0)) : effort.budgetMs;
  const r = search(adapter, view, candidates, easy, {
    seed, budgetMs, maxSamples: samples, policy: effort.policy, playPolicy: effort.playPolicy,
    exact: effort.exactIn?.includes(view.game) ? effort.exact : undefined,
    weighted: effort.weightedIn?.includes(view.game) ?? false,
    plain: effort.plainKnowledge,
    readPlays: effort.playsIn?.includes(view.game) ?? false,
    credit: foldCredit(view, candidates, effort.foldCredit ?? 0),
    mine,
    allies: effort.alliesIn?.includes(view.game) ?? false,
  }, marchLikely);
  const action = r.action;
  const verb = view.phase === 'play' ? 'plays' : 'chooses';
  const d: Decision = {
    action,
    reason: `${verb} what did best over ${r.samples} sampled deals: about ${r.sideTricks[r.chosen]!.toFixed(1)} tricks for its side`,
    tricks: r.sideTricks[r.chosen]!,
  };
  if (view.game === 'loo' && (action.type === 'stand' || action.type === 'miss' || action.type === 'take-turnup')) d.looed = r.blanks[r.chosen]!;
  if (action.type === 'fold') {
    let on = -1;
    candidates.forEach((a, c) => { if (a.type !== 'fold' && (on < 0 || r.means[c]! > r.means[on]!)) on = c; });
    if (on >= 0) d.playingOn = r.sideTricks[on]!;
  }
  return d;
}

/**
 * Euchre's round 1: the seat's own round-2 call, should every seat pass round 1 and those before it
 * pass round 2 (the one situation in which it calls, so one search settles it). The play-outs of a
 * pass otherwise ask the easy bot for that call, which makes a pass look worse than it is.
 */
export function planLater(adapter: Adapter<unknown, AnyAction, AnyView>, view: AnyView, effort: Effort, seed: number): { phase: string; action: AnyAction } | undefined {
  const pass = (v: AnyView) => (v.legalActions as AnyAction[]).find((a) => a.type === 'pass');
  const first = view.game === 'euchre' && view.phase === 'round1' ? pass(view) : undefined;
  if (!first) return undefined;
  const me = view.seat!;
  let s = adapter.applyAction(adapter.determinizer(view)(searchRng(seed ^ 0x5bd1e995)), me, first);
  for (let guard = 0; guard < 16; guard++) {
    const phase = adapter.phase(s);
    const seat = adapter.toAct(s)[0];
    if (seat === undefined || (phase !== 'round1' && phase !== 'round2')) return undefined;
    const v = adapter.view(s, seat);
    if (phase === 'round2' && seat === me) return { phase, action: decide(v, effort, seed).action };
    const next = pass(v);
    if (!next) return undefined;
    s = adapter.applyAction(s, seat, next);
  }
  return undefined;
}

/** Loo's credit for folding (`Effort.foldCredit`), in the game's units: a trick is a point, or what the rules pay for one in chips. */
function foldCredit(view: AnyView, candidates: AnyAction[], tricks: number): ((c: number) => number) | undefined {
  if (!tricks || view.game !== 'loo' || view.phase !== 'declare') return undefined;
  const v = view as LooView;
  const worth = tricks * (v.options.scoring === 'chips' ? loo.trickValue(v.options, v.potStart) : 1);
  return (c) => (candidates[c]!.type === 'fold' ? worth : 0);
}

/** Node cap per solve for the ceiling: exact in Euchre and Loo, and in Whist's later tricks. */
const CEILING_NODES = 2_000_000;
/**
 * Before the play (bids, trumps, the widow) the ceiling solves one whole deal per candidate, up to
 * twelve of them: capped lower. Whist, 100 duplicate deals against easy: capped at 2 M nodes
 * +9.11 tricks / +6.66 points a hand, its decisions p95 2.7 s; at 100 k +8.69 / +6.89 (each
 * within the other's interval), p95 0.37 s; the play capped at 300 k as well lost a trick
 * (+8.07 / +5.55). Euchre and Loo deals are solved well inside either cap.
 */
const CEILING_AUCTION_NODES = 100_000;

/**
 * The arena's ceiling: a player who sees every hand (the referee state) and plays the solver's
 * moves; its decisions before the play are searched on that one true world, the other seats' later
 * choices played by the easy bots. Never offered at a table: it cheats by construction.
 */
export function ceilingDecision(state: { game: string }, seat: number): Decision {
  const adapter = ADAPTERS[state.game] as Adapter<unknown, AnyAction, AnyView> | undefined;
  if (!adapter) throw new Error(`The ceiling plays the trick games, not "${state.game}".`);
  const view = adapter.view(state, seat);
  const legal = view.legalActions as AnyAction[];
  if (legal.length === 0) throw new Error('No action to choose.');
  const easy = easyFor(view);
  if (legal.length === 1) return { action: legal[0]!, reason: 'the only move' };
  if (!SEARCHED[view.game]!.includes(view.phase)) return { action: easy, reason: 'plays by the easy rules' };
  const seeing: Adapter<unknown, AnyAction, AnyView> = { ...adapter, determinizer: () => () => state };
  const candidates = candidatesFor(view, legal);
  const r = search(seeing, view, candidates, easy, { seed: 1, budgetMs: Infinity, maxSamples: 1, policy: 'greedy', exact: { maxTiles: 64, maxNodes: view.phase === 'play' ? CEILING_NODES : CEILING_AUCTION_NODES, inAuction: true } });
  return { action: r.action, reason: `sees every hand: about ${r.sideTricks[r.chosen]!.toFixed(1)} tricks for its side` };
}

/**
 * A Whist contract scores what was bid, so the search weighs several amounts; a few above the
 * lowest legal bid are enough (a higher one is rarely made, and one may bid again in an auction).
 */
function candidatesFor(view: AnyView, legal: AnyAction[]): AnyAction[] {
  if (view.game !== 'whist' || view.phase !== 'bid') return legal;
  const bids = legal.flatMap((a) => (a.type === 'bid' ? [a.amount] : []));
  const lowest = Math.min(...bids);
  return legal.filter((a) => a.type !== 'bid' || a.amount <= lowest + 4);
}

const ADAPTERS: Record<string, unknown> = { whist: whistAdapter, euchre: euchreAdapter, loo: looAdapter };

function easyFor(view: AnyView): AnyAction {
  switch (view.game) {
    case 'whist':
      return chooseWhistEasy(view as WhistView);
    case 'euchre':
      return chooseEuchreEasy(view as EuchreView);
    case 'loo':
      return chooseLooEasy(view as LooView);
    default:
      return chooseBluffEasy(view as BluffView);
  }
}
