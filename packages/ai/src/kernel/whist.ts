/**
 * A bitmask playout kernel for 4-player Domino Whist's trick play (the double-eight set):
 * 45 tiles in two int32 words (tiles 0-31 and 32-44), suit membership and ranks precomputed
 * per trump, no allocation per move. A test plays 100k random deals through it and the rules.
 */
import { doubleSet, parseTile, type Tile } from '@boneyard/core';
import { nthBit, popcount, xorshift } from './bits.ts';

export { nthBit, popcount, xorshift };

export const TILES: readonly Tile[] = doubleSet(8);
export const INDEX = new Map<Tile, number>(TILES.map((t, i) => [t, i]));
const N = TILES.length;
const HIGH = TILES.map((t) => parseTile(t)[0]);
const LOW = TILES.map((t) => parseTile(t)[1]);
/** Trump codes: 0-8 a number, 9 the doubles, 10 no trump. Led codes: 0-8, 9 doubles, 10 trumps. */
export const DOUBLES = 9;
export const NONE = 10;
export const LED_TRUMP = 10;

export interface WhistTables {
  /** follow[(trump * 11 + led) * 2 + word]. */
  follow: Int32Array;
  /** rank[(trump * 11 + led) * 45 + tile]. */
  rank: Int16Array;
  /** choices[(trump * 45 + tile) * 2 + k]: the suits a lead may name (-1: none); a trump leads trumps. */
  choices: Int8Array;
}

export const trumpCode = (trump: number | 'doubles' | 'none'): number => (trump === 'doubles' ? DOUBLES : trump === 'none' ? NONE : trump);

export function whistTables(): WhistTables {
  const follow = new Int32Array(11 * 11 * 2);
  const rank = new Int16Array(11 * 11 * N);
  const choices = new Int8Array(11 * N * 2).fill(-1);
  for (let t = 0; t < 11; t++) {
    const isTrump = (i: number) => (t === NONE ? false : t === DOUBLES ? HIGH[i] === LOW[i] : HIGH[i] === t || LOW[i] === t);
    const trumpRank = (i: number) => (t === DOUBLES ? HIGH[i]! : HIGH[i] === LOW[i] ? 100 : HIGH[i] === t ? LOW[i]! : HIGH[i]!);
    for (let led = 0; led < 11; led++) {
      for (let i = 0; i < N; i++) {
        let member: boolean;
        if (led === LED_TRUMP) member = isTrump(i);
        else if (isTrump(i)) member = false;
        else if (led === DOUBLES) member = HIGH[i] === LOW[i];
        else member = HIGH[i] === led || LOW[i] === led;
        if (member) follow[(t * 11 + led) * 2 + (i >> 5)]! |= 1 << (i & 31);
        let r = 0;
        if (isTrump(i)) r = 200 + trumpRank(i);
        else if (member) r = 1 + (led === DOUBLES ? HIGH[i]! : HIGH[i] === LOW[i] ? 100 : HIGH[i] === led ? LOW[i]! : HIGH[i]!);
        rank[(t * 11 + led) * N + i] = r;
      }
    }
    for (let i = 0; i < N; i++) {
      if (isTrump(i)) continue;
      choices[(t * N + i) * 2] = HIGH[i]!;
      choices[(t * N + i) * 2 + 1] = HIGH[i] === LOW[i] ? DOUBLES : LOW[i]!;
    }
  }
  return { follow, rank, choices };
}




/** The playable tiles of seat's hand (`lo`, `hi` words) for `led` (-1 leading), written to out[0], out[1]. */
export function playable(tables: WhistTables, trump: number, lo: number, hi: number, led: number, out: Int32Array): void {
  if (led >= 0) {
    const flo = lo & tables.follow[(trump * 11 + led) * 2]!;
    const fhi = hi & tables.follow[(trump * 11 + led) * 2 + 1]!;
    if (flo !== 0 || fhi !== 0) {
      out[0] = flo;
      out[1] = fhi;
      return;
    }
  }
  out[0] = lo;
  out[1] = hi;
}

/** Picks the k-th set bit across the two words. */
export function pickTile(lo: number, hi: number, k: number): number {
  const c = popcount(lo);
  return k < c ? nthBit(lo, k) : 32 + nthBit(hi, k - c);
}

export const count = (lo: number, hi: number): number => popcount(lo) + popcount(hi);

/**
 * Plays the rest of the hand at random: each seat picks a playable tile uniformly, a leader then
 * picks one of the suits the tile may lead. `hands` holds [lo0, hi0, lo1, hi1, ...] and is consumed.
 * Adds each seat's tricks to `tricks`; returns the generator state.
 */
export function randomPlayout(tables: WhistTables, trump: number, hands: Int32Array, leader: number, tricks: Int32Array, rng: number): number {
  const n = hands.length >> 1;
  const follow = tables.follow;
  const rank = tables.rank;
  const choices = tables.choices;
  let lead = leader;
  for (;;) {
    if (hands[lead * 2] === 0 && hands[lead * 2 + 1] === 0) return rng;
    let led = -1;
    let bestSeat = -1;
    let bestRank = -1;
    for (let k = 0, seat = lead; k < n; k++, seat = seat + 1 === n ? 0 : seat + 1) {
      // Inlined `playable` and `pickTile`: this loop is the search's hot path.
      let lo = hands[seat * 2]!;
      let hi = hands[seat * 2 + 1]!;
      if (led >= 0) {
        const flo = lo & follow[(trump * 11 + led) * 2]!;
        const fhi = hi & follow[(trump * 11 + led) * 2 + 1]!;
        if (flo !== 0 || fhi !== 0) {
          lo = flo;
          hi = fhi;
        }
      }
      rng ^= rng << 13;
      rng ^= rng >>> 17;
      rng ^= rng << 5;
      rng >>>= 0;
      const cl = popcount(lo);
      const pick = rng % (cl + popcount(hi));
      const tile = pick < cl ? nthBit(lo, pick) : 32 + nthBit(hi, pick - cl);
      hands[seat * 2 + (tile >> 5)]! ^= 1 << (tile & 31);
      if (led < 0) {
        const c0 = choices[(trump * N + tile) * 2]!;
        if (c0 < 0) led = LED_TRUMP;
        else {
          rng ^= rng << 13;
          rng ^= rng >>> 17;
          rng ^= rng << 5;
          rng >>>= 0;
          led = choices[(trump * N + tile) * 2 + (rng & 1)]!;
        }
      }
      const r = rank[(trump * 11 + led) * N + tile]!;
      if (r > bestRank) {
        bestRank = r;
        bestSeat = seat;
      }
    }
    tricks[bestSeat]! += 1;
    lead = bestSeat;
  }
}

export function handWords(tiles: readonly Tile[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const t of tiles) {
    const i = INDEX.get(t)!;
    if (i < 32) lo |= 1 << i;
    else hi |= 1 << (i - 32);
  }
  return [lo, hi];
}
