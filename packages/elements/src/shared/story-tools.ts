/** Helpers for the game widgets' stories: reach through the shadow roots and click like a person. */
import type { StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * How long a story waits for the worker and the bots. A pass returns at once; the limit is for a
 * loaded CI host, where one Bluff story once waited more than 8 s for two bots' claims.
 */
export const WAIT = { timeout: 20_000 };

export function storyTools(tag: string) {
  const widget = (c: HTMLElement) => c.querySelector(tag)! as HTMLElement;
  /** Elements matching `selector` in the widget and its hand and table. */
  const deep = (c: HTMLElement, selector: string): HTMLElement[] => {
    const root = widget(c).shadowRoot!;
    const out: HTMLElement[] = [...root.querySelectorAll<HTMLElement>(selector)];
    for (const host of root.querySelectorAll('domino-hand, domino-table')) out.push(...host.shadowRoot!.querySelectorAll<HTMLElement>(selector));
    return out;
  };
  /** Waits for an enabled match (whose text fits `text`, if given) and clicks it. */
  const click = async (c: HTMLElement, selector: string, text?: RegExp) => {
    let target: HTMLElement | undefined;
    await waitFor(() => {
      target = deep(c, selector).find((b) => !(b as HTMLButtonElement).disabled && (!text || text.test(b.textContent ?? '')));
      expect(target).toBeTruthy();
    }, WAIT);
    await userEvent.click(target!);
  };
  /** The widget's text, the table's included, with spaces folded. */
  const text = (c: HTMLElement) => {
    const root = widget(c).shadowRoot!;
    const table = root.querySelector('domino-table')?.shadowRoot?.textContent ?? '';
    return `${root.textContent} ${table}`.replace(/\s+/g, ' ');
  };
  /** The seat view the widget draws (what the reader may know), or null before the deal. */
  const view = (c: HTMLElement) => (widget(c) as unknown as { view: StoryView | null }).view;
  /**
   * Plays the reader's seat like a hurried person until `done`: each time, a click on the first
   * enabled control, else on the first enabled tile (the last with `low`: the hand's lowest, to
   * lose tricks and follow others' leads; a lead is chosen, then confirmed). Nothing is clicked
   * while a bot is to move.
   */
  const playUntil = async (c: HTMLElement, done: (v: StoryView, el: HTMLElement) => boolean, { low = false, ms = 30_000 } = {}) => {
    const end = Date.now() + ms;
    for (;;) {
      const v = view(c);
      if (v && done(v, widget(c))) return;
      if (Date.now() > end) throw new Error(`playUntil: not reached in ${ms} ms (${text(c).slice(0, 200)})`);
      const enabled = (selector: string) => deep(c, selector).filter((b) => !(b as HTMLButtonElement).disabled);
      if (v?.seat !== null && v?.seat !== undefined && v.toAct.includes(v.seat)) {
        const tiles = enabled('button[data-tile]');
        (enabled('[part~="controls"] button[part~="action"]')[0] ?? (low ? tiles.at(-1) : tiles[0]))?.click();
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  /** The hand's result, waiting for Next hand (at a paced table). */
  const handResult = (c: HTMLElement) => widget(c).shadowRoot!.querySelector<HTMLElement>('[part~="hand-result"]');
  /**
   * Moments a trick game's stories share. Mid-hand: played from seat 1 (seat 0's stacked hand takes
   * every trick, so it never has tiles on the felt to follow) until two tricks are down and a third led.
   */
  const midHandStory = (): StoryObj => ({
    args: { seat: '1' },
    play: async ({ canvasElement }) => {
      await playUntil(canvasElement, (v) => v.handNo === 0 && v.phase === 'play' && v.toAct.includes(v.seat!) && v.trick.length > 0
        && v.tricksWon.reduce((a, b) => a + b, 0) >= 2);
      await expect(deep(canvasElement, '[part~="trick"] figure').length).toBeGreaterThan(0);
    },
  });
  /** A paced table (two players, a random deal) stops at the hand's end: the result, and Next hand. */
  const handResultStory = (): StoryObj => ({
    args: { players: '2', deal: undefined, pace: 1 },
    play: async ({ canvasElement }) => {
      await playUntil(canvasElement, () => handResult(canvasElement) !== null);
      await expect(handResult(canvasElement)!.textContent).toContain('Hand 1 is over');
      await expect(deep(canvasElement, 'button[data-action="next-hand"]').length).toBe(1);
    },
  });
  return { widget, deep, click, text, view, playUntil, handResult, midHandStory, handResultStory };
}

/** The fields of a game widget's seat view the stories read. */
export interface StoryView {
  phase: string;
  seat: number | null;
  toAct: number[];
  trick: { seat: number; tile: string }[];
  lastTrick: { winner: number } | null;
  tricksWon: number[];
  handNo: number;
  over: boolean;
}
