import type { RngState, Tile } from '@boneyard/core';
import type { StackedDeal } from '../shared/deal.ts';

export type WhistTrump = number | 'doubles' | 'none';
/** The suit a trick was led in: a number, the Doubles suit, or trumps. */
export type WhistLed = number | 'doubles' | 'trump';
export type PassDirection = 'left' | 'right' | 'across' | 'hold';
export type WhistPhase = 'deal' | 'pass' | 'bid' | 'trump' | 'exchange' | 'play' | 'score' | 'over';

export interface WhistOptions {
  players: 3 | 4 | 5;
  partnership: boolean;
  passing: boolean;
  target: number;
  minBid: number;
  maxBid: number;
  biddingStyle: 'auction' | 'single-round';
  allPass: 'redeal-next-dealer' | 'redeal-same-dealer' | 'force-dealer-min-bid';
  passingCycleCountsThrownIn: boolean;
  widowBeforeTrump: boolean;
  partnershipScoring: 'team-contract' | 'literal-sum';
  simultaneousTarget: 'bidder-goes-out' | 'highest' | 'shared';
}

export type WhistAction =
  | { type: 'pass-tiles'; tiles: Tile[] }
  | { type: 'bid'; amount: number }
  | { type: 'pass' }
  | { type: 'trump'; suit: WhistTrump }
  | { type: 'exchange'; take: boolean; discard?: Tile }
  | { type: 'play'; tile: Tile; suit?: number | 'doubles' };

/** One play to a trick. `suit` is what the tile counted as: the led suit, 'trump', or null (a discard). */
export interface TrickPlay {
  seat: number;
  tile: Tile;
  suit: WhistLed | null;
}

export type WhistLogEntry =
  | { type: 'deal'; hand: number; dealer: number }
  | { type: 'pass-tiles'; seat: number; direction: PassDirection }
  | { type: 'bid'; seat: number; amount: number }
  | { type: 'pass'; seat: number }
  | { type: 'redeal'; dealer: number }
  | { type: 'contract'; seat: number; amount: number; forced: boolean }
  | { type: 'trump'; seat: number; suit: WhistTrump }
  | { type: 'exchange'; seat: number }
  | { type: 'play'; seat: number; tile: Tile; suit: WhistLed | null }
  | { type: 'trick'; winner: number };

export interface WhistHandResult {
  hand: number;
  declarer: number;
  contract: number;
  trump: WhistTrump;
  made: boolean;
  tricksWon: number[];
  scoreDelta: number[];
}

export interface WhistState {
  game: 'whist';
  options: WhistOptions;
  rng: RngState;
  phase: WhistPhase;
  maxPip: number;
  dealer: number;
  /** Hands scored so far. */
  handNo: number;
  /** Position in the passing cycle; advances once per played (not thrown-in) deal. */
  passCycle: number;
  stacked: StackedDeal | null;
  hands: Tile[][];
  widow: Tile[];
  widowDiscard: Tile | null;
  passDirection: PassDirection | null;
  /** Tiles each seat has set down to pass (secret until the exchange). */
  passing: (Tile[] | null)[];
  received: (Tile[] | null)[];
  /** The seat to act in bid, trump, exchange and play. */
  turn: number | null;
  bids: { seat: number; amount: number | null }[];
  out: boolean[];
  declarer: number | null;
  contract: number | null;
  trump: WhistTrump | null;
  led: WhistLed | null;
  trick: TrickPlay[];
  tricksWon: number[];
  lastTrick: { plays: TrickPlay[]; winner: number } | null;
  lastHand: WhistHandResult | null;
  scores: number[];
  log: WhistLogEntry[];
  winners: number[];
}
