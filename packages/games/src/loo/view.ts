import type { Tile } from '@boneyard/core';
import { explainTrickView, type Explanation } from '../shared/explain.ts';
import { trickView, type TrickSeatView } from '../shared/view.ts';
import { legalActions, playForPotAllowed, toAct, suitSystem } from './rules.ts';
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
}

export function view(s: LooState, seat: number | 'public'): LooView {
  const me = seat === 'public' ? null : seat;
  // Added to the shared part rather than spread into a new object (euchre/view.ts says why).
  return Object.assign(trickView(s, me, (x) => legalActions(s, x), toAct(s), Array.from({ length: s.options.players }, (_, i) => [i])), {
    game: 'loo' as const,
    maxPip: 6 as const,
    turnUp: s.turnUp,
    turnUpTaken: s.turnUpTaken,
    declared: s.declared.slice(),
    missesLeft: s.missesLeft,
    stockSize: s.stock.length,
    pot: s.pot,
    potStart: s.potStart,
    forPot: s.forPot,
    playForPotAllowed: s.phase === 'declare' && s.turn === s.dealer && playForPotAllowed(s),
  });
}

/** Why tiles of this seat's hand may not be played now, and why the last trick went where it did (rules pages). */
export const explain = (v: LooView): Explanation => explainTrickView(v, suitSystem(v.trump, v.options));
