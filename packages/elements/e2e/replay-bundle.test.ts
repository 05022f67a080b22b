import { expect, test } from 'vitest';
import { chooseAction, createGame, toNotation } from '@boneyard/engine';
import { blogPage, cdn } from './harness.ts';

test('a rules page shows a whole game with <domino-replay> from boneyard-replay.js, and it ends as the game did', async () => {
  const g = createGame({ game: 'loo', seed: 12, options: { players: 3 } });
  for (let i = 0; !g.isOver(); i++) {
    const seat = g.view('public').toAct[0];
    g.act(seat, chooseAction(g.view(seat), { level: 'easy', seed: i }));
  }
  const text = toNotation(g);
  const { page, errors, close } = await blogPage(`<domino-replay seat="1">${text}</domino-replay>
    <script type="module" src="${cdn.url}/boneyard-replay.js"></script>`);
  await page.locator('domino-replay button[data-step="last"]').waitFor({ timeout: 15_000 });
  const steps = await page.evaluate(() => (document.querySelector('domino-replay') as unknown as { steps: number }).steps);
  expect(steps).toBe(g.history().length);
  await page.locator('domino-replay button[data-step="last"]').click();
  await expect.poll(() => page.locator('domino-replay [part~="step"]').textContent()).toContain('(game over)');
  const scores = await page.evaluate(() => (document.querySelector('domino-replay')!.shadowRoot!.querySelector('domino-table') as unknown as { seats: { score: number }[] }).seats.map((s) => s.score));
  expect(scores).toEqual(g.view(1).scores);
  expect(errors).toEqual([]);
  await close();
}, 120_000);
