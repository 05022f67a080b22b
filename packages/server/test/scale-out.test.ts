/**
 * Several server processes as one service, through a real Redis (Debian's redis-server, started here
 * on a free port and stopped by its pid): a table created through one process is joined through the
 * other, and both people play at it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as netServer, connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';

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
const servers: number[] = [];
beforeAll(async () => {
  const redisPort = await freePort();
  start('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await until(() => answers(redisPort));
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    start(process.execPath, [MAIN], { PORT: String(port), REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}` });
    await until(() => answers(port));
    servers.push(port);
  }
}, 60_000);
afterAll(() => {
  for (const c of children.reverse()) c.kill('SIGKILL');
});

type Update = { view: { seat: number; toAct: number[]; legalActions: unknown[]; phase: string; log: unknown[] } };

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
