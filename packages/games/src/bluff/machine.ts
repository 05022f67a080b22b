/**
 * The referee for the dice-bluff game: the machine drawn from the game's flow (flow.ts: deal, toss,
 * claim (simultaneous), reveal, challenge turns, give, round end and settlement), the pure rules as
 * its named guards and actions.
 */
import { builtOnce, chartMachine } from '../shared/chart.ts';
import { bluffChart, stepData, validateAction } from './rules.ts';

export const bluffMachine = builtOnce(() => chartMachine(bluffChart, { validateAction, stepData }));
