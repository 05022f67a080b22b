import { afterEach, expect, test } from 'vitest';
import { createGame } from '@boneyard/engine';
import { tileName } from '@boneyard/core';
import { deepAttributes, deepQueryAll, deepText } from '../../test/deep.ts';
import './domino-whist.ts';
import type { DominoWhist } from './domino-whist.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const mount = (attrs: string): DominoWhist => {
  document.body.insertAdjacentHTML('beforeend', `<domino-whist ${attrs}></domino-whist>`);
  return document.body.lastElementChild as DominoWhist;
};

test('shows a clear message for a bad attribute, never a blank box', async () => {
  const el = mount('players="6"');
  await expect.poll(() => deepText(el)).toContain('players must be 3, 4 or 5');
  expect(el.shadowRoot!.querySelector('[role=alert]')).not.toBeNull();
  el.setAttribute('players', '4');
  el.setAttribute('level', 'genius');
  await expect.poll(() => deepText(el)).toContain('level must be easy, medium or hard');
  el.setAttribute('level', 'easy');
  el.setAttribute('partnership', 'maybe');
  await expect.poll(() => deepText(el)).toContain('partnership must be true or false');
});

test('deals the person a hand in a worker, and no other seat\'s tile reaches the page', async () => {
  const el = mount('players="4" seed="1234" pace="0"');
  await expect.poll(() => deepQueryAll(el, 'button[data-tile]').length, { timeout: 10_000 }).toBe(11);
  // The same seed gives the same deal, so the hidden hands are known here, and must not be in the DOM.
  const game = createGame({ game: 'whist', seed: 1234, options: { players: 4 } });
  const mine = new Set(game.view(0).hand as string[]);
  const text = deepText(el);
  const attrs = deepAttributes(el);
  for (const seat of [1, 2, 3]) {
    for (const t of game.view(seat).hand as string[]) {
      if (mine.has(t)) continue;
      expect(attrs).not.toContain(`"${t}"`);
      expect(attrs.split(' ')).not.toContain(t);
      expect(text).not.toContain(tileName(t));
    }
  }
  // Every other seat shows its tiles face down; the reader's own seat shows none (its hand is below).
  expect(deepQueryAll(el, '[aria-label="11 hidden tiles"]').length).toBe(3);
});

test('only legal bids are offered, each a native button with part "action"', async () => {
  const el = mount('players="3" seed="7" pace="0" seat="0"');
  await expect.poll(() => deepQueryAll(el, 'button[data-action=bid], button[data-action=pass]').length, { timeout: 10_000 }).toBeGreaterThan(0);
  const bids = deepQueryAll<HTMLButtonElement>(el, 'button[data-action=bid]');
  expect(bids[0]!.textContent!.trim()).toMatch(/^Bid (\d+)$/);
  expect(Number(bids[0]!.textContent!.trim().slice(4))).toBeGreaterThanOrEqual(4);
  for (const b of deepQueryAll<HTMLButtonElement>(el, 'button[data-action]')) {
    expect(b.getAttribute('part')!.split(' ')).toContain('action');
  }
});

test('fires bubbling, composed domino-move events for bot and person moves', async () => {
  const moves: { seat: number; by: string }[] = [];
  document.body.addEventListener('domino-move', (e) => moves.push({ seat: e.detail.seat, by: e.detail.by }));
  const el = mount('players="4" seed="99" pace="0" seat="2"');
  await expect.poll(() => deepQueryAll(el, 'button[data-action=pass]').length, { timeout: 10_000 }).toBe(1);
  deepQueryAll<HTMLButtonElement>(el, 'button[data-action=pass]')[0]!.click();
  await expect.poll(() => moves.some((m) => m.by === 'person' && m.seat === 2)).toBe(true);
  expect(moves.some((m) => m.by === 'bot')).toBe(true);
});

test('each move is announced in words in a polite live region', async () => {
  const el = mount('players="4" seed="99" pace="0" seat="2"');
  const said = () => el.shadowRoot?.querySelector('.sr-only[aria-live="polite"]')?.textContent ?? '';
  await expect.poll(() => deepQueryAll(el, 'button[data-action=pass]').length, { timeout: 10_000 }).toBe(1);
  deepQueryAll<HTMLButtonElement>(el, 'button[data-action=pass]')[0]!.click();
  await expect.poll(said, { timeout: 10_000 }).toMatch(/(You|Left|Partner|Right) (bid \d+|passed|named \w+ trumps|chose no trumps|played [a-z-]+( ,|\.|,))/);
});

test('theming from the page: custom properties and ::part reach the tiles, pips, seats and buttons inside', async () => {
  const style = document.createElement('style');
  style.textContent = `
    domino-whist.themed { --domino-tile-face: rgb(1, 2, 3); }
    domino-whist.themed::part(pip) { fill: rgb(200, 0, 0); }
    domino-whist.themed::part(seat) { border-top-color: rgb(0, 0, 250); border-top-style: solid; }
    domino-whist.themed::part(new-game) { border-radius: 7px; }`;
  document.head.append(style);
  const el = mount('class="themed" players="4" seed="3" pace="100000"');
  await expect.poll(() => deepQueryAll(el, 'button[data-tile]').length, { timeout: 10_000 }).toBe(11);
  const pip = deepQueryAll(el, 'circle.pip')[0]!;
  const face = deepQueryAll(el, 'rect.face')[0]!;
  expect(getComputedStyle(pip).fill).toBe('rgb(200, 0, 0)');
  expect(getComputedStyle(face).fill).toBe('rgb(1, 2, 3)');
  expect(getComputedStyle(deepQueryAll(el, '[part~="seat"]')[0]!).borderTopColor).toBe('rgb(0, 0, 250)');
  expect(getComputedStyle(deepQueryAll(el, '[part~="new-game"]')[0]!).borderTopLeftRadius).toBe('7px');
  // Without the class, the defaults are drawn.
  el.classList.remove('themed');
  await new Promise((r) => requestAnimationFrame(r));
  expect(getComputedStyle(pip).fill).not.toBe('rgb(200, 0, 0)');
  style.remove();
});

test('"Copy this position" mid-game: another widget given it plays on from the same position, as the reader knew it', async () => {
  const el = mount('players="4" seed="12" pace="100000"');
  const view = () => (el as unknown as { view: { hand: string[]; phase: string; log: unknown[]; over: boolean } | null }).view;
  await expect.poll(() => view()?.phase ?? '', { timeout: 10_000 }).not.toBe('');
  const button = () => el.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="copy-position"]');
  expect(button()?.textContent).toContain('Copy this position');
  let detail: { position: string } | null = null;
  el.addEventListener('domino-position', (e) => (detail = (e as CustomEvent<{ position: string }>).detail));
  const text = await el.copyPosition();
  expect(text).toBeTypeOf('string');
  expect(detail).toEqual({ position: text });
  const before = view()!;
  const copy = document.createElement('domino-whist');
  copy.setAttribute('players', '4');
  copy.setAttribute('pace', '100000');
  copy.position = text!;
  document.body.append(copy);
  const theirs = () => (copy as unknown as { view: typeof before | null }).view;
  await expect.poll(() => theirs()?.hand.join() ?? '', { timeout: 10_000 }).toBe(before.hand.join());
  expect(theirs()!.log.length).toBe(before.log.length);
});

test('a position that is not one shows a clear message', async () => {
  const el = mount('players="4" position="not a position"');
  await expect.poll(() => deepText(el), { timeout: 10_000 }).toContain('The position is not valid.');
  expect(el.shadowRoot!.querySelector('[role=alert]')).not.toBeNull();
});

test('New game in the middle of a game asks first, in a modal dialog: Keep playing loses nothing, New game starts afresh', async () => {
  const el = mount('players="3" seed="7" pace="0" seat="0"');
  const q = (sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
  await expect.poll(() => q('button[data-action="bid"]') !== null, { timeout: 10_000 }).toBe(true);
  q('button[data-action="bid"]')!.click();
  const mine = () => (el as unknown as { view: { bids: { seat: number }[] } }).view.bids.filter((b) => b.seat === 0).length;
  await expect.poll(mine).toBe(1);
  const hand = [...(el as unknown as { view: { hand: string[] } }).view.hand];
  const dialog = q('dialog[part~="confirm"]') as HTMLDialogElement;
  // A closed dialog offers nothing to press: a script pressing any enabled action cannot restart the game.
  expect(dialog.querySelectorAll('[part~="action"]').length).toBe(0);
  q('[part~="new-game"]')!.click();
  await expect.poll(() => dialog.open).toBe(true);
  // The dialog is modal and has its own name; its first choice is the safe one.
  expect(dialog.matches(':modal')).toBe(true);
  expect(dialog.getAttribute('aria-labelledby')).toBe('confirm-title');
  expect(el.shadowRoot!.activeElement?.textContent?.trim()).toBe('Keep playing');
  q('dialog button[value="keep"]')!.click();
  expect(dialog.open).toBe(false);
  await new Promise((r) => setTimeout(r, 200));
  expect(mine()).toBe(1);
  expect((el as unknown as { view: { hand: string[] } }).view.hand).toEqual(hand);
  q('[part~="new-game"]')!.click();
  await expect.poll(() => q('button[data-action="confirm-new-game"]')).not.toBeNull();
  q('button[data-action="confirm-new-game"]')!.click();
  await expect.poll(mine, { timeout: 10_000 }).toBe(0);
  expect((el as unknown as { view: { hand: string[] } }).view.hand).not.toEqual(hand);
});
