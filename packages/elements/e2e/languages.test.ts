import { expect, test } from 'vitest';
import { blogPage, cdn } from './harness.ts';

// The one-file bundle keeps the Spanish words and the rules pages' kit (explain sentences, the
// deal text reader) in files of their own, fetched from beside it when a widget needs them.

// Waits poll from here (expect.poll over page.evaluate), not in the page: under a CSP without
// 'unsafe-eval', waitForFunction's in-page polling of a string expression is refused as eval
// whenever its first look comes too early (seen once in CI: the Spanish file came late).
const text = (tag: string) => `(() => { const walk = (n) => (n.shadowRoot ? walk(n.shadowRoot) : '') + [...n.childNodes].map((c) => c.nodeType === 3 ? c.textContent : walk(c)).join(' '); return walk(document.querySelector('${tag}')); })()`;

test('lang="es" from another origin under a strict CSP: Spanish words, fetched once from beside the bundle', async () => {
  const from = cdn.requests.length;
  const csp = `default-src 'self'; script-src ${cdn.url}; worker-src 'none'; style-src 'self' 'unsafe-inline'`;
  const { page, errors, close } = await blogPage('<domino-loo lang="es" players="3" seed="4" pace="0"></domino-loo><domino-loo players="3" seed="4" pace="0"></domino-loo>', csp);
  await expect.poll(() => page.evaluate(text('domino-loo')), { timeout: 20_000 }).toContain('Partida nueva');
  const spanish = await page.evaluate(text('domino-loo'));
  expect(spanish).toContain('Loo de dominó');
  expect(spanish).toMatch(/¿Juega, toma la reserva, o se retira\?|está decidiendo/);
  // The second widget, with no lang, follows the page (English).
  expect(await page.evaluate(text('domino-loo:last-of-type'))).toContain('New game');
  expect(cdn.requests.slice(from).filter((p) => p === '/boneyard-es.js')).toHaveLength(1);
  expect(errors).toEqual([]);
  await close();
}, 120_000);

test('deal + explain through the one-file bundle: the rules kit is fetched once a widget needs it, and the deal text is read', async () => {
  const from = cdn.requests.length;
  const deal = 'dealer 0; 1: 4-3 1-1 2-2 3-3 5-0; 2: 4-1 4-0 6-4 2-1 3-0; 3: 5-5 5-1 5-2 5-3 0-0; 0: 6-6 6-5 1-0 2-0 3-1; rest: 6-3';
  const { page, errors, close } = await blogPage(`<domino-euchre lang="es" players="4" seat="2" deal="${deal}" explain pace="0"></domino-euchre>`);
  await expect.poll(() => page.evaluate(text('domino-euchre')), { timeout: 20_000 }).toContain('Partida nueva');
  expect(cdn.requests.slice(from)).toContain('/boneyard-rules.js');
  // The deal came from the text: the person (seat 2) holds 4-1 4-0 6-4 2-1 3-0.
  const tiles = await page.evaluate(() => [...(document.querySelector('domino-euchre')!.shadowRoot!.querySelector('domino-hand')!.shadowRoot!.querySelectorAll('button[data-tile]'))].map((b) => b.getAttribute('data-tile')).sort());
  expect(tiles).toEqual(['2-1', '3-0', '4-0', '4-1', '6-4']);
  expect(errors).toEqual([]);
  await close();
}, 120_000);
