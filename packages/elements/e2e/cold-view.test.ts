import { expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../chromium.ts';
import { serve } from './serve.ts';

// #18, light on the page: a cold view of a blog post, the files served as a CDN serves a versioned
// package (cacheable for a year). Each file is fetched once (the worker's import of the bundle is
// answered by the HTTP cache), and the text under the widget does not jump: the snippet's inline
// style keeps the widget's height from the first paint, before the script has loaded.

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
/** What the guide and the configurator put on the tag. */
const RESERVE = 'display:block;min-height:max(52rem,min(59rem,(100vw - 36rem) * 1000))';
const TAGS = ['domino-whist', 'domino-euchre', 'domino-loo', 'domino-bluff'];

async function coldView(script: string, tag: string, width: number, seed?: number) {
  const cdn = await serve({ dir: dist, headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } });
  const site = await serve({ pages: { '/': `<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,"><title>Post</title>
    <h1>Learning ${tag}</h1><p>Here is a game to try.</p><${tag}${seed === undefined ? '' : ` seed="${seed}"`} style="${RESERVE}"></${tag}><p id="after">And the text under the widget goes on.</p>
    <script type="module" src="${cdn.url}/${script}"></script>` } });
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(site.url);
  await page.locator(`${tag} button[data-tile]`).first().waitFor({ timeout: 20_000 });
  // The first bot moves, at the default pace.
  await page.waitForTimeout(1500);
  const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  const requests = [...cdn.requests];
  await browser.close();
  await site.close();
  await cdn.close();
  return { cls, requests };
}

const sizes = (files: string[]) => files.reduce((a, f) => {
  const raw = readFileSync(`${dist}${f.slice(1)}`);
  return { bytes: a.bytes + raw.length, gzip: a.gzip + gzipSync(raw, { level: 9 }).length };
}, { bytes: 0, gzip: 0 });

test('a cold view fetches each file once: the worker reuses the bundle the page loaded', async () => {
  for (const [script, tag] of [['boneyard.js', 'domino-whist'], ['domino-whist.js', 'domino-whist']] as const) {
    const { requests } = await coldView(script, tag, 1000);
    expect(requests.length).toBe(new Set(requests).size);
    const { bytes, gzip } = sizes(requests);
    console.log(`cold view with ${script}: ${requests.join(' + ')} = ${bytes} bytes of JavaScript (${gzip} gzip)`);
  }
}, 120_000);

// Seeds whose first moves change the header and the seats' facts (in Euchre, seed 14's first bot
// orders up: the trumps line shortened, and a header fact once wrapped across the line, 0.03).
for (const tag of TAGS) {
  test(`a blog page with text under <${tag}> does not jump as it loads and deals (CLS <= 0.01 at 1000 and 360 px)`, async () => {
    const wide = [await coldView('boneyard.js', tag, 1000, 14), await coldView('boneyard.js', tag, 1000, 3)];
    const phone = await coldView('boneyard.js', tag, 360, 14);
    console.log(`${tag}: cumulative layout shift ${wide.map((w) => w.cls.toFixed(4)).join(' and ')} at 1000 px, ${phone.cls.toFixed(4)} at 360 px`);
    for (const w of [...wide, phone]) expect(w.cls).toBeLessThanOrEqual(0.01);
  }, 120_000);
}

test('the widget keeps its height, and the hand its place, as the bots move and the reader\'s turn comes (1000 and 360 px)', async () => {
  const cdn = await serve({ dir: dist });
  const browser = await chromium.launch(chromiumLaunch);
  for (const [tag, width] of TAGS.flatMap((t) => [[t, 1000], [t, 360]] as const)) {
    const site = await serve({ pages: { '/': `<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,"><title>Post</title>
      <${tag} seed="3" pace="150" style="${RESERVE}"></${tag}><script type="module" src="${cdn.url}/boneyard.js"></script>` } });
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(site.url);
    await page.locator(`${tag} button[data-tile]`).first().waitFor({ timeout: 20_000 });
    const heights = new Set<number>();
    const hands = new Set<number>();
    // Looks every 100 ms while the bots move, until five of them fall in the reader's turn (the Hint
    // and the controls are up; the reader never moves, so the turn lasts).
    let onTurn = 0;
    for (let i = 0; i < 80 && onTurn < 5; i++) {
      const r = await page.evaluate((t) => {
        const el = document.querySelector(t) as HTMLElement & { view?: { seat: number; toAct: number[] } };
        const box = el.getBoundingClientRect();
        return { h: box.height, hand: el.shadowRoot!.querySelector('domino-hand')!.getBoundingClientRect().top - box.top, mine: !!el.view && el.view.toAct.includes(el.view.seat) };
      }, tag);
      heights.add(Math.round(r.h));
      hands.add(Math.round(r.hand));
      if (r.mine) onTurn++;
      await page.waitForTimeout(100);
    }
    console.log(`<${tag}> at ${width} px: heights ${[...heights].join(', ')} px, the hand ${[...hands].join(', ')} px from the top`);
    expect(onTurn).toBe(5);
    expect(heights.size).toBe(1);
    expect(hands.size).toBe(1);
    await page.close();
    await site.close();
  }
  await browser.close();
  await cdn.close();
}, 120_000);
