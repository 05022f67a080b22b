/** The referee for Domino Euchre: the machine drawn from the game's flow (flow.ts), the pure rules as its named guards and actions. */
import { builtOnce, chartMachine } from '../shared/chart.ts';
import { euchreChart, stepData, validateAction } from './rules.ts';

export const euchreMachine = builtOnce(() => chartMachine(euchreChart, { validateAction, stepData }));
