import { expect, test } from 'vitest';
import { blogPage, cdn, clickATile, playByClicking, type Decide } from './harness.ts';

// The searching bots are their own file beside the bundle, fetched when a medium or hard bot
// first moves: in the worker, and on the main thread under a strict CSP alike.

const simple: Decide = async (s, click, step, exists) => {
  if (s.phase === 'play') return clickATile(click, exists);
  for (const action of ['stand', 'pass', 'call']) {
    if (await exists(`button[data-action="${action}"]:enabled`)) return click(`button[data-action="${action}"]`);
  }
  await click('[part~="controls"] button[part~="action"]:enabled');
};

test('hard Euchre bots from the one-file bundle: the search file is fetched once, and a whole game is played', async () => {
  const before = cdn.requests.filter((p) => p === '/boneyard-search.js').length;
  const { page, errors, close } = await blogPage('<domino-euchre players="4" seed="8" pace="0" level="hard"></domino-euchre>');
  await page.locator('domino-euchre button[data-tile]').first().waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-euchre') as unknown as { engineMode: string }).engineMode)).toBe('worker');
  const { hands } = await playByClicking(page, 'domino-euchre', simple);
  expect(hands).toBeGreaterThan(1);
  await expect.poll(() => page.locator('domino-euchre [part~="summary"]').textContent()).toMatch(/Game over/);
  expect(cdn.requests.filter((p) => p === '/boneyard-search.js').length - before).toBe(1);
  expect(errors).toEqual([]);
  await close();
}, 300_000);

test('hard Loo bots under a strict CSP (no workers): the search runs on the main thread, fetched from the bundle\'s origin', async () => {
  const csp = `default-src 'self'; script-src ${cdn.url}; worker-src 'none'; style-src 'self' 'unsafe-inline'`;
  const { page, errors, close } = await blogPage('<domino-loo players="4" seed="21" pace="0" level="hard"></domino-loo>', csp);
  await page.locator('domino-loo button[data-tile]').first().waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-loo') as unknown as { engineMode: string }).engineMode)).toBe('main');
  const { hands } = await playByClicking(page, 'domino-loo', simple, 2);
  expect(hands).toBeGreaterThanOrEqual(2);
  expect(cdn.requests).toContain('/boneyard-search.js');
  expect(errors).toEqual([]);
  await close();
}, 300_000);
