import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import { chooseAction, createGame, toNotation } from '@boneyard/engine';
import './domino-replay.ts';

/** A short game to replay: Domino Euchre between easy bots, written as a notation. */
function notation(seed: number): string {
  const g = createGame({ game: 'euchre', seed, options: { players: 4, target: 3 } });
  for (let i = 0; !g.isOver(); i++) {
    const seat = g.view('public').toAct[0];
    g.act(seat, chooseAction(g.view(seat), { level: 'easy', seed: i }));
  }
  return toNotation(g);
}

const meta: Meta = {
  title: 'Games/domino-replay',
  component: 'domino-replay',
  args: { seat: 0, step: 0 },
  render: (a) => html`<domino-replay .notation=${notation(11)} seat=${a.seat} step=${a.step}></domino-replay>`,
};
export default meta;
type Story = StoryObj;

export const FromTheDeal: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('domino-replay')!;
    await el.updateComplete;
    const forward = el.shadowRoot!.querySelector('button[data-step="forward"]') as HTMLButtonElement;
    forward.click();
    await el.updateComplete;
    await expect(el.step).toBe(1);
    await expect(el.shadowRoot!.textContent).toContain(`Step 1 of ${el.steps}`);
  },
};

export const AtTheEnd: Story = { args: { step: 10_000, seat: 2 } };

export const BadNotation: Story = {
  render: () => html`<domino-replay notation="Boneyard 1\ngame euchre"></domino-replay>`,
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('domino-replay')!;
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelector('[role=alert]')?.textContent).toContain('cannot be read');
  },
};
