import type { RngState, Tile } from '@boneyard/core';

export type BluffPhase = 'deal' | 'toss' | 'claim' | 'reveal' | 'challenge' | 'give' | 'round-end' | 'score' | 'over';

export interface BluffOptions {
  players: number;
  settlement: 'pot' | 'per-tile';
  stake: number;
  perTile: number;
  deals: number;
  chipTarget: number | null;
  passedTileChoice: 'giver' | 'random';
  simultaneousOut: 'turn-order' | 'share';
  loserTiebreak: 'clockwise-from-winner' | 'random';
  maxTosses: number;
}

export type BluffAction =
  | { type: 'roll' }
  | { type: 'claim'; tiles: Tile[] }
  | { type: 'no-claim' }
  | { type: 'challenge'; target: number }
  | { type: 'pass' }
  | { type: 'give'; tiles: Tile[] };

/** A give in progress after a challenge: `giver` hands `count` tiles of his choice to `receiver`. */
export interface PendingGive {
  giver: number;
  receiver: number;
  count: number;
}

export type BluffLogEntry =
  | { type: 'deal'; hand: number; dealer: number }
  | { type: 'roll'; seat: number; dice: [number, number] }
  | { type: 'claims'; sizes: number[] }
  | { type: 'no-claims'; next: number }
  | { type: 'challenge'; seat: number; target: number; tiles: Tile[]; honest: boolean }
  | { type: 'pass'; seat: number; auto: boolean }
  /** Tiles are written only into the giver's and receiver's copies of the log. */
  | { type: 'give'; giver: number; receiver: number; count: number; tiles?: Tile[] }
  | { type: 'round-end'; buried: number[] }
  | { type: 'out'; seats: number[] };

export interface BluffHandResult {
  hand: number;
  winners: number[];
  loser: number;
  tilesLeft: number[];
  scoreDelta: number[];
  byMaxTosses: boolean;
}

export interface BluffState {
  game: 'bluff';
  options: BluffOptions;
  rng: RngState;
  phase: BluffPhase;
  dealer: number;
  handNo: number;
  /** The stacked deal (used by the first deal) and the stacked dice still to come. */
  stackedHands: (Tile[] | undefined)[] | null;
  diceStack: [number, number][];
  hands: Tile[][];
  boneyard: Tile[];
  tosser: number;
  tosses: number;
  dice: [number, number] | null;
  /** Claims chosen this toss (secret until everyone has decided); null = undecided, [] = no claim. */
  pending: (Tile[] | null)[];
  /** Claims on the table, face down; null = none. */
  claims: (Tile[] | null)[];
  turn: number | null;
  /** Passes in a row since the last challenge. */
  passes: number;
  give: PendingGive | null;
  /** The deal ended on the toss limit rather than by someone going out. */
  byMaxTosses: boolean;
  /** Full log; views filter what each seat may see. */
  log: BluffLogEntry[];
  lastHand: BluffHandResult | null;
  scores: number[];
  pot: number;
  winners: number[];
}
