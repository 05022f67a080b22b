import type { RngState, Tile } from '@boneyard/core';
import type { StackedDeal } from '../shared/deal.ts';

/** A number suit 0..6. */
export type Suit = number;
/** The suit a trick was led in: a number, or trumps. */
export type EuchreLed = number | 'trump';
export type EuchrePhase = 'deal' | 'round1' | 'round2' | 'discard' | 'partner' | 'play' | 'score' | 'over';

export interface EuchreOptions {
  players: 2 | 3 | 4 | 5;
  variant: 'standard' | 'call-ace';
  target: number;
  stickTheDealer: boolean;
  leadSuitRule: 'higher-end' | 'leader-declares';
  followMembership: 'either-end' | 'higher-end-only';
  firstLead: 'bid-winner' | 'dealer-left';
  alonePartialPoints: 1 | 2;
  turnupPickup: 'none' | 'dealer' | 'bid-winner';
  threePlayerMarchPoints: number;
  tieRule: 'play-on' | 'shared';
  accidentalAloneScoring: 'normal' | 'alone';
}

export type EuchreAction =
  | { type: 'pass' }
  | { type: 'order'; alone?: boolean }
  | { type: 'call'; suit: Suit; alone?: boolean }
  | { type: 'discard'; tile: Tile }
  | { type: 'partner'; suit: Suit }
  | { type: 'play'; tile: Tile; suit?: Suit };

export interface EuchrePlay {
  seat: number;
  tile: Tile;
  /** What the tile counted as: the led suit, 'trump', or null (off suit). */
  suit: EuchreLed | null;
}

export type EuchreLogEntry =
  | { type: 'deal'; hand: number; dealer: number; turnUp: Tile }
  | { type: 'pass'; seat: number; round: 1 | 2 }
  | { type: 'order'; seat: number; alone: boolean; suit: Suit }
  | { type: 'call'; seat: number; alone: boolean; suit: Suit }
  | { type: 'thrown-in'; dealer: number }
  | { type: 'discard'; seat: number }
  | { type: 'partner'; seat: number; suit: Suit }
  | { type: 'partner-revealed'; seat: number }
  | { type: 'play'; seat: number; tile: Tile; suit: EuchreLed | null }
  | { type: 'trick'; winner: number };

export interface EuchreHandResult {
  hand: number;
  maker: number;
  trump: Suit;
  alone: boolean;
  /** The maker's side (Call-Ace: the maker and the partner, once known at the end of the hand). */
  makers: number[];
  makerTricks: number;
  euchred: boolean;
  tricksWon: number[];
  scoreDelta: number[];
}

export interface EuchreState {
  game: 'euchre';
  options: EuchreOptions;
  rng: RngState;
  phase: EuchrePhase;
  dealer: number;
  handNo: number;
  stacked: StackedDeal | null;
  hands: Tile[][];
  turnUp: Tile;
  /** Tiles out of play (never shown). */
  kitty: Tile[];
  proposed: Suit;
  turn: number | null;
  round: 1 | 2;
  calls: { seat: number; round: 1 | 2; action: 'pass' | 'order' | 'call'; suit?: Suit; alone?: boolean }[];
  maker: number | null;
  alone: boolean;
  /** The partner who lays his tiles down when the maker goes alone (4-player standard). */
  sittingOut: number | null;
  trump: Suit | null;
  /** Whether the turn-up was taken into a hand (then it is in play). */
  pickedUp: boolean;
  discard: Tile | null;
  /** Call-Ace: the called suit, the seat holding its doublet (secret), and whether it has been played. */
  calledSuit: Suit | null;
  partnerSeat: number | null;
  partnerRevealed: boolean;
  led: EuchreLed | null;
  trick: EuchrePlay[];
  tricksWon: number[];
  lastTrick: { plays: EuchrePlay[]; winner: number } | null;
  lastHand: EuchreHandResult | null;
  scores: number[];
  log: EuchreLogEntry[];
  winners: number[];
}
