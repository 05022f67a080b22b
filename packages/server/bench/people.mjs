// Simulated people for bench/server.mjs, one worker thread's share of the tables: each person is a
// Colyseus SDK client over loopback that acts on its turn, 0.5–1.5 s after its view says so, with a
// legal action taken from the view it was sent. Counts every latency (action sent → the next update
// this client receives) and every error (a refused action, a disconnect, a timeout, a failed join).
import { parentPort, workerData } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { request } from 'node:http';
import { WebSocket } from 'ws';
import { Client } from '@colyseus/sdk';

globalThis.WebSocket ??= WebSocket;

const { url, game, options, people, level, thinkMs, timeoutMs, seed, index } = workerData;

/**
 * The server limits join attempts per address (join-limit.ts), as it should. Each table's people
 * come from an address of their own, all of them loopback (127.0.0.0/8): the SDK's matchmaking
 * request goes out through this fetch, bound to that address.
 */
let tablesMade = 0;
function loopbackAddress() {
  const n = index * 40_000 + tablesMade++;
  return `127.${1 + ((n / 64_516) | 0)}.${1 + (((n / 254) | 0) % 254)}.${1 + (n % 254)}`;
}
const fetchFrom = (localAddress) => (target, init = {}) => new Promise((resolve, reject) => {
  const req = request(target, { method: init.method ?? 'GET', headers: Object.fromEntries(new Headers(init.headers ?? {})), localAddress, agent: false }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
      resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, statusText: res.statusMessage, headers }));
    });
    res.on('error', reject);
  });
  req.setTimeout(timeoutMs * 4, () => req.destroy(new Error('matchmaking timed out')));
  req.on('error', reject);
  if (init.body !== undefined && init.body !== null) req.write(init.body);
  req.end();
});

/** A tiny seeded RNG per worker: runs are comparable from one to the next. */
let rngState = (seed >>> 0) || 1;
const random = () => {
  rngState ^= rngState << 13;
  rngState ^= rngState >>> 17;
  rngState ^= rngState << 5;
  return (rngState >>> 0) / 4294967296;
};
const think = () => thinkMs[0] + random() * (thinkMs[1] - thinkMs[0]);

let latencies = [];
const errors = { refused: 0, disconnects: 0, timeouts: 0, stalls: 0, joinFailures: 0, serverErrors: 0 };
let actions = 0;
let updates = 0;
let gamesFinished = 0;
let stopping = false;
const tables = new Set();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

class Person {
  constructor(table, index) {
    this.table = table;
    this.index = index;
    this.room = null;
    this.view = null;
    this.pending = null;
    this.timer = null;
    this.plannedKey = null;
    this.nextId = 1;
    this.left = false;
  }

  attach(room) {
    this.room = room;
    room.reconnection.enabled = false;
    room.onMessage('update', (u) => this.onUpdate(u));
    room.onMessage('lobby', () => undefined);
    room.onMessage('result', (r) => {
      if (!r.ok) errors.refused++;
    });
    room.onMessage('error', () => errors.serverErrors++);
    room.onMessage('*', () => undefined);
    room.onLeave(() => {
      if (!this.left && !stopping) errors.disconnects++;
      this.left = true;
      clearTimeout(this.timer);
    });
    room.onError(() => errors.serverErrors++);
    room.send('sync', {});
  }

  onUpdate(u) {
    updates++;
    const t = performance.now();
    if (this.pending !== null) {
      latencies.push(t - this.pending);
      this.pending = null;
    }
    this.view = u.view;
    this.table.lastUpdate = t;
    if (u.gameEnded) return this.table.ended();
    const v = u.view;
    const key = `${v.handNo}/${v.phase}/${v.log.length}/${v.trick?.length ?? 0}`;
    const mine = v.seat !== null && v.toAct.includes(v.seat) && v.legalActions.length > 0;
    if (mine && this.plannedKey !== key) {
      this.plannedKey = key;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.act(key), think());
    } else if (!mine && u.waiting && this.index === 0 && this.plannedKey !== `wait/${key}`) {
      // The hand is over and the bots wait for a person to read it: the first person goes on.
      this.plannedKey = `wait/${key}`;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => !this.left && this.room.send('next-hand', {}), think());
    }
  }

  act(key) {
    this.timer = null;
    if (this.left || stopping) return;
    const v = this.view;
    const now = `${v.handNo}/${v.phase}/${v.log.length}/${v.trick?.length ?? 0}`;
    if (now !== key || !v.toAct.includes(v.seat)) return;
    const legal = v.legalActions;
    const action = legal[Math.floor(random() * legal.length)];
    this.pending = performance.now();
    actions++;
    this.room.send('act', { id: this.nextId++, action });
  }

  checkTimeout(t) {
    if (this.pending !== null && t - this.pending > timeoutMs) {
      errors.timeouts++;
      this.pending = null;
    }
  }

  async leave() {
    this.left = true;
    clearTimeout(this.timer);
    try {
      await this.room?.leave(true);
    } catch {
      // Gone already.
    }
  }
}

class SimTable {
  constructor() {
    this.people = Array.from({ length: people }, (_, i) => new Person(this, i));
    this.lastUpdate = performance.now();
    this.done = false;
  }

  async open() {
    const client = new Client(url, { fetchFn: fetchFrom(loopbackAddress()) });
    const [first, ...rest] = this.people;
    const create = { game, options, people, level, name: 'P1' };
    first.attach(await client.create('table', create));
    const code = first.room.roomId;
    // The others join one after another, as friends given the code would.
    for (const p of rest) p.attach(await client.joinById(code, { name: `P${p.index + 1}` }));
    this.lastUpdate = performance.now();
  }

  /** The game is over: everyone leaves and a new table takes this one's place. */
  ended() {
    if (this.done) return;
    this.done = true;
    gamesFinished++;
    setTimeout(async () => {
      await Promise.all(this.people.map((p) => p.leave()));
      tables.delete(this);
      if (!stopping) void grow(1);
    }, 200);
  }
}

async function openOne() {
  const t = new SimTable();
  tables.add(t);
  try {
    await t.open();
  } catch (e) {
    if (errors.joinFailures++ < 3) console.error(`bench: a join failed: ${e?.message ?? e}`);
    tables.delete(t);
    await Promise.all(t.people.map((p) => p.leave()));
  }
}

/** Opens `n` more tables, a few at a time (a thousand at once would be a join storm, not play). */
async function grow(n, parallel = 8) {
  let left = n;
  await Promise.all(Array.from({ length: Math.min(parallel, n) }, async () => {
    while (left > 0 && !stopping) {
      left--;
      await openOne();
    }
  }));
}

const sweep = setInterval(() => {
  const t = performance.now();
  for (const table of tables) {
    for (const p of table.people) p.checkTimeout(t);
    // A table where nothing at all happens for this long has stalled (the longest pause in play is about 2 s).
    if (!table.done && t - table.lastUpdate > 2 * timeoutMs) {
      errors.stalls++;
      table.lastUpdate = t;
    }
  }
}, 500);

const stats = () => ({
  tables: tables.size,
  clients: [...tables].reduce((n, t) => n + t.people.filter((p) => p.room && !p.left).length, 0),
  actions, updates, gamesFinished, errors: { ...errors },
  loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
});

parentPort.on('message', async (m) => {
  if (m.cmd === 'grow') {
    await grow(m.tables);
    parentPort.postMessage({ cmd: 'grown', ...stats() });
  } else if (m.cmd === 'reset') {
    latencies = [];
    actions = 0;
    updates = 0;
    gamesFinished = 0;
    for (const k of Object.keys(errors)) errors[k] = 0;
    loopDelay.reset();
    parentPort.postMessage({ cmd: 'reset', ...stats() });
  } else if (m.cmd === 'report') {
    const lat = Float64Array.from(latencies);
    parentPort.postMessage({ cmd: 'report', ...stats(), latencies: lat }, [lat.buffer]);
    latencies = [];
  } else if (m.cmd === 'stop') {
    stopping = true;
    clearInterval(sweep);
    const all = [...tables].flatMap((t) => t.people);
    for (let i = 0; i < all.length; i += 200) await Promise.all(all.slice(i, i + 200).map((p) => p.leave()));
    loopDelay.disable();
    parentPort.postMessage({ cmd: 'stopped' });
  }
});
