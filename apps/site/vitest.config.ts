import { defineConfig } from 'vitest/config';

// The built site (pnpm build) opened in Debian Chromium: the embed page's configurator and frame.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 60_000 },
});
