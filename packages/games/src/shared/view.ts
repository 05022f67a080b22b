import type { Tile } from '@boneyard/core';

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
  // A list by its indices (for-in would enumerate them as strings); an object by for-in, not
  // Object.values: no array made for every entry frozen (views freeze on every action). Only
  // objects are visited: a number or a string has nothing to freeze.
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const v: unknown = x[i];
      if (typeof v === 'object' && v !== null) deepFreeze(v);
    }
    return;
  }
  for (const k in x) {
    const v = (x as Record<string, unknown>)[k];
    if (typeof v === 'object' && v !== null) deepFreeze(v);
  }
}

/**
 * A log entry is never changed once written, and an action writes to a fresh copy of the list
 * (each game's clone), so a view shares the list itself, frozen, instead of copying the whole log each
 * time: nobody holding a view can reach the referee's state through it. Only entries written
 * since the last view are frozen now.
 */
export function sharedLog<T>(log: readonly T[]): readonly T[] {
  if (Object.isFrozen(log)) return log;
  freezeEntries(log);
  return Object.freeze(log);
}

/** Freezes the entries written since the last view: the newest ones, back to the first already frozen. */
export function freezeEntries<T>(log: readonly T[]): void {
  for (let i = log.length - 1; i >= 0 && !Object.isFrozen(log[i]); i--) deepFreeze(log[i]);
}

/**
 * The rules never change a written object in place (an action copies what it changes), so a view
 * shares such parts of the state, frozen, rather than copying them for every view.
 */
export function frozen<T>(x: T): T {
  deepFreeze(x);
  return x;
}

/**
 * The part of a seat view every trick game shares (ARCHITECTURE.md's SeatView). Copies,
 * never references into the referee state, and only `me`'s own hand.
 */
export function trickView<S extends TrickGameState, A>(
  s: S, me: number | null, legalActions: (seat: number) => A[], toAct: number[], teams: number[][],
) {
  return {
    options: frozen(s.options) as S['options'],
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
    trick: sharedLog(s.trick) as S['trick'],
    tricksWon: s.tricksWon.slice(),
    scores: s.scores.slice(),
    teams,
    over: s.phase === 'over',
    winners: s.winners.slice(),
    lastTrick: frozen(s.lastTrick) as S['lastTrick'],
    lastHand: frozen(s.lastHand) as S['lastHand'],
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
