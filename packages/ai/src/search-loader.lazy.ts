/**
 * The bundle's stand-in for search-loader.ts: the search (kernel, sampling, the hard Bluff bot)
 * lives in boneyard-search.js, fetched once, on first use. It takes the rules and the easy bots
 * from the bundle that loads it, so nothing ships twice: handed over through a registry on the
 * realm's global (in the worker, the worker's own), keyed by the file's URL, rather than by a
 * static import of './boneyard.js' — an app's bundler renames both files, and the copy of the
 * bundle that runs the worker is not the one the page imported.
 */
import { doubleSet, fail, importBeside, isRuleError, nextU32, parseTile, seedRng } from '@boneyard/core';
import { bluff, euchre, loo, whist } from '@boneyard/games';
import { chooseWhistEasy } from './whist-easy.ts';
import { chooseEuchreEasy } from './euchre-easy.ts';
import { chooseLooEasy } from './loo-easy.ts';
import { chooseBluffEasy, shedValue } from './bluff-easy.ts';
import type * as Search from './search-file.ts';

/** Where the page said the search file is (the worker's blob sets it: see workerImporting). */
export const SEARCH_URL = Symbol.for('boneyard.search-url');
/** What boneyard-search.js takes from the bundle (elements/search-build/host.js reads it). */
export const HOST = Symbol.for('boneyard.host');

let search: typeof Search | null = null;

const loaded = (): typeof Search => search ?? (() => {
  throw new Error('The bots\' search is not loaded yet: await loadSearch() first.');
})();

export const decide: typeof Search.decide = (...args) => loaded().decide(...args);
export const seatState: typeof Search.seatState = (...args) => loaded().seatState(...args);
export const ceilingDecision: typeof Search.ceilingDecision = (...args) => loaded().ceilingDecision(...args);
export const hintOf: typeof Search.hintOf = (...args) => loaded().hintOf(...args);
export const searchReady = (): boolean => search !== null;

export async function loadSearch(): Promise<void> {
  const realm = globalThis as unknown as Record<symbol, unknown>;
  const url = (realm[SEARCH_URL] as string | undefined) ?? new URL('./boneyard-search' + '.js', import.meta.url).href;
  const hosts = (realm[HOST] ??= {}) as Record<string, unknown>;
  hosts[url] = {
    doubleSet, fail, isRuleError, nextU32, parseTile, seedRng,
    whist, euchre, loo, bluff,
    chooseWhistEasy, chooseEuchreEasy, chooseLooEasy, chooseBluffEasy, shedValue,
  };
  search = await importBeside<typeof Search>(url);
}
