/**
 * Invariants every state of every game must satisfy, shared by the property tests and
 * `pnpm fuzz`. Each returns null when the state is sound, or a sentence saying what broke.
 */
import { doubleSet, parseTile, type Tile } from '@boneyard/core';
import type { WhistState } from '../whist/types.ts';
import type { EuchreState } from '../euchre/types.ts';
import type { LooState } from '../loo/types.ts';
import type { BluffState } from '../bluff/types.ts';

/** Tile counts by a*10+b: counting, not sorting, keeps the check cheap enough to run after every action. */
function counts(tiles: readonly Tile[]): Int16Array {
  const c = new Int16Array(100);
  for (const t of tiles) {
    const [a, b] = parseTile(t);
    c[a * 10 + b]! += 1;
  }
  return c;
}
const expectedCounts = new Map<string, Int16Array>();

function sameMultiset(found: readonly Tile[], expected: readonly Tile[], what: string): string | null {
  if (found.length !== expected.length) return `${what}: ${found.length} tiles accounted for, expected ${expected.length}`;
  const id = `${what}:${expected.length}`;
  let want = expectedCounts.get(id);
  if (!want) expectedCounts.set(id, (want = counts(expected)));
  const got = counts(found);
  for (let i = 0; i < 100; i++) if (got[i] !== want[i]) return `${what}: tile ${Math.floor(i / 10)}-${i % 10} is counted ${got[i]} times, expected ${want[i]}`;
  return null;
}

const playedThisHand = (log: readonly { type: string; tile?: Tile }[]) => log.flatMap((e) => (e.type === 'play' && e.tile ? [e.tile] : []));

/** Every tile is in exactly one place: a hand, on the table, played this hand, or put aside. */
export function tilesConserved(s: WhistState | EuchreState | LooState | BluffState): string | null {
  if (s.phase === 'over' && s.game !== 'bluff') return null;
  switch (s.game) {
    case 'whist': {
      const passingNow = s.phase === 'pass' ? s.passing.flatMap((p) => p ?? []) : [];
      const aside = [...s.widow, ...(s.widowDiscard ? [s.widowDiscard] : [])];
      return sameMultiset([...s.hands.flat(), ...passingNow, ...aside, ...playedThisHand(s.log)], doubleSet(s.maxPip), 'whist');
    }
    case 'euchre': {
      const up = s.pickedUp ? [] : [s.turnUp];
      return sameMultiset([...s.hands.flat(), ...s.kitty, ...up, ...(s.discard ? [s.discard] : []), ...playedThisHand(s.log)], doubleSet(6), 'euchre');
    }
    case 'loo': {
      const up = s.turnUpTaken ? [] : [s.turnUp];
      return sameMultiset([...s.hands.flat(), ...s.stock, ...s.dead, ...up, ...playedThisHand(s.log)], doubleSet(6), 'loo');
    }
    case 'bluff': {
      if (s.phase === 'over') return null;
      const claims = s.claims.flatMap((c) => c ?? []);
      return sameMultiset([...s.hands.flat(), ...s.boneyard, ...claims], [...doubleSet(6), ...doubleSet(6)], 'bluff');
    }
  }
}

/** Chips never appear or vanish: balances plus the pot sum to zero (chips games). */
export function chipsConserved(s: WhistState | EuchreState | LooState | BluffState): string | null {
  if (s.game === 'loo' && s.options.scoring === 'chips') {
    const total = s.scores.reduce((a, b) => a + b, 0) + s.pot;
    return Math.abs(total) < 1e-9 ? null : `loo: chips sum to ${total}`;
  }
  if (s.game === 'bluff') {
    const total = s.scores.reduce((a, b) => a + b, 0) + s.pot;
    return total === 0 ? null : `bluff: chips sum to ${total}`;
  }
  return null;
}

/**
 * The last hand's score change, worked out again from its result by the rules as RULES.md
 * states them (an oracle independent of the scoring code), compared with what was applied.
 */
export function lastHandScored(s: WhistState | EuchreState | LooState | BluffState): string | null {
  const h = s.lastHand;
  if (!h) return null;
  const n = s.options.players;
  const expected = Array.from({ length: n }, () => 0);
  switch (s.game) {
    case 'whist': {
      const wh = h as WhistState['lastHand'] & object;
      const o = s.options;
      const team = (x: number) => (o.partnership ? [x % 2, (x % 2) + 2] : [x]);
      const tricks = (side: number[]) => side.reduce((a, x) => a + wh.tricksWon[x]!, 0);
      const mine = team(wh.declarer);
      const made = o.partnership && o.partnershipScoring === 'team-contract' ? tricks(mine) >= wh.contract : wh.tricksWon[wh.declarer]! >= wh.contract;
      if (made !== wh.made) return 'whist: made/went down disagrees with the tricks';
      for (let x = 0; x < n; x++) {
        if (!mine.includes(x)) expected[x] = tricks(team(x));
        else if (!o.partnership || o.partnershipScoring === 'team-contract') expected[x] = made ? wh.contract : -wh.contract;
        else expected[x] = (made ? wh.contract : -wh.contract) + wh.tricksWon[mine.find((m) => m !== wh.declarer)!]!;
      }
      if (wh.tricksWon.reduce((a, b) => a + b, 0) !== (n === 3 ? 12 : 11)) return 'whist: a hand did not have all its tricks';
      break;
    }
    case 'euchre': {
      const eh = h as EuchreState['lastHand'] & object;
      const o = s.options;
      if (eh.tricksWon.reduce((a, b) => a + b, 0) !== 5) return 'euchre: a hand did not have five tricks';
      if (eh.makerTricks !== eh.makers.reduce((a, x) => a + eh.tricksWon[x]!, 0)) return 'euchre: maker tricks disagree';
      if (eh.makerTricks < 3) {
        for (let x = 0; x < n; x++) if (!eh.makers.includes(x)) expected[x] = 2;
      } else {
        const calledAlone = eh.alone || (o.variant === 'call-ace' && eh.makers.length === 1 && o.accidentalAloneScoring === 'alone');
        const pts = eh.makerTricks === 5 ? (n === 3 ? o.threePlayerMarchPoints : calledAlone ? 4 : 2) : calledAlone ? o.alonePartialPoints : 1;
        for (const m of eh.makers) expected[m] = pts;
      }
      break;
    }
    case 'loo': {
      const lh = h as LooState['lastHand'] & object;
      if (lh.uncontested !== null) return null;
      if (lh.tricksWon.reduce((a, b) => a + b, 0) !== 5) return 'loo: a deal did not have five tricks';
      for (let x = 0; x < n; x++) {
        if (lh.folded.includes(x) || x === lh.forPot) continue;
        const looed = lh.tricksWon[x] === 0;
        if (looed !== lh.looed.includes(x)) return `loo: seat ${x} looed wrongly`;
        if (s.options.scoring === 'points') expected[x] = looed ? -5 : lh.tricksWon[x]!;
        else expected[x] = lh.tricksWon[x]! * lh.trickValue - (looed ? (s.options.looCap === null ? lh.potStart : Math.min(lh.potStart, s.options.looCap)) : 0);
      }
      break;
    }
    case 'bluff': {
      const bh = h as BluffState['lastHand'] & object;
      const sum = bh.scoreDelta.reduce((a, b) => a + b, 0);
      if (s.options.settlement === 'per-tile' && sum !== 0) return 'bluff: per-tile payments do not balance';
      if (bh.winners.includes(bh.loser)) return 'bluff: a winner is also the loser';
      return bh.winners.every((w) => bh.scoreDelta[w]! >= 0) ? null : 'bluff: a winner lost chips';
    }
  }
  for (let x = 0; x < n; x++) if (Math.abs(expected[x]! - (h.scoreDelta[x] ?? 0)) > 1e-9) return `${s.game}: hand ${h.hand} seat ${x} scored ${h.scoreDelta[x]}, expected ${expected[x]}`;
  return null;
}

export function checkInvariants(s: WhistState | EuchreState | LooState | BluffState): string | null {
  return tilesConserved(s) ?? chipsConserved(s) ?? lastHandScored(s);
}
