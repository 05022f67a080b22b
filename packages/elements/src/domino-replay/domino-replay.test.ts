import { afterEach, expect, test } from 'vitest';
import { chooseAction, createGame, toNotation } from '@boneyard/engine';
import { deepQueryAll, deepText } from '../../test/deep.ts';
import './domino-replay.ts';
import type { DominoReplay } from './domino-replay.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A whole Euchre game between easy bots, and its notation. */
function playedGame() {
  const g = createGame({ game: 'euchre', seed: 77, options: { players: 4 } });
  for (let i = 0; !g.isOver(); i++) {
    const seat = g.view('public').toAct[0];
    g.act(seat, chooseAction(g.view(seat), { level: 'easy', seed: i }));
  }
  return { g, text: toNotation(g) };
}

test('a replay round-trips a played game exactly, step by step and to the end', async () => {
  const { g, text } = playedGame();
  const el = document.createElement('domino-replay') as DominoReplay;
  el.notation = text;
  el.seat = 1;
  document.body.append(el);
  await el.updateComplete;
  expect(el.steps).toBe(g.history().length);
  expect(deepText(el)).toContain(`Step 0 of ${el.steps}`);
  // Forward by clicking, then to the end: the final scores are the game's.
  (deepQueryAll(el, 'button[data-step="forward"]')[0] as HTMLButtonElement).click();
  await el.updateComplete;
  expect(el.step).toBe(1);
  (deepQueryAll(el, 'button[data-step="last"]')[0] as HTMLButtonElement).click();
  await el.updateComplete;
  expect(el.step).toBe(el.steps);
  expect(deepText(el)).toContain('(game over)');
  const final = g.view(1);
  const shown = el.shadowRoot!.querySelector('domino-table') as unknown as { seats: { score: number }[] };
  expect(shown.seats.map((s) => s.score)).toEqual(final.scores);
  // Back and first replay from the deal: the hand at step 0 is seat 1's dealt hand.
  (deepQueryAll(el, 'button[data-step="first"]')[0] as HTMLButtonElement).click();
  await el.updateComplete;
  const hand = el.shadowRoot!.querySelector('domino-hand') as unknown as { tiles: string[] };
  expect(hand.tiles).toEqual(createGame({ game: 'euchre', seed: 77, options: { players: 4 } }).view(1).hand);
});

test('autoplay steps on by itself and stops at the end; a cut notation is refused in words', async () => {
  const { text } = playedGame();
  const el = document.createElement('domino-replay') as DominoReplay;
  el.notation = text;
  el.interval = 50;
  document.body.append(el);
  await el.updateComplete;
  el.last();
  el.back();
  el.back();
  el.play();
  await expect.poll(() => el.step, { timeout: 5000 }).toBe(el.steps);
  await expect.poll(() => deepQueryAll(el, 'button[data-step="play"]').length).toBe(1);
  el.notation = text.split('\n').slice(0, -1).join('\n');
  await el.updateComplete;
  expect(deepText(el)).toContain('cannot be read');
  expect(el.shadowRoot!.querySelector('[role=alert]')).not.toBeNull();
});
