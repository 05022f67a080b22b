import { fail } from './errors.ts';

/** A tile is written "a-b" with a >= b, e.g. "6-4", "0-0". */
export type Tile = string;

const parsed = new Map<string, readonly [number, number]>();

/** Parses "a-b" in either order; refuses anything else with 'bad-tile'. */
export function parseTile(input: unknown, maxPip = 9): readonly [number, number] {
  if (typeof input !== 'string') return fail('bad-tile', `A tile must be a string like "6-4", not ${typeof input}.`);
  const hit = parsed.get(input);
  if (hit && hit[0] <= maxPip) return hit;
  const m = /^\s*(\d)\s*-\s*(\d)\s*$/.exec(input);
  if (!m) return fail('bad-tile', `"${input.slice(0, 20)}" is not a tile; write tiles like "6-4".`);
  const a = Number(m[1]);
  const b = Number(m[2]);
  const pair = a >= b ? ([a, b] as const) : ([b, a] as const);
  if (pair[0] > maxPip) return fail('bad-tile', `${pair[0]}-${pair[1]} is not in a double-${maxPip} set.`);
  parsed.set(input, pair);
  return pair;
}

export const tile = (a: number, b: number): Tile => (a >= b ? `${a}-${b}` : `${b}-${a}`);
export const normalizeTile = (input: unknown, maxPip = 9): Tile => {
  const [a, b] = parseTile(input, maxPip);
  return tile(a, b);
};
export const high = (t: Tile): number => parseTile(t)[0];
export const low = (t: Tile): number => parseTile(t)[1];
export const isDouble = (t: Tile): boolean => {
  const [a, b] = parseTile(t);
  return a === b;
};
export const hasEnd = (t: Tile, n: number): boolean => {
  const [a, b] = parseTile(t);
  return a === n || b === n;
};
/** The end of `t` that is not `n` (n itself for a doublet). */
export const otherEnd = (t: Tile, n: number): number => {
  const [a, b] = parseTile(t);
  return a === n ? b : a;
};
export const pips = (t: Tile): number => {
  const [a, b] = parseTile(t);
  return a + b;
};

/** All tiles of a double-`max` set, highest first: 28 for 6-6, 36 for 7-7, 45 for 8-8, 55 for 9-9. */
export function doubleSet(max: number): Tile[] {
  if (!Number.isInteger(max) || max < 0 || max > 9) fail('bad-option', `No double-${max} set.`);
  const out: Tile[] = [];
  for (let a = max; a >= 0; a--) for (let b = a; b >= 0; b--) out.push(tile(a, b));
  return out;
}
export const setSize = (max: number): number => ((max + 1) * (max + 2)) / 2;

const NAMES = ['blank', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** Spoken name: "six-four", "double blank". */
export function tileName(t: Tile): string {
  const [a, b] = parseTile(t);
  return a === b ? `double ${NAMES[a]}` : `${NAMES[a]}-${NAMES[b]}`;
}

/** Keys that reach an object's prototype when assigned: never copied from outside data. */
export const PROTO_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Deep copy of plain JSON data (prototype keys dropped); much cheaper than structuredClone for small objects. */
export function clonePlain<T>(x: T): T {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) return x.map(clonePlain) as T;
  const out: Record<string, unknown> = {};
  // JSON.parse makes "__proto__" an own key; assigning it would set the copy's prototype.
  for (const k of Object.keys(x)) if (!PROTO_KEYS.has(k)) out[k] = clonePlain((x as Record<string, unknown>)[k]);
  return out as T;
}
