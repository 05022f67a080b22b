import { expect, test } from 'vitest';
import { blogPage, cdn, playByClicking } from './harness.ts';
import { whist } from './players.ts';

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

test('under a CSP: worker-src blob: plus the script\'s origin gives a worker; blob: alone still plays, on the page', async () => {
  const mode = async (workerSrc: string) => {
    const csp = `default-src 'self'; script-src ${cdn.url}; worker-src ${workerSrc}; style-src 'self' 'unsafe-inline'`;
    const { page, close } = await blogPage('<domino-whist players="3" seed="5" pace="0"></domino-whist>', csp);
    await page.locator('domino-whist button[data-tile]').first().waitFor({ timeout: 20_000 });
    const m = await page.evaluate(() => (document.querySelector('domino-whist') as unknown as { engineMode: string }).engineMode);
    await close();
    return m;
  };
  expect(await mode(`blob: ${cdn.url}`)).toBe('worker');
  expect(await mode('blob:')).toBe('main');
}, 60_000);

test('two widgets on one page are independent games', async () => {
  const { page, close } = await blogPage(`<domino-whist id="a" players="3" seed="1" pace="100000"></domino-whist>
    <domino-euchre id="b" players="4" seed="2" pace="100000"></domino-euchre>`);
  await page.locator('#a button[data-tile]').first().waitFor({ timeout: 15_000 });
  await page.locator('#b button[data-tile]').first().waitFor({ timeout: 15_000 });
  const hands = () => page.evaluate(() => ['a', 'b'].map((id) => (document.getElementById(id) as unknown as { view: { hand: string[]; log: unknown[] } }).view));
  const [a0, b0] = await hands();
  expect(a0!.hand).toHaveLength(12);
  expect(b0!.hand).toHaveLength(5);
  await page.locator('#a button[data-tile]').first().waitFor();
  expect(await page.evaluate(() => new Set(['a', 'b'].map((id) => (document.getElementById(id) as unknown as { engineMode: string }).engineMode)).size)).toBe(1);
  await close();
});
