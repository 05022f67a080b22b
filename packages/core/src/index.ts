export * from './errors.ts';
export * from './tiles.ts';
export * from './rng.ts';
export * from './trick.ts';
export * from './log.ts';
export * from './hash.ts';
export { importBeside } from './beside.ts';
