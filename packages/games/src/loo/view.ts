import { lastDealAt, type Tile } from '@boneyard/core';
import { explainTrickView, type Explanation } from '../shared/explain.ts';
import { trickView, type TrickSeatView } from '../shared/view.ts';
import { HAND, legalActions, playForPotAllowed, toAct, suitSystem } from './rules.ts';
import type {
  Declaration, LooAction, LooHandResult, LooLed, LooLogEntry, LooOptions, LooPhase, LooPlay, LooState, Suit,
} from './types.ts';

/** What one seat (or a spectator) may know. The stock, the discards and folded hands never appear. */
export interface LooView extends TrickSeatView<'loo', LooOptions, LooPhase, LooAction, LooPlay, LooLed, Suit, LooHandResult, LooLogEntry> {
  /** Loo always has a trump: the turn-up's higher number. */
  trump: Suit;
  maxPip: 6;
  turnUp: Tile;
  turnUpTaken: boolean;
  /** Each seat's choice this deal (null: not yet). */
  declared: (Declaration | null)[];
  missesLeft: number;
  stockSize: number;
  /** Chips in the pot now, and at the start of the deal (the trick value is a fifth of that). */
  pot: number;
  potStart: number;
  forPot: number | null;
  playForPotAllowed: boolean;
  /**
   * The tiles this seat itself put out of play this deal, which it saw and so still knows: its old
   * hand after a miss and what it then discarded, a dealer's put-away tile, a folded hand. Never
   * another seat's (the public view's is empty).
   */
  ownOutOfPlay: Tile[];
}

export function view(s: LooState, seat: number | 'public'): LooView {
  const me = seat === 'public' ? null : seat;
  // The game's own fields are stored into the shared part one by one: Object.assign (or a spread)
  // of a dozen fields onto it costs several times more (measured 0.9 µs against 0.12 µs a view).
  const v = trickView(s, me, (x) => legalActions(s, x), toAct(s), Array.from({ length: s.options.players }, (_, i) => [i])) as LooView;
  v.game = 'loo';
  v.maxPip = 6;
  v.turnUp = s.turnUp;
  v.turnUpTaken = s.turnUpTaken;
  v.declared = s.declared.slice();
  v.missesLeft = s.missesLeft;
  v.stockSize = s.stock.length;
  v.pot = s.pot;
  v.potStart = s.potStart;
  v.forPot = s.forPot;
  v.playForPotAllowed = s.phase === 'declare' && s.turn === s.dealer && playForPotAllowed(s);
  v.ownOutOfPlay = me === null ? [] : outOfPlayBySeat(outOfPlayRuns(s.log), s.dead, s.hands.length)[me]!.flat();
  return v;
}

/**
 * This deal's out-of-play pile as runs in the order its tiles went there, whose and how many: a fold
 * or a miss puts the whole hand there (declarations come before any play, so HAND tiles), a dealer
 * who takes the turn-up one tile, a discard after a miss its count. The log is public, so any seat
 * (and a search dealing a world for it) can lay the pile out.
 */
export function outOfPlayRuns(log: readonly LooLogEntry[]): { seat: number; count: number }[] {
  const runs: { seat: number; count: number }[] = [];
  for (let i = lastDealAt(log); i < log.length; i++) {
    const e = log[i]!;
    if (e.type === 'discard') runs.push({ seat: e.seat, count: e.count });
    else if (e.type === 'declare' && e.choice !== 'stand' && e.choice !== 'play-for-pot') runs.push({ seat: e.seat, count: e.choice === 'take-turnup' ? 1 : HAND });
  }
  return runs;
}

/** The out-of-play pile `dead` read by its `runs`: each seat's tiles there, run by run. */
export function outOfPlayBySeat(runs: readonly { seat: number; count: number }[], dead: readonly Tile[], seats: number): Tile[][][] {
  const out: Tile[][][] = Array.from({ length: seats }, () => []);
  let at = 0;
  for (const r of runs) out[r.seat]!.push(dead.slice(at, (at += r.count)));
  return out;
}

/** Why tiles of this seat's hand may not be played now, and why the last trick went where it did (rules pages). */
export const explain = (v: LooView): Explanation => explainTrickView(v, suitSystem(v.trump, v.options));
