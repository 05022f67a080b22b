/** The referee for Domino Euchre: one state per phase, the pure rules as guards and actions. */
import { builtOnce, trickGameMachine } from '../shared/machine.ts';
import { applyAction, dealHand, scoreHand, validateAction } from './rules.ts';
import type { EuchreState } from './types.ts';

export const euchreMachine = builtOnce(() => trickGameMachine<EuchreState>('euchre', ['round1', 'round2', 'discard', 'partner', 'play'], {
  validateAction, applyAction, dealHand, scoreHand,
}));
