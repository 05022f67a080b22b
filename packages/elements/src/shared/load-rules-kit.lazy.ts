import type { RulesKit } from './load-rules-kit.ts';

export type { RulesKit };
// The one-file bundle's stand-in for load-rules-kit.ts: boneyard-rules.js beside it, fetched once,
// the first time a widget explains or reads a `deal` text (a variable, so the bundler leaves the URL).
const FILE = './boneyard-rules.js';
let loading: Promise<RulesKit> | null = null;
export const loadRulesKit = (): Promise<RulesKit> =>
  (loading ??= (import(/* @vite-ignore */ new URL(FILE, import.meta.url).href) as Promise<RulesKit>).catch((e: unknown) => {
    loading = null;
    throw e;
  }));
