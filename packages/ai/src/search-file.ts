/**
 * What boneyard-search.js holds (vite.search.ts builds it from this file): the searching levels
 * (hard.ts) and the hint's reasons (hint.ts), which only a hint for a person needs.
 */
export * from './hard.ts';
export { hintOf, whyOf } from './hint.ts';
