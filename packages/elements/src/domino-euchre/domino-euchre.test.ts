import { afterEach, expect, test } from 'vitest';
import { createGame } from '@boneyard/engine';
import { tileName } from '@boneyard/core';
import { deepAttributes, deepQueryAll, deepText } from '../../test/deep.ts';
import './domino-euchre.ts';
import type { DominoEuchre } from './domino-euchre.ts';

afterEach(() => {
  document.body.innerHTML = '';
});
const mount = (attrs: string): DominoEuchre => {
  document.body.insertAdjacentHTML('beforeend', `<domino-euchre ${attrs}></domino-euchre>`);
  return document.body.lastElementChild as DominoEuchre;
};

test('bad attributes get a clear message', async () => {
  const el = mount('players="6"');
  await expect.poll(() => deepText(el)).toContain('players must be 2, 3, 4 or 5');
  el.setAttribute('players', '4');
  el.setAttribute('pickup', 'always');
  await expect.poll(() => deepText(el)).toContain('pickup must be none, dealer or bid-winner');
  el.removeAttribute('pickup');
  el.setAttribute('target', 'ten');
  await expect.poll(() => deepText(el)).toContain('target must be a whole number');
});

test('only the person\'s tiles and the public turn-up reach the page; the kitty never does', async () => {
  const el = mount('players="4" seed="4321" pace="100000"');
  await expect.poll(() => deepQueryAll(el, 'button[data-tile]').length, { timeout: 10_000 }).toBe(5);
  const game = createGame({ game: 'euchre', seed: 4321, options: { players: 4 } });
  const mine = new Set<string>(game.view(0).hand);
  const turnUp: string = game.view(0).turnUp;
  const hidden = [1, 2, 3].flatMap((s) => game.view(s).hand as string[]);
  const state = game.state as { kitty: string[] };
  const attrs = deepAttributes(el).split(' ');
  const text = deepText(el);
  for (const t of [...hidden, ...state.kitty]) {
    if (mine.has(t) || t === turnUp) continue;
    expect(attrs).not.toContain(t);
    expect(text).not.toContain(tileName(t));
  }
  expect(attrs).toContain(turnUp);
});

test('the section C settings are attributes too', async () => {
  document.body.innerHTML = '<domino-euchre players="3" march-points="3" ties="shared" stick-the-dealer pace="100000"></domino-euchre>';
  const el = document.body.firstElementChild as DominoEuchre;
  await expect.poll(() => (el as unknown as { view: { options: Record<string, unknown> } | null }).view?.options, { timeout: 10_000 })
    .toMatchObject({ players: 3, threePlayerMarchPoints: 3, tieRule: 'shared', stickTheDealer: true });
  el.setAttribute('follow', 'sideways');
  await expect.poll(() => deepText(el)).toContain('follow must be either-end or higher-end-only');
});

test('a hard bot thinks in the worker while the widget shows it, then the person acts', async () => {
  // The person sits as dealer, so the three bots speak first.
  const dealer = createGame({ game: 'euchre', seed: 4321, options: { players: 4 } }).view('public').dealer;
  const el = mount(`players="4" seed="4321" level="hard" pace="400" seat="${dealer}"`);
  await expect.poll(() => deepQueryAll(el, '[part~="thinking"]').length, { timeout: 10_000 }).toBe(1);
  expect(deepQueryAll(el, '[part~="thinking"]')[0]!.getAttribute('data-thinking')).toBe('hard');
  // The page stays responsive while the bots search: the person's turn comes, the indicator goes.
  const myTurn = () => deepQueryAll(el, '[part~="action"]:not([disabled])').length > 0;
  await expect.poll(myTurn, { timeout: 20_000 }).toBe(true);
  expect(deepQueryAll(el, '[part~="thinking"]').length).toBe(0);
});

test('a rules page stacks the deal with the deal attribute, and a malformed one is explained', async () => {
  const el = mount('players="4" seed="9" pace="100000" deal="dealer 3; 0: 6-6 5-5 6-5 6-4 6-2; rest: 6-3"');
  await expect.poll(() => deepQueryAll(el, 'button[data-tile]').map((b) => b.getAttribute('data-tile')).sort(), { timeout: 10_000 })
    .toEqual(['5-5', '6-2', '6-4', '6-5', '6-6']);
  expect(deepQueryAll(el, 'domino-tile[tile="6-3"]').length).toBeGreaterThan(0);
  el.setAttribute('deal', 'dealer 3; 0: 6-6 6x');
  await expect.poll(() => deepText(el), { timeout: 10_000 }).toContain('"6x" is not a tile');
  // Well formed, but the game refuses it: the engine's message is shown.
  el.setAttribute('deal', '0: 6-6 6-6 6-5 6-4 6-2');
  await expect.poll(() => deepText(el), { timeout: 15_000 }).toContain('The example deal is not valid.');
  expect(el.shadowRoot!.querySelector('[role=alert]')).not.toBeNull();
});

test('explain: the widget says why the last trick went where it did, and why refused tiles cannot be played', async () => {
  const el = mount('players="4" seed="5" pace="0" explain');
  const explained = () => deepQueryAll(el, '[part~="explain"]').map((e) => e.textContent ?? '').join(' ');
  for (let i = 0; i < 80 && !/won:/.test(explained()); i++) {
    const pass = deepQueryAll(el, 'button[data-action="pass"]:not([disabled])')[0] as HTMLButtonElement | undefined;
    const call = deepQueryAll(el, 'button[data-action="call"]:not([disabled])')[0] as HTMLButtonElement | undefined;
    const tile = deepQueryAll(el, 'button[data-tile][part~="action"]:not([disabled])')[0] as HTMLButtonElement | undefined;
    (pass ?? call ?? tile)?.click();
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(explained()).toMatch(/\d-\d won: it was the highest/);
  // Every tile the person may not play now carries its reason in words.
  const refused = deepQueryAll(el, 'button[data-tile][disabled]').map((b) => b.getAttribute('data-tile'));
  for (const t of refused) expect(explained()).toContain(t!.replace('-', '–'));
});
