import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`./search-build/${name}.js`, import.meta.url));

/**
 * `vite build -c vite.search.ts` writes dist/boneyard-search.js: the medium and hard bots' search
 * (kernel, sampling, search loop, the hard Bluff bot). The bundle fetches it the first time a
 * searching bot moves; it takes the rules and the easy bots from the bundle that loads it (the very
 * module instance already running, through search-build/host.js), so they ship once and the bundle
 * stays within its size budget. It imports nothing: an app's bundler may rename it and the bundle.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@boneyard\/core$/, replacement: shim('core') },
      { find: /^@boneyard\/games$/, replacement: shim('games') },
      // The check of a re-dealt state (seatState) is used only here, so it is built into this file.
      { find: /^@boneyard\/games\/validate$/, replacement: fileURLToPath(new URL('../games/src/validate/index.ts', import.meta.url)) },
      { find: /^(\.\.?\/)+(whist|euchre|loo|bluff)-easy\.ts$/, replacement: shim('easy') },
    ],
  },
  build: {
    lib: { entry: fileURLToPath(new URL('../ai/src/search-file.ts', import.meta.url)), formats: ['es'], fileName: () => 'boneyard-search.js' },
    emptyOutDir: false,
    minify: true,
    // Top-level `const` stays `const`, which V8 takes as a constant: the solver's tables (ai/src/solver/solve.ts).
    rolldownOptions: { output: { minify: true, codeSplitting: false, topLevelVar: false } },
  },
});
