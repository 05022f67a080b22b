/** Helpers for the game widgets' stories: reach through the shadow roots and click like a person. */
import { expect, userEvent, waitFor } from 'storybook/test';

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
    }, { timeout: 8000 });
    await userEvent.click(target!);
  };
  /** The widget's text, the table's included, with spaces folded. */
  const text = (c: HTMLElement) => {
    const root = widget(c).shadowRoot!;
    const table = root.querySelector('domino-table')?.shadowRoot?.textContent ?? '';
    return `${root.textContent} ${table}`.replace(/\s+/g, ' ');
  };
  return { widget, deep, click, text };
}
