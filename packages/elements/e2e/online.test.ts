/**
 * Online tables, end to end: the real game server (packages/server, built) on loopback, a blog-like
 * page with the built one-file bundle and `server=`, and two people, each in their own browser
 * context (their own storage, as on two machines), who play a whole game by clicking while bots take
 * the other two seats. In the middle one person's page is closed and opened again from the invite
 * link: the same seat, the same hand.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { cdn, playByClicking, pressNextHand, sharedBrowser, type Decide } from './harness.ts';
import { euchre, whist } from './players.ts';
import { serve } from './serve.ts';

const MAIN = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
let server: ChildProcess;
let serverUrl = '';

const freePort = () => new Promise<number>((resolve) => {
  const s = netServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error('Build first: packages/server/dist/main.js is missing (pnpm build).');
  const port = await freePort();
  // Bots move at once (no watching pace), so a whole game takes seconds of bot time.
  server = spawn(process.execPath, [MAIN], { env: { ...process.env, PORT: String(port), BONEYARD_BOT_PACE_MS: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stderr!.on('data', (d: Buffer) => process.stderr.write(d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the game server did not start')), 20_000);
    server.stdout!.on('data', (d: Buffer) => {
      if (String(d).includes('game server on')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  serverUrl = `ws://127.0.0.1:${port}`;
});
afterAll(() => {
  server?.kill('SIGKILL');
});

interface Person {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function open(context: BrowserContext, url: string, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(url);
  return page;
}

async function person(url: string): Promise<Person> {
  const context = await sharedBrowser().newContext({ reducedMotion: 'reduce' });
  const errors: string[] = [];
  return { context, page: await open(context, url, errors), errors };
}

const seatAndHand = (page: Page, tag: string) => page.evaluate((tag) => {
  const v = (document.querySelector(tag) as unknown as { view: { seat: number; hand: string[] } | null }).view;
  return v ? { seat: v.seat, hand: v.hand.slice() } : null;
}, tag);

/**
 * Two people at one table of `tag` (4 seats), bots in the other two; one plays until `breakAtHand`,
 * closes the page, opens the invite link again and plays on; both play to the game's end.
 */
async function wholeOnlineGame(tag: string, attrs: string, decide: Decide): Promise<{ hands: number; clicks: number }> {
  const widget = `<${tag} ${attrs} server="${serverUrl}" room="new" people="2" name="NAME"></${tag}>`;
  const site = await serve({
    pages: {
      // Each person's page names them through its query (?who=…), as a blog's own script might.
      '/': `<!doctype html><html lang="en"><meta charset="utf-8"><title>Domino night</title><h1>Play with us</h1>
        ${widget.replace('name="NAME"', '')}
        <script>const n = new URL(location.href).searchParams.get('who'); if (n) document.querySelector('${tag}').setAttribute('name', n);
          document.addEventListener('domino-room', (e) => { window.roomEvent = e.detail; });</script>
        <script type="module" src="${cdn.url}/boneyard.js"></script>`,
      '/favicon.ico': '',
    },
  });
  const ana = await person(`${site.url}/?who=Ana`);
  await ana.page.waitForFunction(() => (window as unknown as { roomEvent?: unknown }).roomEvent, null, { timeout: 20_000 });
  const room = await ana.page.evaluate(() => (window as unknown as { roomEvent: { code: string; invite: string } }).roomEvent);
  expect(room.code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
  // The element reflects its table's code, and the lobby shows the link and who sits where.
  await expect.poll(() => ana.page.evaluate((tag) => document.querySelector(tag)!.getAttribute('room'), tag)).toBe(room.code);
  const lobby = ana.page.locator(`${tag} [part~="lobby"]`);
  await expect.poll(() => lobby.locator('[part~="invite"]').inputValue()).toBe(room.invite);
  await expect.poll(() => lobby.locator('[part~="lobby-seat"]').count()).toBe(4);
  expect(await lobby.locator('[part~="start-now"]').count()).toBe(1);

  // Bo opens the invite link (with his own name) and sits across from Ana: the game starts.
  const invite = new URL(room.invite);
  invite.searchParams.set('who', 'Bo');
  const bo = await person(invite.href);
  for (const p of [ana, bo]) await p.page.locator(`${tag} button[data-tile]`).first().waitFor({ timeout: 20_000 });
  const a0 = (await seatAndHand(ana.page, tag))!;
  const b0 = (await seatAndHand(bo.page, tag))!;
  expect([a0.seat, b0.seat]).toEqual([0, 2]);
  expect(a0.hand.filter((t) => b0.hand.includes(t))).toEqual([]);
  expect(await ana.page.evaluate((tag) => (document.querySelector(tag) as unknown as { engineMode: string; secure: boolean }).engineMode, tag)).toBe('online');
  // Each sees the other by name on the table's seat.
  await expect.poll(() => ana.page.locator(`${tag} [part~="seat"]`).allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Bo')]));

  // Both play; Bo stops in the second hand's play (mid-game), closes his page and comes back by the link.
  // The table goes on until it is his turn, then waits for him: his hand is as he left it.
  const anaPlays = playByClicking(ana.page, tag, decide);
  await playByClicking(bo.page, tag, decide, Infinity, async (s) => Number(s.key.split('/')[0]) >= 1 && s.phase === 'play');
  const before = (await seatAndHand(bo.page, tag))!;
  await bo.page.close();
  bo.page = await open(bo.context, invite.href, bo.errors);
  await bo.page.locator(`${tag} button[data-tile]`).first().waitFor({ timeout: 20_000 });
  const after = (await seatAndHand(bo.page, tag))!;
  expect(after.seat).toBe(before.seat);
  expect(after.hand).toEqual(before.hand);
  const [mine, his] = await Promise.all([anaPlays, playByClicking(bo.page, tag, decide)]);
  for (const p of [ana, bo]) {
    await expect.poll(() => p.page.locator(`${tag} [part~="summary"]`).first().textContent(), { timeout: 20_000 }).toMatch(/Game over/);
  }
  // Both saw the same end.
  const scores = await Promise.all([ana, bo].map((p) => p.page.evaluate((tag) => (document.querySelector(tag) as unknown as { view: { scores: number[] } }).view.scores, tag)));
  expect(scores[0]).toEqual(scores[1]);
  for (const p of [ana, bo]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
  await site.close();
  return { hands: mine.hands, clicks: mine.clicks + his.clicks };
}

test('a whole four-seat game of Whist online: two people by clicks, two bots, one page closed and reopened from the invite link', async () => {
  const r = await wholeOnlineGame('domino-whist', 'players="4"', whist);
  console.log(`online whist: ${r.hands} hands, ${r.clicks} clicks by the two people`);
  expect(r.hands).toBeGreaterThan(1);
}, 600_000);

test('a whole game of Euchre online, the same way', async () => {
  const r = await wholeOnlineGame('domino-euchre', 'players="4"', euchre);
  console.log(`online euchre: ${r.hands} hands, ${r.clicks} clicks by the two people`);
  expect(r.hands).toBeGreaterThan(1);
}, 600_000);

test('Hint online: the game server works it out for the reader\'s own seat, and the widget says it', async () => {
  const site = await serve({
    pages: { '/': `<!doctype html><html lang="en"><meta charset="utf-8"><domino-euchre players="4" server="${serverUrl}" room="new" people="1"></domino-euchre>
      <script type="module" src="${cdn.url}/boneyard.js"></script>`, '/favicon.ico': '' },
  });
  const p = await person(site.url);
  const hint = p.page.locator('domino-euchre button[part~="hint"]');
  // The Hint button is there from the first view, disabled until the reader's turn comes.
  await hint.waitFor({ timeout: 20_000 });
  const state = () => p.page.evaluate(() => {
    const el = document.querySelector('domino-euchre') as HTMLElement & { view?: { seat: number; toAct: number[]; phase: string; handNo: number; legalActions: unknown[] } };
    const v = el.view;
    const mine = !!v && v.toAct.includes(v.seat);
    return {
      turn: mine && v.legalActions.length > 1, forced: mine && v.phase === 'play' && v.legalActions.length === 1,
      nextHand: !!el.shadowRoot?.querySelector('button[data-action="next-hand"]'),
      hand: v?.handNo, phase: v?.phase, toAct: v?.toAct, status: el.shadowRoot?.querySelector('[part~="status"]')?.textContent?.trim(),
    };
  });
  // A turn with one legal tile teaches nothing, and a person must still play it (the table waits):
  // the reader plays it, as it would, until a turn with a choice comes (a bot's order-up or lone
  // hand can leave the reader's first turns forced). A partner's lone hand leaves the reader no turn
  // at all: the table then waits at the hand's end for the reader to read it and go on.
  const until = Date.now() + 60_000;
  for (let s = await state(); !s.turn; s = await state()) {
    if (Date.now() > until) throw new Error(`the reader's turn did not come: ${JSON.stringify(s)}`);
    if (s.nextHand) await pressNextHand(p.page, 'domino-euchre');
    if (s.forced) await p.page.locator('domino-euchre button[data-tile]:not([disabled])').first().click({ timeout: 2_000 }).catch(() => {});
    await p.page.waitForTimeout(250);
  }
  await expect.poll(() => hint.isEnabled(), { timeout: 5_000 }).toBe(true);
  await hint.click();
  await expect.poll(() => p.page.locator('domino-euchre [part~="hint-text"]').textContent(), { timeout: 20_000 }).toMatch(/\w+\. \w/);
  expect(await p.page.locator('domino-euchre [data-hinted]').count()).toBeGreaterThan(0);
  expect(p.errors).toEqual([]);
  await p.context.close();
  await site.close();
}, 120_000);

test('a bad server address or table code is said in the widget, not a blank box', async () => {
  const site = await serve({
    pages: {
      '/': `<!doctype html><meta charset="utf-8"><domino-whist id="a" server="nonsense" room="new"></domino-whist>
        <domino-whist id="b" server="${serverUrl}" room="ABCDEFGHJK"></domino-whist>
        <domino-whist id="c" server="${serverUrl}" room="nope"></domino-whist>
        <script type="module" src="${cdn.url}/boneyard.js"></script>`,
    },
  });
  const p = await person(site.url);
  await expect.poll(() => p.page.locator('#a [role="alert"]').textContent(), { timeout: 15_000 }).toContain('The game server address is not valid.');
  await expect.poll(() => p.page.locator('#b [role="alert"]').textContent(), { timeout: 15_000 }).toContain('There is no table with this code');
  await expect.poll(() => p.page.locator('#c [role="alert"]').textContent(), { timeout: 15_000 }).toContain('room must be "new"');
  await p.context.close();
  await site.close();
}, 60_000);
