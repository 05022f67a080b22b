/**
 * Where the searching levels come from. Here (Node, tests, the dev server) they are part of
 * the package; the one-file bundle swaps this module for search-loader.lazy.ts, which fetches
 * them as their own file the first time a medium or hard bot has to move.
 */
export { ceilingDecision, decide, seatState } from './hard.ts';
export { hintOf } from './hint.ts';
export const searchReady = (): boolean => true;
export const loadSearch = (): Promise<void> => Promise.resolve();
