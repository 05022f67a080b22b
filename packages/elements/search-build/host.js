// What boneyard-search.js takes from the bundle that loads it: search-loader.lazy.ts puts it in a
// registry on the realm's global under this file's URL, just before importing it.
const hosts = globalThis[Symbol.for('boneyard.host')] ?? {};
const host = hosts[import.meta.url] ?? Object.values(hosts).at(-1);
if (!host) throw new Error('boneyard-search.js is loaded by boneyard.js when a searching bot first moves, not on its own.');
export const {
  doubleSet, fail, isRuleError, nextU32, parseTile, seedRng,
  whist, euchre, loo, bluff,
  chooseWhistEasy, chooseEuchreEasy, chooseLooEasy, chooseBluffEasy, shedValue,
} = host;
