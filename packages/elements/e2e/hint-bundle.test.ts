import { expect, test } from 'vitest';
import { blogPage, cdn } from './harness.ts';

// The Hint button from the one-file bundle: its search (boneyard-search.js) is fetched into the
// worker and its words (boneyard-rules.js) onto the page the first time a reader presses it, even
// at a table of easy bots; under a strict CSP (no workers) it works on the page alike.

async function pressHint(csp?: string, script?: string): Promise<{ text: string; requests: string[]; errors: string[] }> {
  const before = cdn.requests.length;
  const { page, errors, close } = await blogPage('<domino-whist players="4" seed="7" pace="0"></domino-whist>', csp, script ? { script } : {});
  const hint = page.locator('domino-whist button[part~="hint"]');
  await hint.waitFor({ timeout: 20_000 });
  await expect.poll(() => hint.isEnabled(), { timeout: 20_000 }).toBe(true);
  await hint.focus();
  await page.keyboard.press('Enter');
  const line = page.locator('domino-whist [part~="hint-text"]');
  await expect.poll(() => line.textContent(), { timeout: 20_000 }).toMatch(/\w+\. \w/);
  // The suggested control is marked.
  expect(await page.locator('domino-whist [data-hinted]').count()).toBe(1);
  const text = (await line.textContent())!.trim();
  await close();
  return { text, requests: cdn.requests.slice(before), errors };
}

test('Hint in the bundle: the search and the words are fetched on first press, and the reader gets a line', async () => {
  const { text, requests, errors } = await pressHint();
  expect(text).toMatch(/^(Bid \d+|Pass)\. /);
  expect(requests).toContain('/boneyard-search.js');
  expect(requests).toContain('/boneyard-rules.js');
  expect(errors).toEqual([]);
}, 120_000);

test('Hint under a strict CSP (no workers): worked out on the page, the same way', async () => {
  const csp = `default-src 'self'; script-src ${cdn.url}; worker-src 'none'; style-src 'self' 'unsafe-inline'`;
  const { text, errors } = await pressHint(csp);
  expect(text).toMatch(/^(Bid \d+|Pass)\. /);
  expect(errors).toEqual([]);
}, 120_000);

test('Hint from the one-game file (domino-whist.js, whose engine file holds the search)', async () => {
  const { text, errors } = await pressHint(undefined, 'domino-whist.js');
  expect(text).toMatch(/^(Bid \d+|Pass)\. /);
  expect(errors).toEqual([]);
}, 120_000);
