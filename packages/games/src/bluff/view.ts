import type { Tile } from '@boneyard/core';
import { clonePlain } from '@boneyard/core';
import { challengeTargets, legalActions, toAct } from './rules.ts';
import type { BluffAction, BluffHandResult, BluffLogEntry, BluffOptions, BluffPhase, BluffState, PendingGive } from './types.ts';

/**
 * What one seat (or a spectator) may know (ruling B15): its own hand and claim; the sizes of
 * other claims; every claim that was shown; passed tiles only if it gave or received them.
 */
export interface BluffView {
  game: 'bluff';
  options: BluffOptions;
  phase: BluffPhase;
  seat: number | null;
  players: number;
  dealer: number;
  toAct: number[];
  turn: number | null;
  hand: Tile[];
  handSizes: number[];
  legalActions: BluffAction[];
  trump: null;
  trick: never[];
  tricksWon: number[];
  lastTrick: null;
  scores: number[];
  teams: number[][];
  over: boolean;
  winners: number[];
  lastHand: BluffHandResult | null;
  log: BluffLogEntry[];
  handNo: number;
  tosser: number;
  tosses: number;
  dice: [number, number] | null;
  /** Tiles face down in each claim on the table (0: none). */
  claimSizes: number[];
  /** This seat's own claim on the table (or, while claiming, the claim it has chosen). */
  myClaim: Tile[] | null;
  /** Who has decided during the claim phase. */
  decided: boolean[];
  boneyardSize: number;
  pot: number;
  give: PendingGive | null;
  challengeTargets: number[];
}

export function view(s: BluffState, seat: number | 'public'): BluffView {
  const me = seat === 'public' ? null : seat;
  const log = s.log.map((e): BluffLogEntry => {
    if (e.type !== 'give' || (me !== null && (me === e.giver || me === e.receiver))) return clonePlain(e);
    return { type: 'give', giver: e.giver, receiver: e.receiver, count: e.count };
  });
  const n = s.options.players;
  return {
    game: 'bluff',
    options: clonePlain(s.options),
    phase: s.phase,
    seat: me,
    players: n,
    dealer: s.dealer,
    toAct: toAct(s),
    turn: s.turn,
    hand: me === null ? [] : s.hands[me]!.slice(),
    handSizes: s.hands.map((h) => h.length),
    legalActions: me === null ? [] : legalActions(s, me),
    trump: null,
    trick: [],
    tricksWon: Array.from({ length: n }, () => 0),
    lastTrick: null,
    scores: s.scores.slice(),
    teams: Array.from({ length: n }, (_, i) => [i]),
    over: s.phase === 'over',
    winners: s.winners.slice(),
    lastHand: clonePlain(s.lastHand),
    log,
    handNo: s.handNo,
    tosser: s.tosser,
    tosses: s.tosses,
    dice: s.dice ? [s.dice[0], s.dice[1]] : null,
    claimSizes: s.claims.map((c) => c?.length ?? 0),
    myClaim: me === null ? null : clonePlain(s.claims[me] ?? (s.phase === 'claim' && s.pending[me] && s.pending[me]!.length ? s.pending[me] : null)),
    decided: s.pending.map((p) => p !== null),
    boneyardSize: s.boneyard.length,
    pot: s.pot,
    give: clonePlain(s.give),
    challengeTargets: me === null || s.phase !== 'challenge' ? [] : challengeTargets(s, me),
  };
}
