/** The referee for Domino Loo: one state per phase, the pure rules as guards and actions. */
import { builtOnce, trickGameMachine } from '../shared/machine.ts';
import { applyAction, dealHand, scoreHand, validateAction } from './rules.ts';
import type { LooState } from './types.ts';

export const looMachine = builtOnce(() => trickGameMachine<LooState>('loo', ['declare', 'discard', 'play'], {
  validateAction, applyAction, dealHand, scoreHand,
}));
