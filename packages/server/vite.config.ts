import { defineConfig } from 'vitest/config';

/**
 * `vite build` writes dist/main.js: the server with our engine built in (one copy of the rules, the
 * same as the worker's), run by plain Node; Colyseus and its transport stay packages.
 */
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { external: [/^@colyseus\//, 'express', 'ws', /^node:/], output: { entryFileNames: 'main.js' } },
  },
  ssr: { noExternal: [/^@boneyard\//] },
  test: { environment: 'node', testTimeout: 60_000, setupFiles: ['./test/setup.ts'] },
});
