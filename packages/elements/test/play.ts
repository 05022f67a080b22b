import { deepQueryAll } from './deep.ts';

/** Makes one move for the person by clicking, as generically as the widgets allow. */
export async function moveOnce(el: HTMLElement, prefer: string[] = []): Promise<void> {
  const enabled = (sel: string) => deepQueryAll<HTMLButtonElement>(el, sel).filter((b) => !b.disabled);
  for (const name of prefer) {
    const b = enabled(`button[data-action="${name}"]`)[0];
    if (b) return b.click();
  }
  const action = enabled('[part~="controls"] button[part~="action"]')[0] ?? enabled('button[data-tile][part~="action"]')[0];
  if (action) return action.click();
  // Choose tiles (to lead, pass, give or discard) until a confirming button is enabled.
  for (const tile of enabled('button[data-tile]:not([aria-pressed="true"])')) {
    tile.click();
    await new Promise((r) => setTimeout(r, 20));
    const confirm = enabled('[part~="controls"] button[part~="action"]')[0];
    if (confirm) return confirm.click();
  }
}

