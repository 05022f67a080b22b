/**
 * Determinized search (PIMC) for the trick games. Each sample is a full referee state consistent
 * with the seat's view; every candidate action is tried on the same samples (common random
 * numbers). A candidate is applied through the games' own rules, the rest of the auction is
 * played by the easy bots on their own views, and the trick play runs in the bitmask kernel
 * with a play-out policy (`policy`; `playPolicy` for a trick-play decision); the hand is scored by
 * the rules' own scoreHand.
 */
import { copyPosition, newPosition, playout, playTile, popcount, POLICY_CASHING, POLICY_CASHING_STRICT, POLICY_GREEDY, POLICY_RANDOM, type Position, type TrickTables } from '../kernel/trick.ts';
import { solve, solveMoves } from '../solver/solve.ts';
import { searchRng, type Rng } from './rng.ts';

/** A state's play-phase position in the kernel. */
export interface Trickified {
  t: TrickTables;
  p: Position;
}

/** What the search needs of a game: all pure functions over plain data. */
export interface Adapter<S, A, V> {
  /**
   * Reads the view once; the returned sampler deals full states consistent with it. `plain`: what
   * the others' plays say is read from their failures to follow only (the baseline's reading), not
   * from the game's other duties.
   */
  determinizer(v: V, plain?: boolean): (rng: Rng) => S;
  applyAction(s: S, seat: number, a: A): S;
  toAct(s: S): number[];
  phase(s: S): string;
  view(s: S, seat: number): V;
  /** The other seats' (and this seat's later) decisions inside a simulation. */
  easy(v: V): A;
  /** A partner's decisions inside a simulation, where `SearchOptions.allies` asks for them (default: `easy`). */
  ally?(v: V): A;
  /** The kernel position of a play-phase state. */
  position(s: S): Trickified;
  /** Score changes of the hand ending with these tricks (or, with null, of a hand over without play). */
  score(s: S, tricks: Int32Array | null): number[];
  /** A key for what the hand's score depends on besides the tricks (maker, contract, ...). */
  scoreKey(s: S): string;
  /** Seats on this seat's side in `s` (a secret partner is known in a sample). */
  side(s: S, seat: number): number[];
  /** Led code for a play action (-1 when it follows). */
  playCode?(s: S, a: A, t: TrickTables): { tile: number; led: number } | null;
  /**
   * Reads the view once; the returned function weighs a sampled world by how likely the other
   * seats' recorded choices (bids, calls, passes; with `plays`, their plays too) are in it, were they
   * made the way the bots make them: 1 when each would have been chosen, a small factor for each that
   * would not.
   */
  evidence?(v: V, plays?: boolean): (world: S) => number;
}

/** Play-out policies (kernel/trick.ts POLICY_*). */
export type Policy = 'greedy' | 'random' | 'cashing' | 'cashing-strict';
const POLICIES: Record<Policy, number> = { random: POLICY_RANDOM, greedy: POLICY_GREEDY, cashing: POLICY_CASHING, 'cashing-strict': POLICY_CASHING_STRICT };

export interface SearchOptions<A = unknown> {
  seed: number;
  budgetMs: number;
  maxSamples: number;
  policy: Policy;
  /** How the worlds of a trick-play decision are played out, where they are not solved (default: `policy`). */
  playPolicy?: Policy;
  /**
   * Solve the trick play of a sampled world exactly (solver/solve.ts) when no hand holds more than
   * `maxTiles`, each solve capped at `maxNodes`; bigger worlds are played out (`playPolicy` in a
   * trick-play decision, `policy` before the play).
   * Without it, every world is played out (the baseline level: today's hard as it was). Only the
   * trick play is solved unless `inAuction`: measured in Euchre (200 duplicate deals), judging bids
   * and calls by exact play lost 0.26 points a hand against easy bots where play-outs did not (perfect
   * defence is not what a maker meets); the ceiling, which sees the one true world, solves both.
   */
  exact?: { maxTiles: number; maxNodes: number; inAuction?: boolean };
  /** Weigh each sampled world by the adapter's `evidence` (what the others' bids say about their hands). */
  weighted?: boolean;
  /** Deal worlds from the others' failures to follow only, not the game's other duties (`Adapter.determinizer`). */
  plain?: boolean;
  /** The weighing (`weighted`) reads the other seats' plays too, not their bids alone. */
  readPlays?: boolean;
  /** Added to a candidate's mean when the best is chosen (the reported means stay as sampled). */
  credit?: (c: number) => number;
  /** The seat's own choice in a later phase of the auction, where the play-outs would ask the easy bot. */
  mine?: { phase: string; action: A };
  /** Play the seat's partners by the adapter's `ally` model rather than the easy bot. */
  allies?: boolean;
}

export interface SearchResult<A> {
  action: A;
  chosen: number;
  samples: number;
  /** Of the samples, those whose trick play was solved exactly (the rest were played out). */
  solved: number;
  /** Per candidate: mean utility, mean tricks of this seat's side, share of deals its side took every trick. */
  means: number[];
  sideTricks: number[];
  sweeps: number[];
  /**
   * Before the play only: share of deals in which the hand was played and the seat's side took no
   * trick (a Loo loo for a seat playing on; 0 in the trick play, whose worlds are not counted).
   */
  blanks: number[];
}

/**
 * Tries each candidate on up to `maxSamples` sampled deals (never past `budgetMs`) and returns the
 * best by mean utility: the seat's score change minus the mean of the other sides'. `prior` breaks
 * ties (the easy bot's move), so a hand already decided is played the sensible way.
 *
 * Where each plays alone (Loo), weighing the others' mean less looks better in the arena, which
 * sits two bots of a level against two of another and scores the pairs: 1,000 duplicate deals
 * against hard as it is (2026-11-27), weight 0.5 +0.05 points a hand [+0.01, +0.09], none +0.04
 * [-0.02, +0.09], 2 -0.07 [-0.12, -0.02]. But a pair that weighs each other less hurts each
 * other less; with one such bot among three of hard as it is, the gain is not told from nothing
 * (0.5 +0.06 [-0.05, +0.17], none +0.07 [-0.04, +0.18], the same bot in every seat +0.03
 * [-0.08, +0.14]), so the whole mean stays.
 */
export function search<S, A, V extends { seat: number | null; players: number }>(
  g: Adapter<S, A, V>, v: V, candidates: readonly A[], prior: A | null, o: SearchOptions<A>,
  admissible: (c: number, r: SearchResult<A>) => boolean = () => true,
): SearchResult<A> {
  const me = v.seat!;
  const rng = searchRng(o.seed);
  const policy = POLICIES[o.policy];
  const playPolicy = POLICIES[o.playPolicy ?? o.policy];
  const sums = candidates.map(() => 0);
  const trickSums = candidates.map(() => 0);
  const sweepSums = candidates.map(() => 0);
  const blankSums = candidates.map(() => 0);
  const memo = new Map<string, Map<number, number>>();
  // Every candidate of a sample plays out with the same random stream (common random numbers),
  // so their difference is the move's, not the dice's.
  let kernelRng = 1;
  const t0 = performance.now();
  // No solve runs past twice the budget: cold code (a worker's first searches) is several times
  // slower than the node cap allows for.
  const deadline = t0 + 2 * o.budgetMs;
  let samples = 0;
  let solvedSamples = 0;

  const utility = (s: S, tricks: Int32Array | null): number => {
    const outer = g.scoreKey(s);
    let inner = memo.get(outer);
    if (!inner) memo.set(outer, (inner = new Map()));
    // Tricks per seat are below 16: one number keys the whole split.
    let key = -1;
    if (tricks) {
      key = 0;
      for (let i = tricks.length - 1; i >= 0; i--) key = key * 16 + tricks[i]!;
    }
    let u = inner.get(key);
    if (u === undefined) {
      const delta = g.score(s, tricks);
      const mine = g.side(s, me);
      const others = delta.map((_, i) => i).filter((i) => !mine.includes(i));
      u = delta[me]! - (others.length ? others.reduce((a, i) => a + delta[i]!, 0) / others.length : 0);
      inner.set(key, u);
    }
    return u;
  };
  const ally = o.allies ? g.ally : undefined;
  /** Plays a state on to the hand's end: easy bots for decisions (a partner by `ally` where asked), the kernel for the tricks. */
  const finish = (start: S): { u: number; tricks: number; sweep: boolean; blank: boolean } => {
    let s = start;
    for (let guard = 0; guard < 400; guard++) {
      const phase = g.phase(s);
      if (phase === 'play') {
        const { t, p } = g.position(s);
        let tricks = p.tricks;
        if (o.exact?.inAuction && fitsExact(p, o.exact.maxTiles)) {
          const mySide = sideMask(g.side(s, me));
          const r = solve(t, p, mySide, { maxNodes: o.exact.maxNodes });
          tricks = splitTricks(t, p, newPosition(v.players), mySide, r.tricks, policy, kernelRng, -1, -1);
        } else kernelRng = playout(t, p, policy, kernelRng);
        const mine = sideTricks(g.side(s, me), tricks);
        return { u: utility(s, tricks), tricks: mine, sweep: mine === sideTricks(all, tricks), blank: mine === 0 };
      }
      if (phase === 'deal' || phase === 'over') return { u: 0, tricks: 0, sweep: false, blank: false };
      if (phase === 'score') return { u: utility(s, null), tricks: 0, sweep: false, blank: false };
      for (const seat of g.toAct(s)) {
        const model = ally && seat !== me && g.side(s, me).includes(seat) ? ally : g.easy;
        s = g.applyAction(s, seat, seat === me && o.mine?.phase === phase ? o.mine.action : model(g.view(s, seat)));
      }
    }
    return { u: 0, tricks: 0, sweep: false, blank: false };
  };
  const all = Array.from({ length: v.players }, (_, i) => i);

  const deal = g.determinizer(v, o.plain);
  const weigh = o.weighted && g.evidence ? g.evidence(v, o.readPlays) : null;
  let weights = 0;
  const scratch = newPosition(v.players);
  // With exact solving a sample can be costly: stop before one that would likely overrun the budget.
  const more = (): boolean => {
    if (samples === 0) return true;
    const spent = performance.now() - t0;
    return o.exact ? spent + (spent / samples) * 1.5 < o.budgetMs : spent < o.budgetMs;
  };
  while (samples < o.maxSamples && more()) {
    const world = deal(rng);
    const streamSeed = rng.next() | 1;
    const w = weigh ? weigh(world) : 1;
    weights += w;
    const played = g.phase(world) === 'play' && g.playCode ? g.position(world) : null;
    const mySide = sideMask(g.side(world, me));
    // Every candidate's exact worth in this world: the side's tricks from here with best play by all.
    // A solve the clock cuts short (`deadline`) leaves the world to be played out like a bigger one.
    const solved = played && o.exact && fitsExact(played.p, o.exact.maxTiles)
      ? solveMoves(played.t, played.p, mySide, { maxNodes: o.exact.maxNodes, deadline }) : null;
    if (played && solved && !solved.timedOut) {
      solvedSamples++;
      const { t, p: base } = played;
      const worth = solved.moves;
      candidates.forEach((a, c) => {
        const code = g.playCode!(world, a, t)!;
        const led = base.led < 0 ? code.led : -1;
        const m = worth.find((x) => x.tile === code.tile && x.led === led);
        const got = m ? m.tricks : afterMove(t, base, scratch, mySide, code.tile, code.led, o.exact!.maxNodes);
        const tricks = splitTricks(t, base, scratch, mySide, got, policy, streamSeed, code.tile, code.led);
        sums[c]! += w * utility(world, tricks);
        const mine = sideTricks(g.side(world, me), tricks);
        trickSums[c]! += w * mine;
        if (mine === sideTricks(all, tricks)) sweepSums[c]! += w;
      });
    } else if (played) {
      // Trick play: straight into the kernel, no rules copy per candidate.
      const { t, p: base } = played;
      const p = newPosition(base.tricks.length);
      candidates.forEach((a, c) => {
        const code = g.playCode!(world, a, t)!;
        copyPosition(base, p);
        kernelRng = streamSeed;
        if (!playTile(t, p, code.tile, code.led)) kernelRng = playout(t, p, playPolicy, kernelRng);
        sums[c]! += w * utility(world, p.tricks);
        const mine = sideTricks(g.side(world, me), p.tricks);
        trickSums[c]! += w * mine;
        if (mine === sideTricks(all, p.tricks)) sweepSums[c]! += w;
      });
    } else {
      candidates.forEach((a, c) => {
        kernelRng = streamSeed;
        const r = finish(g.applyAction(world, me, a));
        sums[c]! += w * r.u;
        trickSums[c]! += w * r.tricks;
        if (r.sweep) sweepSums[c]! += w;
        if (r.blank) blankSums[c]! += w;
      });
    }
    samples++;
  }
  const r: SearchResult<A> = {
    action: candidates[0]!, chosen: 0, samples, solved: solvedSamples,
    means: sums.map((x) => x / weights), sideTricks: trickSums.map((x) => x / weights), sweeps: sweepSums.map((x) => x / weights),
    blanks: blankSums.map((x) => x / weights),
  };
  // The best admissible mean; the prior (the easy bot's move) wins ties, so a decided hand is played sensibly.
  const priorIndex = prior === null ? -1 : candidates.findIndex((a) => JSON.stringify(a) === JSON.stringify(prior));
  const judged = o.credit ? r.means.map((m, c) => m + o.credit!(c)) : r.means;
  let best = -1;
  for (let c = 0; c < candidates.length; c++) {
    if (!admissible(c, r)) continue;
    const m = judged[c]!;
    if (best < 0 || m > judged[best]! + 1e-9 || (c === priorIndex && m >= judged[best]! - 1e-9)) best = c;
  }
  if (best < 0) best = 0;
  if (priorIndex >= 0 && admissible(priorIndex, r) && judged[priorIndex]! >= judged[best]! - 1e-9) best = priorIndex;
  r.chosen = best;
  r.action = candidates[best]!;
  return r;
}

const sideTricks = (side: number[], tricks: Int32Array): number => side.reduce((a, s) => a + tricks[s]!, 0);
const sideMask = (side: number[]): number => side.reduce((m, s) => m | (1 << s), 0);

/** Whether the solver may take this world: no hand holds more than `maxTiles`. */
function fitsExact(p: Position, maxTiles: number): boolean {
  for (let s = 0; s < p.tricks.length; s++) if (popcount(p.hands[s * 2]!) + popcount(p.hands[s * 2 + 1]!) > maxTiles) return false;
  return true;
}

/**
 * A whole trick split for the score when the solver gave only the side's count (`sideGets` of the
 * tricks left at `base`): a play-out from `base` (after `tile`, when given) splits the tricks, then
 * tricks move between the side and the other seats until the side has exactly what the solver said,
 * taken from (or given to) the other seats that took most (fewest). `scratch` ends at the hand's end.
 */
function splitTricks(t: TrickTables, base: Position, scratch: Position, side: number, sideGets: number, policy: number, rng: number, tile: number, led: number): Int32Array {
  copyPosition(base, scratch);
  if (tile < 0 || !playTile(t, scratch, tile, led)) playout(t, scratch, policy, rng);
  const tricks = scratch.tricks;
  const n = tricks.length;
  let now = 0;
  for (let s = 0; s < n; s++) if ((side >> s) & 1) now += tricks[s]! - base.tricks[s]!;
  const me = lowestSeat(side);
  for (; now < sideGets; now++) {
    let from = -1;
    for (let s = 0; s < n; s++) if (!((side >> s) & 1) && tricks[s]! > base.tricks[s]! && (from < 0 || tricks[s]! - base.tricks[s]! > tricks[from]! - base.tricks[from]!)) from = s;
    tricks[from]! -= 1;
    tricks[me]! += 1;
  }
  for (; now > sideGets; now--) {
    let giver = -1;
    for (let s = 0; s < n; s++) if (((side >> s) & 1) && tricks[s]! > base.tricks[s]!) giver = s;
    let to = -1;
    for (let s = 0; s < n; s++) if (!((side >> s) & 1) && ((base.active >> s) & 1) && (to < 0 || tricks[s]! - base.tricks[s]! < tricks[to]! - base.tricks[to]!)) to = s;
    tricks[giver]! -= 1;
    tricks[to]! += 1;
  }
  return tricks;
}

/** The side's tricks after one move, solved on its own (for a move `solveMoves` did not list). */
function afterMove(t: TrickTables, base: Position, scratch: Position, side: number, tile: number, led: number, maxNodes: number): number {
  copyPosition(base, scratch);
  const before = sideTricks(seatsOf(side), scratch.tricks);
  const over = playTile(t, scratch, tile, led);
  const won = sideTricks(seatsOf(side), scratch.tricks) - before;
  return won + (over ? 0 : solve(t, scratch, side, { maxNodes }).tricks);
}

const seatsOf = (mask: number): number[] => Array.from({ length: 31 - Math.clz32(mask) + 1 }, (_, s) => s).filter((s) => (mask >> s) & 1);
const lowestSeat = (mask: number): number => 31 - Math.clz32(mask & -mask);
