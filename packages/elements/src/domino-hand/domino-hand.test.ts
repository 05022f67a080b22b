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

test('one tab stop; arrow keys, Home and End move among the playable tiles; Escape asks to clear the selection', async () => {
  const el = document.createElement('domino-hand') as DominoHand;
  el.tiles = ['6-4', '5-5', '3-1', '1-0'];
  el.playable = ['6-4', '3-1', '1-0'];
  document.body.append(el);
  await el.updateComplete;
  const buttons = () => [...el.shadowRoot!.querySelectorAll('button')];
  expect(buttons().map((b) => b.tabIndex)).toEqual([0, -1, -1, -1]);
  buttons()[0]!.focus();
  buttons()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
  await el.updateComplete;
  expect(el.shadowRoot!.activeElement?.getAttribute('data-tile')).toBe('3-1');
  expect(buttons().map((b) => b.tabIndex)).toEqual([-1, -1, 0, -1]);
  buttons()[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
  await el.updateComplete;
  expect(el.shadowRoot!.activeElement?.getAttribute('data-tile')).toBe('1-0');
  let cleared = false;
  el.addEventListener('domino-selection-clear', () => (cleared = true));
  buttons()[3]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
  expect(cleared).toBe(true);
  el.remove();
});
