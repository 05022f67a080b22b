/** The referee for Domino Loo: the machine drawn from the game's flow (flow.ts), the pure rules as its named guards and actions. */
import { builtOnce, chartMachine } from '../shared/chart.ts';
import { looChart, stepData, validateAction } from './rules.ts';

export const looMachine = builtOnce(() => chartMachine(looChart, { validateAction, stepData }));
