import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`./replay-build/${name}.js`, import.meta.url));
const lazySpanish = fileURLToPath(new URL('./src/shared/i18n/load-es.lazy.ts', import.meta.url));

/**
 * `vite build -c vite.replay.ts` writes dist/boneyard-replay.js: <domino-replay> and the game
 * notation reader, for rules pages that show games move by move. It imports Lit, the engine and
 * the table pieces from ./boneyard.js beside it (loading it if the page has not), so they ship once.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^lit$/, replacement: shim('lit') },
      { find: /^lit\/decorators\.js$/, replacement: shim('decorators') },
      { find: '@boneyard/engine', replacement: shim('engine') },
      { find: '@boneyard/core', replacement: shim('core') },
      { find: /^\.\/game\.ts$/, replacement: shim('engine') },
      { find: /^\.\.\/domino-(table|hand)\/domino-(table|hand)\.ts$/, replacement: shim('defined') },
      { find: /^\.\/load-es\.ts$/, replacement: lazySpanish },
    ],
  },
  build: {
    lib: { entry: fileURLToPath(new URL('./src/domino-replay/domino-replay.ts', import.meta.url)), formats: ['es'], fileName: () => 'boneyard-replay.js' },
    emptyOutDir: false,
    minify: true,
    rolldownOptions: { external: ['boneyard-host'], output: { minify: true, codeSplitting: false, paths: { 'boneyard-host': './boneyard.js' } } },
  },
});
