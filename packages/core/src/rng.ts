/**
 * Seeded randomness that lives in game state (sfc32: four uint32 words, plain JSON),
 * so the same seed and the same actions always give the same game, and a snapshot
 * carries the generator with it.
 */
export type RngState = [number, number, number, number];

function hashSeed(seed: number | string): number {
  const s = String(seed);
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

/** A seed of 128 bits, written as 32 hex digits, seeds the generator's whole state directly. */
const WIDE_SEED = /^[0-9a-f]{32}$/;

/**
 * A seed nobody can guess: 128 bits from the platform's cryptographic generator (Web Crypto, in
 * browsers, workers and Node >= 20), as 32 hex digits. The whole state comes from it (seedRng), so
 * there is no 32-bit value on the way that a page could search for.
 */
export function randomSeed(): string {
  const words = globalThis.crypto.getRandomValues(new Uint32Array(4));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

export function seedRng(seed: number | string): RngState {
  if (typeof seed === 'string' && WIDE_SEED.test(seed)) {
    const st = [0, 1, 2, 3].map((i) => parseInt(seed.slice(i * 8, i * 8 + 8), 16)) as RngState;
    for (let i = 0; i < 12; i++) nextU32(st);
    return st;
  }
  // Any other seed (a page's own "7" or "x") is hashed: it is the page's choice, not a secret.
  let x = hashSeed(seed);
  const next = () => {
    // splitmix32 spreads one word into four well-mixed ones
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const st: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(st);
  return st;
}

/** Advances `st` in place and returns a uint32. */
export function nextU32(st: RngState): number {
  let [a, b, c, d] = st;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  st[0] = a >>> 0;
  st[1] = b >>> 0;
  st[2] = c;
  st[3] = d;
  return t;
}

/** Uniform integer in [0, n). */
export function randInt(st: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  let v = nextU32(st);
  while (v >= limit) v = nextU32(st);
  return v % n;
}

/** Returns a shuffled copy (Fisher-Yates). */
export function shuffle<T>(st: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randInt(st, i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}

export const rollDie = (st: RngState): number => randInt(st, 6) + 1;
