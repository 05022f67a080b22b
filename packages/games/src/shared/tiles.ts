import { parseTile, type Tile } from '@boneyard/core';

/**
 * A tile's two ends in one number (16 * high + low), for the rules' hot paths. A tile the rules
 * hold is always written as normalizeTile writes it, "a-b" with a >= b, so its ends are read off
 * the string; anything else (another spelling, a bad tile) goes through core's parseTile, which
 * answers or refuses it exactly as before. parseTile's cache lookup cost more than the rest of
 * a legality check.
 */
export function ends(t: Tile): number {
  if (typeof t === 'string' && t.length === 3 && t.charCodeAt(1) === 45) {
    const a = t.charCodeAt(0) - 48;
    const b = t.charCodeAt(2) - 48;
    if (a <= 9 && b >= 0 && a >= b) return (a << 4) | b;
  }
  const [a, b] = parseTile(t);
  return (a << 4) | b;
}

/** The higher end (core's `high`). */
export const highEnd = (t: Tile): number => ends(t) >> 4;
/** The lower end (core's `low`). */
export const lowEnd = (t: Tile): number => ends(t) & 15;
/** Does either end show `n`? (core's `hasEnd`) */
export const hasEnd = (t: Tile, n: number): boolean => {
  const e = ends(t);
  return e >> 4 === n || (e & 15) === n;
};
/** Is it a doublet? (core's `isDouble`) */
export const isDouble = (t: Tile): boolean => {
  const e = ends(t);
  return e >> 4 === (e & 15);
};
/** The end that is not `n` (n itself for a doublet; core's `otherEnd`). */
export const otherEnd = (t: Tile, n: number): number => {
  const e = ends(t);
  return e >> 4 === n ? e & 15 : e >> 4;
};
