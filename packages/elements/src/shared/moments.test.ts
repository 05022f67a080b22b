/**
 * The table's moments: a hand's result that waits for Next hand, one score per partnership, the
 * scoresheet a tap away, the game's end with Play again, the "?" help for the decision at hand, and
 * the secondary tools in a small menu.
 */
import { afterEach, expect, test } from 'vitest';
import { deepQueryAll, deepText } from '../../test/deep.ts';
import { moveOnce } from '../../test/play.ts';
import '../boneyard.ts';

type Widget = HTMLElement & { view: { seat: number; toAct: number[]; over: boolean; phase: string; handNo: number; log: unknown[]; scores: number[]; trick: unknown[] } | null };

afterEach(() => {
  document.body.innerHTML = '';
});

const mount = (markup: string): Widget => {
  document.body.innerHTML = markup;
  return document.body.firstElementChild as Widget;
};
const q = (el: Widget, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);

/** Plays the reader's seat (first thing it may press) until `done`. */
async function playUntil(el: Widget, done: () => boolean, ms = 40_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) {
    const v = el.view;
    if (v && !v.over && v.toAct.includes(v.seat)) await moveOnce(el);
    await new Promise((r) => setTimeout(r, 15));
  }
  expect(done(), deepText(el).slice(0, 400)).toBe(true);
}

test('partners: one score per side in the header, none on the seats; a hand\'s result shows each side\'s tricks and points and waits; the scoresheet is a tap away', async () => {
  const el = mount('<domino-whist players="4" seed="3" pace="1"></domino-whist>');
  await expect.poll(() => el.view !== null && el.view !== undefined, { timeout: 10_000 }).toBe(true);
  await expect.poll(() => q(el, '[part~="team-score"]')?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Us 0 – Them 0 (to 30)');
  expect(deepQueryAll(el, '[part~="seat"] .facts').map((f) => f.textContent)).not.toContainEqual(expect.stringContaining('Score'));
  await playUntil(el, () => q(el, '[part~="hand-result"]') !== null);
  const rows = [...q(el, '[part~="result-table"]')!.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent!.trim()));
  expect(rows.map((r) => r[0])).toEqual(['Us', 'Them']);
  // Tricks add up to the hand; each side's total is the header's.
  expect(rows.reduce((n, r) => n + Number(r[1]), 0)).toBe(11);
  const scores = el.view!.scores;
  expect(rows.map((r) => Number(r[3]))).toEqual([scores[0], scores[1]]);
  expect(q(el, '[part~="team-score"]')!.textContent).toContain(`Us ${scores[0]} – Them ${scores[1]}`);
  // Nothing is played while the result is up.
  const log = el.view!.log.length;
  await new Promise((r) => setTimeout(r, 300));
  expect(el.view!.log.length).toBe(log);
  // The scoresheet: a modal dialog with hand 1 and the totals.
  q(el, '[part~="hand-result"] [part~="scoresheet-toggle"]')!.click();
  const sheet = q(el, 'dialog[part~="scoresheet"]') as HTMLDialogElement;
  await expect.poll(() => sheet.open).toBe(true);
  expect(sheet.matches(':modal')).toBe(true);
  const body = [...sheet.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent!.trim()));
  expect(body).toEqual([['1', ...rows.map((r) => r[2]!)]]);
  expect([...sheet.querySelectorAll('tfoot td')].map((c) => Number(c.textContent))).toEqual([scores[0], scores[1]]);
  (sheet.querySelector('button[part~="close"]') as HTMLButtonElement).click();
  await expect.poll(() => sheet.open).toBe(false);
  await expect.poll(() => sheet.querySelectorAll('button').length).toBe(0);
  q(el, 'button[data-action="next-hand"]')!.click();
  await expect.poll(() => q(el, '[part~="hand-result"]')).toBeNull();
  await expect.poll(() => el.view!.log.length, { timeout: 10_000 }).toBeGreaterThan(log);
}, 60_000);

test('the game\'s end: the winner, every hand on the sheet, and Play again starts the next game at once', async () => {
  const el = mount('<domino-loo players="2" seed="5" pace="1" auto-continue="0"></domino-loo>');
  await expect.poll(() => el.view !== null && el.view !== undefined, { timeout: 10_000 }).toBe(true);
  await playUntil(el, () => el.view?.over === true, 50_000);
  const over = q(el, '[part~="game-over"]')!;
  expect(over.textContent).toMatch(/Game over\. (You|Opponent) wins?!/);
  const hands = [...over.querySelectorAll('[part~="scoresheet-table"] tbody tr')].map((r) => r.children[0]!.textContent!.trim());
  expect(hands).toEqual(Array.from({ length: el.view!.handNo }, (_, i) => String(i + 1)));
  const totals = [...over.querySelectorAll('tfoot td')].map((c) => Number(c.textContent));
  expect(totals).toEqual(el.view!.scores);
  q(el, '[part~="play-again"]')!.click();
  await expect.poll(() => el.view?.over === false && el.view.handNo === 0).toBe(true);
  expect(q(el, 'dialog[part~="confirm"]')!.hasAttribute('open')).toBe(false);
}, 60_000);

test('the "?" explains the decision at hand in our words, links the full rules, and closes with Escape', async () => {
  const el = mount('<domino-loo players="3" seed="8" pace="0" rules-url="https://example.org/loo#rules"></domino-loo>');
  await playUntil(el, () => el.view?.phase === 'declare' && el.view.toAct.includes(el.view.seat));
  q(el, '[part~="help-toggle"]')!.click();
  const help = q(el, 'dialog[part~="help"]') as HTMLDialogElement;
  await expect.poll(() => help.open).toBe(true);
  await expect.poll(() => help.querySelector('h3')!.textContent).toBe('Stand, take the miss, or fold');
  expect(help.textContent).toContain('Take the miss: throw your hand away');
  expect(help.querySelector<HTMLAnchorElement>('a[part~="rules-link"]')!.href).toBe('https://example.org/loo#rules');
  help.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  help.close();
  await expect.poll(() => help.open).toBe(false);
  // In play, the help is about the tricks.
  await playUntil(el, () => el.view?.phase === 'play');
  q(el, '[part~="help-toggle"]')!.click();
  await expect.poll(() => help.open).toBe(true);
  await expect.poll(() => help.querySelector('h3')!.textContent).toBe('Playing the tricks');
  expect(help.textContent).toContain('must trump');
  help.close();
});

test('copy this position sits in a small menu, not beside New game', async () => {
  const el = mount('<domino-whist players="3" seed="7" pace="0"></domino-whist>');
  await expect.poll(() => q(el, 'button[data-action="bid"]') !== null, { timeout: 10_000 }).toBe(true);
  const menu = q(el, 'details[part~="tools"]') as HTMLDetailsElement;
  const copy = menu.querySelector<HTMLButtonElement>('[part~="copy-position"]')!;
  expect(menu.open).toBe(false);
  expect(copy.checkVisibility()).toBe(false);
  q(el, '[part~="tools-toggle"]')!.click();
  expect(menu.open).toBe(true);
  expect(copy.checkVisibility()).toBe(true);
  expect(copy.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
});

test('a finished trick stays whole on the felt, its winner marked, for about a second before it clears', async () => {
  // The reader sits as dealer in a 4-player Euchre: the bots play most of each trick.
  const el = mount('<domino-euchre players="4" seed="21" pace="60"></domino-euchre>');
  const table = () => el.shadowRoot!.querySelector('domino-table')!;
  const whole: number[] = [];
  let since = 0;
  const end = Date.now() + 40_000;
  while (whole.length < 2 && Date.now() < end) {
    const figs = table()?.shadowRoot?.querySelectorAll('[part~="trick"] figure') ?? [];
    const won = table()?.shadowRoot?.querySelectorAll('[part~="trick"] figure.win').length ?? 0;
    const v = el.view;
    if (figs.length === 4 && won === 1) {
      if (!since) since = performance.now();
      // The engine has already cleared it: the widget is holding it for the reader.
      expect(v!.trick.length).toBe(0);
    } else if (since) {
      whole.push(performance.now() - since);
      since = 0;
    }
    // The reader waits while a trick is shown (a lead of theirs would clear it at once, as it should).
    if (!since && v && !v.over && v.toAct.includes(v.seat)) await moveOnce(el, ['pass']);
    await new Promise((r) => requestAnimationFrame(r));
  }
  expect(whole.length).toBe(2);
  for (const ms of whole) expect(ms).toBeGreaterThan(700);
}, 60_000);

for (const width of [360, 1000]) {
  test(`a hand's result lies over the hand and its buttons, which wait inert: nothing under it moves (${width} px wide)`, async () => {
    const el = mount(`<domino-euchre players="4" seed="3" pace="1" style="display:block;width:${width}px"></domino-euchre>`);
    await expect.poll(() => el.view !== null && el.view !== undefined, { timeout: 10_000 }).toBe(true);
    const place = () => {
      const box = el.getBoundingClientRect();
      return { height: Math.round(box.height), hand: Math.round(q(el, 'domino-hand')!.getBoundingClientRect().top - box.top), footer: Math.round(q(el, 'footer')!.getBoundingClientRect().top - box.top) };
    };
    let before = place();
    await playUntil(el, () => {
      if (q(el, '[part~="hand-result"]')) return true;
      before = place();
      return false;
    });
    // Before: the result came in the flow and pushed the hand and everything under it down by its height.
    expect(place()).toEqual(before);
    expect((q(el, '.under-moment') as HTMLElement & { inert: boolean }).inert).toBe(true);
    const result = q(el, '[part~="hand-result"]')!.getBoundingClientRect();
    expect(result.top).toBeLessThanOrEqual(el.getBoundingClientRect().top + before.hand);
    q(el, 'button[data-action="next-hand"]')!.click();
    await expect.poll(() => q(el, '[part~="hand-result"]')).toBeNull();
    expect((q(el, '.under-moment') as HTMLElement & { inert: boolean }).inert).toBe(false);
    // The next hand: the hand where it was (the last hand's summary may follow it, after the reader's own press).
    expect(place().hand).toBe(before.hand);
  }, 60_000);
}
