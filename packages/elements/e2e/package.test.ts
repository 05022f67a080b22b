import { afterAll, beforeAll, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

test('installed from the tarballs into a fresh Vite app, built and opened, the games play with every lazily fetched part', async () => {
  const app = join(dir, 'app');
  mkdirSync(app);
  for (const p of PACKAGES) unpack(p, join(app, 'node_modules', '@boneyard', p));
  // Offline: the third-party packages come from this workspace, not a registry.
  for (const [dep, from] of [['lit', 'elements'], ['@lit/react', 'elements'], ['comlink', 'engine'], ['xstate', 'engine']] as const) {
    mkdirSync(join(app, 'node_modules', dep, '..'), { recursive: true });
    symlinkSync(join(root, 'packages', from, 'node_modules', dep), join(app, 'node_modules', dep));
  }
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'my-blog', private: true, type: 'module', dependencies: { '@boneyard/elements': version } }));
  const html = (tag: string, main: string) => `<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,"><title>App</title>${tag}<script type="module" src="./${main}"></script></html>`;
  // All four games from the one-file bundle, with a searching bot, Spanish and a deal text: each
  // part the bundle fetches later must be one the app's bundler shipped under its own name (the
  // rules kit, under Vite's 4 KB limit, is inlined as a data: URL; the game starts only once it has
  // read the deal text).
  writeFileSync(join(app, 'index.html'), html('<domino-loo players="3" seed="9" pace="0" level="hard" lang="es" explain deal="dealer 2"></domino-loo>', 'main.js'));
  writeFileSync(join(app, 'main.js'), "import '@boneyard/elements';\n");
  // One game from its own file, with its engine file beside it.
  writeFileSync(join(app, 'one.html'), html('<domino-euchre players="4" seed="3" pace="0" level="medium" lang="es" deal="dealer 0"></domino-euchre>', 'one.js'));
  writeFileSync(join(app, 'one.js'), "import '@boneyard/elements/domino-euchre.js';\n");
  writeFileSync(join(app, 'vite.config.js'), "export default { build: { rolldownOptions: { input: { index: 'index.html', one: 'one.html' } } } };\n");
  run(process.execPath, [join(root, 'packages/elements/node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], app);
  const assets = readdirSync(join(app, 'dist', 'assets'));
  const site = await serve({ dir: join(app, 'dist') });
  const { page, errors, close } = await blogPage('<p>unused</p>');
  const fetched = (stem: string) => site.requests.some((r) => new RegExp(`^/assets/${stem}-[\\w-]+\\.js$`).test(r));

  type Loo = { engineMode: string; view: { log: unknown[]; turn: number | null; seat: number } };
  await page.goto(`${site.url}/index.html`);
  await page.locator('domino-loo button[data-tile]').first().waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-loo') as unknown as Loo).engineMode)).toBe('worker');
  await expect.poll(() => fetched('boneyard-es'), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => page.locator('domino-loo').getByText('Partida nueva').count()).toBeGreaterThan(0);
  // A move by the reader is answered: the game runs.
  const before = await page.evaluate(() => (document.querySelector('domino-loo') as unknown as Loo).view.log.length);
  await page.locator('domino-loo button[part~="action"]:enabled').first().click();
  await expect.poll(() => page.evaluate(() => (document.querySelector('domino-loo') as unknown as Loo).view.log.length)).toBeGreaterThan(before);
  // The hard bots answered with the search from the app's own copy, the one the worker was told of.
  await expect.poll(() => fetched('boneyard-search'), { timeout: 20_000 }).toBe(true);

  await page.goto(`${site.url}/one.html`);
  // Seat 1, a medium bot, speaks first; then the reader's turn comes round.
  await expect.poll(() => page.evaluate(() => {
    const v = (document.querySelector('domino-euchre') as unknown as Loo | null)?.view;
    return v ? v.log.length > 0 && v.turn === v.seat : false;
  }), { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => (document.querySelector('domino-euchre') as unknown as Loo).engineMode)).toBe('worker');
  expect(fetched('domino-euchre.engine'), site.requests.join(' ')).toBe(true);
  await expect.poll(() => page.locator('domino-euchre').getByText('Partida nueva').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  expect(assets.some((a) => a.startsWith('boneyard-search-'))).toBe(true);
  await close();
  await site.close();
}, 120_000);
