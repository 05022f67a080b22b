import { afterAll, beforeAll, expect, test } from 'vitest';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import type { Room as SdkRoom } from '@colyseus/sdk';
import { createServer, JOIN_LIMIT, MemoryStore } from '../src/index.ts';

// A person's hint online: asked with 'hint' { id }, answered to them alone on 'result', for their own seat only.

const limit = { ...JOIN_LIMIT };
let colyseus: ColyseusTestServer;
beforeAll(async () => {
  JOIN_LIMIT.attempts = 10_000;
  colyseus = await boot(await createServer({ store: new MemoryStore() }), 0);
});
afterAll(async () => {
  await colyseus.shutdown();
  Object.assign(JOIN_LIMIT, limit);
});

type View = { seat: number | null; hand: string[]; toAct: number[]; legalActions: unknown[]; log: unknown[] };

function listen(room: SdkRoom) {
  const got = { update: [] as { view: View; thinking: number | null; waiting: boolean }[], result: [] as Record<string, unknown>[], raw: [] as string[] };
  room.onMessage('update', (m: never) => void got.update.push(m));
  room.onMessage('result', (m: Record<string, unknown>) => void got.result.push(m));
  room.onMessage('*', (_type: unknown, m: unknown) => void got.raw.push(JSON.stringify(m)));
  room.send('sync', {});
  return got;
}
const until = async (f: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!f()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

test('a person asks for a hint on their turn: one of their own legal moves and why, sent to them alone; a spectator gets none', async () => {
  const a = await colyseus.sdk.create('table', { game: 'euchre', options: { players: 4 }, people: 1, level: 'hard' });
  const ga = listen(a);
  const s = await colyseus.sdk.joinById(a.roomId, { name: 'Watcher' });
  const gs = listen(s);
  // On to the person's turn with a choice to make (a forced move is made). A hand may pass with no
  // choice for them (every play forced, or a partner alone): the table then waits for 'next-hand'.
  for (;;) {
    await until(() => {
      const u = ga.update.at(-1);
      return !!u && (u.waiting || u.view.toAct.includes(u.view.seat!));
    });
    const u = ga.update.at(-1)!;
    const n = ga.update.length;
    if (u.waiting) a.send('next-hand', {});
    else if (u.view.legalActions.length > 1) break;
    else a.send('act', { id: 100 + n, action: u.view.legalActions[0] });
    await until(() => ga.update.length > n);
  }
  const view = ga.update.at(-1)!.view;
  a.send('hint', { id: 5 });
  await until(() => ga.result.some((r) => r.id === 5));
  const r = ga.result.find((x) => x.id === 5)!;
  expect(r).toMatchObject({ ok: true });
  expect(view.legalActions).toContainEqual(r.action);
  expect(typeof (r.why as { code: string }).code).toBe('string');
  // Every tile the answer names is one the person's own view shows.
  const shown = JSON.stringify(view);
  for (const tile of JSON.stringify(r).match(/\d-\d/g) ?? []) expect(shown).toContain(`"${tile}"`);
  // Asked again for the same position, the same answer comes back (worked out once).
  a.send('hint', { id: 7 });
  await until(() => ga.result.some((x) => x.id === 7));
  expect(ga.result.find((x) => x.id === 7)).toEqual({ ...r, id: 7 });
  // The spectator was told nothing of it, and is refused one of its own.
  s.send('hint', { id: 6 });
  await until(() => gs.result.length > 0);
  expect(gs.result).toEqual([{ id: 6, ok: false, code: 'not-your-seat', message: expect.any(String) }]);
  expect(gs.raw.join('\n')).not.toContain('"why"');
  await a.leave();
  await s.leave();
});
