// Where the Spanish table comes from: here (tests, Storybook, the dev server) a module of the
// package; the built files swap this for load-es.lazy.ts, which fetches boneyard-es.js.
export const loadSpanish = async (): Promise<Record<string, string>> => (await import('./es.ts')).default;
