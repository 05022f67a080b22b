import { afterEach, expect, test } from 'vitest';
import { proxy, wrap, type Endpoint } from 'comlink';
import { serveTable, Table, type TableUpdate } from '../src/index.ts';

// The worker's port, attacked from the page's side: only the table's own calls get through.

const ports: MessagePort[] = [];
afterEach(() => {
  for (const p of ports.splice(0)) p.close();
});

function served(): { page: MessagePort; table: Table } {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  const table = serveTable(port2 as unknown as Endpoint);
  port2.start();
  port1.start();
  return { page: port1, table };
}

/** Sends one raw Comlink message and waits for its answer. */
function raw(port: MessagePort, message: Record<string, unknown>): Promise<{ type: string; name?: string; value: unknown }> {
  const id = `attack-${Math.random()}`;
  return new Promise((resolve) => {
    const on = (e: MessageEvent) => {
      if ((e.data as { id?: string }).id !== id) return;
      port.removeEventListener('message', on);
      resolve(e.data);
    };
    port.addEventListener('message', on);
    port.postMessage({ id, ...message });
  });
}

const refused = { type: 'HANDLER', name: 'throw', value: { isError: false, value: { code: 'not-allowed', message: 'The engine takes only its own calls.' } } };

test('the page\'s own calls work through the guarded port', async () => {
  const { page } = served();
  const remote = wrap<Table>(page as unknown as Endpoint);
  expect(await remote.ping()).toBe('pong');
  const r = await remote.start({ game: 'loo', seed: 5, people: [0], paceMs: 0 }, 0);
  expect(r).toMatchObject({ ok: true });
  const seen: TableUpdate[] = [];
  const sub = await remote.subscribe(0, proxy((u: TableUpdate) => void seen.push(u)));
  expect(sub).toMatchObject({ ok: true });
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0]!.view.seat).toBe(0);
  // Another seat is refused with a code, not answered.
  expect(await remote.subscribe(1, proxy(() => undefined))).toMatchObject({ ok: false, code: 'not-your-seat' });
});

test('reading, writing or constructing along any path is refused, and nothing is planted in the worker', async () => {
  const { page, table } = served();
  const remote = wrap<Table>(page as unknown as Endpoint);
  await remote.start({ game: 'whist', seed: 5, people: [0], paceMs: 0 }, 0);
  const attacks: Record<string, unknown>[] = [
    // The table's private game, its fields, a getter path.
    { type: 'GET', path: ['game'] },
    { type: 'GET', path: [] },
    { type: 'GET', path: ['constructor', 'name'] },
    // Prototype pollution in the worker's realm.
    { type: 'SET', path: ['__proto__', 'polluted'], value: { type: 'RAW', value: 1 } },
    { type: 'SET', path: ['constructor', 'prototype', 'polluted'], value: { type: 'RAW', value: 1 } },
    { type: 'APPLY', path: ['__proto__', '__defineGetter__'], argumentList: [{ type: 'RAW', value: 'polluted' }] },
    // A method that is not the table's verb, or a verb along a longer path.
    { type: 'APPLY', path: ['constructor'], argumentList: [] },
    { type: 'APPLY', path: ['start', 'call'], argumentList: [] },
    { type: 'CONSTRUCT', path: [], argumentList: [] },
    // A second channel, or a callback where only data belongs.
    { type: 'ENDPOINT' },
    { type: 'APPLY', path: ['act'], argumentList: [{ type: 'HANDLER', name: 'proxy', value: null }, { type: 'RAW', value: {} }] },
    { type: 'APPLY', path: ['act'], argumentList: [{ type: 'RAW', value: 0 }, { type: 'RAW', value: {} }, { type: 'RAW', value: 2 }] },
    // Releasing a sub-path.
    { type: 'RELEASE', path: ['start'] },
  ];
  for (const a of attacks) expect(await raw(page, a), JSON.stringify(a)).toEqual({ id: expect.any(String), ...refused });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  // The table still plays.
  expect(await table.ping()).toBe('pong');
  expect(await remote.notation()).toMatch(/^Boneyard 1/);
});

test('a table offers no snapshot, no position and no view of another seat', async () => {
  const table = new Table();
  await table.start({ game: 'euchre', seed: 2, people: [0], paceMs: 0 }, 0);
  for (const name of ['snapshot', 'position', 'view', 'explain', 'game', 'state']) expect((table as unknown as Record<string, unknown>)[name], name).toBeUndefined();
  expect(await table.subscribe(1, () => undefined)).toMatchObject({ ok: false, code: 'not-your-seat' });
  expect(await table.act(1, { type: 'pass' })).toMatchObject({ ok: false, code: 'not-your-seat' });
  expect(await new Table().start({ game: 'euchre', people: [0] }, 2)).toMatchObject({ ok: false, code: 'not-your-seat' });
  expect(await table.subscribe(0, () => undefined)).toMatchObject({ ok: true });
  // The public view carries no hand.
  let pub: TableUpdate | null = null;
  await table.subscribe('public', (u) => void (pub = u));
  expect(JSON.stringify((pub as TableUpdate | null)?.view)).not.toMatch(/"hand"\s*:\s*\[\s*"/);
});
