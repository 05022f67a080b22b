/**
 * The referee for the dice-bluff game: deal, toss, claim (simultaneous), reveal, challenge turns, give,
 * round end and settlement, with the pure rules as guards and actions.
 */
import { builtOnce, trickGameMachine } from '../shared/machine.ts';
import { applyAction, dealHand, endRound, revealClaims, scoreHand, validateAction } from './rules.ts';
import type { BluffState } from './types.ts';

export const bluffMachine = builtOnce(() => trickGameMachine<BluffState>('bluff', ['toss', 'claim', 'challenge', 'give'], {
  validateAction, applyAction, dealHand, scoreHand,
}, { reveal: revealClaims, 'round-end': endRound }));
