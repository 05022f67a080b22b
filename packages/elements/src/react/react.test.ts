import { afterEach, expect, test } from 'vitest';
import { createElement, act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { deepQueryAll, deepText } from '../../test/deep.ts';
import { DominoEuchre, DominoWhist } from './react.ts';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

test('a React app renders a game through the wrapper: props reach the element, and its events reach React', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const ends: unknown[] = [];
  root = createRoot(host);
  act(() => root!.render(createElement(DominoEuchre, { players: '4', seed: '4321', pace: 0, onDominoGameEnd: (e: CustomEvent) => ends.push(e.detail) })));
  const el = host.querySelector('domino-euchre')!;
  expect(el).not.toBeNull();
  await expect.poll(() => deepQueryAll(el, 'button[data-tile]').length, { timeout: 10_000 }).toBe(5);
  el.dispatchEvent(new CustomEvent('domino-game-end', { detail: { winners: [0, 2], scores: [5, 1, 5, 1] }, bubbles: true, composed: true }));
  expect(ends).toEqual([{ winners: [0, 2], scores: [5, 1, 5, 1] }]);
});

test('a bad prop shows the same visible message as a bad attribute', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(createElement(DominoWhist, { players: '9' })));
  await expect.poll(() => deepText(host.querySelector('domino-whist')!)).toContain('players must be 3, 4 or 5');
});
