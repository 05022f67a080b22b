/**
 * The bundle's stand-in for search-loader.ts: the search (kernel, sampling, the hard Bluff bot)
 * lives in boneyard-search.js beside the bundle, and takes the rules and easy bots from the
 * bundle itself, so nothing ships twice. It is fetched once, on first use.
 */
import type { decide as Decide, redeal as Redeal } from './hard.ts';

/** Beside the bundle (a variable, so the bundler leaves the URL to the browser). */
const SEARCH_FILE = './boneyard-search.js';
let impl: typeof Decide | null = null;
let redealImpl: typeof Redeal | null = null;
let loading: Promise<void> | null = null;

export function decide(...args: Parameters<typeof Decide>): ReturnType<typeof Decide> {
  if (!impl) throw new Error('The bots\' search is not loaded yet: await loadSearch() first.');
  return impl(...args);
}

export function redeal(...args: Parameters<typeof Redeal>): ReturnType<typeof Redeal> {
  if (!redealImpl) throw new Error('The bots\' search is not loaded yet: await loadSearch() first.');
  return redealImpl(...args);
}

export const searchReady = (): boolean => impl !== null;

export function loadSearch(): Promise<void> {
  loading ??= import(/* @vite-ignore */ new URL(SEARCH_FILE, import.meta.url).href).then(
    (m: { decide: typeof Decide; redeal: typeof Redeal }) => {
      impl = m.decide;
      redealImpl = m.redeal;
    },
    (e: unknown) => {
      loading = null; // a later move may try again
      throw e;
    },
  );
  return loading;
}
