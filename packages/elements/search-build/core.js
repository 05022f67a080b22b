// boneyard-search.js takes these from the bundle it sits beside: 'boneyard-host' is written ./boneyard.js (vite.search.ts).
export { doubleSet, fail, isRuleError, nextU32, parseTile, seedRng } from 'boneyard-host';
