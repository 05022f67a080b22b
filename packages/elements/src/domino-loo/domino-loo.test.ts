import { afterEach, expect, test } from 'vitest';
import { createGame } from '@boneyard/engine';
import { tileName } from '@boneyard/core';
import { deepAttributes, deepQueryAll, deepText } from '../../test/deep.ts';
import './domino-loo.ts';
import type { DominoLoo } from './domino-loo.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

test('bad attributes get a clear message', async () => {
  document.body.innerHTML = '<domino-loo players="5"></domino-loo>';
  const el = document.body.firstElementChild as DominoLoo;
  await expect.poll(() => deepText(el)).toContain('players must be 2, 3 or 4');
  el.setAttribute('players', '3');
  el.setAttribute('deals', '0');
  await expect.poll(() => deepText(el)).toContain('deals must be a whole number');
});

test('the stock and the other hands never reach the page; the pot does', async () => {
  document.body.innerHTML = '<domino-loo players="4" scoring="chips" seed="99" pace="100000"></domino-loo>';
  const el = document.body.firstElementChild as DominoLoo;
  await expect.poll(() => deepQueryAll(el, 'button[data-tile]').length, { timeout: 10_000 }).toBe(5);
  const game = createGame({ game: 'loo', seed: 99, options: { players: 4, scoring: 'chips' } });
  const s = game.state as { hands: string[][]; stock: string[]; turnUp: string };
  const attrs = deepAttributes(el).split(' ');
  const text = deepText(el);
  for (const t of [...s.hands.slice(1).flat(), ...s.stock]) {
    if (s.hands[0]!.includes(t) || t === s.turnUp) continue;
    expect(attrs).not.toContain(t);
    expect(text).not.toContain(tileName(t));
  }
  expect(text).toContain('Pot: 8 chips');
});

test('every section D setting is an attribute, checked with a clear message', async () => {
  document.body.innerHTML = '<domino-loo players="3" must-head="maybe"></domino-loo>';
  const el = document.body.firstElementChild as DominoLoo;
  await expect.poll(() => deepText(el)).toContain('must-head must be true or false');
  el.removeAttribute('must-head');
  el.setAttribute('play-for-pot', '3');
  await expect.poll(() => deepText(el)).toContain('play-for-pot must be "4" or "3,4"');
  el.setAttribute('play-for-pot', '3,4');
  el.setAttribute('trick-value', 'exact-fraction');
  el.setAttribute('scoring', 'chips');
  el.setAttribute('pace', '100000');
  await expect.poll(() => (el as unknown as { view: { options: Record<string, unknown> } | null }).view?.options, { timeout: 10_000 })
    .toMatchObject({ playForPotCounts: [3, 4], trickValueRounding: 'exact-fraction', scoring: 'chips' });
});

/** Presses the first thing the reader may press: a control, else a tile (a lead is chosen, then confirmed). */
const press = (el: HTMLElement) => (deepQueryAll<HTMLButtonElement>(el, '[part~="controls"] button[part~="action"]:not(:disabled)')[0]
  ?? deepQueryAll<HTMLButtonElement>(el, 'button[data-tile]:not(:disabled)')[0])?.click();

/** Plays the reader's seat by pressing the first thing it may press, until `done`. */
async function playUntil(el: HTMLElement, done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) {
    press(el);
    await new Promise((r) => setTimeout(r, 25));
  }
  expect(done(), deepText(el).slice(0, 300)).toBe(true);
}

test('at a hand\'s end the result waits for "Next hand"; auto-continue goes on by itself', async () => {
  document.body.innerHTML = '<domino-loo players="2" seed="5" pace="1"></domino-loo>';
  const el = document.body.firstElementChild as DominoLoo & { view: { handNo: number; log: unknown[] } };
  const result = () => el.shadowRoot!.querySelector('[part~="hand-result"]');
  await expect.poll(() => el.view !== null && el.view !== undefined, { timeout: 10_000 }).toBe(true);
  await playUntil(el, () => result() !== null);
  expect(result()!.textContent).toContain('Hand 1 is over');
  // Nothing is played while the result is up.
  const log = el.view.log.length;
  await new Promise((r) => setTimeout(r, 300));
  expect(el.view.log.length).toBe(log);
  expect(result()).not.toBeNull();
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-action="next-hand"]')!.click();
  await expect.poll(() => result()).toBeNull();

  document.body.innerHTML = '<domino-loo players="2" seed="5" pace="1" auto-continue="50"></domino-loo>';
  const auto = document.body.firstElementChild as DominoLoo & { view: { handNo: number } };
  await expect.poll(() => auto.view !== null && auto.view !== undefined, { timeout: 10_000 }).toBe(true);
  // Played through two hands' ends without pressing Next hand.
  for (let i = 0; i < 800 && auto.view.handNo < 2; i++) {
    press(auto);
    await new Promise((r) => setTimeout(r, 25));
  }
  expect(auto.view.handNo).toBeGreaterThanOrEqual(2);
}, 60_000);
