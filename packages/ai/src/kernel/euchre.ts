/**
 * A bitmask playout kernel for Domino Euchre's trick play: the 28 tiles are bits of one int32,
 * and suit membership and ranks are precomputed per trump. No allocation per move. It encodes
 * exactly the rules of packages/games (a test plays 100k random deals through both).
 */
import { doubleSet, parseTile, type Tile } from '@boneyard/core';
import { nthBit, popcount, xorshift } from './bits.ts';

export { nthBit, popcount, xorshift };

export const TILES: readonly Tile[] = doubleSet(6);
export const INDEX = new Map<Tile, number>(TILES.map((t, i) => [t, i]));
const HIGH = TILES.map((t) => parseTile(t)[0]);
const LOW = TILES.map((t) => parseTile(t)[1]);
const LED_TRUMP = 7;

export interface EuchreTables {
  /** Trump tiles, per trump 0..6. */
  trump: Int32Array;
  /** follow[trump * 8 + led]: tiles that follow `led` (0..6, or 7 for trumps). */
  follow: Int32Array;
  /** rank[(trump * 8 + led) * 28 + tile]: strength in the trick; trumps above every led tile. */
  rank: Int16Array;
  /** leadOf[trump * 28 + tile]: the suit a lead calls for (higher-end rule). */
  leadOf: Int8Array;
}

/** Precomputes the tables for one follow rule ('either-end' is the default of RULES.md C6). */
export function euchreTables(followMembership: 'either-end' | 'higher-end-only' = 'either-end'): EuchreTables {
  const trump = new Int32Array(7);
  const follow = new Int32Array(7 * 8);
  const rank = new Int16Array(7 * 8 * 28);
  const leadOf = new Int8Array(7 * 28);
  for (let t = 0; t < 7; t++) {
    const left = t === 0 ? 6 : t - 1;
    const isTrump = (i: number) => HIGH[i] === t || LOW[i] === t || (HIGH[i] === left && LOW[i] === left);
    const trumpRank = (i: number) => (HIGH[i] === t && LOW[i] === t ? 100 : HIGH[i] === LOW[i] ? 99 : HIGH[i] === t ? LOW[i]! : HIGH[i]!);
    for (let i = 0; i < 28; i++) if (isTrump(i)) trump[t]! |= 1 << i;
    follow[t * 8 + LED_TRUMP] = trump[t]!;
    for (let led = 0; led < 7; led++) {
      let m = 0;
      for (let i = 0; i < 28; i++) {
        if (isTrump(i)) continue;
        const member = followMembership === 'either-end' ? HIGH[i] === led || LOW[i] === led : HIGH[i] === led;
        if (member) m |= 1 << i;
      }
      follow[t * 8 + led] = m;
    }
    for (let led = 0; led < 8; led++) {
      for (let i = 0; i < 28; i++) {
        let r = 0;
        if (isTrump(i)) r = 200 + trumpRank(i);
        else if ((follow[t * 8 + led]! >> i) & 1) r = 1 + (HIGH[i] === LOW[i] ? 100 : HIGH[i] === led ? LOW[i]! : HIGH[i]!);
        rank[(t * 8 + led) * 28 + i] = r;
      }
    }
    for (let i = 0; i < 28; i++) leadOf[t * 28 + i] = isTrump(i) ? LED_TRUMP : HIGH[i]!;
  }
  return { trump, follow, rank, leadOf };
}

/** The playable tiles of `hand` when `led` was led (-1: leading). */
export function playableMask(tables: EuchreTables, trump: number, hand: number, led: number): number {
  if (led < 0) return hand;
  const f = hand & tables.follow[trump * 8 + led]!;
  return f !== 0 ? f : hand;
}




/**
 * Plays the rest of a hand at random from a position (`hands` bitmasks are consumed) and
 * returns the tricks each seat took, added to `tricks`. `active` marks seats that play
 * (a lone maker's partner sits out). Returns the final generator state.
 */
export function randomPlayout(
  tables: EuchreTables, trump: number, hands: Int32Array, leader: number, active: number, tricks: Int32Array, rng: number,
): number {
  const n = hands.length;
  let lead = leader;
  for (;;) {
    if (hands[lead] === 0) return rng;
    let led = -1;
    let bestSeat = -1;
    let bestRank = -1;
    let seat = lead;
    for (let played = 0; played < n; played++, seat = seat + 1 === n ? 0 : seat + 1) {
      if (((active >> seat) & 1) === 0) continue;
      let options = hands[seat]!;
      if (led >= 0) {
        const f = options & tables.follow[trump * 8 + led]!;
        if (f !== 0) options = f;
      }
      // xorshift, inlined: this loop is the search's hot path.
      rng ^= rng << 13;
      rng ^= rng >>> 17;
      rng ^= rng << 5;
      rng >>>= 0;
      const tile = nthBit(options, rng % popcount(options));
      hands[seat]! ^= 1 << tile;
      if (led < 0) led = tables.leadOf[trump * 28 + tile]!;
      const r = tables.rank[(trump * 8 + led) * 28 + tile]!;
      if (r > bestRank) {
        bestRank = r;
        bestSeat = seat;
      }
    }
    tricks[bestSeat]! += 1;
    lead = bestSeat;
  }
}

/** Bitmask of a list of tiles. */
export const maskOf = (tiles: readonly Tile[]): number => tiles.reduce((m, t) => m | (1 << INDEX.get(t)!), 0);
export const tilesOf = (mask: number): Tile[] => TILES.filter((_t, i) => (mask >> i) & 1);
