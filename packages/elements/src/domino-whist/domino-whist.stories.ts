import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import { storyTools, WAIT } from '../shared/story-tools.ts';
import './domino-whist.ts';
import { WHIST_FOUR } from '../../test/fixtures.ts';


const { widget, deep: deepIn, click, playUntil, view } = storyTools('domino-whist');
const inside = (c: HTMLElement) => widget(c).shadowRoot!;
const deep = (el: Element, selector: string) => deepIn(el.parentElement!, selector);

const meta: Meta = {
  title: 'Games/domino-whist',
  component: 'domino-whist',
  args: { players: '4', partnership: undefined, passing: undefined, seed: '7', level: 'easy', seat: '0', pace: 0, deal: undefined },
  argTypes: {
    players: { control: 'inline-radio', options: ['3', '4', '5'] },
    level: { control: 'inline-radio', options: ['easy', 'medium', 'hard'] },
  },
  render: (a) => html`<domino-whist players=${a.players} seed=${a.seed} level=${a.level} seat=${a.seat} pace=${a.pace}
    partnership=${a.partnership ?? (undefined as unknown as string)} .partnership=${a.partnership} .passing=${a.passing} .deal=${a.deal}></domino-whist>`,
};
export default meta;
type Story = StoryObj;

const handSize = async (c: HTMLElement, n: number) =>
  waitFor(() => expect(deep(widget(c), 'button[data-tile]').length).toBe(n), WAIT);

export const ThreePlayers: Story = { args: { players: '3' }, play: async ({ canvasElement }) => handSize(canvasElement, 12) };
export const FourPartners: Story = { args: { players: '4' }, play: async ({ canvasElement }) => handSize(canvasElement, 11) };
export const FourIndividuals: Story = {
  args: { players: '4', partnership: false },
  play: async ({ canvasElement }) => {
    await handSize(canvasElement, 11);
    await waitFor(() => expect(inside(canvasElement).textContent).toContain('Game: 20'));
  },
};
export const FivePlayers: Story = { args: { players: '5' }, play: async ({ canvasElement }) => handSize(canvasElement, 11) };

export const PassingPhase: Story = {
  args: { players: '4', passing: true, deal: WHIST_FOUR },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(inside(canvasElement).textContent).toContain('Choose three tiles to pass to the left'), WAIT);
    for (const t of ['1-0', '5-0', '6-0']) await click(canvasElement, `button[data-tile="${t}"]`);
    await click(canvasElement, '[part~="controls"] button', /Pass these three tiles/);
    await waitFor(() => expect(deep(widget(canvasElement), 'button[data-tile="1-0"]').length).toBe(0), WAIT);
  },
};

export const BiddingPhase: Story = {
  args: { deal: WHIST_FOUR },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(deep(widget(canvasElement), 'button[data-action="bid"]')[0]?.textContent?.trim()).toBe('Bid 4'), WAIT);
    await expect(deep(widget(canvasElement), 'button[data-action="pass"]').length).toBe(1);
  },
};

const winBid = async (c: HTMLElement) => click(c, 'button[data-action="bid"]', /Bid 11/);

export const NamingTrumps: Story = {
  args: { deal: WHIST_FOUR },
  play: async ({ canvasElement }) => {
    await winBid(canvasElement);
    await waitFor(() => expect(deep(widget(canvasElement), 'button[data-action="trump"]').map((b) => b.getAttribute('aria-label')))
      .toEqual(['Eights', 'Sevens', 'Sixes', 'Fives', 'Fours', 'Threes', 'Twos', 'Ones', 'Blanks', 'Doubles', 'No trump']), WAIT);
  },
};

export const WidowExchange: Story = {
  args: { deal: WHIST_FOUR },
  play: async ({ canvasElement }) => {
    await winBid(canvasElement);
    await click(canvasElement, 'button[data-action="trump"]', /Eights/);
    await waitFor(() => expect(inside(canvasElement).querySelector('.widow domino-tile')?.getAttribute('tile')).toBe('7-0'), WAIT);
    await click(canvasElement, 'button[data-tile="1-0"]');
    await click(canvasElement, 'button[data-action="take"]', /put away one-blank/);
    await waitFor(() => expect(deep(widget(canvasElement), 'button[data-tile="7-0"]').length).toBe(1), WAIT);
  },
};

export const LeadingATile: Story = {
  args: { deal: WHIST_FOUR },
  play: async ({ canvasElement }) => {
    await winBid(canvasElement);
    await click(canvasElement, 'button[data-action="trump"]', /No trump/);
    await click(canvasElement, 'button[data-action="keep"]');
    // The hand's tiles stay pressable while the worker takes the widow choice (they pick the tile
    // to put away), so the lead waits for the play phase: a click before it would be a widow pick.
    await waitFor(() => expect(view(canvasElement)?.phase).toBe('play'), WAIT);
    await click(canvasElement, 'button[data-tile="8-8"]');
    await waitFor(() => expect(deep(widget(canvasElement), 'button[data-action="lead"]').map((b) => b.textContent!.trim().replace(/\s+/g, ' ')))
      .toEqual(['Lead double eight as eights', 'Lead double eight as doubles']), WAIT);
    await click(canvasElement, 'button[data-action="lead"]', /as doubles/);
    // Bots answer at once here, so the lead is read back from the trick or, once complete, the last trick.
    await waitFor(() => {
      const v = (widget(canvasElement) as unknown as { view: { trick: unknown[]; lastTrick: { plays: unknown[] } | null } }).view;
      expect(v.trick[0] ?? v.lastTrick?.plays[0]).toEqual({ seat: 0, tile: '8-8', suit: 'doubles' });
    }, WAIT);
  },
};

/** Two tricks into the stacked deal (the reader playing low), the others' tiles on the felt, the reader to follow. */
export const MidHand: Story = {
  args: { deal: WHIST_FOUR },
  play: async ({ canvasElement }) => {
    await playUntil(canvasElement, (v) => v.handNo === 0 && v.phase === 'play' && v.toAct.includes(v.seat!) && v.trick.length > 0
      && v.tricksWon.reduce((a, b) => a + b, 0) >= 2, { low: true });
    await expect(deep(widget(canvasElement), '[part~="trick"] figure').length).toBeGreaterThan(0);
  },
};

/**
 * The reader asks for a hint at their bid: the hard bot's move for their seat, worked out in the
 * worker from their own view, is marked (and focused) and said in one line.
 */
export const Hint: Story = {
  args: { deal: WHIST_FOUR },
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button[part~="hint"]');
    await waitFor(() => expect(inside(canvasElement).querySelector('[part~="hint-text"]')?.textContent?.trim()).toMatch(/^(Bid \d+|Pass)\. /), WAIT);
    const marked = deep(widget(canvasElement), '[data-hinted]');
    await expect(marked.length).toBe(1);
    await expect(marked[0]!.getAttribute('data-action')).toMatch(/^(bid|pass)$/);
  },
};

export const BadAttribute: Story = {
  args: { players: '6' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(inside(canvasElement).querySelector('[role="alert"]')?.textContent).toContain('players must be 3, 4 or 5'));
  },
};

/** Plays the person's seat by clicking until the game ends: every phase, the hand summaries and the result. */
export const PlayedToTheEnd: Story = {
  args: { players: '3', seed: '11' },
  play: async ({ canvasElement }) => {
    const el = widget(canvasElement) as unknown as { view: { over: boolean; phase: string; toAct: number[]; seat: number; trick: unknown[] } | null };
    const enabled = (selector: string) => deep(widget(canvasElement), selector).filter((b) => !(b as HTMLButtonElement).disabled);
    for (let i = 0; i < 4000 && !el.view?.over; i++) {
      const v = el.view;
      if (!v || !v.toAct.includes(v.seat)) {
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      if (v.phase === 'bid') enabled('button[data-action="pass"]')[0]?.click();
      else if (v.phase === 'trump') enabled('button[data-action="trump"]')[0]?.click();
      else if (v.phase === 'play' && v.trick.length === 0) {
        enabled('button[data-tile]')[0]?.click();
        await new Promise((r) => setTimeout(r, 0));
        enabled('button[data-action="lead"]')[0]?.click();
      } else if (v.phase === 'play') enabled('button[data-tile]')[0]?.click();
      await new Promise((r) => setTimeout(r, 15));
    }
    await waitFor(() => expect(inside(canvasElement).querySelector('[part~="summary"]')?.textContent).toMatch(/Game over/), WAIT);
    await expect(inside(canvasElement).querySelector('[part~="summary"]')!.textContent).toMatch(/Hand \d+: /);
  },
};
