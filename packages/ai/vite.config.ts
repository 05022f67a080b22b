import { defineConfig } from 'vitest/config';

// dist/index.js: one ES module for Node >= 20 (no DOM), with the workspace packages and xstate inlined.
export default defineConfig({
  build: {
    target: 'node20',
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    minify: false,
    rollupOptions: { external: [/^node:/] },
  },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 120_000 },
});
