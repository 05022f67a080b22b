import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import './domino-tile.ts';

const meta: Meta = {
  title: 'Pieces/domino-tile',
  component: 'domino-tile',
  args: { tile: '6-4', orientation: 'vertical', hiddenFace: false },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  render: (a) => html`<domino-tile tile=${a.tile} orientation=${a.orientation} ?hidden-face=${a.hiddenFace}></domino-tile>`,
};
export default meta;
type Story = StoryObj;

export const SixFour: Story = {
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('domino-tile')!;
    await expect(tile.shadowRoot!.querySelectorAll('.pip').length).toBe(10);
  },
};
export const Horizontal: Story = { args: { tile: '9-9', orientation: 'horizontal' } };
export const FaceDown: Story = {
  args: { hiddenFace: true },
  play: async ({ canvasElement }) => {
    const tile = canvasElement.querySelector('domino-tile')!;
    await expect(tile.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('hidden tile');
  },
};

/** Every pip count from blank to nine. */
export const AllFaces: Story = {
  render: () => html`<div style="display:flex;gap:.4rem;flex-wrap:wrap">
    ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => html`<domino-tile tile=${`${n}-${n}`}></domino-tile>`)}
  </div>`,
  play: async ({ canvasElement }) => {
    const tiles = [...canvasElement.querySelectorAll('domino-tile')];
    const pips = tiles.map((t) => t.shadowRoot!.querySelectorAll('.pip').length);
    await expect(pips).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  },
};

/** Every count at the sizes a game draws tiles: a hand (40 x 80) and a last-trick thumbnail (32 x 16). */
export const HandAndThumbnailSizes: Story = {
  render: () => html`<div style="display:grid;gap:.5rem">
    <div style="display:flex;gap:.35rem;--domino-tile-size:40px">
      ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => html`<domino-tile tile=${`${n}-${n}`}></domino-tile>`)}
    </div>
    <div style="display:flex;gap:.3rem;--domino-tile-size:16px">
      ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => html`<domino-tile tile=${`${n}-${n}`} orientation="horizontal"></domino-tile>`)}
    </div>
  </div>`,
  play: async ({ canvasElement }) => {
    const tiles = [...canvasElement.querySelectorAll('domino-tile')];
    const pips = tiles.map((t) => t.shadowRoot!.querySelectorAll('.pip').length);
    await expect(pips).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  },
};
