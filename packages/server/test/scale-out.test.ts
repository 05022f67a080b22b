/**
 * Several server processes as one service, through a real Redis (Debian's redis-server, started here
 * on a free port and stopped by its pid): a table created through one process is joined through the
 * other, and both people play at it; a table whose process is killed mid-game is reopened from Redis
 * by its people's seat tokens and played on to its end.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as netServer, connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import { Redis } from 'ioredis';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const children: ChildProcess[] = [];

const freePort = () => new Promise<number>((resolve) => {
  const s = netServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});
const until = async (f: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await f())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const answers = (port: number) => new Promise<boolean>((resolve) => {
  const sock = connect(port, '127.0.0.1', () => {
    sock.end();
    resolve(true);
  }).on('error', () => resolve(false));
});
const start = (cmd: string, args: string[], env: Record<string, string> = {}) => {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr!.on('data', (d: Buffer) => process.stderr.write(d));
  children.push(child);
  return child;
};

let redisUrl = '';
let redis: Redis;
const servers: number[] = [];
const processes = new Map<number, ChildProcess>();
/** A game server process on `port` (bots move without a pause, so whole games are quick). */
const startServer = async (port: number) => {
  processes.set(port, start(process.execPath, [MAIN], { PORT: String(port), REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}`, BONEYARD_BOT_PACE_MS: '0' }));
  await until(() => answers(port));
};
beforeAll(async () => {
  const redisPort = await freePort();
  start('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await until(() => answers(redisPort));
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  redis = new Redis(redisUrl);
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    await startServer(port);
    servers.push(port);
  }
}, 60_000);
afterAll(async () => {
  await redis?.quit();
  for (const c of children.reverse()) c.kill('SIGKILL');
});

type Update = {
  view: { seat: number; toAct: number[]; legalActions: { type: string }[]; phase: string; log: unknown[]; hand: string[]; scores: number[]; over: boolean; lastHand: unknown };
  waiting: boolean;
  gameEnded: boolean;
};
type Seat = { code: string; seat: number; token: string };

test('a table created through one process is joined through another, and its two people play at it', async () => {
  const one = new Client(`ws://127.0.0.1:${servers[0]}`);
  const two = new Client(`ws://127.0.0.1:${servers[1]}`);
  const a: Room = await one.create('table', { game: 'euchre', options: { players: 4 }, people: 2, name: 'Ana' });
  const b: Room = await two.joinById(a.roomId, { name: 'Bo' });
  const got: Update[][] = [[], []];
  [a, b].forEach((r, i) => {
    r.onMessage('update', (u: Update) => got[i]!.push(u));
    r.onMessage('lobby', () => undefined);
    r.onMessage('result', () => undefined);
    r.send('sync', {});
  });
  await until(() => got[0]!.length > 0 && got[1]!.length > 0);
  expect([got[0]![0]!.view.seat, got[1]![0]!.view.seat]).toEqual([0, 2]);
  // Each answers on its turn until a few tricks are down: the moves of one reach the other's view.
  const acted = ['', ''];
  await until(() => {
    [a, b].forEach((r, i) => {
      const v = got[i]!.at(-1)!.view;
      const key = `${v.phase}/${v.log.length}`;
      if (v.toAct.includes(v.seat) && acted[i] !== key) {
        acted[i] = key;
        r.send('act', { id: 0, action: v.legalActions[0] });
      }
    });
    return got[1]!.some((u) => u.view.phase === 'play' && u.view.log.length >= 8);
  }, 30_000);
  const seatZeroMoves = (got[1]!.at(-1)!.view.log as { seat?: number }[]).filter((e) => e.seat === 0).length;
  expect(seatZeroMoves).toBeGreaterThan(0);
  await a.leave();
  await b.leave();
}, 60_000);

/** One person's side: the updates and seat messages their page was sent, and every raw message. */
function person(room: Room) {
  const me = { room, update: [] as Update[], seat: [] as Seat[], raw: [] as string[], acted: '', drops: [] as number[], done: false };
  listenTo(me, room);
  return me;
}
function listenTo(me: ReturnType<typeof person>, room: Room) {
  me.room = room;
  for (const type of ['update', 'seat', 'lobby', 'result', 'error'] as const) {
    room.onMessage(type, (m: never) => {
      me.raw.push(JSON.stringify(m));
      if (type === 'update') me.update.push(m);
      if (type === 'seat') me.seat.push(m);
    });
  }
  room.send('sync', {});
}
type Person = ReturnType<typeof person>;
/** Answers on this person's turn, and reads a hand's result (next-hand) when the table waits for it. */
function play(p: Person) {
  const u = p.update.at(-1);
  if (!u || u.gameEnded) return;
  const v = u.view;
  const key = `${v.log.length}/${v.phase}/${u.waiting}/${(v.lastHand as { hand?: number } | null)?.hand ?? 0}`;
  if (p.acted === key) return;
  if (u.waiting) {
    p.acted = key;
    p.room.send('next-hand', {});
  } else if (v.toAct.includes(v.seat)) {
    p.acted = key;
    p.room.send('act', { id: 0, action: v.legalActions.find((a) => a.type === 'pass') ?? v.legalActions[0] });
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * What a page does to come back to its table with its seat token: join it by its code; if the room
 * is gone (its process died), reopen it from the saved table (restore); if someone else is reopening
 * it just now (table-open), join again a moment later.
 */
async function comeBack(client: Client, code: string, token: string, name: string): Promise<{ room: Room; how: string }> {
  const end = Date.now() + 30_000;
  for (;;) {
    try {
      return { room: await client.joinById(code, { name, token }), how: 'join' };
    } catch {
      try {
        return { room: await client.create('table', { restore: code, token, name }), how: 'restore' };
      } catch (e) {
        if (!/table-open/.test((e as Error).message) || Date.now() > end) throw e;
        await sleep(200);
      }
    }
  }
}

test('a table saved in Redis outlives its process: killed mid-game, the process restarts, its people reopen it with their tokens and play on where it stopped, to the end', async () => {
  const one = new Client(`ws://127.0.0.1:${servers[0]}`);
  const two = new Client(`ws://127.0.0.1:${servers[1]}`);
  // Euchre to 5 points (no one hand ends it: a lone march is 4): a few hands; two people (seats 0 and 2), bots at 1 and 3.
  const a = person(await one.create('table', { game: 'euchre', options: { players: 4, target: 5 }, people: 2, name: 'Ana' }));
  const code = a.room.roomId;
  const b = person(await two.joinById(code, { name: 'Bo' }));
  await until(() => a.seat.length > 0 && b.seat.length > 0 && a.update.length > 0 && b.update.length > 0);
  const tokens = [a.seat[0]!.token, b.seat[0]!.token];
  expect([a.seat[0]!.seat, b.seat[0]!.seat]).toEqual([0, 2]);

  // Mid-game: a hand scored, the next being played, Ana to act (nothing moves until she does).
  await until(() => {
    const v = a.update.at(-1)!.view;
    if (v.lastHand !== null && v.phase === 'play' && !a.update.at(-1)!.gameEnded && v.toAct.includes(0)) {
      // There: Ana holds back (the table waits for her) until Bo's view has caught up too, however slow the machine.
      if (b.update.at(-1)!.view.log.length === v.log.length) return true;
    } else play(a);
    play(b);
    return false;
  }, 40_000);
  const before = [a.update.at(-1)!.view, b.update.at(-1)!.view];
  // The last move is saved in Redis (server side only: the seed is never sent).
  await sleep(500);
  const saved = JSON.parse((await redis.get(`boneyard:table:${code}`))!) as { seed: string; game: string; sitters: { token: string }[] };
  expect(saved.game).toMatch(/^Boneyard 1\n/);
  expect(saved.sitters.map((p) => p.token)).toEqual(tokens);
  for (const p of [a, b]) expect(p.raw.join('\n')).not.toContain(saved.seed);

  // The process hosting the table dies at once; the pages' own reconnection has nowhere to go.
  const listing = JSON.parse((await redis.hget('roomcaches', code))!) as { publicAddress: string };
  const hostPort = Number(listing.publicAddress.split(':')[1]);
  expect(servers).toContain(hostPort);
  for (const p of [a, b]) p.room.reconnection.enabled = false;
  const left = [a, b].map((p) => new Promise<number>((resolve) => p.room.onLeave((c: number) => resolve(c))));
  processes.get(hostPort)!.kill('SIGKILL');
  await Promise.all(left);
  await until(async () => !(await answers(hostPort)));
  await startServer(hostPort);

  // Both come back at once, each through their own process: one reopens the table, the other joins it.
  const [ra, rb] = await Promise.all([comeBack(one, code, tokens[0]!, 'Ana'), comeBack(two, code, tokens[1]!, 'Bo')]);
  expect([ra.how, rb.how]).toContain('restore');
  expect(ra.room.roomId).toBe(code);
  expect(rb.room.roomId).toBe(code);
  const a2 = person(ra.room);
  const b2 = person(rb.room);
  // As a page does: dropped again (a connection to a just-reopened room can be cut while the
  // processes settle the room listing), it comes back again with its token.
  const stay = (p: Person, client: Client, token: string, name: string) => p.room.onLeave((c: number) => {
    if (p.done || c === 1000) return;
    p.drops.push(c);
    console.log(`${name} dropped (${c}) after the restore; coming back with the token`);
    void comeBack(client, code, token, name).then(({ room }) => {
      // A move sent just before the drop may have been lost with it: the person decides afresh.
      p.acted = '';
      listenTo(p, room);
      stay(p, client, token, name);
    });
  });
  stay(a2, one, tokens[0]!, 'Ana');
  stay(b2, two, tokens[1]!, 'Bo');
  await until(() => a2.update.length > 0 && b2.update.length > 0 && a2.seat.length > 0 && b2.seat.length > 0);
  expect(a2.seat.at(-1)).toEqual({ code, seat: 0, token: tokens[0] });
  expect(b2.seat.at(-1)).toEqual({ code, seat: 2, token: tokens[1] });
  // Where it stopped: the same hands, scores and moves.
  for (const [p, v] of [[a2, before[0]!], [b2, before[1]!]] as const) {
    const now = p.update[0]!.view;
    expect([now.seat, now.hand, now.scores, now.log.length, now.log, now.phase, now.toAct]).toEqual([v.seat, v.hand, v.scores, v.log.length, v.log, v.phase, v.toAct]);
  }

  // On to the end of the game; its saved state then goes.
  await until(() => {
    play(a2);
    play(b2);
    return a2.update.at(-1)!.gameEnded && b2.update.at(-1)!.gameEnded;
  }, 60_000);
  expect(a2.update.at(-1)!.view.over).toBe(true);
  expect(Math.max(...a2.update.at(-1)!.view.scores)).toBeGreaterThanOrEqual(5);
  for (const p of [a, b, a2, b2]) expect(p.raw.join('\n')).not.toContain(saved.seed);
  await until(async () => (await redis.exists(`boneyard:table:${code}`)) === 0, 5_000);
  if (a2.drops.length + b2.drops.length > 0) console.log(`dropped after the restore, and back: ${JSON.stringify([a2.drops, b2.drops])}`);
  a2.done = b2.done = true;
  await a2.room.leave();
  await b2.room.leave();
}, 180_000);
