import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import './domino-table.ts';

const seats = [
  { name: 'You', handSize: 9, dealer: false, turn: true, notes: ['bid 6', '1 trick'], score: 12 },
  { name: 'Left', handSize: 8, dealer: false, turn: false, notes: ['passed', '1 trick'], score: 7 },
  { name: 'Partner', handSize: 8, dealer: true, turn: false, notes: ['passed'], score: 12 },
  { name: 'Right', handSize: 8, dealer: false, turn: false, notes: ['passed'], score: 7 },
];

const meta: Meta = {
  title: 'Pieces/domino-table',
  component: 'domino-table',
  args: {
    seats,
    plays: [
      { seat: 1, tile: '6-4', caption: 'Left · leads fours' },
      { seat: 2, tile: '4-4', caption: 'Partner' },
      { seat: 3, tile: '8-0', caption: 'Right · off suit' },
    ],
    winner: null,
  },
  render: (a) => html`<div style="background:#1f5a44;color:#f4f1e8;padding:1rem">
    <domino-table .seats=${a.seats} .plays=${a.plays} .winner=${a.winner}></domino-table></div>`,
};
export default meta;
type Story = StoryObj;

export const TrickInProgress: Story = {
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('domino-table')!;
    await expect(table.shadowRoot!.querySelectorAll('figure').length).toBe(3);
    await expect(table.shadowRoot!.querySelector('[aria-current="true"]')!.textContent).toContain('You');
    await expect(table.shadowRoot!.querySelector('[aria-label="8 hidden tiles"]')).not.toBeNull();
  },
};
export const TrickWon: Story = { args: { winner: 2 } };
export const EmptyTable: Story = { args: { plays: [] } };
