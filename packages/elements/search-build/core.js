// boneyard-search.js takes these from the bundle that loads it (host.js).
export { doubleSet, fail, isRuleError, nextU32, parseTile, seedRng } from './host.js';
