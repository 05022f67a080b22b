import { expect, test } from 'vitest';
import { Table, type TableUpdate } from '../src/index.ts';
import { BOT_MOVE_FLOOR_MS, TRICK_PAUSE_MS } from '../src/table.ts';

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
  const off = (await table.subscribe(0, (u) => updates.push(u))).id!;
  await until(() => updates.at(-1)!.view.toAct.includes(0) || updates.at(-1)!.gameEnded);
  for (const u of updates) expect(u.view.seat).toBe(0);
  const moves = updates.filter((u) => u.move).map((u) => u.move!.seat);
  expect(moves.every((s) => s !== 0)).toBe(true);
  // Bot seats cannot be played from the page; illegal moves come back as coded results.
  expect(await table.act(1, { type: 'pass' })).toMatchObject({ ok: false, code: 'not-your-seat' });
  expect(await table.act(0, { type: 'call', suit: 9 })).toMatchObject({ ok: false });
  const legal = updates.at(-1)!.view.legalActions[0];
  expect(await table.act(0, legal)).toEqual({ ok: true });
  await table.unsubscribe(off);
  const seen = updates.length;
  await new Promise((r) => setTimeout(r, 50));
  expect(updates.length).toBe(seen);
  await table.dispose();
});

test('started for a seat, the bots wait for its subscription: a slow page still gets every bot move as a move', async () => {
  // Whist, seed 99, four players: seat 1 (a bot) bids first, before the person at seat 2.
  const table = new Table();
  const r = await table.start({ game: 'whist', seed: 99, people: [2], paceMs: 0, options: { players: 4 } }, 2);
  expect(r.update!.view.toAct).toEqual([1]);
  // The page is slow to subscribe: far past the bots' least time between moves.
  await new Promise((res) => setTimeout(res, 20 * BOT_MOVE_FLOOR_MS.easy));
  const updates: TableUpdate[] = [];
  await table.subscribe(2, (u) => updates.push(u));
  await until(() => updates.at(-1)!.view.toAct.includes(2));
  expect(updates.filter((u) => u.move).map((u) => u.move!.seat)).toEqual([1]);
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

test('a bad start is a coded result; a game whose seed the page chose resumes exactly from its notation', async () => {
  const table = new Table();
  expect(await table.start({ game: 'whist', options: { players: 9 } })).toMatchObject({ ok: false, code: 'bad-option' });
  await table.start({ game: 'whist', seed: 5, people: [0, 1, 2], paceMs: 0 });
  for (let i = 0; i < 6; i++) {
    const seat = (await first(table)).view.toAct[0];
    const legal = (await first(table, seat)).view.legalActions;
    await table.act(seat, legal[0]);
  }
  const text = (await table.notation())!;
  expect(text).toMatch(/^Boneyard 1\n/);
  const other = new Table();
  await other.start({ game: 'whist', resume: text, people: [0, 1, 2] });
  expect(await other.notation()).toBe(text);
  expect((await first(other, 0)).view).toEqual((await first(table, 0)).view);
  expect(await table.start({ game: 'whist', resume: text.slice(0, 40) })).toMatchObject({ ok: false, code: 'bad-notation' });
  expect(await table.start({ game: 'euchre', resume: text, people: [0] })).toMatchObject({ ok: false, code: 'bad-snapshot' });
});

/** The first update a new subscription to `seat` gets. */
async function first(table: InstanceType<typeof Table>, seat: number | 'public' = 'public'): Promise<TableUpdate> {
  let got: TableUpdate | null = null;
  const r = await table.subscribe(seat, (u) => {
    got ??= u;
  });
  await table.unsubscribe(r.id!);
  return got!;
}

test('the page can watch only its person\'s seat or the public view: a bot seat is refused, with a code', async () => {
  const table = new Table();
  expect(await table.start({ game: 'euchre', seed: 4, people: [0], paceMs: 1e9 }, 1)).toMatchObject({ ok: false, code: 'not-your-seat' });
  expect(await table.start({ game: 'euchre', seed: 4, people: [0], paceMs: 1e9 }, 0)).toMatchObject({ ok: true });
  for (const seat of [1, 2, 3, 4, -1, 0.5, '1' as never]) expect(await table.subscribe(seat, () => undefined)).toMatchObject({ ok: false, code: 'not-your-seat' });
  expect(await table.subscribe(0, () => undefined)).toMatchObject({ ok: true });
  expect(await table.subscribe('public', () => undefined)).toMatchObject({ ok: true });
  const pub = (await first(table)).view;
  expect(pub.hand).toEqual([]);
  // A game whose seed the table chose is not given out while it is played.
  await table.start({ game: 'euchre', people: [0], paceMs: 1e9 });
  expect(await table.notation()).toBeNull();
  await table.dispose();
});

test('bot moves reach the page a fixed least time after the update before them, however hard the choice', async () => {
  for (const level of ['easy', 'hard'] as const) {
    const table = new Table();
    const times: { t: number; bot: boolean }[] = [];
    let ended = false;
    await table.subscribe('public', (u) => {
      times.push({ t: performance.now(), bot: u.move !== null });
      if (u.handEnded) ended = true;
    });
    await table.start({ game: 'loo', seed: 9, people: [], paceMs: 0, level });
    await until(() => ended, 60_000);
    await table.dispose();
    const gaps = times.slice(1).filter((x) => x.bot).map((x, i) => x.t - times[i]!.t);
    expect(gaps.length).toBeGreaterThan(10);
    // A timer may fire up to a millisecond early by the clock it is measured with.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(BOT_MOVE_FLOOR_MS[level] - 1);
  }
}, 120_000);

test('with a seed of its own the table gives the game as a notation only once it is over (the seed would reveal the hidden tiles)', async () => {
  const { fromNotation } = await import('../src/index.ts');
  const table = new Table();
  let over = false;
  await table.subscribe('public', (u) => {
    if (u.gameEnded) over = true;
  });
  await table.start({ game: 'loo', people: [0], paceMs: 0 });
  expect(await table.notation()).toBeNull();
  await table.start({ game: 'loo', people: [], paceMs: 0 });
  await until(() => over, 20_000);
  const text = await table.notation();
  expect(text).toMatch(/^Boneyard 1\ngame loo/);
  expect(fromNotation(text).isOver()).toBe(true);
  await table.dispose();
});

test('at a paced table the move after a finished trick waits TRICK_PAUSE_MS, so the whole trick can be seen; the others keep the pace', async () => {
  const table = new Table();
  const at: { t: number; u: TableUpdate }[] = [];
  await table.subscribe('public', (u) => at.push({ t: performance.now(), u }));
  await table.start({ game: 'euchre', seed: 4, people: [], paceMs: 40 });
  // Two tricks' worth of play.
  await until(() => at.filter((x) => x.u.view.lastTrick && x.u.view.trick.length === 0).length >= 2 && at.at(-1)!.u.view.trick.length >= 1, 20_000);
  await table.dispose();
  const gaps = at.slice(1).map((x, i) => ({ gap: x.t - at[i]!.t, afterTrick: at[i]!.u.move !== null && at[i]!.u.view.trick.length === 0 && at[i]!.u.view.lastTrick !== null && x.u.view.phase === 'play' }));
  const afterTricks = gaps.filter((g) => g.afterTrick).map((g) => g.gap);
  const others = gaps.filter((g) => !g.afterTrick).map((g) => g.gap);
  expect(afterTricks.length).toBeGreaterThan(0);
  expect(Math.min(...afterTricks)).toBeGreaterThanOrEqual(TRICK_PAUSE_MS - 5);
  expect(Math.max(...others)).toBeLessThan(TRICK_PAUSE_MS);
}, 30_000);

test('with waitAtHandEnd the bots stop at a hand\'s end until nextHand() or the person\'s own move; the update says so', async () => {
  const table = new Table();
  const updates: TableUpdate[] = [];
  await table.start({ game: 'loo', seed: 8, people: [0], paceMs: 0, waitAtHandEnd: true });
  await table.subscribe(0, (u) => updates.push(u));
  // The person plays its first legal move whenever it is to act, until the first hand ends.
  while (!updates.some((u) => u.handEnded)) {
    await until(() => updates.at(-1)!.view.toAct.includes(0) || updates.some((u) => u.handEnded));
    const last = updates.at(-1)!;
    if (!updates.some((u) => u.handEnded)) await table.act(0, last.view.legalActions[0]);
  }
  const ended = updates.findIndex((u) => u.handEnded);
  expect(updates[ended]).toMatchObject({ waiting: true, thinking: null });
  await new Promise((r) => setTimeout(r, 150));
  const last = updates.at(-1)!;
  if (!last.view.toAct.includes(0)) {
    // A bot is first in the new hand: nothing moves while the table waits.
    expect(updates.length).toBe(ended + 1);
    await table.nextHand();
    await until(() => updates.length > ended + 2);
    expect(updates.at(-1)!.waiting).toBe(false);
  } else {
    // The person is first: its own move goes on, and the table no longer waits.
    expect(await table.act(0, last.view.legalActions[0])).toEqual({ ok: true });
    expect(updates.at(-1)!.waiting).toBe(false);
  }
  await table.dispose();
}, 30_000);

test('a bot decides the same whether a person made a simultaneous move at once or after every bot (Bluff claims): same seed, same choices, same game', async () => {
  // Each bot's own moves, in order, for the first 60 moves of a 5-player game in which seat 0
  // always makes its first legal move, either as soon as it may or only once no bot is left to act.
  const play = async (eager: boolean): Promise<string[][]> => {
    const table = new Table();
    const updates: TableUpdate[] = [];
    await table.start({ game: 'bluff', seed: 21, people: [0], paceMs: 0, options: { players: 5 } });
    await table.subscribe(0, (u) => updates.push(u));
    const bySeat: string[][] = [[], [], [], [], []];
    let seen = 0;
    const record = () => {
      for (; seen < updates.length; seen++) {
        const m = updates[seen]!.move;
        if (m) bySeat[m.seat]!.push(JSON.stringify(m.action));
      }
    };
    while (bySeat.reduce((n, s) => n + s.length, 0) < 60) {
      await until(() => {
        const v = updates.at(-1)?.view;
        return !!v && (v.over || (v.toAct.includes(0) && (eager || v.toAct.length === 1)));
      });
      record();
      const v = updates.at(-1)!.view;
      if (v.over) break;
      expect(await table.act(0, v.legalActions[0])).toEqual({ ok: true });
      record();
    }
    await table.dispose();
    return bySeat.map((s) => s.slice(0, 8));
  };
  const eager = await play(true);
  const late = await play(false);
  expect(eager.slice(1).every((s) => s.length === 8)).toBe(true);
  expect(late).toEqual(eager);
}, 60_000);
