import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { blogPage } from './harness.ts';

// Contrast in the dark scheme, and a phone 320 CSS pixels wide (also what 200% zoom gives a
// 640-pixel window): axe finds nothing serious, and nothing sticks out sideways.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

for (const [tag, attrs] of [
  ['domino-whist', 'players="4" seed="3" passing'], ['domino-euchre', 'players="4" seed="5"'],
  ['domino-loo', 'players="4" seed="6"'], ['domino-bluff', 'players="5" seed="7"'],
] as const) {
  for (const colorScheme of ['dark', 'light'] as const) {
    test(`<${tag}> in the ${colorScheme} scheme at 320 px: contrast and layout`, async () => {
      const { page, errors, close } = await blogPage(`<${tag} ${attrs} pace="100000"></${tag}>`, undefined, { colorScheme, width: 320 });
      await page.locator(`${tag} button[data-tile]`).first().waitFor({ timeout: 15_000 });
      await page.addScriptTag({ content: axeSource });
      const bad = await page.evaluate(async () => {
        const r = await (window as unknown as { axe: { run(n: Node, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document, { resultTypes: ['violations'] });
        return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')}`);
      });
      expect(bad).toEqual([]);
      const widths = await page.evaluate((t) => ({ page: document.documentElement.scrollWidth, widget: document.querySelector(t)!.getBoundingClientRect().right }), tag);
      expect(widths.page).toBeLessThanOrEqual(320);
      expect(widths.widget).toBeLessThanOrEqual(320);
      expect(errors).toEqual([]);
      await close();
    }, 120_000);
  }
}
