// first_render_ms: headless Debian Chromium, from the script starting to load to the first playable hand.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { record } from '../../../bench/record.mjs';

const dist = new URL('../dist/', import.meta.url);
let file = 'boneyard.js';
const server = createServer(async (req, res) => {
  if (req.url === '/') {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><script>window.__t0 = performance.now();</script>
      <domino-whist players="4" seed="1"></domino-whist><script type="module" src="/${file}"></script>`);
    return;
  }
  try {
    const body = await readFile(new URL(`.${req.url}`, dist));
    // As a CDN serves a versioned file: cacheable, so the worker's import of the script the page
    // has just loaded comes from the browser's cache. Each load is a fresh browser context (empty cache).
    res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=31536000, immutable' });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;
// The same flags as chromium.ts (kept in step by hand: plain Node 20 cannot import .ts).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--disable-background-networking',
    '--disable-component-update', '--disable-default-apps', '--disable-sync', '--no-first-run'],
});
async function firstRender(script) {
  file = script;
  const times = [];
  for (let i = 0; i < 7; i++) {
    const page = await browser.newPage();
    await page.goto(url);
    // The time is taken in the page when the hand is found (rAF polling), not after a round trip back here.
    await page.waitForFunction(() => {
      if (!document.querySelector('domino-whist')?.shadowRoot?.querySelector('domino-hand')?.shadowRoot?.querySelector('button[data-tile]')) return false;
      window.__t1 ??= performance.now();
      return true;
    });
    times.push(await page.evaluate(() => window.__t1 - window.__t0));
    await page.close();
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]);
}

// The one-file bundle, and the one-game file (its engine file beside it), medians of seven loads.
const results = { first_render_ms: await firstRender('boneyard.js'), 'first_render.domino-whist_ms': await firstRender('domino-whist.js') };
await browser.close();
server.close();
record(results);
