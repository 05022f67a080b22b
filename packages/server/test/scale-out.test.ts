/**
 * Several server processes as one service, through a real Redis (Debian's redis-server, started here
 * on a free port and stopped by its pid): a table created through one process is joined through the
 * other, and both people play at it; a table whose process is killed mid-game is reopened from Redis
 * by its people's seat tokens and played on to its end.
 */
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as netServer, connect } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import { Redis } from 'ioredis';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const children: ChildProcess[] = [];
/** What the processes printed (Colyseus's matchmaking log included), shown when a test fails. */
const logs: string[] = [];
const t0 = Date.now();
const at = () => `+${String(Date.now() - t0).padStart(6)}ms`;

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
const start = (name: string, cmd: string, args: string[], env: Record<string, string> = {}) => {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const out of [child.stdout!, child.stderr!]) {
    // Without the stack frames of Colyseus's errors: their first line says enough.
    createInterface({ input: out }).on('line', (line) => /^\s+at /.test(line) || logs.push(`${at()} ${name}[${child.pid}] ${line}`));
  }
  child.on('exit', (code, signal) => logs.push(`${at()} ${name}[${child.pid}] exited (${signal ?? code})`));
  children.push(child);
  return child;
};

let redisUrl = '';
let redis: Redis;
const servers: number[] = [];
const processes = new Map<number, ChildProcess>();
/** A game server process on `port` (bots move without a pause, so whole games are quick). */
const startServer = async (port: number) => {
  processes.set(port, start(`server:${port}`, process.execPath, [MAIN], {
    PORT: String(port), REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}`, BONEYARD_BOT_PACE_MS: '0', DEBUG: 'colyseus:matchmaking,colyseus:errors',
  }));
  await until(() => answers(port));
};
beforeAll(async () => {
  const redisPort = await freePort();
  start('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
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
  onTestFailed(report);
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

/** Everyone the tests made, for the report. */
const people: { name: string; trace: string[] }[] = [];
/**
 * One person's side: the updates and seat messages their page was sent, every raw message, and a
 * trace of what came and went (printed if the test fails, to say where it stopped).
 */
function person(name: string, room: Room) {
  const me = { name, room, update: [] as Update[], seat: [] as Seat[], raw: [] as string[], trace: [] as string[], acted: '', drops: [] as number[], done: false };
  people.push(me);
  listenTo(me, room);
  return me;
}
function listenTo(me: Person, room: Room) {
  me.room = room;
  me.trace.push(`${at()} in ${room.roomId} as ${room.sessionId}`);
  for (const type of ['update', 'seat', 'lobby', 'result', 'error'] as const) {
    room.onMessage(type, (m: never) => {
      me.raw.push(JSON.stringify(m));
      if (type === 'update') me.update.push(m);
      if (type === 'seat') me.seat.push(m);
      me.trace.push(`${at()} ${room.sessionId} <- ${type} ${brief(type, m)}`);
    });
  }
  room.onLeave((code: number) => me.trace.push(`${at()} ${room.sessionId} left (${code})`));
  room.onDrop((code: number) => me.trace.push(`${at()} ${room.sessionId} dropped (${code})`));
  send(me, 'sync');
}
function send(me: Person, type: string, message: object = {}) {
  me.trace.push(`${at()} ${me.room.sessionId} -> ${type} ${JSON.stringify(message)}`);
  me.room.send(type, message);
}
/** A message in a few words: an update's seat, moves so far, phase and turn; a seat's seat. */
function brief(type: string, m: unknown): string {
  if (type === 'update') {
    const { view: v, waiting, gameEnded } = m as Update;
    return `seat ${v.seat} moves ${v.log.length} ${v.phase} toAct [${v.toAct.join()}]${waiting ? ' waiting' : ''}${gameEnded ? ' ended' : ''}`;
  }
  if (type === 'seat') return `seat ${(m as Seat).seat}`;
  return type === 'lobby' ? '' : JSON.stringify(m);
}
// A failure says where each person stopped and what the processes were doing.
const report = () => {
  for (const p of people) console.log(`${p.name}, last of ${p.trace.length}:\n  ${p.trace.slice(-25).join('\n  ')}`);
  console.log(`The processes, last of ${logs.length} lines:\n  ${logs.slice(-150).join('\n  ')}`);
};
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
    send(p, 'next-hand');
  } else if (v.toAct.includes(v.seat)) {
    p.acted = key;
    send(p, 'act', { id: 0, action: v.legalActions.find((a) => a.type === 'pass') ?? v.legalActions[0] });
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
    } catch (e) {
      logs.push(`${at()} ${name}: join refused (${(e as Error).message})`);
      try {
        return { room: await client.create('table', { restore: code, token, name }), how: 'restore' };
      } catch (e) {
        logs.push(`${at()} ${name}: restore refused (${(e as Error).message})`);
        if (!/table-open/.test((e as Error).message) || Date.now() > end) throw e;
        await sleep(200);
      }
    }
  }
}

test('a table saved in Redis outlives its process: killed mid-game, the process restarts, its people reopen it with their tokens and play on where it stopped, to the end', async () => {
  onTestFailed(report);
  const one = new Client(`ws://127.0.0.1:${servers[0]}`);
  const two = new Client(`ws://127.0.0.1:${servers[1]}`);
  // Euchre to 5 points (no one hand ends it: a lone march is 4): a few hands; two people (seats 0 and 2), bots at 1 and 3.
  const a = person('Ana', await one.create('table', { game: 'euchre', options: { players: 4, target: 5 }, people: 2, name: 'Ana' }));
  const code = a.room.roomId;
  const b = person('Bo', await two.joinById(code, { name: 'Bo' }));
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

  // As a page does: each listens as soon as it is back (the first waits while the other comes back,
  // and may be dropped meanwhile), and dropped again, comes back again with its token.
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
  const back = async (client: Client, token: string, name: string) => {
    const { room, how } = await comeBack(client, code, token, name);
    const p = person(`${name} after the restart`, room);
    stay(p, client, token, name);
    return { p, how };
  };
  // Both come back at once, each through their own process: one reopens the table, the other joins it.
  const [{ p: a2, how: howA }, { p: b2, how: howB }] = await Promise.all([back(one, tokens[0]!, 'Ana'), back(two, tokens[1]!, 'Bo')]);
  logs.push(`${at()} back: Ana by ${howA}, Bo by ${howB}`);
  expect([howA, howB]).toContain('restore');
  expect(a2.room.roomId).toBe(code);
  expect(b2.room.roomId).toBe(code);
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
