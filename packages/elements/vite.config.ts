import { fileURLToPath } from 'node:url';
import { basename, dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunch } from './chromium.ts';
import { cssMinify } from './css-minify.mjs';

// A fresh object per project: vitest mutates `instances`.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunch }),
  instances: [{ browser: 'chromium' as const }],
});

/** `commands.emulateMedia({ colorScheme: 'dark' })` in a test: Playwright's page.emulateMedia (null: stop emulating). */
const emulateMedia: BrowserCommand<[{ colorScheme?: 'light' | 'dark' | null; reducedMotion?: 'reduce' | 'no-preference' | null }]> =
  async (ctx, media) => ctx.page.emulateMedia(media);

/**
 * The `looks` project: screenshots of the stories (the *.looks.ts files under src), compared with committed baselines.
 * Reduced motion (nothing slides, the bots move at once), a page big enough that a 1024 × 1400 test
 * frame is shot at scale 1, and each baseline next to its component: a screenshot named
 * 'domino-table/seven-seats-360-dark' in src/stories.looks.ts is
 * src/domino-table/__baselines__/seven-seats-360-dark-chromium-linux.png. Failure screenshots still go to
 * the ignored __screenshots__, diffs to the ignored .vitest-attachments.
 * Rewrite the baselines after a reviewed change of look: `pnpm --filter @boneyard/elements exec vitest run --project looks --update`.
 */
const looks = () => ({
  ...browser(),
  provider: playwright({ launchOptions: chromiumLaunch, contextOptions: { reducedMotion: 'reduce' as const, viewport: { width: 1100, height: 1500 } } }),
  commands: { emulateMedia },
  expect: {
    toMatchScreenshot: {
      resolveScreenshotPath: ({ root, testFileDirectory, arg, browserName, platform, ext }: { root: string; testFileDirectory: string; arg: string; browserName: string; platform: string; ext: string }) =>
        join(root, testFileDirectory, dirname(arg), '__baselines__', `${basename(arg)}-${browserName}-${platform}${ext}`),
    },
  },
});

const selfSpawn = fileURLToPath(new URL('./src/shared/spawn-worker.self.ts', import.meta.url));
const lazySearch = fileURLToPath(new URL('../ai/src/search-loader.lazy.ts', import.meta.url));
const lazySpanish = fileURLToPath(new URL('./src/shared/i18n/load-es.lazy.ts', import.meta.url));
const lazyRulesKit = fileURLToPath(new URL('./src/shared/load-rules-kit.lazy.ts', import.meta.url));
const lazyOnline = fileURLToPath(new URL('./src/shared/online/load-online.lazy.ts', import.meta.url));

/**
 * `vite build` writes dist/boneyard.js: ONE ES module that defines every element on a page
 * and hosts the engine when started as a (blob:) worker, so the engine ships once.
 */
export default defineConfig({
  base: './',
  plugins: process.env.VITEST ? [] : [cssMinify()],
  resolve: {
    alias: process.env.VITEST ? [] : [
      { find: /^\.\/spawn-worker\.ts$/, replacement: selfSpawn },
      // In the one-file bundle only (not Storybook, not the dev server), the searching bots are
      // their own file (vite.search.ts), fetched on first use.
      // ... and so are the Spanish table (boneyard-es.js) and the rules pages' kit (boneyard-rules.js:
      // explain sentences, the deal text reader), each fetched when a widget first needs it.
      ...(process.env.BONEYARD_BUNDLE ? [
        { find: /^\.\/search-loader\.ts$/, replacement: lazySearch },
        { find: /^\.\/load-es\.ts$/, replacement: lazySpanish },
        { find: /^\.\/load-rules-kit\.ts$/, replacement: lazyRulesKit },
        // ... and the online client with the Colyseus SDK (boneyard-online.js), fetched when a widget has `server`.
        { find: /^\.\/online\/load-online\.ts$/, replacement: lazyOnline },
      ] : []),
    ],
  },
  build: {
    lib: { entry: 'src/boneyard.ts', formats: ['es'], fileName: () => 'boneyard.js' },
    minify: true,
    assetsDir: '',
    emptyOutDir: true,
    // Lib mode keeps whitespace by default; a CDN file should be as small as it can be.
    // One file: dynamic imports stay in it, as lazily initialised modules.
    rolldownOptions: { output: { minify: true, codeSplitting: false } },
  },
  worker: { format: 'es' },
  optimizeDeps: { include: ['lit', 'lit/decorators.js', 'lit/directives/repeat.js', 'lit/directives/keyed.js', 'comlink', '@boneyard/engine > xstate', 'react', 'react-dom/client', '@lit/react'] },
  test: {
    testTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], browser: browser() } },
      // The built one-file bundle, loaded cross-origin by a real page in Debian Chromium.
      { test: { name: 'e2e', include: ['e2e/**/*.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 60_000 } },
      { extends: true, plugins: [storybookTest({ configDir: '.storybook' })], test: { name: 'storybook', browser: browser() } },
      { extends: true, test: { name: 'looks', include: ['src/**/*.looks.ts'], browser: looks() } },
    ],
  },
});
