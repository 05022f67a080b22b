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

test('a worker killed mid-game is replaced from the last snapshot, and the game is finished', async () => {
  const workers: Worker[] = [];
  window.Worker = class extends RealWorker {
    constructor(url: string | URL, opts?: WorkerOptions) {
      super(url, opts);
      workers.push(this);
    }
  };
  document.body.innerHTML = '<domino-whist players="3" seed="31" pace="0"></domino-whist>';
  const el = document.body.firstElementChild as Viewed;
  await expect.poll(() => el.view?.phase, { timeout: 10_000 }).toBeTruthy();
  await play(el, () => (el.view?.handNo ?? 0) >= 1);
  const handBefore = el.view!.handNo;
  const logBefore = el.view!.log.length;
  workers[0]!.terminate();
  await play(el, () => Boolean(el.view?.over));
  expect(el.view!.over).toBe(true);
  expect(workers.length).toBeGreaterThanOrEqual(2);
  expect((el as unknown as { game: { restarts: number } }).game.restarts).toBeGreaterThanOrEqual(1);
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
  const savedBids = () => {
    const item = localStorage.getItem('boneyard:whist:blog-post');
    return item ? (JSON.parse(JSON.parse(item).state) as { bids: unknown[] }).bids : null;
  };
  await expect.poll(savedBids).toEqual([{ seat: 0, amount: 4 }]);
  first.remove();
  const second = mount();
  await expect.poll(() => second.view?.bids, { timeout: 10_000 }).toEqual([{ seat: 0, amount: 4 }]);
  // A new game forgets the saved one.
  click(second, 'button[part~="new-game"]');
  await expect.poll(() => second.view?.bids.length ?? -1, { timeout: 10_000 }).toBe(0);
});

test('an unreadable saved game is dropped and a fresh one starts, with no error box', async () => {
  localStorage.setItem('boneyard:whist:x', '{"format":"boneyard-snapshot","version":1,"game":"whist","check":"0","state":"{}"}');
  document.body.innerHTML = '<domino-whist players="3" resume="x" pace="100000"></domino-whist>';
  const el = document.body.firstElementChild as Viewed;
  await expect.poll(() => el.view?.phase, { timeout: 10_000 }).toBeTruthy();
  expect(el.shadowRoot!.querySelector('.bad-config')).toBeNull();
  expect(localStorage.getItem('boneyard:whist:x')).not.toContain('"check":"0"');
});
