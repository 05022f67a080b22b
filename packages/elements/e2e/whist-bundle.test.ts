import { afterAll, beforeAll, expect, test } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunch } from '../chromium.ts';
import { serve } from './serve.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
let browser: Browser;
let cdn: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  if (!existsSync(`${dist}boneyard.js`)) throw new Error('Build first: dist/boneyard.js is missing (pnpm build).');
  cdn = await serve({ dir: dist });
  browser = await chromium.launch(chromiumLaunch);
});
afterAll(async () => {
  await browser?.close();
  await cdn?.close();
});

/** A blog page on one origin that loads the one-file bundle from another (the "CDN"). */
async function blogPage(widget: string, csp?: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  // The page is served on a different origin from the bundle (its own port), like a blog loading a CDN file.
  const site = await serve({
    pages: { '/': `<!doctype html><meta charset="utf-8"><title>My domino blog</title>
      <h1>Let's play</h1>${widget}<script type="module" src="${cdn.url}/boneyard.js"></script>`, '/favicon.ico': '' },
    headers: csp ? { 'Content-Security-Policy': csp } : {},
  });
  const page = await browser.newPage({ reducedMotion: 'reduce' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('Content Security Policy') && errors.push(m.text()));
  await page.goto(site.url);
  return { page, errors, close: async () => { await page.close(); await site.close(); } };
}

interface Seen { phase: string; over: boolean; mine: boolean; lead: boolean; key: string; mode: string | null }
const look = (page: Page): Promise<Seen | null> => page.evaluate(() => {
  const el = document.querySelector('domino-whist') as unknown as { view: any; modeForTests?: string } | null;
  const v = el?.view;
  if (!v) return null;
  return {
    phase: v.phase, over: v.over, mine: v.toAct.includes(v.seat), lead: v.trick.length === 0,
    key: `${v.handNo}/${v.phase}/${v.log.length}/${v.hand.length}`, mode: (el as any).engineMode ?? null,
  };
});

/** Plays the person's seat to the end of the game by clicking, as a reader would. */
async function playByClicking(page: Page): Promise<{ clicks: number; hands: number }> {
  let clicks = 0;
  for (let step = 0; step < 5000; step++) {
    const s = await look(page);
    if (s?.over) break;
    if (!s || !s.mine) {
      await page.waitForTimeout(15);
      continue;
    }
    const click = async (selector: string, nth = 0) => {
      await page.locator(selector).nth(nth).click();
      clicks++;
    };
    switch (s.phase) {
      case 'pass':
        for (let i = 0; i < 3; i++) await click('domino-whist button[data-tile]:enabled:not([aria-pressed="true"])');
        await click('domino-whist [part~="controls"] button[part~="action"]');
        break;
      case 'bid':
        await click(step % 4 === 0 ? 'domino-whist button[data-action="bid"]' : 'domino-whist button[data-action="pass"]');
        break;
      case 'trump':
        await click('domino-whist button[data-action="trump"]');
        break;
      case 'exchange':
        if (step % 2 === 0) await click('domino-whist button[data-action="keep"]');
        else {
          await click('domino-whist button[data-tile]:enabled');
          await click('domino-whist button[data-action="take"]');
        }
        break;
      case 'play':
        if (s.lead) {
          await click('domino-whist button[data-tile]:enabled');
          await click('domino-whist button[data-action="lead"]');
        } else {
          await click('domino-whist button[data-tile][part~="action"]:enabled');
        }
        break;
    }
    await page.waitForFunction((key) => {
      const v = (document.querySelector('domino-whist') as unknown as { view: any }).view;
      return `${v.handNo}/${v.phase}/${v.log.length}/${v.hand.length}` !== key || v.over;
    }, s.key, { timeout: 10_000 });
  }
  const hands = await page.evaluate(() => (document.querySelector('domino-whist') as unknown as { view: any }).view.handNo);
  return { clicks, hands };
}

test('a whole game of <domino-whist> by clicking, loaded cross-origin from the one-file bundle', async () => {
  const { page, errors, close } = await blogPage('<domino-whist players="4" seed="2024" pace="0" passing></domino-whist>');
  await page.locator('domino-whist button[data-tile]').first().waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-whist') as any).engineMode)).toBe('worker');
  const ended = page.evaluate(() => new Promise((r) => document.addEventListener('domino-game-end', (e) => r((e as CustomEvent).detail), { once: true })));
  const { clicks, hands } = await playByClicking(page);
  const detail = (await ended) as { winners: number[] };
  expect(detail.winners.length).toBeGreaterThan(0);
  await expect.poll(() => page.locator('domino-whist [part~="summary"]').textContent()).toMatch(/Game over/);
  console.log(`whole game by clicking: ${clicks} clicks over ${hands} hands`);
  expect(errors).toEqual([]);
  await close();
}, 300_000);

test('a 3-player game under a strict CSP with no worker allowed runs on the main thread', async () => {
  const csp = `default-src 'self'; script-src ${cdn.url}; worker-src 'none'; style-src 'self' 'unsafe-inline'`;
  const { page, close } = await blogPage('<domino-whist players="3" seed="77" pace="0"></domino-whist>', csp);
  await page.locator('domino-whist button[data-tile]').first().waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-whist') as any).engineMode)).toBe('main');
  const { hands } = await playByClicking(page);
  expect(hands).toBeGreaterThan(0);
  await close();
}, 300_000);

test('a bad attribute shows a visible message in the bundle build', async () => {
  const { page, close } = await blogPage('<domino-whist players="7"></domino-whist>');
  await expect.poll(() => page.locator('domino-whist [role="alert"]').textContent(), { timeout: 10_000 }).toContain('players must be 3, 4 or 5');
  await close();
});
