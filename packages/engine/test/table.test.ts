import { expect, test } from 'vitest';
import { Table, type TableUpdate } from '../src/index.ts';

const until = async (cond: () => boolean, ms = 5000) => {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 2));
  }
};

test('the table plays the bots one move at a time until the person is to act, and pushes only that seat\'s view', async () => {
  const table = new Table();
  const updates: TableUpdate[] = [];
  expect(await table.start({ game: 'euchre', seed: 12, people: [0], paceMs: 0 })).toMatchObject({ ok: true, players: 4 });
  const off = await table.subscribe(0, (u) => updates.push(u));
  await until(() => updates.at(-1)!.view.toAct.includes(0) || updates.at(-1)!.gameEnded);
  for (const u of updates) expect(u.view.seat).toBe(0);
  const moves = updates.filter((u) => u.move).map((u) => u.move!.seat);
  expect(moves.every((s) => s !== 0)).toBe(true);
  // Bot seats cannot be played from the page; illegal moves come back as coded results.
  expect(await table.act(1, { type: 'pass' })).toMatchObject({ ok: false, code: 'not-your-turn' });
  expect(await table.act(0, { type: 'call', suit: 9 })).toMatchObject({ ok: false });
  const legal = updates.at(-1)!.view.legalActions[0];
  expect(await table.act(0, legal)).toEqual({ ok: true });
  await table.unsubscribe(off);
  const seen = updates.length;
  await new Promise((r) => setTimeout(r, 50));
  expect(updates.length).toBe(seen);
  await table.dispose();
});

test('a bots-only table plays a whole game and reports its end once', async () => {
  const table = new Table();
  let ends = 0;
  let last: TableUpdate | null = null;
  await table.subscribe('public', (u) => {
    last = u;
    if (u.handEnded) ends++;
  });
  await table.start({ game: 'loo', seed: 3, people: [], paceMs: 0 });
  await until(() => Boolean(last?.gameEnded), 20_000);
  expect(last!.view.winners.length).toBeGreaterThan(0);
  expect(ends).toBe(last!.view.handNo);
  expect(last!.view.hand).toEqual([]);
  await table.dispose();
});

test('a bad start is a coded result, and a snapshot restarts the same game', async () => {
  const table = new Table();
  expect(await table.start({ game: 'whist', options: { players: 9 } })).toMatchObject({ ok: false, code: 'bad-option' });
  await table.start({ game: 'whist', seed: 5, people: [0, 1, 2], paceMs: 0 });
  const snap = (await table.snapshot())!;
  const other = new Table();
  await other.start({ game: 'whist', snapshot: snap, people: [0, 1, 2] });
  expect(await other.snapshot()).toBe(snap);
  expect(await table.start({ game: 'whist', snapshot: snap.slice(0, 40) })).toMatchObject({ ok: false, code: 'bad-snapshot' });
});

test('the table gives the game as a notation only once it is over (its seed would reveal the hidden tiles)', async () => {
  const { fromNotation } = await import('../src/index.ts');
  const table = new Table();
  let over = false;
  await table.subscribe('public', (u) => {
    if (u.gameEnded) over = true;
  });
  await table.start({ game: 'loo', seed: 8, people: [0], paceMs: 0 });
  expect(await table.notation()).toBeNull();
  await table.start({ game: 'loo', seed: 8, people: [], paceMs: 0 });
  await until(() => over, 20_000);
  const text = await table.notation();
  expect(text).toMatch(/^Boneyard 1\ngame loo/);
  expect(fromNotation(text).isOver()).toBe(true);
  await table.dispose();
});
