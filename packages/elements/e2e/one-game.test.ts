import { expect, test } from 'vitest';
import { blogPage, cdn, clickATile, playByClicking, type Decide } from './harness.ts';

// The one-game files: a page that wants only Euchre loads dist/domino-euchre.js, which starts
// dist/domino-euchre.engine.js as its worker, or imports it onto the page under a strict CSP.
// Neither touches boneyard.js.

const simple: Decide = async (s, click, _step, exists) => {
  if (s.phase === 'play') return clickATile(click, exists);
  for (const action of ['stand', 'pass', 'call', 'roll', 'no-claim']) {
    if (await exists(`button[data-action="${action}"]:enabled`)) return click(`button[data-action="${action}"]`);
  }
  if (await exists('[part~="controls"] button[part~="action"]:enabled')) return click('[part~="controls"] button[part~="action"]:enabled');
  await click('button[data-tile]:enabled:not([aria-pressed="true"])');
  if (await exists('[part~="controls"] button[part~="action"]:enabled')) await click('[part~="controls"] button[part~="action"]:enabled');
};

const strict = () => `default-src 'self'; script-src ${cdn.url}; worker-src 'none'; style-src 'self' 'unsafe-inline'`;
const fetched = (from: number) => cdn.requests.slice(from).filter((p) => p.endsWith('.js'));

for (const [game, attrs] of [['whist', 'players="4"'], ['euchre', 'players="4"'], ['loo', 'players="3"'], ['bluff', 'players="3"']] as const) {
  const tag = `domino-${game}`;
  test(`${tag}.js alone, cross-origin under a strict CSP: its engine file runs on the page and a hand is played`, async () => {
    const from = cdn.requests.length;
    const { page, errors, close } = await blogPage(`<${tag} ${attrs} seed="5" pace="0"></${tag}>`, strict(), { script: `${tag}.js` });
    await page.locator(`${tag} button[data-tile]`).first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate((t) => (document.querySelector(t) as unknown as { engineMode: string }).engineMode, tag)).toBe('main');
    const { hands } = await playByClicking(page, tag, simple, 1);
    expect(hands).toBeGreaterThanOrEqual(1);
    expect(fetched(from).sort()).toEqual([`/${tag}.engine.js`, `/${tag}.js`]);
    // Only this game's element is defined.
    expect(await page.evaluate(() => ['domino-whist', 'domino-euchre', 'domino-loo', 'domino-bluff'].filter((t) => customElements.get(t)))).toEqual([tag]);
    expect(errors).toEqual([]);
    await close();
  }, 300_000);
}

test('domino-euchre.js with hard bots in a worker: the search is inside the engine file, nothing else is fetched', async () => {
  const from = cdn.requests.length;
  const { page, errors, close } = await blogPage('<domino-euchre players="4" seed="8" pace="0" level="hard"></domino-euchre>', undefined, { script: 'domino-euchre.js' });
  await page.locator('domino-euchre button[data-tile]').first().waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => (document.querySelector('domino-euchre') as unknown as { engineMode: string }).engineMode)).toBe('worker');
  const { hands } = await playByClicking(page, 'domino-euchre', simple, 2);
  expect(hands).toBeGreaterThanOrEqual(2);
  expect(fetched(from).sort()).toEqual(['/domino-euchre.engine.js', '/domino-euchre.js']);
  expect(errors).toEqual([]);
  await close();
}, 300_000);

test('two one-game files on one page, beside each other: each widget plays with its own engine', async () => {
  const { page, errors, close } = await blogPage(
    `<domino-loo players="3" seed="2" pace="0"></domino-loo><domino-whist players="4" seed="3" pace="0"></domino-whist>
     <script type="module" src="${cdn.url}/domino-whist.js"></script>`, undefined, { script: 'domino-loo.js' });
  for (const tag of ['domino-loo', 'domino-whist']) await page.locator(`${tag} button[data-tile]`).first().waitFor({ timeout: 20_000 });
  const { hands } = await playByClicking(page, 'domino-loo', simple, 1);
  expect(hands).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => (document.querySelector('domino-whist') as unknown as { view: { handNo: number } }).view.handNo)).toBe(0);
  expect(errors).toEqual([]);
  await close();
}, 300_000);
