/**
 * Domino Loo's flow: each phase, the phases it can go to, and the named guard that picks each one,
 * tried in order (rules.ts defines the guards and what entering a phase sets up; the machine and
 * the pure path both read this table, and FLOW.md draws it).
 */
import type { PhaseSpec } from '../shared/chart.ts';

export const LOO_FLOW = {
  deal: { kind: 'auto', exits: [{ to: 'declare', when: 'dealt' }] },
  declare: {
    kind: 'decision',
    exits: [
      { to: 'discard', when: 'missed' },
      { to: 'score', when: 'uncontested' },
      { to: 'play', when: 'declarations-done' },
    ],
  },
  // Never straight to 'score': the dealer cannot miss and then stand alone, since everyone else
  // folding before him ends the declarations (the model walk found that exit never taken).
  discard: {
    kind: 'decision',
    exits: [
      { to: 'play', when: 'declarations-done' },
      { to: 'declare', when: 'discarded' },
    ],
  },
  play: { kind: 'decision', exits: [{ to: 'score', when: 'last-trick' }] },
  score: {
    kind: 'auto',
    exits: [
      { to: 'over', when: 'game-decided' },
      { to: 'deal', when: 'next-deal' },
    ],
  },
  over: { kind: 'final', exits: [] },
} as const satisfies Record<string, PhaseSpec>;

/** Each guard in players' words, for the drawing. */
export const LOO_SAY: Record<string, string> = {
  dealt: 'antes, five tiles each and the turn-up that makes trumps; the dealer\'s left declares first',
  missed: 'a player misses: a new hand from the stock, then discards down to five',
  uncontested: 'everyone else folds: one player takes the hand without play',
  'declarations-done': 'the dealer has declared and two or more stand: play begins',
  discarded: 'the player who missed has discarded: declarations go on',
  'last-trick': 'the fifth trick is taken: the hand is scored',
  'game-decided': 'a player reaches the target (points), or the deals or the chip target run out: the game is over',
  'next-deal': 'otherwise the deal passes to the left',
};
