/**
 * What a seat of a trick game knows about the hidden tiles, read from its view alone:
 * which tiles are unseen, which seats surely hold some, and which cannot hold others
 * (a failure to follow rules out every tile that would have followed — both of its numbers —
 * and in Loo, where a void must trump, a seat that neither followed nor trumped holds no trump).
 */
import type { SuitSystem, Tile } from '@boneyard/core';
import type { Knowledge } from './sample.ts';

interface TrickViewLike {
  seat: number | null;
  players: number;
  hand: Tile[];
  handSizes: number[];
  log: readonly { type: string; seat?: number; tile?: Tile; suit?: unknown }[];
}

export function trickKnowledge<Led>(
  v: TrickViewLike, set: readonly Tile[], sys: SuitSystem<Led> | null,
  extra: { known?: Tile[][]; seenOut?: Tile[]; mustTrump?: boolean } = {},
): Knowledge {
  const me = v.seat!;
  const n = v.players;
  const played = new Set<Tile>();
  const cannot = Array.from({ length: n }, () => new Set<Tile>());
  let led: Led | null = null;
  let inTrick = 0;
  for (const e of v.log) {
    if (e.type === 'trick') {
      led = null;
      inTrick = 0;
      continue;
    }
    if (e.type !== 'play') continue;
    played.add(e.tile!);
    if (inTrick++ === 0) {
      led = e.suit as Led;
      continue;
    }
    if (sys === null || led === null) continue;
    const trumped = e.suit === 'trump' && led !== 'trump';
    if (e.suit === null || trumped) {
      for (const t of set) if (sys.follows(t, led)) cannot[e.seat!]!.add(t);
    }
    if (e.suit === null && extra.mustTrump) for (const t of set) if (sys.isTrump(t)) cannot[e.seat!]!.add(t);
  }
  const known = Array.from({ length: n }, (_, s) => (extra.known?.[s] ?? []).filter((t) => !played.has(t)));
  known[me] = v.hand.slice();
  const placed = new Set<Tile>([...played, ...(extra.seenOut ?? []), ...known.flat()]);
  return { known, sizes: v.handSizes.slice(), cannot, unknown: set.filter((t) => !placed.has(t)) };
}
