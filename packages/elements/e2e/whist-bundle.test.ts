import { expect, test } from 'vitest';
import { blogPage, cdn, playByClicking, type Decide } from './harness.ts';

const whist: Decide = async (s, click, step) => {
  switch (s.phase) {
    case 'pass':
      for (let i = 0; i < 3; i++) await click('button[data-tile]:enabled:not([aria-pressed="true"])');
      await click('[part~="controls"] button[part~="action"]');
      break;
    case 'bid':
      await click(step % 4 === 0 ? 'button[data-action="bid"]' : 'button[data-action="pass"]');
      break;
    case 'trump':
      await click('button[data-action="trump"]');
      break;
    case 'exchange':
      if (step % 2 === 0) await click('button[data-action="keep"]');
      else {
        await click('button[data-tile]:enabled');
        await click('button[data-action="take"]');
      }
      break;
    case 'play':
      if (s.lead) {
        await click('button[data-tile]:enabled');
        await click('button[data-action="lead"]');
      } else {
        await click('button[data-tile][part~="action"]:enabled');
      }
      break;
  }
};

test('a whole game of <domino-whist> by clicking, loaded cross-origin from the one-file bundle', async () => {
  const { page, errors, close } = await blogPage('<domino-whist players="4" seed="2024" pace="0" passing></domino-whist>');
  await page.locator('domino-whist button[data-tile]').first().waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-whist') as any).engineMode)).toBe('worker');
  const ended = page.evaluate(() => new Promise((r) => document.addEventListener('domino-game-end', (e) => r((e as CustomEvent).detail), { once: true })));
  const { clicks, hands } = await playByClicking(page, 'domino-whist', whist);
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
  const { hands } = await playByClicking(page, 'domino-whist', whist);
  expect(hands).toBeGreaterThan(0);
  await close();
}, 300_000);

test('a bad attribute shows a visible message in the bundle build', async () => {
  const { page, close } = await blogPage('<domino-whist players="7"></domino-whist>');
  await expect.poll(() => page.locator('domino-whist [role="alert"]').textContent(), { timeout: 10_000 }).toContain('players must be 3, 4 or 5');
  await close();
});
