import { afterEach, expect, test } from 'vitest';
import { createGame } from '@boneyard/engine';
import { tileName } from '@boneyard/core';
import { deepAttributes, deepQueryAll, deepText } from '../../test/deep.ts';
import './domino-bluff.ts';
import type { DominoBluff } from './domino-bluff.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

test('no other hand and no boneyard tile reaches the page', async () => {
  document.body.innerHTML = '<domino-bluff players="3" seed="77" pace="100000"></domino-bluff>';
  const el = document.body.firstElementChild as DominoBluff;
  await expect.poll(() => deepQueryAll(el, 'button[data-tile]').length, { timeout: 10_000 }).toBe(8);
  const game = createGame({ game: 'bluff', seed: 77, options: { players: 3 } });
  const s = game.state as { hands: string[][]; boneyard: string[] };
  const mine = new Set(s.hands[0]);
  const attrs = deepAttributes(el).split(' ');
  const text = deepText(el);
  for (const t of [...s.hands[1]!, ...s.hands[2]!, ...s.boneyard]) {
    if (mine.has(t)) continue;
    expect(attrs).not.toContain(t);
    expect(text).not.toContain(tileName(t));
  }
});

test('selecting one of two identical tiles selects only that one', async () => {
  document.body.innerHTML = '<domino-bluff players="2" pace="100000"></domino-bluff>';
  const el = document.body.firstElementChild as DominoBluff;
  el.deal = { dealer: 0, hands: [['3-4', '3-4', '1-1', '0-0', '2-1', '6-6', '5-5', '4-4']], dice: [[3, 4]] };
  await expect.poll(() => deepQueryAll(el, 'button[data-action="roll"]').length, { timeout: 10_000 }).toBe(1);
  deepQueryAll<HTMLButtonElement>(el, 'button[data-action="roll"]')[0]!.click();
  await expect.poll(() => deepQueryAll<HTMLButtonElement>(el, 'button[data-tile="4-3"]:not([disabled])').length, { timeout: 10_000 }).toBe(2);
  deepQueryAll<HTMLButtonElement>(el, 'button[data-tile="4-3"]')[0]!.click();
  await expect.poll(() => deepQueryAll(el, 'button[data-tile="4-3"][aria-pressed="true"]').length).toBe(1);
  deepQueryAll<HTMLButtonElement>(el, 'button[data-tile="4-3"]')[1]!.click();
  await expect.poll(() => deepQueryAll(el, 'button[data-tile="4-3"][aria-pressed="true"]').length).toBe(2);
  await expect.poll(() => deepText(el)).toContain('Claim four-three and four-three');
});
