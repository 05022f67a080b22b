import { afterEach, expect, test } from 'vitest';
import { deepQueryAll, deepText } from '../../test/deep.ts';
import '../domino-whist/domino-whist.ts';
import type { DominoWhist } from '../domino-whist/domino-whist.ts';
import { WHIST_FOUR } from '../../test/fixtures.ts';

type Viewed = DominoWhist & { view: { phase: string; over: boolean; toAct: number[]; seat: number; trick: unknown[]; handNo: number; log: unknown[]; bids: { seat: number; amount: number | null }[] } | null };

const RealWorker = window.Worker;
afterEach(() => {
  window.Worker = RealWorker;
  document.body.innerHTML = '';
  localStorage.clear();
});

const click = (el: Element, selector: string): boolean => {
  const b = deepQueryAll<HTMLButtonElement>(el, selector).find((x) => !x.disabled);
  b?.click();
  return Boolean(b);
};

/** Plays the person's seat of a whist game for up to `steps` decisions, by clicking. */
async function play(el: Viewed, until: () => boolean): Promise<void> {
  for (let i = 0; i < 20000 && !until(); i++) {
    const v = el.view;
    if (!v || v.over || !v.toAct.includes(v.seat)) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    if (v.phase === 'bid') click(el, 'button[data-action="pass"]');
    else if (v.phase === 'trump') click(el, 'button[data-action="trump"]');
    else if (v.phase === 'play') {
      click(el, 'button[data-tile]:not([disabled])');
      await new Promise((r) => setTimeout(r, 0));
      click(el, 'button[data-action="lead"]');
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

// With a page seed the record is the notation (exact); without, the seat's view (the unseen tiles dealt afresh).
test.each(['seed="31"', ''])('a worker killed mid-game is replaced from the seat\'s record, and the game is finished (%s)', async (seed) => {
  const workers: Worker[] = [];
  window.Worker = class extends RealWorker {
    constructor(url: string | URL, opts?: WorkerOptions) {
      super(url, opts);
      workers.push(this);
    }
  };
  document.body.innerHTML = `<domino-whist players="3" ${seed} pace="0"></domino-whist>`;
  const el = document.body.firstElementChild as Viewed;
  await expect.poll(() => el.view?.phase, { timeout: 10_000 }).toBeTruthy();
  await play(el, () => (el.view?.handNo ?? 0) >= 1);
  const handBefore = el.view!.handNo;
  const logBefore = el.view!.log.length;
  workers[0]!.terminate();
  await play(el, () => Boolean(el.view?.over));
  expect(el.view!.over).toBe(true);
  expect(workers.length).toBeGreaterThanOrEqual(2);
  expect(el.view!.handNo).toBeGreaterThanOrEqual(handBefore);
  expect(logBefore).toBeGreaterThan(0);
  expect(deepText(el)).toContain('Game over');
}, 120_000);


test('resume keeps the game in localStorage and continues it after a reload', async () => {
  const mount = () => {
    const el = document.createElement('domino-whist') as Viewed;
    el.setAttribute('players', '4');
    el.setAttribute('resume', 'blog-post');
    el.setAttribute('pace', '100000');
    el.deal = WHIST_FOUR;
    document.body.append(el);
    return el;
  };
  const first = mount();
  await expect.poll(() => click(first, 'button[data-action="bid"]'), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => first.view?.bids.length).toBe(1);
  // What is kept is the person's own view (a seat record), nothing of the other hands.
  const savedBids = () => {
    const item = localStorage.getItem('boneyard:whist:blog-post');
    return item ? (JSON.parse(item) as { format: string; view: { bids: unknown[] } }).view.bids : null;
  };
  await expect.poll(savedBids).toEqual([{ seat: 0, amount: 4 }]);
  first.remove();
  const second = mount();
  await expect.poll(() => second.view?.bids, { timeout: 10_000 }).toEqual([{ seat: 0, amount: 4 }]);
  // A new game forgets the saved one.
  click(second, 'button[part~="new-game"]');
  await expect.poll(() => second.shadowRoot!.querySelector('button[data-action="confirm-new-game"]')).not.toBeNull();
  click(second, 'button[data-action="confirm-new-game"]');
  await expect.poll(() => second.view?.bids.length ?? -1, { timeout: 10_000 }).toBe(0);
});

test('an unreadable saved game is dropped and a fresh one starts, with no error box', async () => {
  localStorage.setItem('boneyard:whist:x', '{"format":"boneyard-snapshot","version":1,"game":"whist","check":"0","state":"{}"}');
  document.body.innerHTML = '<domino-whist players="3" resume="x" pace="100000"></domino-whist>';
  const el = document.body.firstElementChild as Viewed;
  await expect.poll(() => el.view?.phase, { timeout: 10_000 }).toBeTruthy();
  expect(el.shadowRoot!.querySelector('.bad-config')).toBeNull();
  // The bad record is dropped at once; the fresh game's own record replaces it after its first update.
  await expect.poll(() => localStorage.getItem('boneyard:whist:x') ?? '', { timeout: 10_000 }).toContain('"format":"boneyard-seat"');
});

test('a worker that keeps dying on the same game is given up, with a message instead of endless restarts', async () => {
  const workers: Worker[] = [];
  window.Worker = class extends RealWorker {
    constructor(url: string | URL, opts?: WorkerOptions) {
      super(url, opts);
      workers.push(this);
      // Every worker after the first dies soon after it has dealt the saved game again.
      if (workers.length > 1) setTimeout(() => this.terminate(), 400);
    }
  };
  document.body.innerHTML = '<domino-whist players="3" pace="100000"></domino-whist>';
  const el = document.body.firstElementChild as Viewed;
  await expect.poll(() => el.view?.phase, { timeout: 10_000 }).toBeTruthy();
  workers[0]!.terminate();
  await expect.poll(() => el.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? '', { timeout: 40_000, interval: 200 }).toContain('stopped again and again');
  const count = workers.length;
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(4);
  await new Promise((r) => setTimeout(r, 6000));
  expect(workers.length).toBe(count);
}, 90_000);

test('where no worker may run, the widget says it is not secure; with require-secure it refuses to play', async () => {
  window.Worker = class {
    constructor() {
      throw new Error('blocked');
    }
  } as unknown as typeof Worker;
  const seen: { mode: string; secure: boolean }[] = [];
  document.addEventListener('domino-engine', (e) => seen.push(e.detail));
  document.body.innerHTML = '<domino-whist pace="100000"></domino-whist><domino-whist pace="100000" require-secure></domino-whist>';
  const [plain, strict] = [...document.body.children] as (Element & { secure: boolean | null; view: unknown })[];
  await expect.poll(() => plain!.secure, { timeout: 10_000 }).toBe(false);
  await expect.poll(() => strict!.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? '', { timeout: 10_000 }).toContain('set to play only where they cannot');
  expect(strict!.view).toBeNull();
  expect(seen).toContainEqual({ mode: 'main', secure: false });
});
