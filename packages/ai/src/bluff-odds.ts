/**
 * Exact odds for Bluff claims: the chance that a player holding `fixed` tiles plus a random draw
 * from the tiles this seat cannot place could make an honest pair, only an honest single, or
 * nothing, for the dice. A pair is a train [x-n][n-y]; the tiles of the seven trains are distinct
 * but for x-y itself (it ends the train through y and the one through x, and is the single), so
 * the count of x-y drawn is enumerated and, given it, the trains are independent: a small dynamic
 * programme over (tiles drawn, a train complete) counts every draw exactly (multivariate
 * hypergeometric), no sampling.
 */
import { parseTile, type Tile } from '@boneyard/core';

export interface ClaimOdds {
  /** Some honest pair can be claimed. */
  pair: number;
  /** An honest single, but no pair. */
  single: number;
  /** Nothing honest. */
  none: number;
}

const key = (a: number, b: number): Tile => (a >= b ? `${a}-${b}` : `${b}-${a}`);
/** A tile written high end first, as the sets write it ('3-5' -> '5-3'). */
export const highFirst = (t: Tile): Tile => key(...parseTile(t));

/** ln C(n, k) tables are overkill at these sizes: binomials below 2^53 up to n = 56. */
const BINOM: number[][] = (() => {
  const t: number[][] = [];
  for (let n = 0; n <= 64; n++) {
    t.push([1]);
    for (let k = 1; k <= n; k++) t[n]![k] = (t[n - 1]![k - 1] ?? 0) + (k <= n - 1 ? t[n - 1]![k]! : 0);
  }
  return t;
})();
const C = (n: number, k: number): number => (k < 0 || k > n ? 0 : BINOM[n]![k]!);

/**
 * Odds for a holding of `holding` tiles: `fixed` (known to be in it) plus `holding - fixed.length`
 * drawn without replacement from the multiset `free`.
 */
export function claimOdds(fixed: readonly Tile[], free: readonly Tile[], holding: number, dice: readonly [number, number]): ClaimOdds {
  const [x, y] = dice;
  const draw = holding - fixed.length;
  if (draw < 0 || draw > free.length) throw new Error(`A holding of ${holding} with ${fixed.length} known tiles cannot be drawn from ${free.length}.`);
  const countIn = (tiles: readonly Tile[]) => {
    const m = new Map<Tile, number>();
    for (const t of tiles) {
      const [a, b] = parseTile(t);
      const k = key(a, b);
      m.set(k, (m.get(k) ?? 0) + 1);
    }
    return m;
  };
  const have = countIn(fixed);
  const pool = countIn(free);
  const single = key(x, y);
  // The trains other than through x-y: two distinct tiles, or one tile twice when x = y.
  const trains: [Tile, Tile][] = [];
  for (let n = 0; n <= 6; n++) {
    const a = key(x, n);
    const b = key(n, y);
    if (a !== single && b !== single) trains.push([a, b]);
  }
  // Trains through x-y: its other tile (x-x via n = x, y-y via n = y; for x = y, x-x twice).
  const partners = x === y ? [] : [key(x, x), key(y, y)];
  const relevant = new Set<Tile>([single, ...trains.flat(), ...partners]);
  let irrelevant = free.length;
  for (const t of relevant) irrelevant -= pool.get(t) ?? 0;

  const total = C(free.length, draw);
  let pPair = 0;
  let pSingle = 0;
  const K = pool.get(single) ?? 0;
  for (let cs = 0; cs <= K && cs <= draw; cs++) {
    const singles = (have.get(single) ?? 0) + cs;
    // dp[r][done]: ways to draw r relevant tiles (x-y aside) with a pair complete (done = 1) or not.
    let dp = [new Float64Array(draw + 1), new Float64Array(draw + 1)];
    dp[0]![0] = C(K, cs);
    const step = (tiles: Tile[], completes: (counts: number[]) => boolean) => {
      const ks = tiles.map((t) => pool.get(t) ?? 0);
      const next = [new Float64Array(draw + 1), new Float64Array(draw + 1)];
      const combos: [number, number, boolean][] = [];
      const rec = (i: number, r: number, w: number, counts: number[]) => {
        if (i === tiles.length) return combos.push([r, w, completes(counts)]);
        for (let c = 0; c <= ks[i]!; c++) rec(i + 1, r + c, w * C(ks[i]!, c), [...counts, c]);
      };
      rec(0, 0, 1, []);
      for (let done = 0; done < 2; done++) {
        for (let r = 0; r <= draw; r++) {
          const w0 = dp[done]![r]!;
          if (w0 === 0) continue;
          for (const [dr, w, complete] of combos) {
            if (r + dr > draw) continue;
            next[done || complete ? 1 : 0]![r + dr]! += w0 * w;
          }
        }
      }
      dp = next;
    };
    for (const [a, b] of trains) {
      if (a === b) step([a], ([c]) => (have.get(a) ?? 0) + c! >= 2);
      else step([a, b], ([ca, cb]) => (have.get(a) ?? 0) + ca! >= 1 && (have.get(b) ?? 0) + cb! >= 1);
    }
    if (x === y) {
      // [x-x][x-x]: two copies of the single.
      for (let r = 0; r <= draw; r++) if (singles >= 2) { dp[1]![r]! += dp[0]![r]!; dp[0]![r] = 0; }
    } else {
      for (const p of partners) step([p], ([c]) => singles >= 1 && (have.get(p) ?? 0) + c! >= 1);
    }
    for (let r = 0; r + cs <= draw; r++) {
      const rest = C(irrelevant, draw - cs - r);
      pPair += dp[1]![r]! * rest;
      if (singles >= 1) pSingle += dp[0]![r]! * rest;
    }
  }
  const pair = pPair / total;
  const only = pSingle / total;
  return { pair, single: only, none: Math.max(0, 1 - pair - only) };
}
