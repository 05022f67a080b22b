import { expect, test } from 'vitest';
import { blogPage, playByClicking } from './harness.ts';
import { bluff } from './players.ts';

test('a whole <domino-bluff> deal by clicking, from the one-file bundle', async () => {
  const { page, errors, close } = await blogPage('<domino-bluff players="4" deals="1" seed="21" pace="0"></domino-bluff>');
  await page.locator('domino-bluff button[data-tile]').first().waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-bluff') as unknown as { engineMode: string }).engineMode)).toBe('worker');
  const ended = page.evaluate(() => new Promise((r) => document.addEventListener('domino-game-end', (e) => r((e as CustomEvent).detail), { once: true })));
  const { clicks, hands } = await playByClicking(page, 'domino-bluff', bluff);
  const detail = (await ended) as { winners: number[]; scores: number[] };
  expect(hands).toBe(1);
  expect(detail.winners.length).toBeGreaterThan(0);
  await expect.poll(() => page.locator('domino-bluff [part~="summary"]').textContent()).toMatch(/Game over/);
  expect(errors).toEqual([]);
  console.log(`bluff by clicking: ${clicks} clicks, chips ${detail.scores.join('/')}`);
  await close();
}, 300_000);

test('bad bluff attributes show a visible message', async () => {
  const { page, close } = await blogPage('<domino-bluff players="9"></domino-bluff>');
  await expect.poll(() => page.locator('domino-bluff [role="alert"]').textContent(), { timeout: 10_000 }).toContain('players must be a whole number from 2 to 7');
  await close();
});
