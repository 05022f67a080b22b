// boneyard-search.js takes these from the bundle it sits beside: 'boneyard-host' is written ./boneyard.js (vite.search.ts).
export { doubleSet, parseTile, seedRng } from 'boneyard-host';
