import { expect, test } from 'vitest';
import * as bluff from '../bluff/index.ts';
import * as euchre from '../euchre/index.ts';
import * as loo from '../loo/index.ts';
import * as whist from '../whist/index.ts';

const SHARED = ['options', 'phase', 'seat', 'players', 'dealer', 'toAct', 'turn', 'hand', 'handSizes', 'legalActions', 'trump', 'led', 'trick',
  'tricksWon', 'scores', 'teams', 'over', 'winners', 'lastTrick', 'lastHand', 'log', 'handNo', 'game', 'maxPip'];

// The trick games store their own fields into the shared part one by one (for speed), which the
// type checker cannot see through: this pins every field of every view, in every phase and seat.
const FIELDS: [string, { createState(seed: number, o: object): unknown; settle(s: never): unknown }, object, string[], string[]][] = [
  ['whist', whist, { players: 4 }, [...SHARED, 'tricksPerHand', 'bids', 'highBid', 'minBid', 'declarer', 'contract', 'passDirection', 'passed',
    'passing', 'received', 'widowSize'], ['widow', 'widowDiscard']],
  ['euchre', euchre, { players: 4 }, [...SHARED, 'turnUp', 'proposed', 'round', 'calls', 'maker', 'alone', 'sittingOut', 'pickedUp', 'calledSuit',
    'partner', 'secretPartner', 'outOfPlay'], ['discard']],
  ['loo', loo, { players: 4 }, [...SHARED, 'turnUp', 'turnUpTaken', 'declared', 'missesLeft', 'stockSize', 'pot', 'potStart', 'forPot',
    'playForPotAllowed', 'ownOutOfPlay'], []],
  ['bluff', bluff, { players: 5 }, [...SHARED.filter((k) => k !== 'led' && k !== 'maxPip'), 'tosser', 'tosses', 'dice', 'claimSizes', 'myClaim',
    'decided', 'boneyardSize', 'pot', 'give', 'challengeTargets'], []],
];

test.each(FIELDS)('%s: every view has all its fields, none undefined', (_, g, options, always, sometimes) => {
  const m = g as unknown as typeof euchre;
  for (let seed = 1; seed <= 2; seed++) {
    let s = m.settle(m.createState(seed, options) as never);
    for (let i = 0; i < 250 && s.phase !== 'over'; i++) {
      for (const seat of ['public', ...Array.from({ length: s.options.players }, (_, k) => k)] as const) {
        const v = m.view(s, seat as never) as unknown as Record<string, unknown>;
        const keys = Object.keys(v);
        const missing = always.filter((k) => !keys.includes(k));
        const unknown = keys.filter((k) => !always.includes(k) && !sometimes.includes(k));
        const undef = keys.filter((k) => v[k] === undefined);
        if (missing.length + unknown.length + undef.length) expect({ seat, phase: s.phase, missing, unknown, undef }).toBe('complete');
      }
      const seat = m.toAct(s)[0]!;
      const legal = m.legalActions(s, seat);
      s = m.step(s, seat, legal[(seed * 31 + i) % legal.length]);
    }
  }
});
