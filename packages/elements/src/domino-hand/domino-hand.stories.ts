import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, fn, userEvent } from 'storybook/test';
import './domino-hand.ts';

const meta: Meta = {
  title: 'Pieces/domino-hand',
  component: 'domino-hand',
  args: {
    tiles: ['8-8', '8-3', '7-5', '6-6', '6-1', '4-2', '2-0', '1-1', '0-0'],
    playable: ['8-3', '6-1'],
    selected: [],
    actionable: true,
    onSelect: fn(),
  },
  render: (a) => html`<domino-hand .tiles=${a.tiles} .playable=${a.playable} .selected=${a.selected}
    ?actionable=${a.actionable} @domino-tile-select=${(e: CustomEvent) => a.onSelect(e.detail)}></domino-hand>`,
};
export default meta;
type Story = StoryObj;

export const FollowingSuit: Story = {
  play: async ({ canvasElement, args }) => {
    const hand = canvasElement.querySelector('domino-hand')!;
    const buttons = [...hand.shadowRoot!.querySelectorAll('button')];
    await expect(buttons.filter((b) => !b.disabled).map((b) => b.dataset.tile)).toEqual(['8-3', '6-1']);
    await userEvent.click(buttons[1]!);
    await expect(args.onSelect).toHaveBeenCalledWith({ tile: '8-3', index: 1 });
  },
};
export const ChoosingTilesToPass: Story = {
  args: { playable: ['8-8', '8-3', '7-5', '6-6', '6-1', '4-2', '2-0', '1-1', '0-0'], selected: ['2-0', '1-1'], actionable: false },
  play: async ({ canvasElement }) => {
    const hand = canvasElement.querySelector('domino-hand')!;
    await expect(hand.shadowRoot!.querySelectorAll('button[aria-pressed="true"]').length).toBe(2);
  },
};
export const Waiting: Story = { args: { playable: [] } };
