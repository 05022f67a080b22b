import { afterAll, beforeAll } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunch } from '../chromium.ts';
import { serve } from './serve.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
let browser: Browser;
export let cdn: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  if (!existsSync(`${dist}boneyard.js`)) throw new Error('Build first: dist/boneyard.js is missing (pnpm build).');
  cdn = await serve({ dir: dist });
  browser = await chromium.launch(chromiumLaunch);
});
afterAll(async () => {
  await browser?.close();
  await cdn?.close();
});

/** The browser the tests share (a test that needs its own contexts, e.g. two people with their own storage, makes them here). */
export const sharedBrowser = (): Browser => browser;

/** A blog page on one origin that loads the one-file bundle (or `look.script`, or the URL `look.src`) from another (the "CDN"). */
export async function blogPage(
  widget: string, csp?: string, look: { colorScheme?: 'light' | 'dark'; width?: number; script?: string; src?: string; head?: string } = {},
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  // The page is served on a different origin from the bundle (its own port), like a blog loading a CDN file.
  const site = await serve({
    pages: { '/': `<!doctype html><html lang="en"><meta charset="utf-8"><title>My domino blog</title>
      ${look.head ?? ''}<h1>Let's play</h1>${widget}<script type="module" src="${look.src ?? `${cdn.url}/${look.script ?? 'boneyard.js'}`}"></script>`, '/favicon.ico': '' },
    headers: csp ? { 'Content-Security-Policy': csp } : {},
  });
  const page = await browser.newPage({
    reducedMotion: 'reduce', colorScheme: look.colorScheme ?? 'light', ...(look.width ? { viewport: { width: look.width, height: 900 } } : {}),
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('Content Security Policy') && errors.push(m.text()));
  await page.goto(site.url);
  return { page, errors, close: async () => { await page.close(); await site.close(); } };
}

export interface Seen { phase: string; over: boolean; mine: boolean; lead: boolean; key: string }
const look = (page: Page, tag: string): Promise<Seen | null> => page.evaluate((tag) => {
  const v = (document.querySelector(tag) as unknown as { view: any } | null)?.view;
  if (!v) return null;
  return { phase: v.phase, over: v.over, mine: v.toAct.includes(v.seat), lead: v.trick.length === 0, key: `${v.handNo}/${v.phase}/${v.log.length}/${v.hand.length}` };
}, tag);

/** One decision of the person's, made by clicking. */
export type Decide = (s: Seen, click: (selector: string) => Promise<void>, step: number, exists: (selector: string) => Promise<boolean>) => Promise<void>;

/**
 * Plays the person's seat to the end of the game by clicking, as a reader would. `onStep` is called
 * whenever what the seat sees has changed (and may stop the play by answering true).
 */
export async function playByClicking(
  page: Page, tag: string, decide: Decide, untilHand = Infinity, onStep?: (s: Seen) => Promise<boolean | void>,
): Promise<{ clicks: number; hands: number }> {
  let clicks = 0;
  const click = async (selector: string) => {
    await page.locator(`${tag} ${selector}`).first().click();
    clicks++;
  };
  const exists = async (selector: string) => (await page.locator(`${tag} ${selector}`).count()) > 0;
  let seen = '';
  // A decision is done when the engine has taken the person's move: other seats may move meanwhile
  // (simultaneous passes and claims), so a changed view alone does not say so.
  await page.evaluate((tag) => {
    const w = window as unknown as { personMoves?: number };
    if (w.personMoves !== undefined) return;
    w.personMoves = 0;
    document.querySelector(tag)!.addEventListener('domino-move', (e) => { if ((e as CustomEvent<{ by: string }>).detail.by === 'person') w.personMoves!++; });
  }, tag);
  const personMoves = () => page.evaluate(() => (window as unknown as { personMoves: number }).personMoves);
  for (let step = 0; step < 5000; step++) {
    const s = await look(page, tag);
    if (s && onStep && s.key !== seen) {
      seen = s.key;
      if (await onStep(s)) break;
    }
    if (s?.over || (s && Number(s.key.split('/')[0]) >= untilHand)) break;
    // A paced table waits at a hand's end until the reader has seen the result; the next hand's
    // controls come after it, even where the reader is the first to act in that hand. (Online,
    // another person may press it first: the button is gone then, and that is no failure.)
    if (s && await exists('button[data-action="next-hand"]')) {
      await pressNextHand(page, tag);
      continue;
    }
    if (!s || !s.mine) {
      await page.waitForTimeout(15);
      continue;
    }
    const moves = await personMoves();
    await decide(s, click, step, exists);
    await page.waitForFunction(([tag, moves, key]) => {
      const el = document.querySelector(tag as string) as unknown as HTMLElement & { view: any };
      const v = el.view;
      if ((window as unknown as { personMoves: number }).personMoves > (moves as number) || v.over) return true;
      // A move made across a lost worker lands in the game brought back, which starts a new stream of updates.
      const busy = el.shadowRoot!.querySelector('[part~="base"]')?.getAttribute('aria-busy') === 'true';
      return !busy && `${v.handNo}/${v.phase}/${v.log.length}/${v.hand.length}` !== key;
    }, [tag, moves, s.key], { timeout: 10_000 }).catch(async (e: Error) => {
      const now = await page.evaluate((tag) => {
        const el = document.querySelector(tag) as unknown as HTMLElement & { view: any };
        const v = el.view;
        return { key: `${v.handNo}/${v.phase}/${v.log.length}/${v.hand.length}`, toAct: v.toAct, busy: el.shadowRoot!.querySelector('[part~="base"]')?.getAttribute('aria-busy'), notice: el.shadowRoot!.querySelector('[role="alert"]')?.textContent };
      }, tag);
      throw new Error(`${e.message}: after deciding at ${JSON.stringify(s)}, the widget shows ${JSON.stringify(now)}`);
    });
  }
  const hands = await page.evaluate((tag) => (document.querySelector(tag) as unknown as { view: any }).view.handNo, tag);
  return { clicks, hands };
}

/** Presses Next hand on a hand's result; another person may have pressed it first (online), which is no failure. */
export const pressNextHand = (page: Page, tag: string): Promise<void> =>
  page.locator(`${tag} button[data-action="next-hand"]`).first().click({ timeout: 2000 }).catch(() => undefined);

/** Plays a tile by clicking: a click plays at once, or selects the tile and a lead button names its suit. */
export async function clickATile(click: (selector: string) => Promise<void>, exists: (selector: string) => Promise<boolean>): Promise<void> {
  if (await exists('button[data-tile][part~="action"]:enabled')) {
    await click('button[data-tile][part~="action"]:enabled');
    return;
  }
  await click('button[data-tile]:enabled');
  await new Promise((r) => setTimeout(r, 150));
  if (await exists('button[data-action="lead"]')) await click('button[data-action="lead"]');
}
