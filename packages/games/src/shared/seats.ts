import { fail, type Tile } from '@boneyard/core';
import { ends } from './tiles.ts';

/** The next seat clockwise (to the left). */
export const nextSeat = (seat: number, n: number): number => (seat + 1) % n;

/** The next seat clockwise from `seat` that `ok` accepts; a state with no such seat is refused, never looped on. */
export function nextSeatWhere(seat: number, n: number, ok: (s: number) => boolean): number {
  for (let i = 1; i <= n; i++) {
    const t = (seat + i) % n;
    if (ok(t)) return t;
  }
  return fail('bad-snapshot', 'No seat is left to act: this state cannot come from a game.');
}

/** Sorts a hand in place for display and determinism: by high end, then low end, highest first. */
export const sortHand = (h: Tile[]): Tile[] => h.sort((x, y) => ends(y) - ends(x));
