import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { blogPage } from './harness.ts';

/** What has focus, looking through shadow roots. */
const focused = (page: Page) => page.evaluate(() => {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  if (!a || a.tagName !== 'BUTTON') return null;
  const b = a as HTMLButtonElement;
  return { part: b.getAttribute('part') ?? '', action: b.dataset.action ?? '', tile: b.dataset.tile ?? '', disabled: b.disabled, pressed: b.getAttribute('aria-pressed') === 'true' };
});
const state = (page: Page, tag: string) => page.evaluate((t) => {
  const v = (document.querySelector(t) as unknown as { view: any }).view;
  return v ? { mine: v.toAct.includes(v.seat), over: v.over, key: `${v.handNo}/${v.phase}/${v.log.length}/${v.hand.length}` } : null;
}, tag);

/** The widget's status line, who is to move, the legal moves and the buttons a Tab can reach, for a stuck game. */
const stuckAt = (page: Page, tag: string) => page.evaluate((t) => {
  const el = document.querySelector(t) as HTMLElement & { view: { phase: string; toAct: number[]; legalActions: { type: string }[] } };
  const root = el.shadowRoot!;
  const buttons = [...root.querySelectorAll('button')].concat(...[...root.querySelectorAll('*')].flatMap((n) => (n.shadowRoot ? [...n.shadowRoot.querySelectorAll('button')] : [])));
  return {
    phase: el.view.phase, toAct: el.view.toAct, legal: el.view.legalActions.map((a) => a.type), status: root.querySelector('[part~="status"]')?.textContent?.trim(),
    buttons: buttons.map((b) => `${b.getAttribute('part') ?? ''}${b.dataset.action ? `:${b.dataset.action}` : ''}${b.dataset.tile ? `:${b.dataset.tile}` : ''}${b.disabled ? ' (disabled)' : ''}${b.getAttribute('aria-pressed') === 'true' ? ' (pressed)' : ''}`),
  };
}, tag);

/**
 * Plays the person's seat with the keyboard alone, as a reader would: Tab to a control and press
 * Enter (or Space); in the hand, Enter picks a tile and an arrow moves on to the next one, then Tab
 * finds the button that confirms. Never the new-game button.
 */
async function playByKeyboard(page: Page, tag: string, maxMoves = 400): Promise<number> {
  let moves = 0;
  // Bounded by time, not by a count of steps: each wait for the bots is a step, and a loaded
  // machine (CI beside other work) makes the bots slower and the waits more, not the game longer.
  const deadline = Date.now() + 480_000;
  let lastKey = '';
  let since = Date.now();
  for (let step = 0; Date.now() < deadline && moves < maxMoves; step++) {
    const s = await state(page, tag);
    if (!s || s.over) break;
    if (s.key !== lastKey) {
      lastKey = s.key;
      since = Date.now();
    } else if (Date.now() - since > 60_000) {
      // A minute with no move, whoever is to move: say where the game and the keys stood, then stop.
      console.log(`stuck ${s.mine ? 'on the reader\'s turn' : 'waiting for the bots'} at ${s.key}: focus ${JSON.stringify(await focused(page))}; ${JSON.stringify(await stuckAt(page, tag))}`);
      break;
    }
    if (!s.mine) {
      await page.waitForTimeout(10);
      continue;
    }
    const f = await focused(page);
    const usable = f && !f.disabled && !/new-game|copy-notation/.test(f.part);
    if (usable && (f.action || f.part.includes('action'))) {
      await page.keyboard.press(step % 2 ? 'Enter' : ' ');
      await page.waitForTimeout(30);
      if ((await state(page, tag))?.key !== s.key) moves++;
      await page.keyboard.press('Tab');
    } else if (usable && f.tile && !f.pressed) {
      // Choose the tile (to lead, pass or give), then look for the button that confirms.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
    } else if (usable && f.tile) {
      // Back in the hand on a chosen tile: on to another, and from the last (where the arrow stops) to the first.
      await page.keyboard.press('ArrowRight');
      const g = await focused(page);
      if (g?.tile === f.tile && g.pressed) await page.keyboard.press('Home');
    } else {
      await page.keyboard.press('Tab');
    }
  }
  return moves;
}

for (const [tag, attrs, untilOver] of [
  ['domino-euchre', 'players="4" seed="12"', true],
  ['domino-loo', 'players="3" seed="6"', true],
  ['domino-whist', 'players="4" seed="9" passing', true],
  ['domino-bluff', 'players="3" seed="2"', true],
] as const) {
  test(`${untilOver ? 'a whole game' : 'whole hands'} of <${tag}> with the keyboard alone`, async () => {
    const { page, errors, close } = await blogPage(`<${tag} ${attrs} pace="0"></${tag}>`);
    await page.locator(`${tag} button[data-tile]`).first().waitFor({ timeout: 15_000 });
    await page.keyboard.press('Tab');
    const moves = await playByKeyboard(page, tag, untilOver ? 2000 : 120);
    const s = await page.evaluate((t) => (document.querySelector(t) as unknown as { view: any }).view, tag);
    if (untilOver) expect(s.over).toBe(true);
    else expect(s.handNo).toBeGreaterThanOrEqual(1);
    expect(moves).toBeGreaterThan(5);
    console.log(`${tag}: ${moves} moves by keyboard, ${s.handNo} hands`);
    expect(errors).toEqual([]);
    await close();
  }, 600_000);
}
