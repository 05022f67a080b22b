/** Bit tricks and the generator the playout kernels share. */

// A top-level `function` declaration is a binding the module could reassign, so V8 loads and
// checks it at every call; `popcount`, which the solver calls at every node, is bound to a `const`
// and called as a constant (the solver's helpers are declared the same way; see solve.ts). The
// others here were not measured and stay as they are.

export const popcount = function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** The index of the k-th set bit of `m` (k from 0). */
export function nthBit(m: number, k: number): number {
  for (;;) {
    const low = m & -m;
    if (k === 0) return 31 - Math.clz32(low);
    m ^= low;
    k--;
  }
}

/** A tiny xorshift32 for play-outs (the caller keeps its state, an int32: it stays a small integer in V8). */
export function xorshift(x: number): number {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return x;
}
