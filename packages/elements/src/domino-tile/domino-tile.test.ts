import { expect, test } from 'vitest';
import './domino-tile.ts';

const mount = async (html: string) => {
  document.body.innerHTML = html;
  const el = document.body.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> };
  await el.updateComplete;
  return el;
};

test('draws the pips of each half, up to 9', async () => {
  const el = await mount('<domino-tile tile="9-8"></domino-tile>');
  expect(el.shadowRoot!.querySelectorAll('circle.pip')).toHaveLength(17);
  expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('nine-eight');
  const blank = await mount('<domino-tile tile="0-0"></domino-tile>');
  expect(blank.shadowRoot!.querySelectorAll('circle.pip')).toHaveLength(0);
  expect(blank.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('double blank');
});

test('a face-down tile carries no value', async () => {
  const el = await mount('<domino-tile hidden-face></domino-tile>');
  expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('hidden tile');
  expect(el.shadowRoot!.querySelectorAll('circle')).toHaveLength(0);
});
