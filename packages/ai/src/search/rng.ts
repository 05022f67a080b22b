/** The search's own seeded generator (sfc32 is for the referee): small, fast, deterministic. */
export interface Rng {
  next(): number;
  below(n: number): number;
  shuffle<T>(xs: readonly T[]): T[];
  /** `k` distinct items of `xs` in random order (a partial shuffle). */
  sample<T>(xs: readonly T[], k: number): T[];
}

/** An Rng drawing uint32s from `next`. */
export function rngOf(next: () => number): Rng {
  const below = (n: number) => Math.floor((next() / 4294967296) * n);
  const sample = <T>(xs: readonly T[], k: number): T[] => {
    const a = xs.slice();
    const m = Math.min(k, a.length);
    for (let i = 0; i < m; i++) {
      const j = i + below(a.length - i);
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a.slice(0, m);
  };
  return { next, below, sample, shuffle: (xs) => sample(xs, xs.length) };
}

export function searchRng(seed: number): Rng {
  let x = (seed | 0) || 0x9e3779b9;
  return rngOf(() => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  });
}
