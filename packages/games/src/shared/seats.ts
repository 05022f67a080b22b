import { parseTile, type Tile } from '@boneyard/core';

/** The next seat clockwise (to the left). */
export const nextSeat = (seat: number, n: number): number => (seat + 1) % n;

/** Sorts a hand in place for display and determinism: by high end, then low end, highest first. */
export const sortHand = (h: Tile[]): Tile[] => h.sort((x, y) => {
  const [a, b] = parseTile(x);
  const [c, d] = parseTile(y);
  return c - a || d - b;
});
