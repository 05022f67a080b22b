/**
 * Deals consistent with what one seat knows: tiles whose place it knows stay put, every other
 * unseen tile goes to a hand with room for it that is not known to lack it, or out of play.
 */
import type { Tile } from '@boneyard/core';
import type { Rng } from './rng.ts';

export interface Knowledge {
  /** Tiles each seat surely holds now (this seat's own hand, a tile passed to a seat, a picked-up turn-up). */
  known: Tile[][];
  /** How many tiles each seat holds now. */
  sizes: number[];
  /** Tiles each seat cannot hold (shown voids, and with them every tile that would have followed). */
  cannot: Set<Tile>[];
  /** Tiles not seen by this seat and not known anywhere: in other hands or out of play. */
  unknown: Tile[];
  /** Seats that hold at most `max` of `tiles` (a lead that a duty would have bound with more). */
  atMost?: { seat: number; tiles: ReadonlySet<Tile>; max: number }[];
}

/** A random deal: each seat's hand, and the tiles left out of play (in random order). */
export function sampleDeal(k: Knowledge, rng: Rng): { hands: Tile[][]; rest: Tile[] } {
  const n = k.sizes.length;
  // Knowledge that places more tiles in a hand than it holds is wrong: those tiles are dealt as unseen
  // (a hand of the wrong size would make a play-out run out of tiles mid-trick).
  if (k.known.some((h, s) => h.length > k.sizes[s]!)) {
    const over = k.known.flatMap((h, s) => (h.length > k.sizes[s]! ? h : []));
    k = { ...k, known: k.known.map((h, s) => (h.length > k.sizes[s]! ? [] : h)), unknown: [...k.unknown, ...over] };
  }
  const need = k.sizes.map((size, s) => size - k.known[s]!.length);
  for (let attempt = 0; attempt < 40; attempt++) {
    const deal = tryDeal(k, need, rng, attempt < 30);
    if (deal) return deal;
  }
  // Contradictory knowledge (it cannot happen with honest views): deal ignoring it rather than stall.
  const free = tryDeal(k, need, rng, false);
  if (free) return free;
  throw new Error(`A deal needs ${need.reduce((a, b) => a + b, 0)} unseen tiles but ${k.unknown.length} are unseen (seats: ${n}).`);
}

function tryDeal(k: Knowledge, need: number[], rng: Rng, constrained: boolean): { hands: Tile[][]; rest: Tile[] } | null {
  const n = need.length;
  const room = need.slice();
  let restRoom = k.unknown.length - need.reduce((a, b) => a + b, 0);
  if (restRoom < 0) return null;
  const hands = k.known.map((h) => h.slice());
  const rest: Tile[] = [];
  const tiles = rng.shuffle(k.unknown);
  // The most constrained tiles first, so a tile only one seat may hold finds that seat still open.
  const options = (t: Tile) => {
    let c = 0;
    for (let s = 0; s < n; s++) if (room[s]! > 0 && (!constrained || !k.cannot[s]!.has(t))) c++;
    return c;
  };
  if (constrained) tiles.sort((a, b) => options(a) - options(b));
  for (const t of tiles) {
    let total = restRoom;
    for (let s = 0; s < n; s++) if (room[s]! > 0 && (!constrained || !k.cannot[s]!.has(t))) total += room[s]!;
    if (total === 0) return null;
    let pick = rng.below(total);
    if (pick < restRoom) {
      rest.push(t);
      restRoom--;
      continue;
    }
    pick -= restRoom;
    for (let s = 0; s < n; s++) {
      if (room[s]! <= 0 || (constrained && k.cannot[s]!.has(t))) continue;
      if (pick < room[s]!) {
        hands[s]!.push(t);
        room[s]!--;
        break;
      }
      pick -= room[s]!;
    }
  }
  if (constrained && k.atMost?.some((c) => hands[c.seat]!.filter((t) => c.tiles.has(t)).length > c.max)) return null;
  return { hands, rest };
}
