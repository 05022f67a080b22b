import { clonePlain, type Tile } from '@boneyard/core';

interface TrickGameState {
  options: { players: number };
  phase: string;
  dealer: number;
  turn: number | null;
  hands: Tile[][];
  trump: unknown;
  led: unknown;
  trick: unknown[];
  tricksWon: number[];
  lastTrick: unknown;
  lastHand: unknown;
  scores: number[];
  log: unknown[];
  handNo: number;
  winners: number[];
}

/** Freezes a plain value and everything in it. */
function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

/**
 * A log entry is never changed once written, so views share the entries, frozen, instead of
 * copying the whole log each time: nobody holding a view can reach the referee's state through it.
 */
export function sharedLog<T>(log: readonly T[]): T[] {
  for (let i = log.length - 1; i >= 0 && !Object.isFrozen(log[i]); i--) deepFreeze(log[i]);
  return log.slice();
}

/**
 * The part of a seat view every trick game shares (ARCHITECTURE.md's SeatView). Copies,
 * never references into the referee state, and only `me`'s own hand.
 */
export function trickView<S extends TrickGameState, A>(
  s: S, me: number | null, legalActions: (seat: number) => A[], toAct: number[], teams: number[][],
) {
  return {
    options: clonePlain(s.options) as S['options'],
    phase: s.phase as S['phase'],
    seat: me,
    players: s.options.players,
    dealer: s.dealer,
    toAct,
    turn: s.turn,
    hand: me === null ? [] : s.hands[me]!.slice(),
    handSizes: s.hands.map((h) => h.length),
    legalActions: me === null ? [] : legalActions(me),
    trump: s.trump as S['trump'],
    led: s.led as S['led'],
    trick: clonePlain(s.trick) as S['trick'],
    tricksWon: s.tricksWon.slice(),
    scores: s.scores.slice(),
    teams,
    over: s.phase === 'over',
    winners: s.winners.slice(),
    lastTrick: clonePlain(s.lastTrick) as S['lastTrick'],
    lastHand: clonePlain(s.lastHand) as S['lastHand'],
    log: sharedLog(s.log) as S['log'],
    handNo: s.handNo,
  };
}

/** The SeatView fields every trick game has (ARCHITECTURE.md), typed by the game's own pieces. */
export interface TrickSeatView<Game extends string, Options, Phase, Action, Play, Led, Trump, HandResult, Log> {
  game: Game;
  options: Options;
  phase: Phase;
  seat: number | null;
  players: number;
  dealer: number;
  toAct: number[];
  turn: number | null;
  hand: Tile[];
  handSizes: number[];
  legalActions: Action[];
  trump: Trump | null;
  led: Led | null;
  trick: Play[];
  tricksWon: number[];
  scores: number[];
  teams: number[][];
  over: boolean;
  winners: number[];
  lastTrick: { plays: Play[]; winner: number } | null;
  lastHand: HandResult | null;
  log: Log[];
  handNo: number;
}
