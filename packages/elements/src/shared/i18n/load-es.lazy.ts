import { importBeside } from '@boneyard/core';

// The built files' stand-in for load-es.ts: the Spanish table is boneyard-es.js, beside them,
// fetched the first time a widget is shown in Spanish. (The URL's form: see importBeside.)
export const loadSpanish = async (): Promise<Record<string, string>> =>
  (await importBeside<{ default: Record<string, string> }>(new URL('./boneyard-es' + '.js', import.meta.url).href)).default;
