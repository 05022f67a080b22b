/**
 * Shared by packages/engine and packages/ai: dist/index.js is one ES module for
 * Node >= 20 (no DOM), with the workspace packages and xstate inlined.
 * (No imports here: each package resolves vitest from its own node_modules.)
 */
export const nodeLib = () => ({
  build: {
    target: 'node20',
    lib: { entry: 'src/index.ts', formats: ['es' as const], fileName: 'index' },
    minify: false,
    // Top-level `const` stays `const`: V8 then takes it as a constant (the solver's tables, solve.ts).
    rolldownOptions: { external: [/^node:/], output: { topLevelVar: false } },
  },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 120_000 },
});
