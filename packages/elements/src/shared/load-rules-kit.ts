import * as kit from './rules-kit.ts';

export type RulesKit = typeof kit;
// Here (tests, Storybook, the dev server, the one-game files) the kit is part of the module graph.
export const loadRulesKit = async (): Promise<RulesKit> => kit;
