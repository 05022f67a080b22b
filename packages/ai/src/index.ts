import type { BluffAction, BluffView, EuchreAction, EuchreView, LooAction, LooView, WhistAction, WhistView } from '@boneyard/games';
import { chooseBluffEasy } from './bluff-easy.ts';
import { chooseLooEasy } from './loo-easy.ts';
import { chooseEuchreEasy } from './euchre-easy.ts';
import { chooseWhistEasy } from './whist-easy.ts';

export type Level = 'easy' | 'medium' | 'hard';
export interface ChooseOptions {
  level?: Level;
  seed?: number;
  budgetMs?: number;
}
export type AnyView = WhistView | EuchreView | LooView | BluffView;
export type AnyAction = WhistAction | EuchreAction | LooAction | BluffAction;

/**
 * A bot's move for the seat whose view it is given. It sees only that view, so it
 * cannot cheat. `medium` and `hard` use the `easy` heuristics until their searches land.
 */
export function chooseAction(view: AnyView, opts: ChooseOptions = {}): AnyAction {
  const level = opts.level ?? 'easy';
  if (!['easy', 'medium', 'hard'].includes(level)) throw new Error(`Unknown bot level "${String(level)}".`);
  switch (view.game) {
    case 'whist':
      return chooseWhistEasy(view);
    case 'euchre':
      return chooseEuchreEasy(view);
    case 'loo':
      return chooseLooEasy(view);
    case 'bluff':
      return chooseBluffEasy(view, opts.seed ?? 0);
    default:
      throw new Error(`No bot for game "${(view as { game: string }).game}".`);
  }
}

export { estimateTricks, bestTrump } from './whist-easy.ts';
export { euchreStrength } from './euchre-easy.ts';
export { looStrength } from './loo-easy.ts';
export * as euchreKernel from './kernel/euchre.ts';
export * as whistKernel from './kernel/whist.ts';
