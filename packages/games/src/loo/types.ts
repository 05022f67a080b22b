import type { RngState, Tile } from '@boneyard/core';
import type { StackedDeal } from '../shared/deal.ts';

export type Suit = number;
export type LooLed = number | 'trump';
export type LooPhase = 'deal' | 'declare' | 'discard' | 'play' | 'score' | 'over';
export type Declaration = 'stand' | 'miss' | 'fold' | 'take-turnup' | 'play-for-pot';

export interface LooOptions {
  players: 2 | 3 | 4;
  scoring: 'points' | 'chips';
  target: number;
  uncontestedPoints: number;
  playForPotCounts: number[];
  trumpLeadRule: 'first-lead-3plus' | 'every-lead-3plus';
  leadHighestTrump: boolean;
  mustHead: boolean;
  mustOvertrump: boolean;
  doubleRank: 'highest' | 'literal-pip';
  trickValueRounding: 'floor-carry' | 'exact-fraction';
  /** Largest loo payment in chips, or null for none. */
  looCap: number | null;
  /** Deals in a chips session. */
  deals: number;
  /** A chips session may end when someone's chips reach this instead (null: play `deals` deals). */
  chipTarget: number | null;
}

export type LooAction =
  | { type: 'stand' }
  | { type: 'miss' }
  | { type: 'fold' }
  | { type: 'discard'; tile?: Tile; tiles?: Tile[] }
  | { type: 'take-turnup'; discard: Tile }
  | { type: 'play-for-pot' }
  | { type: 'play'; tile: Tile; suit?: Suit };

export interface LooPlay {
  seat: number;
  tile: Tile;
  /** What the tile counted as: the led suit, 'trump', or null (off suit). */
  suit: LooLed | null;
}

export type LooLogEntry =
  | { type: 'deal'; hand: number; dealer: number; turnUp: Tile; pot: number }
  | { type: 'declare'; seat: number; choice: Declaration }
  | { type: 'discard'; seat: number; count: number }
  | { type: 'uncontested'; seat: number }
  | { type: 'play'; seat: number; tile: Tile; suit: LooLed | null }
  | { type: 'trick'; winner: number };

export interface LooHandResult {
  hand: number;
  tricksWon: number[];
  scoreDelta: number[];
  looed: number[];
  folded: number[];
  /** The seat that took the pot without play, or null. */
  uncontested: number | null;
  forPot: number | null;
  potStart: number;
  trickValue: number;
}

export interface LooState {
  game: 'loo';
  options: LooOptions;
  rng: RngState;
  phase: LooPhase;
  dealer: number;
  handNo: number;
  stacked: StackedDeal | null;
  hands: Tile[][];
  turnUp: Tile;
  /** Undealt tiles, drawn by the misses in order (never shown). */
  stock: Tile[];
  /** Tiles put out of play: folded and missed hands, discards (never shown). */
  dead: Tile[];
  trump: Suit;
  turn: number | null;
  declared: (Declaration | null)[];
  missesLeft: number;
  /** The seat drawing and discarding after a miss. */
  missing: number | null;
  turnUpTaken: boolean;
  forPot: number | null;
  /** The seat taking the pot without play (everyone else folded), or null. */
  uncontested: number | null;
  led: LooLed | null;
  trick: LooPlay[];
  tricksWon: number[];
  lastTrick: { plays: LooPlay[]; winner: number } | null;
  lastHand: LooHandResult | null;
  /** Points, or each player's net chips. */
  scores: number[];
  pot: number;
  potStart: number;
  /** Loo payments made in the last deal (they feed this pot, and spare everyone but the dealer an ante). */
  looPaid: number;
  log: LooLogEntry[];
  winners: number[];
}
