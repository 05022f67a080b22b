import type { Tile } from '@boneyard/core';
import { freezeEntries, frozen } from '../shared/view.ts';
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

/** A gift as a seat that neither gave nor received it sees it: how many tiles, not which (one frozen copy per gift). */
const hiddenGifts = new WeakMap<BluffLogEntry, BluffLogEntry>();
function hiddenGift(e: Extract<BluffLogEntry, { type: 'give' }>): BluffLogEntry {
  let h = hiddenGifts.get(e);
  if (h === undefined) {
    h = Object.freeze({ type: 'give', giver: e.giver, receiver: e.receiver, count: e.count }) as BluffLogEntry;
    hiddenGifts.set(e, h);
  }
  return h;
}

/**
 * The log as `me` may see it, in a list of the caller's own: the entries are shared with the
 * referee's log, frozen (an entry is never changed once written: shared/view.ts), and a gift
 * `me` took no part in is shown without its tiles.
 */
function seatLog(log: readonly BluffLogEntry[], me: number | null): BluffLogEntry[] {
  if (log.length === 0) return [];
  freezeEntries(log);
  // A deal's log grows by a few entries an action, each state's list a copy of the last one's with
  // more at the end: the list as this seat saw it last time is extended, not rebuilt, when the
  // state's list still begins with every entry it was made from.
  let memos = seatLogs.get(log[0]!);
  if (memos === undefined) seatLogs.set(log[0]!, (memos = new Map()));
  const key = me ?? -1;
  let memo = memos.get(key);
  if (memo === undefined || !startsWith(log, memo.src)) memos.set(key, (memo = { src: log, out: [] }));
  const out = memo.out;
  for (let i = out.length; i < log.length; i++) {
    const e = log[i]!;
    out.push(e.type !== 'give' || (me !== null && (me === e.giver || me === e.receiver)) ? e : hiddenGift(e));
  }
  memo.src = log;
  return out.slice();
}

/** Per deal (its log's first entry) and viewer (-1: a spectator), the log last shown and what it was made from. */
const seatLogs = new WeakMap<BluffLogEntry, Map<number, { src: readonly BluffLogEntry[]; out: BluffLogEntry[] }>>();

function startsWith(log: readonly BluffLogEntry[], prefix: readonly BluffLogEntry[]): boolean {
  if (prefix.length > log.length) return false;
  for (let i = 0; i < prefix.length; i++) if (log[i] !== prefix[i]) return false;
  return true;
}

function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

function eachAlone(n: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < n; i++) out.push([i]);
  return out;
}

export function view(s: BluffState, seat: number | 'public'): BluffView {
  const me = seat === 'public' ? null : seat;
  const n = s.options.players;
  const mine = me === null ? null : s.claims[me] ?? (s.phase === 'claim' && s.pending[me] && s.pending[me]!.length ? s.pending[me]! : null);
  return {
    game: 'bluff',
    options: frozen(s.options),
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
    tricksWon: zeros(n),
    lastTrick: null,
    scores: s.scores.slice(),
    teams: eachAlone(n),
    over: s.phase === 'over',
    winners: s.winners.slice(),
    lastHand: frozen(s.lastHand),
    log: seatLog(s.log, me),
    handNo: s.handNo,
    tosser: s.tosser,
    tosses: s.tosses,
    dice: s.dice ? [s.dice[0], s.dice[1]] : null,
    claimSizes: s.claims.map((c) => c?.length ?? 0),
    myClaim: mine === null ? null : mine.slice(),
    decided: s.pending.map((p) => p !== null),
    boneyardSize: s.boneyard.length,
    pot: s.pot,
    give: frozen(s.give),
    challengeTargets: me === null || s.phase !== 'challenge' ? [] : challengeTargets(s, me),
  };
}
