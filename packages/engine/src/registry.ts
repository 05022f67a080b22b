import { bluffModule, euchreModule, looModule, whistModule, type GameModule } from './modules.ts';

export type { GameModule } from './modules.ts';

/** The games this build plays (a one-game build replaces this module with its own game alone). */
export const GAMES: Record<string, GameModule> = { whist: whistModule(), euchre: euchreModule(), bluff: bluffModule(), loo: looModule() };
export type GameId = 'whist' | 'euchre' | 'loo' | 'bluff';
