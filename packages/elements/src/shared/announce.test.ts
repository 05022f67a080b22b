import { afterEach, expect, test } from 'vitest';
import '../index.ts';
import { moveOnce } from '../../test/play.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Everything the polite live region said through a whole game, the person moving by clicks. */
async function announcements(markup: string, prefer: (handNo: number) => string[] = () => []): Promise<string> {
  document.body.innerHTML = markup;
  const el = document.body.firstElementChild as HTMLElement & { view: { over: boolean; toAct: number[]; seat: number; handNo: number; phase: string; log: unknown[] } | null };
  await expect.poll(() => el.view !== null, { timeout: 10_000 }).toBe(true);
  const said: string[] = [];
  const region = () => el.shadowRoot!.querySelector('[role="status"][aria-live="polite"]');
  // Every change of the live region, however quickly the bots move.
  const watch = new MutationObserver(() => {
    const text = region()?.textContent?.trim() ?? '';
    if (text && text !== said.at(-1)) said.push(text);
  });
  watch.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
  for (let step = 0; step < 4000 && !el.view!.over; step++) {
    const v = el.view!;
    if (!v.toAct.includes(v.seat)) {
      await new Promise((r) => setTimeout(r, 2));
      continue;
    }
    const key = `${v.handNo}/${v.phase}/${v.log.length}`;
    await moveOnce(el, prefer(v.handNo));
    await expect.poll(() => { const w = el.view!; return w.over || `${w.handNo}/${w.phase}/${w.log.length}` !== key; }, { timeout: 5000 }).toBe(true);
  }
  watch.disconnect();
  return said.join('\n');
}

test('Whist: plays, trick winners, bids and passes, trumps are announced in words; no hidden tile', async () => {
  const said = await announcements('<domino-whist players="4" seed="31" pace="0" passing></domino-whist>');
  for (const words of [/played|led/, /takes? the trick/, /\bbid\b/i, /passed/, /trumps?/i]) expect(said).toMatch(words);
  expect(said).not.toMatch(/hidden/);
});

test('Euchre: orders or calls, trumps, plays and trick winners are announced', async () => {
  const said = await announcements('<domino-euchre players="4" seed="32" pace="0"></domino-euchre>');
  for (const words of [/ordered|called|made/i, /trumps?/i, /played|led/, /takes? the trick/]) expect(said).toMatch(words);
});

test('Loo: stand, miss and fold choices, plays and trick winners are announced', async () => {
  // The person takes the miss in the first deal and folds in the next ones.
  const said = await announcements('<domino-loo players="4" seed="33" pace="0"></domino-loo>', (hand) => (hand === 0 ? ['miss'] : ['fold']));
  for (const words of [/stood|stands?/i, /miss/i, /fold/i, /played|led/, /takes? the trick/]) expect(said).toMatch(words);
});

test('Bluff: dice, claims and challenge outcomes are announced', async () => {
  // The person claims whatever it can and challenges every claim it may.
  const said = await announcements('<domino-bluff players="4" seed="34" pace="0"></domino-bluff>', () => ['roll', 'challenge']);
  for (const words of [/rolled \w+ and \w+/, /Claims: \w+ (one tile|two tiles)/, /challenged .*: (an honest claim|a bluff)/, /gave (1 tile|2 tiles)\./]) expect(said).toMatch(words);
  expect(said).not.toMatch(/gave 1 tiles/);
});
