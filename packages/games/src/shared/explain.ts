/**
 * Explanations for rules pages (the widgets' `explain` mode): why a tile of the seat's hand may
 * not be played now, and why the last trick went where it went. They are read from a seat view
 * (its legal moves, the led suit, the trick) with the game's own suit system, so they can never
 * disagree with the referee. English for now; the words live here, in one place.
 */
import { parseTile, trickWinnerIndex, type SuitSystem, type Tile } from '@boneyard/core';

export interface Explanation {
  /** For each tile of the hand that may not be played now, why not. */
  tiles: Record<Tile, string>;
  /** Why the last trick went where it went. */
  lastTrick: string | null;
}

const SINGULAR = ['blank', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const one = (led: unknown): string => (typeof led === 'number' ? SINGULAR[led] ?? String(led) : led === 'doubles' ? 'double' : 'trump');
const many = (led: unknown): string => (typeof led === 'number' && led === 6 ? 'sixes' : `${one(led)}s`);
const list = (tiles: readonly Tile[]): string =>
  tiles.length <= 1 ? (tiles[0] ?? '') : `${tiles.slice(0, -1).join(', ')} and ${tiles.at(-1)}`;
const are = (tiles: readonly Tile[]): string => (tiles.length === 1 ? 'is' : 'are');

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

function explainTiles<Led>(v: TrickViewLike<Led>, sys: SuitSystem<Led>): Record<Tile, string> {
  const playable = new Set(v.legalActions.flatMap((a) => (a.type === 'play' && a.tile ? [a.tile] : [])));
  // Only while this seat is to play a tile: otherwise no tile is refused for a reason of the rules.
  if (playable.size === 0) return {};
  const refused = v.hand.filter((t) => !playable.has(t));
  if (refused.length === 0) return {};
  const out: Record<Tile, string> = {};
  const trumps = v.hand.filter((t) => sys.isTrump(t));
  if (v.led === null) {
    // Leading: only a trump-lead duty refuses tiles (Domino Loo).
    const why = `You must lead a trump now (${list([...playable])} ${playable.size === 1 ? 'is' : 'are'} allowed).`;
    for (const t of refused) out[t] = why;
    return out;
  }
  const led = v.led;
  const followers = v.hand.filter((t) => sys.follows(t, led));
  const best = v.trick[trickWinnerIndex(v.trick.map((p) => p.tile), led, sys)]?.tile;
  if (followers.length > 0) {
    for (const t of refused) {
      if (followers.includes(t)) {
        out[t] = `You must beat ${best} when you can: ${list([...playable])} ${are([...playable])} higher than it, ${t} is not.`;
        continue;
      }
      const trumpOfLed = sys.isTrump(t) && led !== 'trump' && typeof led === 'number' && parseTile(t).includes(led);
      const because = trumpOfLed ? `${t} is a trump, so it does not count as a ${one(led)}` : `${t} is not a ${one(led)}`;
      out[t] = `You must follow ${many(led)}: ${list(followers)} ${are(followers)} ${followers.length === 1 ? `a ${one(led)}` : many(led)}; ${because}.`;
    }
    return out;
  }
  // Void in the led suit: a game with a trumping duty (Loo) keeps only trumps, maybe only higher ones.
  for (const t of refused) {
    if (!sys.isTrump(t)) out[t] = `You have no ${many(led)}, so you must trump: ${list(trumps)} ${are(trumps)} ${trumps.length === 1 ? 'a trump' : 'trumps'}; ${t} is not.`;
    else out[t] = `You must beat ${best} when you can: ${list([...playable])} ${are([...playable])} higher than it, ${t} is not.`;
  }
  return out;
}

function explainTrick<Led>(trick: { plays: { seat: number; tile: Tile; suit: unknown }[]; winner: number }, sys: SuitSystem<Led>): string {
  const plays = trick.plays;
  const led = plays[0]!.suit as Led;
  const win = plays.find((p) => p.seat === trick.winner)!;
  const trumped = plays.some((p) => sys.isTrump(p.tile)) && led !== 'trump';
  const off = plays.filter((p) => p.suit === null).map((p) => p.tile);
  const reason = trumped
    ? `${win.tile} won: it was the highest trump, and a trump beats any ${one(led)}.`
    : `${win.tile} won: it was the highest ${one(led)} played${led === 'trump' ? '' : ' and nobody trumped'}.`;
  return off.length ? `${reason} ${list(off)} did not follow ${many(led)}, so ${off.length === 1 ? 'it' : 'they'} could not win.` : reason;
}
