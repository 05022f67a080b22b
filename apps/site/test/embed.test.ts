import { afterAll, beforeAll, expect, test } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunch } from '../../../packages/elements/chromium.ts';
import { serve } from '../../../packages/elements/e2e/serve.ts';

// #18, tried as a blogger: the embed page's configurator writes a tag that, pasted into a blank page,
// gives the very widget it previewed; its frame works from another origin and fits its game.

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
let browser: Browser;
let site: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  if (!existsSync(`${dist}embed.html`)) throw new Error('Build first: apps/site/dist is missing (pnpm build).');
  site = await serve({ dir: dist });
  browser = await chromium.launch(chromiumLaunch);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

type Widget = { view: { game: string; hand: string[]; options: Record<string, unknown>; dealer: number } | null };
const widgetOf = (page: Page, tag: string) => page.evaluate((tag) => {
  const el = document.querySelector(tag) as unknown as Widget & HTMLElement;
  return { attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])), view: el.view && { game: el.view.game, hand: el.view.hand, options: el.view.options, dealer: el.view.dealer } };
}, tag);

test('the configurator\'s tag, pasted into a blank page, gives the widget it previewed', async () => {
  const page = await browser.newPage();
  await page.goto(`${site.url}/embed.html`);
  const form = page.locator('#configurator');
  await form.locator('select[name="game"]').selectOption('loo');
  await form.locator('select[name="players"]').selectOption('3');
  await form.locator('select[name="scoring"]').selectOption('chips');
  await form.locator('select[name="level"]').selectOption('hard');
  await form.locator('input[name="seed"]').fill('blog-7');
  await form.locator('input[name="deal"]').fill('dealer 2; 0: 6-6 5-5 6-5 6-4 6-2');
  await form.locator('input[name="explain"]').check();
  await form.locator('input[name="colours"]').check();
  await form.locator('select[name="lang"]').selectOption('es');
  await expect.poll(() => page.locator('#config-tag').textContent()).toContain('seed="blog-7"');
  const snippet = (await page.locator('#config-tag').textContent())!;
  expect(snippet).toMatch(/^<script type="module" src="https:\/\/cdn\.jsdelivr\.net\/npm\/@boneyard\/elements@\d+\.\d+\.\d+\/dist\/boneyard\.js"><\/script>\n<domino-loo /);
  await page.locator('#config-preview domino-loo button[data-tile]').first().waitFor({ timeout: 20_000 });
  const previewed = await widgetOf(page, '#config-preview domino-loo');

  // The blog: another origin; the script line is the CDN's, served here from the site's copy of the same files.
  const blog = await serve({ pages: { '/': `<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,"><h1>My post</h1>${snippet.replace(/https:\/\/cdn\.jsdelivr\.net\/npm\/@boneyard\/elements@[^/]+\/dist/, site.url)}<p>More text.</p>` } });
  const pasted = await browser.newPage();
  await pasted.goto(blog.url);
  await pasted.locator('domino-loo button[data-tile]').first().waitFor({ timeout: 20_000 });
  const got = await widgetOf(pasted, 'domino-loo');
  expect(got).toEqual(previewed);
  expect(got.view!.options).toMatchObject({ players: 3, scoring: 'chips' });
  expect(got.view!.hand).toEqual(expect.arrayContaining(['6-6', '5-5', '6-5', '6-4', '6-2']));
  expect(got.view!.dealer).toBe(2);
  expect(got.attrs).toMatchObject({ lang: 'es', explain: '', level: 'hard', style: expect.stringContaining('--domino-table-bg') });
  await pasted.close();
  await blog.close();
  await page.close();
});

test('the frame works from another origin and the page around it fits it to its game', async () => {
  const page = await browser.newPage();
  await page.goto(`${site.url}/embed.html`);
  await page.locator('#configurator select[name="game"]').selectOption('euchre');
  await page.locator('#configurator select[name="players"]').selectOption('3');
  await expect.poll(() => page.locator('#config-frame').textContent()).toContain('game=euchre');
  const frameSnippet = (await page.locator('#config-frame').textContent())!;
  const fit = (await page.locator('#frame-fit').textContent())!;
  await page.close();

  const blog = await serve({ pages: { '/': `<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,"><h1>My post</h1>${frameSnippet}${fit}<p id="after">More text.</p>` } });
  const host = await browser.newPage({ viewport: { width: 800, height: 900 } });
  await host.goto(blog.url);
  const frame = host.frameLocator('iframe[data-boneyard]');
  await frame.locator('domino-euchre button[data-tile]').first().waitFor({ timeout: 20_000 });
  expect(await frame.locator('domino-euchre').evaluate((el) => (el as unknown as { view: { options: { players: number } } }).view.options.players)).toBe(3);
  // The frame's document is on the site's origin, not the blog's.
  expect(await host.locator('iframe[data-boneyard]').evaluate((f) => new URL((f as HTMLIFrameElement).src).origin)).toBe(site.url);
  const content = () => frame.locator('html').evaluate((h) => Math.ceil(h.getBoundingClientRect().height));
  await expect.poll(async () => Math.abs((await host.locator('iframe[data-boneyard]').evaluate((f) => (f as HTMLElement).getBoundingClientRect().height)) - (await content())), { timeout: 10_000 }).toBeLessThanOrEqual(1);
  expect(await host.locator('iframe[data-boneyard]').evaluate((f) => (f as HTMLElement).style.height)).not.toBe('640px');
  await host.close();
  await blog.close();
});

test('every page of the site fits a 360 px phone: one line of links, no sideways scroll, copy buttons clear of the code', async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  for (const name of ['index', 'whist', 'euchre', 'loo', 'bluff', 'embed', 'rules-examples']) {
    await page.goto(`${site.url}/${name}.html`);
    await page.waitForTimeout(300);
    const fit = await page.evaluate(() => {
      const nav = document.querySelector('header.site')!.getBoundingClientRect();
      // One line: some height crosses every link (they sit on one baseline, in two sizes).
      const links = [...document.querySelectorAll('header.site a')].map((a) => a.getBoundingClientRect());
      const oneLine = Math.max(...links.map((r) => r.top)) < Math.min(...links.map((r) => r.bottom));
      const overlaps = [...document.querySelectorAll('.snippet')].filter((s) => {
        const b = s.querySelector('button')!.getBoundingClientRect();
        const p = s.querySelector('pre')!.getBoundingClientRect();
        return b.bottom > p.top + 1 && b.top < p.bottom && b.right > p.left && b.left < p.right;
      }).length;
      // Anything wider than the screen, outside a box that scrolls by itself.
      const scrolls = (el: Element | null): boolean => !!el && (['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || scrolls(el.parentElement));
      const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > innerWidth + 1 && !scrolls(el.parentElement)).map((el) => el.tagName);
      return { pageWidth: document.documentElement.scrollWidth, oneLine, navHeight: nav.height, overlaps, wide: wide.slice(0, 3) };
    });
    expect(fit, name).toMatchObject({ pageWidth: 360, oneLine: true, overlaps: 0, wide: [] });
  }
  await page.close();
});

test('a game page keeps its game: a setting that would deal afresh asks first (Cancel keeps it), and a reload plays on', async () => {
  const page = await browser.newPage();
  await page.goto(`${site.url}/whist.html`);
  type Game = { view: { handNo: number; log: unknown[]; hand: string[] } | null };
  const game = () => page.evaluate(() => { const v = (document.getElementById('game') as unknown as Game).view; return v && { log: v.log.length, hand: v.hand }; });
  await page.locator('#game button[data-action="bid"], #game button[data-action="pass"]').first().click({ timeout: 20_000 });
  await expect.poll(async () => (await game())?.log ?? 0).toBeGreaterThan(0);
  const before = (await game())!;
  await page.selectOption('#players', '3');
  await expect.poll(() => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.confirm')!.open)).toBe(true);
  await page.click('dialog.confirm button[value="keep"]');
  // The select is put back when the dialog's close event comes, a task after the click.
  await expect.poll(() => page.inputValue('#players')).toBe('4');
  expect(await page.getAttribute('#game', 'players')).toBe('4');
  expect((await game())!.hand).toEqual(before.hand);
  // The level too; and the page's own New game, confirmed, does deal afresh.
  await page.selectOption('select[data-level-for="game"]', 'hard');
  await page.click('dialog.confirm button[value="keep"]');
  expect(await page.getAttribute('#game', 'level')).toBeNull();
  // A reload: the same hand, the game under way.
  await page.reload();
  await expect.poll(async () => (await game())?.hand, { timeout: 20_000 }).toEqual(before.hand);
  expect((await game())!.log).toBeGreaterThan(0);
  await page.selectOption('#players', '3');
  await page.click('dialog.confirm button[value="new"]');
  await expect.poll(() => page.getAttribute('#game', 'players')).toBe('3');
  await page.close();
});
