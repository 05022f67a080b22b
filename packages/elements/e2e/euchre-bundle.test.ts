import { expect, test } from 'vitest';
import { fromNotation } from '@boneyard/engine';
import { blogPage, playByClicking } from './harness.ts';
import { euchre } from './players.ts';

async function wholeGame(widget: string): Promise<{ clicks: number; hands: number; winners: number[] }> {
  const { page, errors, close } = await blogPage(widget);
  await page.locator('domino-euchre button[data-tile]').first().waitFor({ timeout: 15_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-euchre') as unknown as { engineMode: string }).engineMode)).toBe('worker');
  const ended = page.evaluate(() => new Promise((r) => document.addEventListener('domino-game-end', (e) => r((e as CustomEvent).detail), { once: true })));
  const { clicks, hands } = await playByClicking(page, 'domino-euchre', euchre);
  const { winners } = (await ended) as { winners: number[] };
  await expect.poll(() => page.locator('domino-euchre [part~="game-over"]').textContent()).toMatch(/Game over/);
  // The finished game copies as a notation that replays to the same end.
  const copied = page.evaluate(() => new Promise((r) => document.addEventListener('domino-notation', (e) => r((e as CustomEvent).detail.notation), { once: true })));
  // A secondary tool: in the small "More" menu.
  await page.locator('domino-euchre [part~="tools-toggle"]').click();
  await page.locator('domino-euchre [part~="copy-notation"]').click();
  const replayed = fromNotation(await copied);
  expect(replayed.isOver()).toBe(true);
  expect(replayed.view('public').winners).toEqual(winners);
  expect(errors).toEqual([]);
  await close();
  return { clicks, hands, winners };
}

test('a whole game of <domino-euchre> (partners, dealer picks up) by clicking, from the one-file bundle', async () => {
  const r = await wholeGame('<domino-euchre players="4" seed="31" pace="0" pickup="dealer"></domino-euchre>');
  expect(r.winners.length).toBe(2);
  console.log(`euchre by clicking: ${r.clicks} clicks over ${r.hands} hands`);
}, 300_000);

test('a whole Call-Ace game for five by clicking, from the one-file bundle', async () => {
  const r = await wholeGame('<domino-euchre players="5" variant="call-ace" seed="8" pace="0" lead-suit="leader-declares"></domino-euchre>');
  expect(r.winners.length).toBeGreaterThan(0);
  console.log(`call-ace by clicking: ${r.clicks} clicks over ${r.hands} hands`);
}, 300_000);

test('bad euchre attributes show a visible message', async () => {
  const { page, close } = await blogPage('<domino-euchre players="5"></domino-euchre>');
  await expect.poll(() => page.locator('domino-euchre [role="alert"]').textContent(), { timeout: 10_000 }).toContain('needs variant="call-ace"');
  await close();
});
