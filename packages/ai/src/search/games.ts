/**
 * The search's view of each trick game: determinize a seat's view into a full referee state,
 * and read a play-phase state into the kernel. Everything else is the games' own rules. One file
 * per game, so a one-game build (elements/build-games.mjs) leaves the others out.
 */
export { UNLIKELY } from './common.ts';
export * from './whist-search.ts';
export * from './euchre-search.ts';
export * from './loo-search.ts';
