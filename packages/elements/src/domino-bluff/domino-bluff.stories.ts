import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import { storyTools, WAIT } from '../shared/story-tools.ts';
import './domino-bluff.ts';

/** Three players, the person (seat 0) deals and tosses first; the dice are stacked 3-4, then 6-6. */
const DEAL = {
  dealer: 0,
  hands: [
    ['3-4', '0-3', '0-4', '6-6', '5-1', '2-2', '0-0', '1-1'],
    ['3-4', '6-5', '6-4', '5-5', '4-4', '2-1', '1-0', '0-0'],
    ['6-1', '5-2', '4-2', '3-3', '3-1', '2-0', '6-0', '5-0'],
  ],
  dice: [[3, 4], [6, 6]],
};

const { widget, deep, click } = storyTools('domino-bluff');

const meta: Meta = {
  title: 'Games/domino-bluff',
  component: 'domino-bluff',
  args: { players: '3', settlement: 'pot', deals: '3', seed: '5', seat: '0', pace: 0, deal: DEAL },
  argTypes: {
    players: { control: 'inline-radio', options: ['2', '3', '4', '5', '6', '7'] },
    settlement: { control: 'inline-radio', options: ['pot', 'per-tile'] },
  },
  render: (a) => html`<domino-bluff players=${a.players} settlement=${a.settlement} deals=${a.deals} seed=${a.seed} seat=${a.seat}
    pace=${a.pace} .deal=${a.deal}></domino-bluff>`,
};
export default meta;
type Story = StoryObj;

export const Tossing: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="roll"]');
    await waitFor(() => expect(deep(canvasElement, '[part~="dice"]')[0]!.getAttribute('aria-label')).toBe('Dice: three and four'), WAIT);
  },
};

export const Claiming: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="roll"]');
    await click(canvasElement, 'button[data-tile="3-0"]');
    await click(canvasElement, 'button[data-tile="4-0"]');
    await click(canvasElement, 'button[data-action="claim"]', /Claim three-blank and four-blank/);
    await waitFor(() => expect(deep(canvasElement, '[part~="claims"] domino-tile').length).toBeGreaterThanOrEqual(2), WAIT);
  },
};

export const Challenging: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="roll"]');
    await click(canvasElement, 'button[data-action="no-claim"]');
    // Both bots hold a 3-4 and claim it; the person may challenge either.
    await waitFor(() => expect(deep(canvasElement, 'button[data-action="challenge"]').length).toBeGreaterThan(0), WAIT);
    await click(canvasElement, 'button[data-action="challenge"]');
    await waitFor(() => expect(deep(canvasElement, '[part~="revealed"]')[0]?.textContent).toMatch(/an honest claim|a bluff/), WAIT);
  },
};

export const Giving: Story = {
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[data-action="roll"]');
    await click(canvasElement, 'button[data-action="no-claim"]');
    await click(canvasElement, 'button[data-action="challenge"]');
    // Challenging an honest claim: the challenger receives tiles; a bluff makes the challenger give.
    const v = () => (widget(canvasElement) as unknown as { view: { phase: string; give: { giver: number } | null } }).view;
    await waitFor(() => expect(['toss', 'challenge', 'give', 'claim']).toContain(v().phase), WAIT);
    if (v().phase === 'give' && v().give?.giver === 0) {
      await click(canvasElement, 'button[data-tile="0-0"]');
      await click(canvasElement, 'button[data-action="give"]', /double blank/);
    }
  },
};

export const SevenPlayers: Story = {
  args: { players: '7', deal: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(deep(canvasElement, '[part~="seat"]').length).toBe(7), WAIT);
    await expect(widget(canvasElement).shadowRoot!.textContent).toContain('Boneyard: 0 tiles');
  },
};
export const PerTile: Story = { args: { settlement: 'per-tile', deal: undefined } };

export const BadAttribute: Story = {
  args: { settlement: 'winner-takes-all', deal: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(widget(canvasElement).shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain('settlement must be pot or per-tile'));
  },
};
