/**
 * Reading a game's log. Its own file, so that boneyard-search.js can build it in (a few bytes)
 * rather than take it from the bundle through the host registry (elements/search-build/core.js).
 */

/** Where the current deal starts in a game's log (a hand thrown in is dealt again): the last `deal` entry, else 0. */
export function lastDealAt(log: readonly { type: string }[]): number {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.type === 'deal') return i;
  return 0;
}
