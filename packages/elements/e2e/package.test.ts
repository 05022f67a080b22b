import { afterAll, beforeAll, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogPage } from './harness.ts';
import { serve } from './serve.ts';

// #18: the package as npm ships it. `pnpm pack` makes the tarballs; one is laid out the way public
// npm CDNs serve packages and used from another origin; the five are installed, offline, into a
// fresh Vite app, which is built and opened in Chromium.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = ['core', 'games', 'ai', 'engine', 'elements'];
const version = (JSON.parse(readFileSync(join(root, 'packages/elements/package.json'), 'utf8')) as { version: string }).version;
let dir: string;
const run = (cmd: string, args: string[], cwd: string) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const unpack = (pkg: string, into: string) => {
  mkdirSync(into, { recursive: true });
  run('tar', ['-xzf', join(dir, `${pkg}.tgz`), '-C', into, '--strip-components=1'], dir);
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'boneyard-package-'));
  for (const p of PACKAGES) run('pnpm', ['pack', '--out', join(dir, `${p}.tgz`)], join(root, 'packages', p));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('served in the layout of a public npm CDN, the package plays from another origin, its search file fetched from beside it', async () => {
  const cdnRoot = join(dir, 'cdn');
  unpack('elements', join(cdnRoot, 'npm', `@boneyard/elements@${version}`));
  const cdn = await serve({ dir: cdnRoot });
  const src = `${cdn.url}/npm/@boneyard/elements@${version}/dist/boneyard.js`;
  const { page, errors, close } = await blogPage('<domino-euchre players="4" level="medium" pace="0" deal="dealer 0"></domino-euchre>', undefined, { src });
  await page.locator('domino-euchre button[data-tile]').first().waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-euchre') as unknown as { engineMode: string }).engineMode)).toBe('worker');
  // Seat 1, a medium bot, speaks first (left of dealer 0): boneyard-search.js is fetched from beside boneyard.js.
  await expect.poll(() => cdn.requests.some((r) => r.endsWith(`/npm/@boneyard/elements@${version}/dist/boneyard-search.js`)), { timeout: 20_000 }).toBe(true);
  expect(errors).toEqual([]);
  await close();
  await cdn.close();
}, 120_000);

test('installed from the tarballs into a fresh Vite app, built and opened, a game plays', async () => {
  const app = join(dir, 'app');
  mkdirSync(app);
  for (const p of PACKAGES) unpack(p, join(app, 'node_modules', '@boneyard', p));
  // Offline: the third-party packages come from this workspace, not a registry.
  for (const [dep, from] of [['lit', 'elements'], ['@lit/react', 'elements'], ['comlink', 'engine'], ['xstate', 'engine']] as const) {
    mkdirSync(join(app, 'node_modules', dep, '..'), { recursive: true });
    symlinkSync(join(root, 'packages', from, 'node_modules', dep), join(app, 'node_modules', dep));
  }
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'my-blog', private: true, type: 'module', dependencies: { '@boneyard/elements': version } }));
  writeFileSync(join(app, 'index.html'), '<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,"><title>App</title><domino-loo players="3" seed="9" pace="0"></domino-loo><script type="module" src="./main.js"></script></html>');
  writeFileSync(join(app, 'main.js'), "import '@boneyard/elements';\n");
  run(process.execPath, [join(root, 'packages/elements/node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], app);
  const site = await serve({ dir: join(app, 'dist') });
  const { page, errors, close } = await blogPage('<p>unused</p>');
  await page.goto(`${site.url}/index.html`);
  await page.locator('domino-loo button[data-tile]').first().waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-loo') as unknown as { engineMode: string }).engineMode)).toBe('worker');
  // A move by the reader is answered: the game runs.
  const before = await page.evaluate(() => (document.querySelector('domino-loo') as unknown as { view: { log: unknown[] } }).view.log.length);
  await page.locator('domino-loo button[part~="action"]:enabled').first().click();
  await expect.poll(() => page.evaluate(() => (document.querySelector('domino-loo') as unknown as { view: { log: unknown[] } }).view.log.length)).toBeGreaterThan(before);
  expect(errors).toEqual([]);
  await close();
  await site.close();
}, 120_000);
