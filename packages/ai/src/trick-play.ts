/**
 * Card-play habits the trick-game bots share, over any game's suit system:
 * do not overtake a partner who is winning for sure, win as cheaply as possible, else throw the least useful tile.
 */
import { trickWinnerIndex, type SuitSystem, type Tile } from '@boneyard/core';

export interface FollowInput<Led> {
  /** Tiles that may legally be played now. */
  playable: Tile[];
  /** Plays so far in this trick, in order. */
  trick: { seat: number; tile: Tile }[];
  led: Led;
  sys: SuitSystem<Led>;
  partners: number[];
  /** Tiles this seat has not seen (still in other hands or out of play). */
  unseen: Tile[];
  lastToPlay: boolean;
  /** How much a tile is worth keeping for later tricks. */
  keepValue: (t: Tile) => number;
}

export function chooseFollowTile<Led>(x: FollowInput<Led>): Tile {
  const tiles = x.trick.map((p) => p.tile);
  const winnerNow = x.trick[trickWinnerIndex(tiles, x.led, x.sys)]!;
  const beats = (t: Tile, than: Tile): boolean => trickWinnerIndex([than, t], x.led, x.sys) === 1;
  const cheapest = (xs: Tile[]) => xs.slice().sort((a, b) => x.keepValue(a) - x.keepValue(b))[0]!;
  if (x.partners.includes(winnerNow.seat) && (x.lastToPlay || !x.unseen.some((u) => beats(u, winnerNow.tile)))) {
    return cheapest(x.playable);
  }
  const rank = (t: Tile) => (x.sys.isTrump(t) ? 1000 + x.sys.trumpRank(t) : x.sys.ledRank(t, x.led));
  const winners = x.playable.filter((t) => beats(t, winnerNow.tile)).sort((a, b) => rank(a) - rank(b));
  if (winners.length > 0) {
    if (!x.lastToPlay) {
      const sure = winners.find((t) => !x.unseen.some((u) => beats(u, t)));
      if (sure) return sure;
    }
    return winners[0]!;
  }
  return cheapest(x.playable);
}
