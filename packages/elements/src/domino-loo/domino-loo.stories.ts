import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import { storyTools, WAIT } from '../shared/story-tools.ts';
import './domino-loo.ts';

/** Dealer 3, the person (seat 0) declares first; the turn-up 6-2 makes sixes trumps. */
const DEAL = {
  dealer: 3,
  hands: [
    ['6-6', '6-5', '6-4', '3-2', '1-0'],
    ['5-5', '5-4', '5-3', '4-1', '2-0'],
    ['4-4', '4-3', '4-2', '3-1', '2-1'],
    ['3-3', '2-2', '1-1', '0-0', '5-1'],
  ],
  rest: ['6-2', '6-3', '6-1', '6-0', '5-2', '5-0', '4-0', '3-0'],
};
/** The same tiles with the person dealing (seat 0 is the dealer, so he speaks last). */
const DEALER_DEAL = { ...DEAL, dealer: 0 };

const { widget, deep, click, playUntil, midHandStory, handResultStory } = storyTools('domino-loo');
const actions = (c: HTMLElement) => deep(c, 'button[data-action]').map((b) => b.dataset.action);


const meta: Meta = {
  title: 'Games/domino-loo',
  component: 'domino-loo',
  args: { players: '4', scoring: 'points', seed: '5', seat: '0', pace: 0, deal: DEAL },
  argTypes: {
    players: { control: 'inline-radio', options: ['2', '3', '4'] },
    scoring: { control: 'inline-radio', options: ['points', 'chips'] },
  },
  render: (a) => html`<domino-loo players=${a.players} scoring=${a.scoring} seed=${a.seed} seat=${a.seat} pace=${a.pace} .deal=${a.deal}
    .deals=${a.deals}></domino-loo>`,
};
export default meta;
type Story = StoryObj;

export const Declaring: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(actions(canvasElement)).toEqual(['stand', 'miss', 'fold']), WAIT);
  },
};

export const TakingTheMiss: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="miss"]');
    await waitFor(() => expect(deep(canvasElement, 'button[data-tile]').length).toBe(7), WAIT);
    await click(canvasElement, 'button[data-tile="4-0"]');
    await click(canvasElement, 'button[data-tile="3-0"]');
    await click(canvasElement, 'button[data-action="discard"]', /four-blank and three-blank/);
    await waitFor(() => expect(deep(canvasElement, 'button[data-tile]').length).toBe(5), WAIT);
  },
};

export const DealersChoice: Story = {
  args: { deal: DEALER_DEAL },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(actions(canvasElement)).toContain('take-turnup'), WAIT);
    await click(canvasElement, 'button[data-tile="1-0"]');
    await click(canvasElement, 'button[data-action="take-turnup"]', /put away one-blank/);
    await waitFor(() => expect(deep(canvasElement, 'button[data-tile="6-2"]').length).toBe(1), WAIT);
  },
};

export const LeadingATrump: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="stand"]');
    // Three trumps in hand: the first lead must be a trump, so only the trumps are enabled.
    await waitFor(() => expect(deep(canvasElement, 'button[data-tile]:not([disabled])').map((b) => b.dataset.tile)).toEqual(['6-6', '6-5', '6-4']), WAIT);
  },
};

export const ChipsSession: Story = {
  args: { scoring: 'chips', deal: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(widget(canvasElement).shadowRoot!.textContent).toMatch(/Pot: 8 chips/), WAIT);
  },
};
/** The stacked deal from Left's seat (seat 1, at the bottom): two tricks down, a third led, the reader to follow. */
export const MidHand: Story = midHandStory();

/** A paced table stops at the hand's end: the result, and Next hand. */
export const HandResult: Story = handResultStory();

/** A one-deal chips session played to its end: the final summary. */
export const GameOver: Story = {
  args: { players: '2', scoring: 'chips', deals: '1', deal: undefined },
  play: async ({ canvasElement }) => {
    await playUntil(canvasElement, (v) => v.over);
    await waitFor(() => expect(widget(canvasElement).shadowRoot!.querySelector('[part~="summary"]')?.textContent).toMatch(/Game over/), WAIT);
  },
};

export const TwoPlayers: Story = { args: { players: '2', deal: undefined } };
export const ThreePlayers: Story = { args: { players: '3', deal: undefined } };

export const BadAttribute: Story = {
  args: { scoring: 'money', deal: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(widget(canvasElement).shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain('scoring must be points or chips'));
  },
};
