import type { Tile } from '@boneyard/core';
import { newPosition, newTrick, playTile, wordsOf, type Position, type TrickTables } from '../kernel/trick.ts';
import { ledCode } from './tables.ts';

/** A trick-play position in the games' own terms (a determinized deal: every hand known). */
export interface TrickSnapshot {
  hands: readonly (readonly Tile[])[];
  /** Seats that play this hand. */
  active: readonly boolean[];
  /** Side number of each seat. */
  side: readonly number[];
  /** Seat to play (when the trick is empty: the leader). */
  turn: number;
  led: number | 'doubles' | 'trump' | null;
  trick: readonly { seat: number; tile: Tile }[];
  tricksWon: readonly number[];
}

/** The kernel position of a snapshot: the trick in progress is replayed through the kernel. */
export function toPosition(t: TrickTables, s: TrickSnapshot, p: Position = newPosition(s.hands.length)): Position {
  const n = s.hands.length;
  p.active = 0;
  for (let seat = 0; seat < n; seat++) {
    wordsOf(t, s.hands[seat]!, p.hands, seat * 2);
    if (s.active[seat]) p.active |= 1 << seat;
    p.side[seat] = s.side[seat]!;
    p.tricks[seat] = s.tricksWon[seat]!;
  }
  newTrick(p, s.trick.length > 0 ? s.trick[0]!.seat : s.turn, s.tricksWon.every((x) => x === 0));
  for (const play of s.trick) {
    const i = t.index.get(play.tile)!;
    p.hands[play.seat * 2 + (i >> 5)]! |= 1 << (i & 31);
    playTile(t, p, i, ledCode(t, s.led));
  }
  return p;
}
