import { importBeside } from '@boneyard/core';

// The built files' stand-in for load-es.ts: the Spanish table is boneyard-es.js, beside them,
// fetched the first time a widget is shown in Spanish.
export const loadSpanish = async (): Promise<Record<string, string>> => (await importBeside<{ default: Record<string, string> }>('./boneyard-es.js')).default;
