import { afterEach, expect, test } from 'vitest';
import { createGame } from '@boneyard/engine';
import { deepAttributes, deepQueryAll, deepText } from '../../test/deep.ts';
import { moveOnce } from '../../test/play.ts';
import '../index.ts';

// The Hint button: the hard bot's move for the reader's own seat, worked out in the worker from
// that seat's view, marked on its control, with one line of why; nothing of another seat crosses.

type Action = { type: string } & Record<string, unknown>;
type Widget = HTMLElement & { view: { seat: number; toAct: number[]; phase: string; hand: string[]; legalActions: Action[]; log: unknown[] } | null };

/** Every message the page receives (from the worker, through Comlink), as JSON: what crosses the boundary. */
const received: string[] = [];
const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!;
Object.defineProperty(MessageEvent.prototype, 'data', {
  configurable: true,
  get(this: MessageEvent) {
    const v = data.get!.call(this);
    try {
      received.push(JSON.stringify(v));
    } catch {
      // Not JSON (a port): nothing of a game.
    }
    return v;
  },
});

afterEach(() => {
  document.body.innerHTML = '';
  received.length = 0;
});

const mount = (markup: string): Widget => {
  document.body.innerHTML = markup;
  return document.body.firstElementChild as Widget;
};
const hintButton = (el: HTMLElement) => deepQueryAll<HTMLButtonElement>(el, 'button[part~="hint"]')[0];
const hintText = (el: HTMLElement) => deepQueryAll(el, '[part~="hint-text"]')[0]?.textContent?.trim() ?? '';
/** The reader's turn with a choice to make: the Hint button is there (and enabled). */
const choosing = (el: Widget) => {
  const v = el.view;
  return !!v && v.toAct.includes(v.seat) && v.legalActions.length > 1 && hintButton(el)?.disabled === false;
};
/** On to the reader's next choice, making any move that is the only one (a Bluff toss). */
async function untilChoosing(el: Widget): Promise<void> {
  for (let i = 0; i < 20 && !choosing(el); i++) {
    await expect.poll(() => { const v = el.view; return !!v && v.toAct.includes(v.seat); }, { timeout: 15_000 }).toBe(true);
    await expect.poll(() => choosing(el) || el.view!.legalActions.length === 1, { timeout: 5000 }).toBe(true);
    if (!choosing(el)) {
      const key = el.view!.log.length;
      await moveOnce(el);
      await expect.poll(() => el.view!.log.length !== key, { timeout: 10_000 }).toBe(true);
    }
  }
  expect(choosing(el)).toBe(true);
}

test('on the reader\'s turn, Hint marks a legal move and says why in one line; it goes when the reader moves', async () => {
  const el = mount('<domino-whist players="4" seed="7" pace="0"></domino-whist>');
  await untilChoosing(el);
  const hints: CustomEvent[] = [];
  document.addEventListener('domino-hint', (e) => hints.push(e as CustomEvent));
  const button = hintButton(el)!;
  expect(button.getAttribute('part')!.split(' ')).toEqual(['action', 'hint']);
  expect(button.textContent!.trim()).toBe('Hint');
  button.click();
  await expect.poll(() => hintText(el), { timeout: 15_000 }).not.toBe('');
  // The event carries the move and nothing else; it bubbles out of the shadow root.
  expect(hints).toHaveLength(1);
  expect(hints[0]!.bubbles && hints[0]!.composed).toBe(true);
  expect(Object.keys(hints[0]!.detail)).toEqual(['action']);
  const action = hints[0]!.detail.action as Action;
  expect(el.view!.legalActions).toContainEqual(action);
  // Its control is marked (a button, or the tiles it names in the hand).
  const marked = deepQueryAll<HTMLElement>(el, '[data-hinted]');
  expect(marked.length).toBeGreaterThan(0);
  // One line: the move, then why (no code, no placeholder left over).
  expect(hintText(el)).toMatch(/^[A-Z][^{}]*\. [A-Z][^{}]*\.$/);
  expect(hintText(el)).not.toMatch(/undefined|NaN/);
  // Pressed once per turn: the button waits for the reader's move.
  expect(hintButton(el)!.disabled).toBe(true);
  // The reader makes the suggested move: the hint goes.
  (marked[0] as HTMLButtonElement).click();
  await expect.poll(() => deepQueryAll(el, '[data-hinted]').length, { timeout: 10_000 }).toBe(0);
});

test('in trick play the hinted tile is one of the reader\'s own, and nothing of another seat reaches the page', async () => {
  const el = mount('<domino-euchre players="4" seed="11" pace="0"></domino-euchre>');
  // Pass (or make the move the rules force) until the reader is to play a tile with a choice.
  for (let i = 0; i < 60; i++) {
    await expect.poll(() => { const v = el.view; return !!v && v.toAct.includes(v.seat); }, { timeout: 15_000 }).toBe(true);
    if (el.view!.phase === 'play' && choosing(el)) break;
    const key = `${el.view!.phase}/${el.view!.log.length}`;
    await moveOnce(el, ['pass']);
    await expect.poll(() => `${el.view!.phase}/${el.view!.log.length}` !== key, { timeout: 10_000 }).toBe(true);
  }
  expect(el.view!.phase).toBe('play');
  received.length = 0;
  let detail: Action | null = null;
  el.addEventListener('domino-hint', (e) => void (detail = (e as CustomEvent).detail.action));
  hintButton(el)!.click();
  await expect.poll(() => hintText(el), { timeout: 15_000 }).not.toBe('');
  const hand = el.view!.hand;
  const tiles = deepQueryAll<HTMLButtonElement>(el, 'button[data-tile][data-hinted]').map((b) => b.dataset.tile!);
  expect(tiles).toHaveLength(1);
  expect(hand).toContain(tiles[0]);
  expect(detail).toMatchObject({ type: 'play', tile: tiles[0] });
  // The deal is the seed's: every tile another seat still holds is known here, and none of them
  // is in what the worker sent since the reader asked, in the event, the line or the DOM.
  const game = createGame({ game: 'euchre', seed: 11, options: { players: 4 } });
  const played = new Set((el.view!.log as { type: string; tile?: string }[]).flatMap((e) => (e.type === 'play' ? [e.tile!] : [])));
  const hidden = [0, 1, 2, 3].filter((s) => s !== el.view!.seat).flatMap((s) => game.view(s).hand as string[]).filter((t) => !hand.includes(t) && !played.has(t));
  expect(hidden.length).toBeGreaterThan(0);
  const crossed = received.join('\n');
  expect(crossed).toContain('"why"');
  const seen = `${crossed}\n${JSON.stringify(detail)}\n${deepAttributes(el)}`;
  for (const t of hidden) expect(seen).not.toContain(`"${t}"`);
  expect(deepText(el)).toContain(hintText(el));
});

test('Loo: a hint to play on says how often the search sees the reader looed', async () => {
  // The five top trumps: standing takes every trick in every sampled deal.
  const el = mount('<domino-loo players="4" seat="0" pace="0" deal="dealer 3; 0: 6-6 6-5 6-4 6-3 6-2; rest: 6-1"></domino-loo>');
  await untilChoosing(el);
  expect(el.view!.phase).toBe('declare');
  hintButton(el)!.click();
  await expect.poll(() => hintText(el), { timeout: 15_000 }).not.toBe('');
  expect(hintText(el)).toBe('Stand. You can expect about 5 tricks this way, with hardly any risk of a loo.');
});

test('no-hint: no Hint button for a rules page that does not want one', async () => {
  const el = mount('<domino-loo players="3" seed="5" pace="0" no-hint></domino-loo>');
  await expect.poll(() => { const v = el.view; return !!v && v.toAct.includes(v.seat) && v.legalActions.length > 1; }, { timeout: 15_000 }).toBe(true);
  expect(deepQueryAll(el, '[part~="controls"] button[part~="action"]').length).toBeGreaterThan(0);
  expect(hintButton(el)).toBeUndefined();
  expect(deepQueryAll(el, '[part~="hint-text"]')).toHaveLength(0);
  // Turned on again without a new deal.
  const hand = el.view!.hand.join();
  el.removeAttribute('no-hint');
  await expect.poll(() => hintButton(el)?.disabled).toBe(false);
  expect(el.view!.hand.join()).toBe(hand);
});

test('Spanish: the hint\'s line is in the reader\'s language', async () => {
  const el = mount('<domino-bluff lang="es" players="3" seed="3" pace="0"></domino-bluff>');
  await untilChoosing(el);
  // The Spanish strings arrive in their own file (boneyard-es.js), which may land after the hand is dealt.
  await expect.poll(() => hintButton(el)!.textContent!.trim(), { timeout: 10_000 }).toBe('Pista');
  hintButton(el)!.click();
  await expect.poll(() => hintText(el), { timeout: 15_000 }).not.toBe('');
  expect(hintText(el)).toMatch(/Lanzar|Jugar|Sin jugada|Desafiar|Pasar|Dar/);
  expect(hintText(el)).not.toMatch(/[{}]|undefined/);
});
