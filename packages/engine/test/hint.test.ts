import { afterEach, expect, test } from 'vitest';
import { wrap, type Endpoint } from 'comlink';
import { chooseAction, hintFor, serveTable, Table, type HintResult, type TableUpdate } from '../src/index.ts';

// A person's hint: the hard bot's move for their own seat, from their view alone, and why.

const until = async (cond: () => boolean, ms = 10_000) => {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 2));
  }
};

const TILE = /\b\d-\d\b/g;
const tiles = (x: unknown): string[] => JSON.stringify(x).match(TILE) ?? [];

/** A table where seat 0 is a person and every other seat an easy bot; resolves at the person's turn. */
async function atMyTurn(game: string, seed: number, options: Record<string, unknown> = {}) {
  const table = new Table();
  let last: TableUpdate | null = null;
  await table.start({ game, seed, options, people: [0], paceMs: 0 });
  await table.subscribe(0, (u) => void (last = u));
  // The person's next turn with a choice to make (a single legal move is simply made).
  const turn = async (): Promise<TableUpdate> => {
    for (;;) {
      await until(() => last !== null && (last.gameEnded || (last.view.toAct.includes(0) && last.thinking === null)));
      const u = last!;
      if (u.gameEnded || u.view.legalActions.length > 1) return u;
      await table.act(0, u.view.legalActions[0]);
    }
  };
  return { table, turn, last: () => last! };
}

const tables: Table[] = [];
afterEach(async () => {
  for (const t of tables.splice(0)) await t.dispose();
});

test('at the person\'s turn the hint is one of their legal moves, with a reason', async () => {
  const { table, turn } = await atMyTurn('whist', 4, { players: 4 });
  tables.push(table);
  const u = await turn();
  const r = await table.hint(0);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(u.view.legalActions).toContainEqual(r.action);
  expect(typeof r.why.code).toBe('string');
  expect(Object.keys(r).sort()).toEqual(['action', 'ok', 'why']);
  // Asked again, it is worked out again for the same position (the same seed).
  expect(await table.hint(0)).toMatchObject({ ok: true });
});

test('a hint is refused, coded, for a bot\'s seat, out of turn, and with no game: none of them is a person\'s turn', async () => {
  const table = new Table();
  tables.push(table);
  expect(await table.hint(0)).toMatchObject({ ok: false, code: 'not-your-turn' });
  await table.start({ game: 'euchre', seed: 12, people: [0], paceMs: 0 });
  expect(await table.hint(1)).toMatchObject({ ok: false, code: 'not-your-turn' });
  expect(await table.hint('0' as unknown as number)).toMatchObject({ ok: false, code: 'not-your-turn' });
  // Every seat a person's (no bot moves meanwhile): a seat with nothing to do now has no hint.
  await table.start({ game: 'euchre', seed: 12, people: [0, 1, 2, 3], paceMs: 0 });
  const view = (await new Promise<TableUpdate>((r) => void table.subscribe(0, r))).view;
  const idle = [0, 1, 2, 3].find((s) => !view.toAct.includes(s))!;
  expect(await table.hint(idle)).toMatchObject({ ok: false, code: 'not-your-turn' });
  expect(await table.hint(view.toAct[0])).toMatchObject({ ok: true });
});

test('what a hint carries is the person\'s own: its move is theirs, every tile it names is one their view shows, in every game', async () => {
  const games: [string, Record<string, unknown>][] = [['whist', { players: 4 }], ['euchre', {}], ['loo', { players: 3 }], ['bluff', { players: 4 }]];
  let hints = 0;
  for (const [game, options] of games) {
    const { table, turn } = await atMyTurn(game, 21, options);
    tables.push(table);
    for (let i = 0; i < 6; i++) {
      const u = await turn();
      if (u.gameEnded) break;
      const r = await table.hint(0);
      expect(r).toMatchObject({ ok: true });
      if (!r.ok) break;
      hints++;
      expect(u.view.legalActions).toContainEqual(r.action);
      const seen = new Set(tiles(u.view));
      for (const t of tiles(r)) expect(seen.has(t)).toBe(true);
      if (r.why.tile !== undefined) expect(u.view.hand).toContain(r.why.tile);
      expect(Object.keys(r.why).every((k) => ['code', 'tile', 'suit', 'tricks', 'chance'].includes(k))).toBe(true);
      expect(await table.act(0, chooseAction(u.view, { seed: i }))).toEqual({ ok: true });
    }
  }
  expect(hints).toBeGreaterThanOrEqual(20);
});

test('where bots are decided elsewhere (the game server), the hint is too: given the seat\'s view only, and checked', async () => {
  const asked: { seat: number; hint?: boolean }[] = [];
  let forge = false;
  const table = new Table({
    decide: async (view, request) => {
      asked.push({ seat: view.seat, hint: request.hint });
      if (!request.hint) return chooseAction(view, request);
      const h = hintFor(view, { seed: request.seed, budgetMs: 20 });
      return forge ? { ...h, action: { type: 'play', tile: '9-9' } } : h;
    },
  });
  tables.push(table);
  let last: TableUpdate | null = null;
  await table.start({ game: 'loo', seed: 8, people: [0], paceMs: 0 });
  await table.subscribe(0, (u) => void (last = u));
  await until(() => last !== null && last.view.toAct.includes(0) && last.view.legalActions.length > 1);
  const r: HintResult = await table.hint(0);
  expect(r).toMatchObject({ ok: true });
  expect(asked.filter((a) => a.hint)).toEqual([{ seat: 0, hint: true }]);
  // A hint that is not one of the seat's legal moves is never passed on.
  forge = true;
  await table.act(0, last!.view.legalActions[0]);
  await until(() => last!.view.toAct.includes(0) && last!.view.legalActions.length > 1 && last!.thinking === null);
  expect(await table.hint(0)).toMatchObject({ ok: false, code: 'search-unavailable' });
});

test('the worker\'s port answers hint for the person\'s seat, and refuses it for another', async () => {
  const { port1, port2 } = new MessageChannel();
  const served = serveTable(port2 as unknown as Endpoint);
  tables.push(served);
  port1.start();
  port2.start();
  const remote = wrap<Table>(port1 as unknown as Endpoint);
  await remote.start({ game: 'euchre', seed: 3, people: [0], paceMs: 0 }, 0);
  expect(await remote.hint(1)).toMatchObject({ ok: false, code: 'not-your-turn' });
  const r = await remote.hint(0);
  expect(r.ok || (r as { code: string }).code === 'not-your-turn').toBe(true);
  port1.close();
  port2.close();
});
