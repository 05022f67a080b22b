import { expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
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

test('a dealt hand fans in, a tile or two arriving does not, and with reduced motion nothing moves', async () => {
  const moving = (el: DominoHand) => [...el.shadowRoot!.querySelectorAll('button')].filter((b) => b.getAnimations().length > 0).length;
  const session = cdp();
  const motion = async (value: string) => session.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });
  try {
    await motion('no-preference');
    const el = document.createElement('domino-hand') as DominoHand;
    document.body.append(el);
    el.tiles = ['6-4', '5-5', '3-1', '1-0', '2-2'];
    await el.updateComplete;
    expect(moving(el)).toBe(5);
    await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished));
    // The widow taken, a tile put away: no fan.
    el.tiles = ['6-4', '5-5', '3-1', '1-0', '6-6'];
    await el.updateComplete;
    expect(moving(el)).toBe(0);
    // The next deal fans in again; under reduced motion it just appears.
    el.tiles = ['4-4', '4-3', '4-2', '4-1', '4-0'];
    await el.updateComplete;
    expect(moving(el)).toBe(5);
    await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished));
    await motion('reduce');
    el.tiles = ['3-3', '3-2', '3-0', '2-1', '2-0'];
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('button').length).toBe(5);
    expect(el.shadowRoot!.querySelectorAll('button')[0]!.getAnimations().length).toBe(0);
    el.remove();
  } finally {
    await motion('');
  }
});

test('a hand too big for --domino-hand-max-height gets the largest tiles that keep within it; without one, or when it fits, the tiles keep their size', async () => {
  const el = document.createElement('domino-hand') as DominoHand;
  el.style.cssText = 'width: 344px; --domino-tile-size: 1.9rem; --domino-hand-gap: 0.25rem';
  document.body.append(el);
  const measure = async (n: number) => {
    el.tiles = Array.from({ length: n }, (_, i) => `${Math.floor(i / 7) % 7}-${i % 7}`);
    await el.updateComplete;
    // Layout boxes, not drawn ones: a dealt hand is still fanning in.
    const faces = [...el.shadowRoot!.querySelectorAll('domino-tile')] as HTMLElement[];
    const rows = new Set(faces.map((t) => t.closest('li')!.offsetTop)).size;
    return { width: Math.round(faces[0]!.offsetWidth * 10) / 10, rows, height: el.shadowRoot!.querySelector('ul')!.offsetHeight };
  };
  // No height to keep within: 40 tiles at full size, in five rows of eight.
  expect(await measure(40)).toMatchObject({ width: 30, rows: 5 });
  el.style.setProperty('--domino-hand-max-height', '9rem');
  // Sixteen fit two rows of eight at full size; eighteen take nine a row, a little smaller; forty, four rows.
  expect(await measure(16)).toMatchObject({ width: 30, rows: 2 });
  const eighteen = await measure(18);
  expect(eighteen.rows).toBe(2);
  expect(eighteen.width).toBeGreaterThan(24);
  expect(eighteen.width).toBeLessThan(30);
  const forty = await measure(40);
  expect(forty.rows).toBeLessThanOrEqual(4);
  expect(forty.width).toBeGreaterThanOrEqual(12);
  for (const n of [9, 18, 27, 33]) expect((await measure(n)).height, `${n} tiles`).toBeLessThanOrEqual(145);
  el.remove();
});
