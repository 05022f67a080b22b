import { afterAll, beforeAll, expect, test } from 'vitest';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import type { Room as SdkRoom } from '@colyseus/sdk';
import { createGame } from '@boneyard/engine';
import { createServer, newRoomCode, plainName, readAct, readCreate, TIMING, type Lobby } from '../src/index.ts';

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  colyseus = await boot(await createServer(), 0);
});
afterAll(async () => {
  await colyseus.shutdown();
});

type Update = { view: { seat: number | null; hand: string[]; toAct: number[]; legalActions: { type: string }[]; phase: string; log: unknown[]; over: boolean } };

/** A client's side of the table: every lobby, update and result it was sent, in order. */
function listen(room: SdkRoom) {
  const got = { lobby: [] as Lobby[], update: [] as Update[], result: [] as Record<string, unknown>[], raw: [] as string[] };
  for (const type of ['lobby', 'update', 'result'] as const) {
    room.onMessage(type, (m: never) => {
      (got[type] as unknown[]).push(m);
      got.raw.push(JSON.stringify(m));
    });
  }
  room.send('sync', {});
  return got;
}
const until = async (f: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!f()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

test('a table has an unguessable code; two friends sit as partners, the game starts, bots take the other seats, and each sees only their own hand', async () => {
  const a = await colyseus.sdk.create('table', { game: 'whist', options: { players: 4 }, people: 2, name: 'Ana' });
  const ga = listen(a);
  expect(a.roomId).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
  await until(() => ga.lobby.length > 0);
  expect(ga.lobby.at(-1)).toMatchObject({ code: a.roomId, started: false, you: 0, host: true, people: 2, players: 4 });
  const b = await colyseus.sdk.joinById(a.roomId, { name: '<b>Bo</b>' });
  const gb = listen(b);
  await until(() => ga.update.length > 0 && gb.update.length > 0);
  // Partners: the second person sits across (seat 2); names are plain text.
  expect(gb.lobby.at(-1)).toMatchObject({ started: true, you: 2, host: false });
  expect(gb.lobby.at(-1)!.seats.map((s) => [s.name, s.person])).toEqual([['Ana', true], [null, false], ['bBo/b', true], [null, false]]);
  expect(ga.update[0]!.view.seat).toBe(0);
  expect(gb.update[0]!.view.seat).toBe(2);
  // The bots bid; each person answers on their turn, through the server, until some tricks are played.
  const mine = [ga, gb];
  const rooms = [a, b];
  const acted = ['', ''];
  await until(() => {
    mine.forEach((g, i) => {
      const v = g.update.at(-1)!.view;
      const key = `${v.phase}/${v.log.length}`;
      if (v.toAct.includes(v.seat!) && acted[i] !== key) {
        acted[i] = key;
        rooms[i]!.send('act', { id: g.result.length, action: v.legalActions.find((x) => x.type === 'pass') ?? v.legalActions[0] });
      }
    });
    return ga.update.some((u) => u.view.phase === 'play' && u.view.log.length > 12);
  }, 30_000);
  // What each client received never holds a tile of the other person's hand (nor a bot's) before it was played.
  const handA = new Set(ga.update[0]!.view.hand);
  const handB = new Set(gb.update[0]!.view.hand);
  const played = (g: typeof ga) => new Set(g.update.flatMap((u) => (u.view.log as { type: string; tile?: string }[]).filter((e) => e.type === 'play').map((e) => e.tile!)));
  for (const [g, other] of [[ga, handB], [gb, handA]] as const) {
    const seen = played(g);
    for (const tile of other) if (!seen.has(tile)) expect(g.raw.join('\n')).not.toContain(`"${tile}"`);
  }
  await a.leave();
  await b.leave();
});

test('a refused action comes back coded to its sender alone and changes nothing; a spectator sees the public view and cannot play', async () => {
  const a = await colyseus.sdk.create('table', { game: 'euchre', options: { players: 4 }, people: 1 });
  const ga = listen(a);
  await until(() => ga.update.length > 0);
  const s = await colyseus.sdk.joinById(a.roomId, { name: 'Watcher' });
  const gs = listen(s);
  await until(() => gs.update.length > 0);
  expect(gs.update[0]!.view.seat).toBeNull();
  expect(gs.update[0]!.view.hand).toEqual([]);
  expect(gs.lobby.at(-1)).toMatchObject({ you: null, host: false });
  s.send('act', { id: 7, action: { type: 'pass' } });
  await until(() => gs.result.length > 0);
  expect(gs.result[0]).toMatchObject({ id: 7, ok: false, code: 'not-your-seat' });
  // The person: an action that is not legal now, and a message that is not an action.
  const before = ga.update.length;
  a.send('act', { id: 1, action: { type: 'play', tile: '9-9' } });
  a.send('act', 'not an action');
  await until(() => ga.result.length === 2);
  const illegal = ga.result.find((r) => r.id === 1)!;
  expect(illegal).toMatchObject({ ok: false });
  expect(['not-your-turn', 'illegal-action', 'bad-action']).toContain(illegal.code);
  expect(ga.result.find((r) => r.id === null)).toMatchObject({ ok: false, code: 'bad-action' });
  // Nobody else heard of it, and it moved nothing.
  expect(gs.result.length).toBe(1);
  expect(ga.update.slice(before).every((u) => u.view.log.length >= ga.update[before - 1]!.view.log.length)).toBe(true);
  await a.leave();
  await s.leave();
});

test('a table is refused for a game we do not play, options the engine refuses, or more people than seats', async () => {
  await expect(colyseus.sdk.create('table', { game: 'poker' })).rejects.toThrow(/no game/);
  await expect(colyseus.sdk.create('table', { game: 'whist', options: { players: 9 } })).rejects.toThrow();
  await expect(colyseus.sdk.create('table', { game: 'loo', options: { players: 2 }, people: 3 })).rejects.toThrow(/people/);
  expect(createGame({ game: 'loo', options: { players: 2 } }).players).toBe(2);
});

test('a person who drops gets the same seat and hand back; away past the grace period, a bot plays their seat until they return', async () => {
  TIMING.graceMs = 300;
  try {
    const a = await colyseus.sdk.create('table', { game: 'euchre', options: { players: 4 }, people: 2, name: 'Ana' });
    const ga = listen(a);
    const b = await colyseus.sdk.joinById(a.roomId, { name: 'Bo' });
    const gb = listen(b);
    await until(() => ga.update.length > 0 && gb.update.length > 0);
    const hand = ga.update.at(-1)!.view.hand;
    const token = a.reconnectionToken;
    // The network goes: not a leave.
    a.reconnection.enabled = false;
    a.connection.close(4010, 'network lost');
    await until(() => gb.lobby.at(-1)!.seats[0]!.here === false);
    expect(gb.lobby.at(-1)!.seats[0]).toMatchObject({ name: 'Ana', person: true });
    // Past the grace period the game goes on without Ana: Bo keeps playing, a bot plays seat 0.
    const movesBefore = gb.update.at(-1)!.view.log.length;
    await until(() => {
      const v = gb.update.at(-1)!.view;
      if (v.toAct.includes(2) && gb.result.length < gb.update.length) b.send('act', { id: gb.update.length, action: v.legalActions[0] });
      return (gb.update.at(-1)!.view.log as { seat?: number }[]).slice(movesBefore).some((e) => e.seat === 0);
    }, 20_000);
    // Back with the token: seat 0, the same hand less what the bot played for it.
    const back = await colyseus.sdk.reconnect(token);
    const gback = listen(back);
    await until(() => gback.update.length > 0 && gback.lobby.length > 0);
    expect(gback.lobby.at(-1)).toMatchObject({ you: 0 });
    expect(gback.update.at(-1)!.view.seat).toBe(0);
    const now = gback.update.at(-1)!.view.hand;
    expect(now.every((t) => hand.includes(t))).toBe(true);
    await until(() => gb.lobby.at(-1)!.seats[0]!.here === true);
    await back.leave();
    await b.leave();
  } finally {
    TIMING.graceMs = 20_000;
  }
});

test('names are plain text of at most 24 characters; room codes are ten readable characters, about 49 random bits, never repeating', async () => {
  expect(plainName('  <img src=x>\u0000Bo   b\u0007by  ')).toBe('img src=xBo bby');
  expect(plainName('x'.repeat(100))).toHaveLength(24);
  expect(plainName(42)).toBe('');
  const codes = new Set(Array.from({ length: 20_000 }, () => newRoomCode()));
  expect(codes.size).toBe(20_000);
  for (const c of [...codes].slice(0, 100)) expect(c).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
  expect(10 * Math.log2(31)).toBeGreaterThan(40);
});

test('a client that floods the table is cut off; the table goes on serving everyone else', async () => {
  const a = await colyseus.sdk.create('table', { game: 'loo', options: { players: 3 }, people: 1, name: 'Ana' });
  const ga = listen(a);
  const spam = await colyseus.sdk.joinById(a.roomId, { name: 'Spam' });
  spam.reconnection.enabled = false;
  let closed: number | null = null;
  spam.onLeave((code: number) => (closed = code));
  for (let i = 0; i < 200; i++) spam.send('act', { id: i, action: { type: 'stand' } });
  await until(() => closed !== null);
  // Ana still plays.
  await until(() => ga.update.length > 0);
  const v = ga.update.at(-1)!.view;
  if (v.toAct.includes(0)) {
    a.send('act', { id: 1, action: v.legalActions[0] });
    await until(() => ga.result.length > 0);
    expect(ga.result[0]).toMatchObject({ ok: true });
  }
  await a.leave();
});

test('prototype keys in a message are dropped at every depth before anything reads them', () => {
  const act = readAct(JSON.parse('{"id":1,"action":{"type":"play","__proto__":{"x":1},"tile":{"constructor":2,"a":"6-6"}}}'))!;
  expect(Object.getPrototypeOf(act.action)).toBe(Object.prototype);
  expect(Object.keys(act.action as object)).toEqual(['type', 'tile']);
  expect(Object.keys((act.action as { tile: object }).tile)).toEqual(['a']);
  expect(readCreate(JSON.parse('{"game":"loo","options":{"__proto__":{"players":9},"players":3}}')).options).toEqual({ players: 3 });
});
