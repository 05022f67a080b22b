/**
 * The dice-bluff game's flow: each phase, the phases it can go to, and the named guard that picks
 * each one, tried in order (rules.ts defines the guards and what entering a phase sets up; the
 * machine and the pure path both read this table, and FLOW.md draws it). A round is a toss, the
 * claims chosen in secret and shown together, then challenge turns, each settled challenge maybe
 * owing a give, until the round ends.
 */
import type { PhaseSpec } from '../shared/chart.ts';

export const BLUFF_FLOW = {
  deal: { kind: 'auto', exits: [{ to: 'toss', when: 'dealt' }] },
  toss: { kind: 'decision', exits: [{ to: 'claim', when: 'rolled' }] },
  claim: { kind: 'decision', exits: [{ to: 'reveal', when: 'all-chosen' }] },
  reveal: {
    kind: 'auto',
    exits: [
      { to: 'score', when: 'tosses-run-out' },
      { to: 'toss', when: 'nobody-claimed' },
      // Never straight to the round's end: whoever did not make a claim can challenge one.
      { to: 'challenge', when: 'claims-open' },
    ],
  },
  challenge: {
    kind: 'decision',
    exits: [
      { to: 'give', when: 'give-owed' },
      { to: 'score', when: 'someone-out' },
      { to: 'round-end', when: 'round-over' },
    ],
  },
  give: {
    kind: 'decision',
    exits: [
      { to: 'score', when: 'someone-out' },
      { to: 'round-end', when: 'round-over' },
      { to: 'challenge', when: 'challenges-go-on' },
    ],
  },
  'round-end': {
    kind: 'auto',
    exits: [
      { to: 'score', when: 'someone-out' },
      { to: 'score', when: 'tosses-run-out' },
      { to: 'toss', when: 'next-toss' },
    ],
  },
  score: {
    kind: 'auto',
    exits: [
      { to: 'over', when: 'game-over' },
      { to: 'deal', when: 'next-deal' },
    ],
  },
  over: { kind: 'final', exits: [] },
} as const satisfies Record<string, PhaseSpec>;

/** Each guard in players' words, for the drawing. */
export const BLUFF_SAY: Record<string, string> = {
  dealt: 'antes, eight tiles each; the dealer tosses first',
  rolled: 'the dice are thrown: everyone chooses a claim in secret',
  'all-chosen': 'everyone has chosen: the claims go down together',
  'tosses-run-out': 'the toss limit is reached: the deal is settled on the tiles left',
  'nobody-claimed': 'nobody claims: the dice pass to the left',
  'round-over': 'no claim is left to challenge, or everyone has passed in turn: the round ends',
  'claims-open': 'claims are on the table: challenge turns begin with the tosser',
  'give-owed': 'a challenge is settled and the loser owes tiles: he chooses which to give',
  'someone-out': 'a player has no tiles in hand or on the table: the deal is settled',
  'challenges-go-on': 'the give is done: challenge turns go on',
  'next-toss': 'unchallenged claims are buried: the dice pass to the left',
  'game-over': 'the deals or the chip target run out: the game is over',
  'next-deal': 'otherwise the loser deals the next hand',
};
