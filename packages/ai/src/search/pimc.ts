/**
 * Determinized search (PIMC) for the trick games. Each sample is a full referee state consistent
 * with the seat's view; every candidate action is tried on the same samples (common random
 * numbers). A candidate is applied through the games' own rules, the rest of the auction is
 * played by the easy bots on their own views, and the trick play runs in the bitmask kernel
 * with a greedy policy; the hand is scored by the rules' own scoreHand.
 */
import { copyPosition, newPosition, playout, playTile, POLICY_GREEDY, POLICY_RANDOM, type Position, type TrickTables } from '../kernel/trick.ts';
import { searchRng, type Rng } from './rng.ts';

/** A state's play-phase position in the kernel. */
export interface Trickified {
  t: TrickTables;
  p: Position;
}

/** What the search needs of a game: all pure functions over plain data. */
export interface Adapter<S, A, V> {
  /** Reads the view once; the returned sampler deals full states consistent with it. */
  determinizer(v: V): (rng: Rng) => S;
  applyAction(s: S, seat: number, a: A): S;
  toAct(s: S): number[];
  phase(s: S): string;
  view(s: S, seat: number): V;
  /** The other seats' (and this seat's later) decisions inside a simulation. */
  easy(v: V): A;
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
}

export interface SearchOptions {
  seed: number;
  budgetMs: number;
  maxSamples: number;
  policy: 'greedy' | 'random';
}

export interface SearchResult<A> {
  action: A;
  chosen: number;
  samples: number;
  /** Per candidate: mean utility, mean tricks of this seat's side, share of deals its side took every trick. */
  means: number[];
  sideTricks: number[];
  sweeps: number[];
}

/**
 * Tries each candidate on up to `maxSamples` sampled deals (never past `budgetMs`) and returns the
 * best by mean utility: the seat's score change minus the mean of the other sides'. `prior` breaks
 * ties (the easy bot's move), so a hand already decided is played the sensible way.
 */
export function search<S, A, V extends { seat: number | null; players: number }>(
  g: Adapter<S, A, V>, v: V, candidates: readonly A[], prior: A | null, o: SearchOptions,
  admissible: (c: number, r: SearchResult<A>) => boolean = () => true,
): SearchResult<A> {
  const me = v.seat!;
  const rng = searchRng(o.seed);
  const policy = o.policy === 'greedy' ? POLICY_GREEDY : POLICY_RANDOM;
  const sums = candidates.map(() => 0);
  const trickSums = candidates.map(() => 0);
  const sweepSums = candidates.map(() => 0);
  const memo = new Map<string, Map<number, number>>();
  // Every candidate of a sample plays out with the same random stream (common random numbers),
  // so their difference is the move's, not the dice's.
  let kernelRng = 1;
  const t0 = performance.now();
  let samples = 0;

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
  /** Plays a state on to the hand's end: easy bots for decisions, the kernel for the tricks. */
  const finish = (start: S): { u: number; tricks: number; sweep: boolean } => {
    let s = start;
    for (let guard = 0; guard < 400; guard++) {
      const phase = g.phase(s);
      if (phase === 'play') {
        const { t, p } = g.position(s);
        kernelRng = playout(t, p, policy, kernelRng);
        const mine = sideTricks(g.side(s, me), p.tricks);
        return { u: utility(s, p.tricks), tricks: mine, sweep: mine === sideTricks(all, p.tricks) };
      }
      if (phase === 'deal' || phase === 'over') return { u: 0, tricks: 0, sweep: false };
      if (phase === 'score') return { u: utility(s, null), tricks: 0, sweep: false };
      for (const seat of g.toAct(s)) s = g.applyAction(s, seat, g.easy(g.view(s, seat)));
    }
    return { u: 0, tricks: 0, sweep: false };
  };
  const all = Array.from({ length: v.players }, (_, i) => i);

  const deal = g.determinizer(v);
  while (samples < o.maxSamples && (samples === 0 || performance.now() - t0 < o.budgetMs)) {
    const world = deal(rng);
    const streamSeed = rng.next() | 1;
    if (g.phase(world) === 'play' && g.playCode) {
      // Trick play: straight into the kernel, no rules copy per candidate.
      const { t, p: base } = g.position(world);
      const p = newPosition(base.tricks.length);
      candidates.forEach((a, c) => {
        const code = g.playCode!(world, a, t)!;
        copyPosition(base, p);
        kernelRng = streamSeed;
        if (!playTile(t, p, code.tile, code.led)) kernelRng = playout(t, p, policy, kernelRng);
        sums[c]! += utility(world, p.tricks);
        const mine = sideTricks(g.side(world, me), p.tricks);
        trickSums[c]! += mine;
        if (mine === sideTricks(all, p.tricks)) sweepSums[c]! += 1;
      });
    } else {
      candidates.forEach((a, c) => {
        kernelRng = streamSeed;
        const r = finish(g.applyAction(world, me, a));
        sums[c]! += r.u;
        trickSums[c]! += r.tricks;
        if (r.sweep) sweepSums[c]! += 1;
      });
    }
    samples++;
  }
  const r: SearchResult<A> = {
    action: candidates[0]!, chosen: 0, samples,
    means: sums.map((x) => x / samples), sideTricks: trickSums.map((x) => x / samples), sweeps: sweepSums.map((x) => x / samples),
  };
  // The best admissible mean; the prior (the easy bot's move) wins ties, so a decided hand is played sensibly.
  const priorIndex = prior === null ? -1 : candidates.findIndex((a) => JSON.stringify(a) === JSON.stringify(prior));
  let best = -1;
  for (let c = 0; c < candidates.length; c++) {
    if (!admissible(c, r)) continue;
    const m = r.means[c]!;
    if (best < 0 || m > r.means[best]! + 1e-9 || (c === priorIndex && m >= r.means[best]! - 1e-9)) best = c;
  }
  if (best < 0) best = 0;
  if (priorIndex >= 0 && admissible(priorIndex, r) && r.means[priorIndex]! >= r.means[best]! - 1e-9) best = priorIndex;
  r.chosen = best;
  r.action = candidates[best]!;
  return r;
}

const sideTricks = (side: number[], tricks: Int32Array): number => side.reduce((a, s) => a + tricks[s]!, 0);
