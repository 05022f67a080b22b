/** The referee for the dice-bluff game: toss, claim (simultaneous), challenge, give, with the pure rules as guards and actions. */
import { trickGameMachine } from '../shared/machine.ts';
import { applyAction, dealHand, scoreHand, validateAction } from './rules.ts';
import type { BluffState } from './types.ts';

export const bluffMachine = trickGameMachine<BluffState>('bluff', ['toss', 'claim', 'challenge', 'give'], {
  validateAction, applyAction, dealHand, scoreHand,
});
