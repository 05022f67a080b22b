export * from './types.ts';
export * from './rules.ts';
export * from './view.ts';
export { bluffMachine } from './machine.ts';
