// The built files' stand-in for load-es.ts: the Spanish table is boneyard-es.js, beside them,
// fetched the first time a widget is shown in Spanish (a variable, so the bundler leaves the URL
// to the browser).
const FILE = './boneyard-es.js';
export const loadSpanish = async (): Promise<Record<string, string>> =>
  ((await import(/* @vite-ignore */ new URL(FILE, import.meta.url).href)) as { default: Record<string, string> }).default;
