import { expect, test } from 'vitest';
import { blogPage, playByClicking } from './harness.ts';
import { loo } from './players.ts';

async function wholeGame(widget: string) {
  const { page, errors, close } = await blogPage(widget);
  await page.locator('domino-loo button[data-tile]').first().waitFor({ timeout: 15_000 });
  const ended = page.evaluate(() => new Promise((r) => document.addEventListener('domino-game-end', (e) => r((e as CustomEvent).detail), { once: true })));
  const r = await playByClicking(page, 'domino-loo', loo);
  const detail = (await ended) as { winners: number[]; scores: number[] };
  await expect.poll(() => page.locator('domino-loo [part~="summary"]').textContent()).toMatch(/Game over/);
  expect(errors).toEqual([]);
  await close();
  return { ...r, ...detail };
}

test('a whole <domino-loo> game for points by clicking, from the one-file bundle', async () => {
  const r = await wholeGame('<domino-loo players="4" seed="12" pace="0"></domino-loo>');
  expect(Math.max(...r.scores)).toBeGreaterThanOrEqual(15);
  console.log(`loo points by clicking: ${r.clicks} clicks over ${r.hands} deals`);
}, 300_000);

test('a whole chips session of <domino-loo> by clicking', async () => {
  const r = await wholeGame('<domino-loo players="3" scoring="chips" deals="5" seed="3" pace="0"></domino-loo>');
  expect(r.hands).toBe(5);
  console.log(`loo chips by clicking: ${r.clicks} clicks over ${r.hands} deals, chips ${r.scores.join('/')}`);
}, 300_000);
