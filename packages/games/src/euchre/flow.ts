/**
 * Domino Euchre's flow: each phase, the phases it can go to, and the named guard that picks each
 * one, tried in order (rules.ts defines the guards and what entering a phase sets up; the machine
 * and the pure path both read this table, and FLOW.md draws it).
 */
import type { PhaseSpec } from '../shared/chart.ts';

export const EUCHRE_FLOW = {
  deal: { kind: 'auto', exits: [{ to: 'round1', when: 'dealt' }] },
  round1: {
    kind: 'decision',
    exits: [
      { to: 'discard', when: 'turn-up-taken' },
      { to: 'partner', when: 'ace-to-call' },
      { to: 'play', when: 'trump-fixed' },
      { to: 'round2', when: 'all-passed-once' },
    ],
  },
  round2: {
    kind: 'decision',
    exits: [
      { to: 'partner', when: 'ace-to-call' },
      { to: 'play', when: 'trump-fixed' },
      { to: 'deal', when: 'all-passed-twice' },
    ],
  },
  discard: {
    kind: 'decision',
    exits: [
      { to: 'partner', when: 'ace-to-call' },
      { to: 'play', when: 'trump-fixed' },
    ],
  },
  partner: { kind: 'decision', exits: [{ to: 'play', when: 'partner-called' }] },
  play: { kind: 'decision', exits: [{ to: 'score', when: 'last-trick' }] },
  score: {
    kind: 'auto',
    exits: [
      { to: 'over', when: 'target-reached' },
      { to: 'deal', when: 'next-deal' },
    ],
  },
  over: { kind: 'final', exits: [] },
} as const satisfies Record<string, PhaseSpec>;

/** Each guard in players' words, for the drawing. */
export const EUCHRE_SAY: Record<string, string> = {
  dealt: 'five tiles each; the next tile is turned up and proposes trumps',
  'turn-up-taken': 'someone orders the turn-up: its taker (the dealer, or the maker by the setting) picks it up and discards',
  'ace-to-call': 'trumps are fixed in Call-Ace and the maker is not alone: the maker calls a suit for a partner',
  'trump-fixed': 'trumps are fixed: play begins',
  'all-passed-once': 'everyone passes the turn-up: a second round to name any other suit',
  'all-passed-twice': 'everyone passes twice: the hand is thrown in and the next dealer deals',
  'partner-called': 'the partner suit is called: play begins',
  'last-trick': 'the fifth trick is taken: the hand is scored',
  'target-reached': 'a side reaches the target: the game is over',
  'next-deal': 'otherwise the deal passes to the left',
};
