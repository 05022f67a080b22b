/**
 * The bundle's stand-in for search-loader.ts: the search (kernel, sampling, the hard Bluff bot)
 * lives in boneyard-search.js beside the bundle, and takes the rules and easy bots from the
 * bundle itself, so nothing ships twice. It is fetched once, on first use.
 */
import { importBeside } from '@boneyard/core';
import type * as Search from './hard.ts';

let search: typeof Search | null = null;

const loaded = (): typeof Search => search ?? (() => {
  throw new Error('The bots\' search is not loaded yet: await loadSearch() first.');
})();

export const decide: typeof Search.decide = (...args) => loaded().decide(...args);
export const seatState: typeof Search.seatState = (...args) => loaded().seatState(...args);
export const searchReady = (): boolean => search !== null;

export async function loadSearch(): Promise<void> {
  search = await importBeside<typeof Search>('./boneyard-search.js');
}
