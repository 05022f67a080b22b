import { expect, test } from 'vitest';
import './domino-hand.ts';
import type { DominoHand } from './domino-hand.ts';

test('enables only the playable tiles and reports clicks with a composed event', async () => {
  const el = document.createElement('domino-hand') as DominoHand;
  el.tiles = ['6-4', '5-5', '1-0'];
  el.playable = ['5-5'];
  el.actionable = true;
  const wrapper = document.createElement('div');
  wrapper.attachShadow({ mode: 'open' }).append(el);
  document.body.append(wrapper);
  await el.updateComplete;
  const buttons = [...el.shadowRoot!.querySelectorAll('button')];
  expect(buttons.map((b) => b.disabled)).toEqual([true, false, true]);
  expect(buttons[1]!.getAttribute('part')).toBe('tile action');
  expect(buttons[0]!.getAttribute('part')).toBe('tile');
  const seen: string[] = [];
  document.body.addEventListener('domino-tile-select', (e) => seen.push(e.detail.tile));
  buttons[1]!.click();
  buttons[0]!.click();
  expect(seen).toEqual(['5-5']);
  wrapper.remove();
});
