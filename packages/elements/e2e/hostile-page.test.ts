import { expect, test } from 'vitest';
import { createGame, fromNotation } from '@boneyard/engine';
import { blogPage, playByClicking, type Decide } from './harness.ts';
import { findLeaks, HOSTILE_SCRIPT, observe, takeRecord, viewsIn, type Recorded } from './hostile.ts';
import { bluff, euchre, loo, whist } from './players.ts';

// Issue #17, tried as an attacker: a script on the blog page, installed before our bundle, records
// every message between the page and the worker, everything it can read or call on the element,
// the storages, the DOM and the accessibility tree, at every step of a whole game. Nothing it
// records may name a tile the person's seat has not been shown, or hold a seed or generator state,
// before the game ends; and every view it sees is exactly a view the real game gave that seat.
// (Its calls of the element's methods with made-up arguments may throw on the page: that is the
// attacker breaking its own page, so page errors are not counted here; the game must still finish.)

// `resumeAttrs`: a game long enough to be still going at the reload (a one-deal Bluff can end within
// the sixteen looks before it, and an ended game is rightly not kept, so a fresh one would follow;
// Euchre to 3 points can end in two hands, or one lone march: it ended before the reload in a CI run).
const GAMES: { tag: string; attrs: string; resumeAttrs?: string; decide: Decide }[] = [
  { tag: 'domino-whist', attrs: 'players="3"', decide: whist },
  { tag: 'domino-euchre', attrs: 'players="4" target="3"', resumeAttrs: 'players="4" target="10"', decide: euchre },
  { tag: 'domino-loo', attrs: 'players="3"', decide: loo },
  { tag: 'domino-bluff', attrs: 'players="4" deals="1"', resumeAttrs: 'players="4" deals="6"', decide: bluff },
];

/** Canonical JSON (keys sorted), to compare views however their keys were ordered. */
const canon = (x: unknown): string => JSON.stringify(x, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

/** Every view the seat had in the real game, and every word its generator held, replayed from the finished game's notation. */
function replay(notation: string, seat: number): { views: Set<string>; rngWords: Set<string>; seed: string } {
  const done = fromNotation(notation);
  const origin = done.origin!;
  const g = createGame({ game: done.id, seed: origin.seed, options: origin.options });
  const views = new Set<string>();
  const rngWords = new Set<string>();
  const look = () => {
    views.add(canon(g.view(seat)));
    for (const w of (JSON.parse(JSON.parse(g.snapshot()).state) as { rng: number[] }).rng) if (w >= 1e6) rngWords.add(String(w));
  };
  look();
  for (const { seat: s, action } of done.history()) {
    g.act(s, action);
    look();
  }
  return { views, rngWords, seed: String(origin.seed) };
}

const ready = (page: import('playwright-core').Page, tag: string) => page.locator(`${tag} button[data-tile]`).first().waitFor({ timeout: 20_000 });

for (const { tag, attrs, resumeAttrs = attrs, decide } of GAMES) {
  test(`a hostile page learns nothing hidden from a whole game of <${tag}>`, async () => {
    const { page, close } = await blogPage(`<${tag} ${attrs} pace="0"></${tag}>`, undefined, { head: HOSTILE_SCRIPT });
    await ready(page, tag);
    expect(await page.evaluate((tag) => (document.querySelector(tag) as unknown as { secure: boolean }).secure, tag)).toBe(true);
    await playByClicking(page, tag, decide, Infinity, () => observe(page, tag));
    await observe(page, tag);
    const items = await takeRecord(page);
    // Over now: the game may be given whole, and is checked against what the page was shown.
    const notation = await page.evaluate((tag) => (document.querySelector(tag) as unknown as { copyNotation(): Promise<string | null> }).copyNotation(), tag);
    expect(notation).toMatch(/^Boneyard 1/);
    const real = replay(notation!, 0);
    expect(real.seed).toMatch(/^[0-9a-f]{32}$/);
    const leaks = findLeaks(items, { seed: real.seed, rngWords: real.rngWords });
    expect(leaks.slice(0, 5)).toEqual([]);
    const received = items.filter((i) => i.kind === 'in').flatMap((i) => viewsIn(i.text));
    expect(received.length).toBeGreaterThan(10);
    const strays = received.filter((v) => !real.views.has(canon(v)));
    expect(strays.slice(0, 2)).toEqual([]);
    console.log(`hostile page, ${tag}: ${items.length} records (${items.filter((i) => i.kind === 'obs').length} full looks), ${received.length} views, no leak`);
    await close();
  }, 300_000);

  test(`a hostile page learns nothing hidden from <${tag} resume> across a lost worker and a reload`, async () => {
    const { page, close } = await blogPage(`<${tag} ${resumeAttrs} pace="0" resume="t"></${tag}>`, undefined, { head: HOSTILE_SCRIPT });
    await ready(page, tag);
    const items: Recorded[] = [];
    let looks = 0;
    const until = (n: number) => async () => {
      await observe(page, tag);
      return ++looks >= n;
    };
    await playByClicking(page, tag, decide, Infinity, until(8));
    // The worker dies: the widget plays on from what the seat knows, the rest dealt afresh.
    const workers = await page.evaluate(() => { const h = (window as unknown as { __hostile: { workers: Worker[] } }).__hostile; h.workers.forEach((w) => w.terminate()); return h.workers.length; });
    await playByClicking(page, tag, decide, Infinity, until(16));
    expect(await page.evaluate(() => (window as unknown as { __hostile: { workers: Worker[] } }).__hostile.workers.length)).toBeGreaterThan(workers);
    const before = await page.evaluate((tag) => (document.querySelector(tag) as unknown as { view: { handNo: number; over?: boolean } }).view, tag);
    expect(before.over ?? false, 'the game must still be going at the reload').toBe(false);
    items.push(...await takeRecord(page));
    // A reload: the saved record (the seat's view) is all there is to go on.
    await page.reload();
    await ready(page, tag);
    const after = await page.evaluate((tag) => (document.querySelector(tag) as unknown as { view: { handNo: number } }).view.handNo, tag);
    expect(after).toBe(before.handNo);
    await playByClicking(page, tag, decide, Infinity, () => observe(page, tag));
    await observe(page, tag);
    items.push(...await takeRecord(page));
    const saved = items.filter((i) => i.kind === 'obs').map((i) => JSON.parse(i.text).localStorage as Record<string, string>).find((s) => Object.keys(s).length);
    expect(Object.values(saved ?? {})[0]).toContain('"format":"boneyard-seat"');
    expect(findLeaks(items).slice(0, 5)).toEqual([]);
    // A game dealt afresh from a seat's record has no notation to give: its seed never existed.
    expect(await page.evaluate((tag) => (document.querySelector(tag) as unknown as { copyNotation(): Promise<string | null> }).copyNotation(), tag)).toBeNull();
    console.log(`hostile page, ${tag} resume: ${items.length} records, ${looks} full looks, no leak`);
    await close();
  }, 300_000);
}

test('seed="x" deals the same game in the element as createGame does in Node', async () => {
  const { page, close } = await blogPage('<domino-whist players="4" seed="x" pace="100000"></domino-whist>');
  await ready(page, 'domino-whist');
  const hand = await page.evaluate(() => (document.querySelector('domino-whist') as unknown as { view: { hand: string[] } }).view.hand);
  expect(hand).toEqual(createGame({ game: 'whist', seed: 'x', options: { players: 4 } }).view(0).hand);
  await close();
});

test('the leak check: a hand-ending update may name the last move of the hand before, nothing else unseen', () => {
  const view = (handNo: number, hand: string[]) => ({ game: 'bluff', seat: 0, handNo, over: false, hand, handSizes: [hand.length, 6] });
  const dealt: Recorded = { kind: 'in', text: JSON.stringify({ view: view(0, ['1-0', '5-5']) }) };
  const ending = (tiles: string[], handEnded = true): Recorded => ({
    kind: 'in', text: JSON.stringify({ view: view(1, ['2-2']), move: { seat: 0, action: { type: 'give', tiles } }, ...(handEnded ? { handEnded: { hand: 1 } } : {}) }),
  });
  expect(findLeaks([dealt, ending(['1-0'])])).toEqual([]);
  expect(findLeaks([dealt, ending(['6-6'])]).map((l) => l.what)).toEqual(['tile 6-6 (hand 1)']);
  expect(findLeaks([dealt, ending(['1-0'], false)]).map((l) => l.what)).toEqual(['tile 1-0 (hand 1)']);
});
