import { expect, test } from 'vitest';
import { blogPage, cdn, clickATile, playByClicking, type Decide } from './harness.ts';

// Each game from another origin under a CSP that allows no worker at all: the engine (and its
// bots) run on the page with the same API. Whist and Loo have their own such tests.

const simple: Decide = async (s, click, _step, exists) => {
  if (s.phase === 'play') return clickATile(click, exists);
  for (const action of ['pass', 'call', 'roll', 'no-claim']) {
    if (await exists(`button[data-action="${action}"]:enabled`)) return click(`button[data-action="${action}"]`);
  }
  if (await exists('[part~="controls"] button[part~="action"]:enabled')) return click('[part~="controls"] button[part~="action"]:enabled');
  // Bluff gives tiles by choosing them first.
  await click('button[data-tile]:enabled:not([aria-pressed="true"])');
  if (await exists('[part~="controls"] button[part~="action"]:enabled')) await click('[part~="controls"] button[part~="action"]:enabled');
};

for (const [tag, attrs] of [['domino-euchre', 'players="4" seed="3"'], ['domino-bluff', 'players="3" seed="4"']] as const) {
  test(`<${tag}> under a strict CSP runs on the main thread and deals`, async () => {
    const csp = `default-src 'self'; script-src ${cdn.url}; worker-src 'none'; style-src 'self' 'unsafe-inline'`;
    const { page, errors, close } = await blogPage(`<${tag} ${attrs} pace="0"></${tag}>`, csp);
    await page.locator(`${tag} button[data-tile]`).first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate((t) => (document.querySelector(t) as unknown as { engineMode: string }).engineMode, tag)).toBe('main');
    const { hands } = await playByClicking(page, tag, simple, 1);
    expect(hands).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await close();
  }, 300_000);
}
