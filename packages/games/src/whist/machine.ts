/**
 * The referee for Domino Whist: an XState machine whose states are the game's phases,
 * with the pure functions of rules.ts as its named guards and actions.
 */
import { builtOnce, trickGameMachine } from '../shared/machine.ts';
import { applyAction, dealHand, scoreHand, validateAction } from './rules.ts';
import type { WhistState } from './types.ts';

export const whistMachine = builtOnce(() => trickGameMachine<WhistState>('whist', ['pass', 'bid', 'trump', 'exchange', 'play'], {
  validateAction, applyAction, dealHand, scoreHand,
}));
