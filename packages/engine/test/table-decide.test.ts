import { expect, test, vi } from 'vitest';
import { chooseAction, Table, type TableUpdate } from '../src/index.ts';

const until = async (cond: () => boolean, ms = 10_000) => {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 2));
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('with a decider (the server\'s bot threads) the table asks it for each bot move, with that seat\'s view only, and waits for its answer', async () => {
  const asked: { seat: number; level: string; seed: number }[] = [];
  const table = new Table({
    decide: async (view, { level, seed }) => {
      asked.push({ seat: view.seat, level, seed });
      await sleep(5);
      return chooseAction(view, { level, seed });
    },
  });
  const updates: TableUpdate[] = [];
  await table.subscribe('public', (u) => updates.push(u));
  await table.start({ game: 'euchre', seed: 5, people: [], paceMs: 0, level: 'easy' });
  await until(() => updates.filter((u) => u.move).length >= 12);
  await table.dispose();
  const moves = updates.filter((u) => u.move).map((u) => u.move!.seat);
  expect(asked.length).toBeGreaterThanOrEqual(12);
  // Each decision is for the seat that then moved, seen from that seat; one at a time.
  expect(asked.slice(0, moves.length).map((a) => a.seat)).toEqual(moves.slice(0, Math.min(asked.length, moves.length)));
  expect(new Set(asked.map((a) => a.level))).toEqual(new Set(['easy']));
});

test('a decider\'s move is still checked by the game: a refused one (or a failed decision) plays the seat\'s first legal move', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let n = 0;
  const table = new Table({
    decide: async () => {
      n++;
      if (n % 2) throw new Error('thread lost');
      return { type: 'play', tile: '9-9' };
    },
  });
  const updates: TableUpdate[] = [];
  await table.subscribe('public', (u) => updates.push(u));
  await table.start({ game: 'whist', seed: 2, options: { players: 4 }, people: [], paceMs: 0 });
  await until(() => updates.filter((u) => u.move).length >= 6);
  await table.dispose();
  expect(error).toHaveBeenCalled();
  expect(String(error.mock.calls[0]![0])).toMatch(/refused \((internal|illegal-action|not-your-turn|bad-action)\)/);
  error.mockRestore();
});

test('a decision that answers after the table stopped or started afresh is dropped', async () => {
  const answers: ((a: unknown) => void)[] = [];
  const views: any[] = [];
  const table = new Table({ decide: (view) => new Promise((r) => (answers.push(r), views.push(view))) });
  const updates: TableUpdate[] = [];
  await table.subscribe('public', (u) => updates.push(u));
  await table.start({ game: 'loo', seed: 4, people: [], paceMs: 0 });
  await until(() => answers.length === 1);
  // Only one decision at a time, however often the table is poked meanwhile.
  await table.setPeople([]);
  await sleep(30);
  expect(answers.length).toBe(1);
  await table.start({ game: 'loo', seed: 4, people: [], paceMs: 0 });
  await until(() => answers.length === 2);
  const seen = updates.length;
  answers[0]!(chooseAction(views[0], { level: 'easy', seed: 1 }));
  await sleep(30);
  expect(updates.length).toBe(seen);
  answers[1]!(chooseAction(views[1], { level: 'easy', seed: 1 }));
  await until(() => updates.length > seen);
  expect(updates.at(-1)!.move).not.toBeNull();
  await table.dispose();
  answers.at(-1)?.(null);
});
