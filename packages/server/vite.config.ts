import { defineConfig } from 'vitest/config';

/**
 * `vite build` writes dist/main.js: the server with our engine built in (one copy of the rules, the
 * same as the worker's), run by plain Node; Colyseus and its transport stay packages. Beside it,
 * dist/bot-worker.js: the bots' thread (src/bots.ts starts it from the file next to it). Chunks the
 * two share sit in dist/ too.
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: {
      input: { main: 'src/main.ts', 'bot-worker': 'src/bot-worker.ts' },
      external: [/^@colyseus\//, 'express', 'ws', /^node:/],
      // Top-level `const` stays `const`, which V8 takes as a constant: the solver's tables (ai/src/solver/solve.ts).
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', topLevelVar: false },
    },
  },
  ssr: { noExternal: [/^@boneyard\//] },
  test: { environment: 'node', testTimeout: 60_000, setupFiles: ['./test/setup.ts'] },
});
