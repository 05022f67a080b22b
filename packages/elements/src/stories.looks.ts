/**
 * How the table looks, by screenshot: each story below, played by its own play function, then shot
 * at 360 and 1024 px wide, in a light and a dark colour scheme, and compared with the baseline
 * committed next to its component (src/<component>/__baselines__/<story>-<width>-<scheme>-chromium-linux.png).
 * A change of look fails here until its baselines are rewritten, and the new pictures are reviewed with it:
 *
 *   pnpm --filter @boneyard/elements exec vitest run --project looks --update
 *
 * Runs in the `looks` project (vite.config.ts): reduced motion, so nothing slides and the bots move
 * at once (a paced table still stops at a hand's end), and a page large enough to shoot at scale 1.
 */
import { afterAll, afterEach, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { composeStories } from 'storybook/preview-api';
import { setProjectAnnotations } from '@storybook/web-components-vite';
import preview from '../.storybook/preview.ts';
import { WAIT, type StoryView } from './shared/story-tools.ts';
import * as table from './domino-table/domino-table.stories.ts';
import * as whist from './domino-whist/domino-whist.stories.ts';
import * as euchre from './domino-euchre/domino-euchre.stories.ts';
import * as loo from './domino-loo/domino-loo.stories.ts';
import * as bluff from './domino-bluff/domino-bluff.stories.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateMedia: (media: { colorScheme?: 'light' | 'dark' | null; reducedMotion?: 'reduce' | 'no-preference' | null }) => Promise<void>;
  }
}

// The web-components renderer's annotations (renderToCanvas) with the project's preview; composeStories
// from storybook/preview-api takes them as its second argument (without it, it has no renderer).
const annotations = setProjectAnnotations([preview]);
/** A composed story: `run` renders it into the canvas and plays its play function. */
type Composed = { run: (context: { canvasElement: HTMLElement }) => Promise<void> };
const compose = <M extends Record<string, unknown>>(stories: M) =>
  composeStories(stories as unknown as Parameters<typeof composeStories>[0], annotations) as unknown as Record<Exclude<keyof M, 'default'>, Composed>;
const T = compose(table);
const W = compose(whist);
const E = compose(euchre);
const L = compose(loo);
const B = compose(bluff);

/** Every moment shot: [component folder, story, its composed story]. */
const SHOTS = [
  ['domino-table', 'three-seats', T.ThreeSeats],
  ['domino-table', 'four-seats', T.FourSeats],
  ['domino-table', 'five-seats', T.FiveSeats],
  ['domino-table', 'six-seats', T.SixSeats],
  ['domino-table', 'seven-seats', T.SevenSeats],
  ['domino-table', 'trick-complete', T.TrickComplete],
  ['domino-whist', 'mid-hand', W.MidHand],
  ['domino-euchre', 'mid-hand', E.MidHand],
  ['domino-euchre', 'hand-result', E.HandResult],
  ['domino-euchre', 'game-over', E.GameOver],
  ['domino-loo', 'mid-hand', L.MidHand],
  ['domino-loo', 'hand-result', L.HandResult],
  ['domino-loo', 'game-over', L.GameOver],
  ['domino-bluff', 'claims', B.Claiming],
  ['domino-bluff', 'seven-players', B.SevenPlayers],
] as const;

const WIDTHS = [360, 1024] as const;
const SCHEMES = ['light', 'dark'] as const;
/** Tall enough for the tallest widget at 360 px; the page (vite.config.ts) is taller still, so the frame is not scaled. */
const HEIGHT = 1400;

/** What the looks wait for on a game widget (its own UI state, read for the test only). */
type Widget = HTMLElement & { view?: StoryView | null; held?: unknown; sending?: boolean; handOver?: boolean };

/** Still: nothing in flight, no finished trick held on the felt, and nobody but the reader to move (or the game waiting, or over). */
function still(el: Widget): boolean {
  if (!('view' in el)) return true;
  const v = el.view;
  if (!v || el.sending || el.held) return false;
  return v.over || el.handOver === true || (v.toAct.length > 0 && v.toAct.every((s) => s === v.seat));
}

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

afterEach(() => {
  document.body.replaceChildren();
});
afterAll(async () => {
  await commands.emulateMedia({ colorScheme: null });
});

for (const [component, name, Story] of SHOTS) {
  test(`${component} ${name}`, async () => {
    document.body.style.margin = '0';
    await page.viewport(WIDTHS[1], HEIGHT);
    await commands.emulateMedia({ colorScheme: 'light' });
    const canvas = document.createElement('div');
    document.body.append(canvas);
    await Story.run({ canvasElement: canvas });
    const shot = canvas.firstElementChild as HTMLElement;
    const widget = (canvas.querySelector('domino-whist, domino-euchre, domino-loo, domino-bluff') ?? shot) as Widget;
    await expect.poll(() => still(widget), WAIT).toBe(true);
    for (const width of WIDTHS) {
      await page.viewport(width, HEIGHT);
      for (const scheme of SCHEMES) {
        await commands.emulateMedia({ colorScheme: scheme });
        await frames();
        expect(still(widget)).toBe(true);
        expect(shot.getBoundingClientRect().bottom, `${name} at ${width} px is taller than the frame`).toBeLessThanOrEqual(HEIGHT);
        // A locator, not the element: given an element, expect.element retries a mismatch until the test times out (vitest 4.1).
        await expect.element(page.elementLocator(shot)).toMatchScreenshot(`${component}/${name}-${width}-${scheme}`);
      }
    }
  });
}
