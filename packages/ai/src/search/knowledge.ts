/**
 * What a seat of a trick game knows about the hidden tiles, read from its view alone:
 * which tiles are unseen, which seats surely hold some, and which cannot hold others
 * (a failure to follow rules out every tile that would have followed — both of its numbers —
 * and in Loo, where a void must trump, a seat that neither followed nor trumped holds no trump;
 * Loo's other duties rule out more, `dutyKnowledge`).
 */
import type { SuitSystem, Tile } from '@boneyard/core';
import { legalWords, newPosition, type TrickTables } from '../kernel/trick.ts';
import type { Knowledge } from './sample.ts';
import { ledCode } from './tables.ts';

interface TrickViewLike {
  seat: number | null;
  players: number;
  hand: Tile[];
  handSizes: number[];
  log: readonly { type: string; seat?: number; tile?: Tile; suit?: unknown }[];
}

export function trickKnowledge<Led>(
  v: TrickViewLike, set: readonly Tile[], sys: SuitSystem<Led> | null,
  extra: { known?: Tile[][]; seenOut?: Tile[]; mustTrump?: boolean; duties?: TrickTables } = {},
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
  const atMost: NonNullable<Knowledge['atMost']> = [];
  if (extra.duties) dutyKnowledge(extra.duties, v.log, me, n, cannot, atMost);
  const known = Array.from({ length: n }, (_, s) => (extra.known?.[s] ?? []).filter((t) => !played.has(t)));
  known[me] = v.hand.slice();
  const placed = new Set<Tile>([...played, ...(extra.seenOut ?? []), ...known.flat()]);
  return { known, sizes: v.handSizes.slice(), cannot, unknown: set.filter((t) => !placed.has(t)), atMost };
}

/**
 * Where a play is bound beyond following suit (Loo: the last trick's winner leads a trump if it
 * holds one; by option, head the trick, overtrump, lead the highest trump), each play the other
 * seats made rules out every tile that would have made it illegal: tried one tile at a time, by
 * the kernel's own legality on a hand of the played tile and that one. That is sound for these
 * duties (each binds when the hand holds some tile of a kind, and the tile played was legal in the
 * whole hand, which held both). A duty that takes several tiles (Loo's first leader with three
 * trumps leads one) bounds how many a leader of a plain tile holds (`atMost`). Hands only shrink
 * in the play, so what held then holds now.
 */
function dutyKnowledge(t: TrickTables, log: TrickViewLike['log'], me: number, n: number, cannot: Set<Tile>[], atMost: NonNullable<Knowledge['atMost']>): void {
  const N = t.tiles.length;
  const trumps = new Set(t.tiles.filter((_, i) => (t.trump[i >> 5]! >>> (i & 31)) & 1));
  const p = newPosition(n);
  const legal = new Int32Array(2);
  for (const e of log) {
    if (e.type === 'trick') {
      p.led = -1;
      p.bestRank = -1;
      p.trumpInTrick = false;
      p.firstTrick = false;
      continue;
    }
    if (e.type !== 'play') continue;
    const seat = e.seat!;
    const i = t.index.get(e.tile!)!;
    const led = p.led < 0 ? ledCode(t, e.suit as number | 'doubles' | 'trump') : p.led;
    if (seat !== me) {
      for (let u = 0; u < N; u++) {
        if (u === i) continue;
        p.hands.fill(0);
        p.hands[seat * 2 + (i >> 5)]! |= 1 << (i & 31);
        p.hands[seat * 2 + (u >> 5)]! |= 1 << (u & 31);
        legalWords(t, p, seat, legal);
        if (((legal[i >> 5]! >>> (i & 31)) & 1) === 0) cannot[seat]!.add(t.tiles[u]!);
      }
      const need = p.firstTrick ? t.leadTrumpFirst : t.leadTrumpLater;
      if (p.led < 0 && need > 1 && !trumps.has(e.tile!)) atMost.push({ seat, tiles: trumps, max: need - 1 });
    }
    p.led = led;
    const r = t.rank[led * N + i]!;
    if (r > p.bestRank) p.bestRank = r;
    if (r >= 200) p.trumpInTrick = true;
  }
}
