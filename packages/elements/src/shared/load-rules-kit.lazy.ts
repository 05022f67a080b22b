import { importBeside } from '@boneyard/core';
import type { RulesKit } from './load-rules-kit.ts';

export type { RulesKit };
// The one-file bundle's stand-in for load-rules-kit.ts: boneyard-rules.js beside it, fetched the
// first time a widget explains or reads a `deal` text. (The URL's form: see importBeside.)
export const loadRulesKit = (): Promise<RulesKit> => importBeside<RulesKit>(new URL('./boneyard-rules' + '.js', import.meta.url).href);
