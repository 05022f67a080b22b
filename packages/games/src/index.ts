export * as whist from './whist/index.ts';
export type { WhistView, WhistAction, WhistState, WhistOptions } from './whist/index.ts';
export type { StackedDeal } from './shared/deal.ts';
export * from './shared/deal.ts';
