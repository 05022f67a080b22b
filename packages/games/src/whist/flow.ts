/**
 * Domino Whist's flow: each phase, the phases it can go to, and the named guard that picks each
 * one, tried in order (rules.ts defines the guards and what entering a phase sets up; the machine
 * and the pure path both read this table, and FLOW.md draws it).
 */
import type { PhaseSpec } from '../shared/chart.ts';

export const WHIST_FLOW = {
  deal: {
    kind: 'auto',
    exits: [
      { to: 'pass', when: 'passing-hand' },
      { to: 'bid', when: 'holding-hand' },
    ],
  },
  pass: { kind: 'decision', exits: [{ to: 'bid', when: 'tiles-passed' }] },
  bid: {
    kind: 'decision',
    exits: [
      { to: 'exchange', when: 'won-widow-first' },
      { to: 'trump', when: 'contract-won' },
      { to: 'deal', when: 'all-passed' },
    ],
  },
  trump: {
    kind: 'decision',
    exits: [
      { to: 'exchange', when: 'widow-next' },
      { to: 'play', when: 'trump-named' },
    ],
  },
  exchange: {
    kind: 'decision',
    exits: [
      { to: 'trump', when: 'trump-next' },
      { to: 'play', when: 'widow-settled' },
    ],
  },
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
export const WHIST_SAY: Record<string, string> = {
  'passing-hand': 'a hand with passing: everyone passes tiles first',
  'holding-hand': 'a hold hand (or no passing): the bidding starts at the dealer\'s left',
  'tiles-passed': 'everyone has passed: tiles are picked up and the bidding starts',
  'won-widow-first': 'the auction is won in four-player Whist with the widow before trumps: the declarer looks at the widow',
  'contract-won': 'the auction is won (or the dealer is forced to the minimum): the declarer names trumps',
  'all-passed': 'everyone passes: the hand is dealt again',
  'widow-next': 'trumps named in four-player Whist: the declarer may take the widow',
  'trump-named': 'trumps named: the declarer leads',
  'trump-next': 'the widow settled first: the declarer now names trumps',
  'widow-settled': 'the widow settled after trumps: the declarer leads',
  'last-trick': 'the last trick is taken: the hand is scored',
  'target-reached': 'a side reaches the target: the game is over',
  'next-deal': 'otherwise the deal passes to the left',
};
