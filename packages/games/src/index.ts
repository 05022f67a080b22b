export * as whist from './whist/index.ts';
export * as euchre from './euchre/index.ts';
export * as loo from './loo/index.ts';
export type { WhistView, WhistAction, WhistState, WhistOptions } from './whist/index.ts';
export type { EuchreView, EuchreAction, EuchreState, EuchreOptions } from './euchre/index.ts';
export type { LooView, LooAction, LooState, LooOptions } from './loo/index.ts';
export type { StackedDeal } from './shared/deal.ts';
export * from './shared/deal.ts';
