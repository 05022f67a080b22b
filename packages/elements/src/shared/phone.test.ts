/**
 * The widget on a phone (360 x 740): on the reader's turn the trick, the hand and the controls fit
 * one screen with the widget at its top, nothing is wider than the screen, and what a thumb presses
 * is at least 44 px tall. The first view is drawn at once, with no waiting text in front of a dealt game.
 */
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { deepQueryAll } from '../../test/deep.ts';
import { WHIST_FOUR } from '../../test/fixtures.ts';
import '../boneyard.ts';

beforeAll(async () => {
  await page.viewport(360, 740);
  document.body.style.margin = '0';
});
afterAll(async () => {
  await page.viewport(1024, 768);
});
afterEach(() => {
  document.body.innerHTML = '';
});

type Seen = { view: { seat: number; toAct: number[]; over: boolean; phase: string } | null };
const enabled = (el: HTMLElement, sel: string) => deepQueryAll<HTMLButtonElement>(el, sel).filter((b) => !b.disabled);

for (const [tag, attrs] of [
  ['domino-whist', 'players="5" seed="11"'],
  ['domino-whist', 'players="4" seed="3"'],
  ['domino-euchre', 'players="4" seed="5"'],
  ['domino-loo', 'players="4" seed="8"'],
  ['domino-bluff', 'players="7" seed="4"'],
] as const) {
  test(`<${tag} ${attrs}> at 360 x 740: on every turn of the reader the playable tiles and the controls are on screen, nothing is wider`, async () => {
    document.body.innerHTML = `<${tag} ${attrs} pace="0"></${tag}>`;
    const el = document.body.firstElementChild as HTMLElement & Seen;
    let turns = 0;
    const phases = new Set<string>();
    for (let i = 0; i < 600 && turns < 25; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const v = el.view;
      if (!v || v.over) continue;
      if (!v.toAct.includes(v.seat)) {
        enabled(el, 'button[data-action="next-hand"]')[0]?.click();
        continue;
      }
      await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      window.scrollTo(0, 0);
      const top = el.getBoundingClientRect().top;
      const pressable = [...enabled(el, 'button[data-tile]'), ...enabled(el, '[part~="controls"] button[part~="action"]')];
      expect(pressable.length).toBeGreaterThan(0);
      for (const b of pressable) {
        const r = b.getBoundingClientRect();
        expect(r.bottom - top, `${v.phase}: ${b.dataset.tile ?? b.textContent?.trim()} is below the fold`).toBeLessThanOrEqual(740);
        expect(r.right, `${b.dataset.tile ?? b.textContent?.trim()} sticks out`).toBeLessThanOrEqual(360);
      }
      for (const b of enabled(el, '[part~="controls"] button[part~="action"]')) expect(b.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      phases.add(v.phase);
      turns++;
      (enabled(el, '[part~="controls"] button[part~="action"]')[0] ?? enabled(el, 'button[data-tile]')[0])?.click();
    }
    expect(turns).toBeGreaterThan(5);
    expect(phases.size).toBeGreaterThan(1);
  }, 60_000);
}

test("Whist's choice among eleven trumps keeps to two rows on a phone, so the table does not grow (320 to 560 px)", async () => {
  // Each suit's full name took three rows at 320-480 px, and the widget grew past the height its
  // styles keep (to 865 px).
  for (const width of [320, 400, 480, 560]) {
    await page.viewport(width, 900);
    document.body.innerHTML = '';
    const el = document.createElement('domino-whist') as unknown as HTMLElement & Seen & { deal: unknown };
    el.setAttribute('pace', '0');
    el.deal = WHIST_FOUR;
    document.body.append(el);
    await expect.poll(() => el.view?.phase, { timeout: 10_000 }).toBe('bid');
    const height = el.getBoundingClientRect().height;
    enabled(el, 'button[data-action="bid"]').find((b) => /Bid 11/.test(b.textContent ?? ''))!.click();
    await expect.poll(() => el.view?.phase, { timeout: 10_000 }).toBe('trump');
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const trumps = enabled(el, 'button[data-action="trump"]');
    expect(trumps.map((b) => b.getAttribute('aria-label') ?? b.textContent!.trim())).toEqual(['Eights', 'Sevens', 'Sixes', 'Fives', 'Fours', 'Threes', 'Twos', 'Ones', 'Blanks', 'Doubles', 'No trump']);
    expect(new Set(trumps.map((b) => Math.round(b.getBoundingClientRect().top))).size, `${width} px`).toBe(2);
    expect(el.getBoundingClientRect().height, `${width} px`).toBe(height);
    for (const b of trumps) expect(b.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  }
  await page.viewport(360, 740);
}, 60_000);

test('the first view is drawn at once: in the first frame that has the game, the hand and the table are there, and no waiting text', async () => {
  const frames: { view: boolean; tiles: number; loading: boolean }[] = [];
  document.body.innerHTML = '<domino-whist players="4" seed="3" pace="0"></domino-whist>';
  const el = document.body.firstElementChild as HTMLElement & Seen;
  await new Promise<void>((done) => {
    const look = () => {
      const root = el.shadowRoot;
      frames.push({ view: el.view !== null && el.view !== undefined, tiles: deepQueryAll(el, 'button[data-tile]').length, loading: !!root?.querySelector('.loading') });
      if (frames.length > 600 || (frames.at(-1)!.view && frames.length > 3 && frames.at(-4)!.view)) done();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const first = frames.findIndex((f) => f.view);
  expect(first).toBeGreaterThanOrEqual(0);
  // Every frame from the first with a game on: eleven tiles in hand, no "Shuffling the tiles…".
  for (const f of frames.slice(first + 1)) expect(f).toEqual({ view: true, tiles: 11, loading: false });
});
