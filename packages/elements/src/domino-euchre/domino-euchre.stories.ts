import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import { storyTools, WAIT } from '../shared/story-tools.ts';
import './domino-euchre.ts';

/** Dealer 3, so the person (seat 0) speaks first; the turn-up 5-2 proposes fives. */
const DEAL = {
  dealer: 3,
  hands: [
    ['5-5', '4-4', '6-5', '5-4', '6-6'],
    ['3-3', '3-1', '2-1', '1-0', '6-1'],
    ['5-3', '5-1', '2-2', '6-3', '4-0'],
    ['6-4', '4-3', '3-0', '1-1', '0-0'],
  ],
  rest: ['5-2'],
};

const { widget, deep, click, text, playUntil, midHandStory, handResultStory } = storyTools('domino-euchre');

const meta: Meta = {
  title: 'Games/domino-euchre',
  component: 'domino-euchre',
  args: { players: '4', variant: 'standard', pickup: 'none', leadSuit: 'higher-end', seed: '5', seat: '0', pace: 0, deal: DEAL },
  argTypes: {
    players: { control: 'inline-radio', options: ['2', '3', '4', '5'] },
    variant: { control: 'inline-radio', options: ['standard', 'call-ace'] },
    pickup: { control: 'inline-radio', options: ['none', 'dealer', 'bid-winner'] },
  },
  render: (a) => html`<domino-euchre players=${a.players} variant=${a.variant} pickup=${a.pickup} lead-suit=${a.leadSuit}
    seed=${a.seed} seat=${a.seat} pace=${a.pace} .deal=${a.deal} .target=${a.target}></domino-euchre>`,
};
export default meta;
type Story = StoryObj;

export const RoundOne: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(deep(canvasElement, 'button[data-action]').map((b) => b.dataset.action)).toEqual(['order', 'order-alone', 'pass']), WAIT);
    await expect(text(canvasElement)).toContain('fives proposed');
  },
};

export const RoundTwo: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="pass"]');
    await waitFor(() => expect(deep(canvasElement, 'button[data-action="call"]').map((b) => b.textContent!.trim()))
      .toEqual(['Sixes', 'Fours', 'Threes', 'Twos', 'Ones', 'Blanks']), WAIT);
  },
};

export const GoingAlone: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="order-alone"]');
    await waitFor(() => expect(text(canvasElement)).toContain('sits out, tiles face down'), WAIT);
    await expect(text(canvasElement)).toContain('Maker: You (alone)');
  },
};

export const PickingUpTheTurnUp: Story = {
  args: { pickup: 'bid-winner' },
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="order"]');
    await waitFor(() => expect(deep(canvasElement, 'button[data-tile]').length).toBe(6), WAIT);
    await click(canvasElement, 'button[data-tile="6-6"]');
    await click(canvasElement, 'button[data-action="discard"]', /double six/);
    await waitFor(() => expect(deep(canvasElement, 'button[data-tile]').map((b) => b.dataset.tile)).not.toContain('6-6'), WAIT);
  },
};

export const CallingAPartner: Story = {
  args: { variant: 'call-ace' },
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="order"]');
    await waitFor(() => expect(deep(canvasElement, 'button[data-action="partner"]').map((b) => b.textContent!.trim()))
      .toEqual(['Call double six', 'Call double three', 'Call double two', 'Call double one', 'Call double blank']), WAIT);
    await click(canvasElement, 'button[data-action="partner"]', /double three/);
    await waitFor(() => expect(text(canvasElement)).toMatch(/Called: double three — (partner still secret|partner: \w+)/), WAIT);
  },
};

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="order"]');
    await waitFor(() => expect(deep(canvasElement, 'button[data-tile][part~="action"]').length).toBe(5), WAIT);
    await click(canvasElement, 'button[data-tile="5-5"]');
    await waitFor(() => {
      const v = (widget(canvasElement) as unknown as { view: { trick: unknown[]; lastTrick: { plays: unknown[] } | null } }).view;
      expect(v.trick[0] ?? v.lastTrick?.plays[0]).toEqual({ seat: 0, tile: '5-5', suit: 'trump' });
    }, WAIT);
  },
};

/** The stacked deal from Left's seat (seat 1, at the bottom): two tricks down, a third led, the reader to follow. */
export const MidHand: Story = midHandStory();

/** A paced table stops at the hand's end: the result, and Next hand. */
export const HandResult: Story = handResultStory();

/** A game to one point, played to its end: the final summary. */
export const GameOver: Story = {
  args: { players: '2', target: '1', deal: undefined },
  play: async ({ canvasElement }) => {
    await playUntil(canvasElement, (v) => v.over);
    await waitFor(() => expect(widget(canvasElement).shadowRoot!.querySelector('[part~="summary"]')?.textContent).toMatch(/Game over/), WAIT);
  },
};

export const LeaderDeclares: Story = {
  args: { leadSuit: 'leader-declares' },
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="order"]');
    await click(canvasElement, 'button[data-tile="6-6"]');
    await waitFor(() => expect(deep(canvasElement, 'button[data-tile="6-6"]').length).toBe(0), WAIT);
  },
};

export const TwoPlayers: Story = {
  args: { players: '2', deal: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(deep(canvasElement, 'button[data-tile]').length).toBe(5), WAIT);
    await expect(deep(canvasElement, '[part~="seat"]').length).toBe(2);
  },
};
export const ThreePlayers: Story = { args: { players: '3', deal: undefined } };
export const FivePlayersCallAce: Story = { args: { players: '5', variant: 'call-ace', deal: undefined } };

export const BadAttribute: Story = {
  args: { players: '3', variant: 'call-ace', deal: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(widget(canvasElement).shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain('needs 4 or 5 players'));
  },
};
