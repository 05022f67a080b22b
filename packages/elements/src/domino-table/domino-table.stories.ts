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
  // The widgets' felt, darker in a dark colour scheme (as the game widgets draw it).
  render: (a) => html`<div style="color-scheme:light dark;background:light-dark(#1f5a44,#123528);color:#f4f1e8;padding:1rem">
    <domino-table .seats=${a.seats} .plays=${a.plays} .winner=${a.winner} .self=${a.self ?? 0}></domino-table></div>`,
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
/** Every seat has played: the trick is complete, its winner (Partner's double four) marked, nobody to act. */
export const TrickComplete: Story = {
  args: {
    seats: seats.map((s) => ({ ...s, turn: false })),
    plays: [
      { seat: 1, tile: '6-4', caption: 'Left · leads fours' },
      { seat: 2, tile: '4-4', caption: 'Partner' },
      { seat: 3, tile: '8-0', caption: 'Right · off suit' },
      { seat: 0, tile: '5-4', caption: 'You' },
    ],
    winner: 2,
  },
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('domino-table')!;
    await expect(table.shadowRoot!.querySelectorAll('figure').length).toBe(4);
    await expect(table.shadowRoot!.querySelector<HTMLElement>('figure.win')!.dataset.tile).toBe('4-4');
  },
};
export const EmptyTable: Story = { args: { plays: [] } };

const ring = (n: number) => ({
  seats: Array.from({ length: n }, (_, i) => ({ name: i === 0 ? 'You' : `Seat ${i + 1}`, handSize: 7, dealer: i === 1, turn: i === 2, thinking: i === 2, notes: [], score: 10 - i })),
  plays: Array.from({ length: n - 1 }, (_, i) => ({ seat: (i + 1) % n, tile: ['6-4', '4-4', '5-4', '4-2', '4-1', '4-0'][i]!, caption: `Seat ${((i + 1) % n) + 1}` })),
});
/** Three to seven seats on the felt's ellipse, the reader at the bottom; seat 3 thinking. */
export const ThreeSeats: Story = { args: ring(3) };
export const FourSeats: Story = { args: ring(4) };
export const FiveSeats: Story = { args: ring(5) };
export const SixSeats: Story = { args: ring(6) };
export const SevenSeats: Story = {
  args: ring(7),
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('domino-table')!;
    await expect(table.shadowRoot!.querySelectorAll('[part~="seat"]').length).toBe(7);
    await expect(table.shadowRoot!.querySelector('[part~="seat"].me .back')).toBeNull();
  },
};
/** The reader is not seat 0 (a rules page showing seat 2's view): seat 2 still sits at the bottom. */
export const ReaderIsSeatThree: Story = { args: { self: 2 } };
