// boneyard-search.js takes these from the bundle that loads it (host.js).
export { doubleSet, fail, isRuleError, nextU32, parseTile, seedRng } from './host.js';
// Built in: a few bytes, not worth a slot in the host registry.
export { lastDealAt } from '../../core/src/log.ts';
