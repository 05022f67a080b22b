import type { Tile } from './tiles.ts';

/**
 * The trick kernel the trick games share. A game describes its suit system;
 * the kernel answers which tiles may be played and who won.
 */
export interface SuitSystem<Led> {
  /** Does `tile` count as a member of the led suit? */
  follows(tile: Tile, led: Led): boolean;
  isTrump(tile: Tile): boolean;
  /** Rank inside the trump suit (higher wins). */
  trumpRank(tile: Tile): number;
  /** Rank inside the led suit, for tiles that follow it (higher wins). */
  ledRank(tile: Tile, led: Led): number;
}

/** Tiles of `hand` that may be played to a trick led in `led`: the followers, or all when void. */
export function playableTiles<Led>(hand: readonly Tile[], led: Led | null, sys: SuitSystem<Led>): Tile[] {
  if (led === null) return hand.slice();
  const followers = hand.filter((t) => sys.follows(t, led));
  return followers.length > 0 ? followers : hand.slice();
}

/** Index in `tiles` (play order) of the winning play: highest trump, else highest of the led suit. */
export function trickWinnerIndex<Led>(tiles: readonly Tile[], led: Led, sys: SuitSystem<Led>): number {
  let best = 0;
  let bestTrump = sys.isTrump(tiles[0]!);
  let bestRank = bestTrump ? sys.trumpRank(tiles[0]!) : sys.ledRank(tiles[0]!, led);
  for (let i = 1; i < tiles.length; i++) {
    const t = tiles[i]!;
    if (sys.isTrump(t)) {
      const r = sys.trumpRank(t);
      if (!bestTrump || r > bestRank) {
        best = i;
        bestTrump = true;
        bestRank = r;
      }
    } else if (!bestTrump && sys.follows(t, led)) {
      const r = sys.ledRank(t, led);
      if (r > bestRank) {
        best = i;
        bestRank = r;
      }
    }
  }
  return best;
}
