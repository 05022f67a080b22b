/**
 * Explanations for rules pages (the widgets' `explain` mode): why a tile of the seat's hand may
 * not be played now, and why the last trick went where it went. They are read from a seat view
 * (its legal moves, the led suit, the trick) with the game's own suit system, so they can never
 * disagree with the referee. They are facts, not sentences: the widgets say them in the reader's
 * language (elements/src/shared/i18n/explain.ts).
 */
import { parseTile, trickWinnerIndex, type SuitSystem, type Tile } from '@boneyard/core';

/** Why a tile of the hand may not be played now: the facts, for the widget to put in words in its language. */
export type TileReason =
  /** Leading: a trump-lead duty (Domino Loo) allows only these. */
  | { why: 'lead-trump'; allowed: Tile[] }
  /** A duty to head the trick: these are higher than the best tile so far; `tile` is not. */
  | { why: 'beat'; best: Tile; allowed: Tile[]; tile: Tile }
  /** The led suit must be followed with `followers`; `tile` is not one (`trump`: it is a trump bearing the led number). */
  | { why: 'follow'; led: unknown; followers: Tile[]; tile: Tile; trump: boolean }
  /** Void in the led suit with a trumping duty: `trumps` must be played; `tile` is not a trump. */
  | { why: 'trump'; led: unknown; trumps: Tile[]; tile: Tile };

/** Why the last trick went where it did: the winning tile, the led suit, whether a trump won it, the tiles that did not follow. */
export interface TrickReason {
  winner: Tile;
  led: unknown;
  trumped: boolean;
  off: Tile[];
}

export interface Explanation {
  /** For each tile of the hand that may not be played now, why not. */
  tiles: Record<Tile, TileReason>;
  /** Why the last trick went where it went. */
  lastTrick: TrickReason | null;
}

interface TrickViewLike<Led> {
  hand: Tile[];
  legalActions: { type: string; tile?: Tile }[];
  led: Led | null;
  trick: { seat: number; tile: Tile }[];
  lastTrick: { plays: { seat: number; tile: Tile; suit: unknown }[]; winner: number } | null;
}

/** The explanation for a trick game's seat view, given the suit system of the current trump. */
export function explainTrickView<Led>(v: TrickViewLike<Led>, sys: SuitSystem<Led> | null, lastSys: SuitSystem<Led> | null = sys): Explanation {
  return { tiles: sys ? explainTiles(v, sys) : {}, lastTrick: lastSys && v.lastTrick ? explainTrick(v.lastTrick, lastSys) : null };
}

function explainTiles<Led>(v: TrickViewLike<Led>, sys: SuitSystem<Led>): Record<Tile, TileReason> {
  const playable = new Set(v.legalActions.flatMap((a) => (a.type === 'play' && a.tile ? [a.tile] : [])));
  // Only while this seat is to play a tile: otherwise no tile is refused for a reason of the rules.
  if (playable.size === 0) return {};
  const refused = v.hand.filter((t) => !playable.has(t));
  if (refused.length === 0) return {};
  const out: Record<Tile, TileReason> = {};
  const allowed = [...playable];
  const trumps = v.hand.filter((t) => sys.isTrump(t));
  if (v.led === null) {
    // Leading: only a trump-lead duty refuses tiles (Domino Loo).
    for (const t of refused) out[t] = { why: 'lead-trump', allowed };
    return out;
  }
  const led = v.led;
  const followers = v.hand.filter((t) => sys.follows(t, led));
  const best = v.trick[trickWinnerIndex(v.trick.map((p) => p.tile), led, sys)]?.tile ?? '';
  if (followers.length > 0) {
    for (const t of refused) {
      if (followers.includes(t)) out[t] = { why: 'beat', best, allowed, tile: t };
      else out[t] = { why: 'follow', led, followers, tile: t, trump: sys.isTrump(t) && led !== 'trump' && typeof led === 'number' && parseTile(t).includes(led) };
    }
    return out;
  }
  // Void in the led suit: a game with a trumping duty (Loo) keeps only trumps, maybe only higher ones.
  for (const t of refused) out[t] = sys.isTrump(t) ? { why: 'beat', best, allowed, tile: t } : { why: 'trump', led, trumps, tile: t };
  return out;
}

function explainTrick<Led>(trick: { plays: { seat: number; tile: Tile; suit: unknown }[]; winner: number }, sys: SuitSystem<Led>): TrickReason {
  const plays = trick.plays;
  const led = plays[0]!.suit as Led;
  return {
    winner: plays.find((p) => p.seat === trick.winner)!.tile,
    led,
    trumped: plays.some((p) => sys.isTrump(p.tile)) && led !== 'trump',
    off: plays.filter((p) => p.suit === null).map((p) => p.tile),
  };
}
