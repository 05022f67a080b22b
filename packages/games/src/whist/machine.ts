/**
 * The referee for Domino Whist: the machine drawn from the game's flow (flow.ts), the pure
 * functions of rules.ts as its named guards and actions.
 */
import { builtOnce, chartMachine } from '../shared/chart.ts';
import { stepData, validateAction, whistChart } from './rules.ts';

export const whistMachine = builtOnce(() => chartMachine(whistChart, { validateAction, stepData }));
