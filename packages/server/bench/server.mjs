// `pnpm bench:server`: how many tables one game-server process serves, and how fast.
//
// Starts the built server (dist/main.js) as a child process on a free loopback port, then ramps the
// number of tables in steps. At each table, simulated people (Colyseus SDK clients in worker
// threads, bench/people.mjs) take the seats and act about a second after their turn comes, with a
// legal action from the view they were sent. For each step it prints: tables, connected clients,
// the latency from an action sent to the next update that client receives (p50/p95/p99), the
// server's CPU (% of one core, from /proc/<pid>/stat) and memory (RSS, and per table above the idle
// process), and every error (refused actions, disconnects, timeouts, stalled tables, failed joins).
// Beside those: the server's own event-loop delay (bench/probe.mjs, preloaded into the server with
// --import: it changes nothing there), its main thread's CPU apart from its bot threads', and the
// load generator's own CPU, since on one machine the people compete with the server for the cores.
// Each table's people come from a loopback address of their own (127.x.y.z), as the server limits
// join attempts per address. Results go to bench/server.json at the repository's root.
//
//   node bench/server.mjs [--tables 250,500,1000] [--people 4] [--seconds 15] [--game whist]
//                         [--level easy] [--workers 2] [--settle 3] [--timeout 5000] [--max-minutes 8]
//                         [--server-arg=--cpu-prof]   (extra node flags for the server, repeatable)
//                         [--main path/to/main.js]    (another build of the server, to compare)
//                         [--server-out file]         (the server's stdout, e.g. with --server-arg=--trace-gc)
//
// --people 2: two people per four-seat table, bots (at --level) in the other two seats.
// Everything is bounded: loopback only, a join phase per step of at most two minutes, the whole
// run at most --max-minutes; the server is stopped by its own pid at the end.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync, mkdirSync, createWriteStream } from 'node:fs';
import { createServer, connect } from 'node:net';
import { loadavg, availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
let MAIN = here('../dist/main.js');
const OUT = here('../../../bench/server.json');

// ---- options
const argv = process.argv.slice(2);
const serverArgs = [];
const opt = {};
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--') continue;
  if (a.startsWith('--server-arg=')) serverArgs.push(a.slice('--server-arg='.length));
  else if (a.startsWith('--')) {
    const [k, v] = a.includes('=') ? [a.slice(2, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a.slice(2), argv[++i]];
    opt[k] = v;
  }
}
const steps = String(opt.tables ?? '250,500,1000').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 5000);
const people = Math.min(4, Math.max(1, Number(opt.people ?? 4)));
const seconds = Math.min(120, Math.max(3, Number(opt.seconds ?? 15)));
const settleS = Math.min(30, Math.max(0, Number(opt.settle ?? 3)));
const game = String(opt.game ?? 'whist');
const level = String(opt.level ?? 'easy');
const nWorkers = Math.min(8, Math.max(1, Number(opt.workers ?? 2)));
const timeoutMs = Math.min(30_000, Math.max(1000, Number(opt.timeout ?? 5000)));
const maxMinutes = Math.min(30, Math.max(1, Number(opt['max-minutes'] ?? 8)));
const options = { players: 4 };
if (opt.main) MAIN = resolve(String(opt.main));
if (steps.length === 0) throw new Error('--tables takes a list of table counts, e.g. 250,500,1000');
if (!existsSync(MAIN)) throw new Error('No dist/main.js: build the server first (pnpm --filter @boneyard/server build).');

const deadline = Date.now() + maxMinutes * 60_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () => new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const answers = (port) => new Promise((resolve) => {
  const sock = connect(port, '127.0.0.1', () => {
    sock.end();
    resolve(true);
  }).on('error', () => resolve(false));
});
let clockTick = 100;
try {
  clockTick = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // Linux's usual 100.
}
/** The server's CPU time so far, in seconds (user + system, from /proc). */
const cpuSeconds = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / clockTick;
};
/** The server's main thread alone (its event loop; the rest are bot threads and Node's own). */
const mainCpuSeconds = (pid) => {
  try {
    return cpuSecondsOf(`/proc/${pid}/task/${pid}/stat`);
  } catch {
    return NaN;
  }
};
const cpuSecondsOf = (file) => {
  const stat = readFileSync(file, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / clockTick;
};
/** Of which in the kernel (system time): sockets, over loopback both ends' TCP. */
const sysSeconds = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[12]) / clockTick;
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const load = () => loadavg().map((x) => +x.toFixed(2));

// ---- the server
const port = await freePort();
const server = spawn(process.execPath, [...serverArgs, '--import', here('./probe.mjs'), MAIN], {
  env: { ...process.env, PORT: String(port), REDIS_URL: '', PUBLIC_ADDRESS: '' },
  stdio: ['ignore', 'pipe', 'pipe'],
  cwd: dirname(MAIN),
});
let serverExited = false;
server.on('exit', () => (serverExited = true));
// main.ts and Colyseus both stop the server on SIGTERM; the second says so, harmlessly.
server.stderr.on('data', (d) => String(d).trim() !== 'error during shutdown: already_shutting_down' && process.stderr.write(`[server] ${d}`));
/** The server's own event-loop delay, a line a second (bench/probe.mjs). */
let probes = [];
let probeTail = '';
const serverOut = opt['server-out'] ? createWriteStream(resolve(String(opt['server-out']))) : null;
server.stdout.on('data', (d) => {
  serverOut?.write(d);
  const lines = (probeTail + d).split('\n');
  probeTail = lines.pop();
  for (const l of lines) if (l.startsWith('bench-probe ')) probes.push(JSON.parse(l.slice(12)));
});
const stopServer = async () => {
  if (serverExited) return;
  server.kill('SIGTERM');
  for (let i = 0; i < 100 && !serverExited; i++) await sleep(50);
  if (!serverExited) server.kill('SIGKILL');
};
process.on('exit', () => !serverExited && server.kill('SIGKILL'));
for (let i = 0; !(await answers(port)); i++) {
  if (i > 200 || serverExited) throw new Error('The server did not start.');
  await sleep(50);
}
await sleep(1000);
const idleRss = rssMb(server.pid);

// ---- the people
const workers = Array.from({ length: nWorkers }, (_, i) => {
  const w = new Worker(here('./people.mjs'), {
    workerData: { url: `ws://127.0.0.1:${port}`, game, options, people, level, thinkMs: [500, 1500], timeoutMs, seed: 1234 + i, index: i },
  });
  w.on('error', (e) => console.error('people worker failed:', e));
  return w;
});
const ask = (w, msg, reply, ms) => new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`people worker: no ${reply} in ${ms} ms`)), ms);
  const on = (m) => {
    if (m.cmd !== reply) return;
    clearTimeout(timer);
    w.off('message', on);
    resolve(m);
  };
  w.on('message', on);
  w.postMessage(msg);
});
const askAll = (msg, reply, ms = 30_000) => Promise.all(workers.map((w, i) => ask(w, typeof msg === 'function' ? msg(i) : msg, reply, ms)));

console.log(`Game server bench: ${game}, ${people} people + ${4 - people} ${level} bots per table, people think 0.5–1.5 s; `
  + `${seconds} s per step; ${nWorkers} people worker(s); ${availableParallelism()} cores; load ${load().join(' ')}`);

const rows = [];
let current = 0;
let stopReason = null;
try {
  for (const target of steps) {
    if (Date.now() > deadline) {
      stopReason = 'time limit';
      break;
    }
    const more = target - current;
    const joinStart = performance.now();
    if (more > 0) {
      await askAll((i) => ({ cmd: 'grow', tables: Math.floor(more / nWorkers) + (i < more % nWorkers ? 1 : 0) }), 'grown', 120_000);
    }
    current = target;
    const joinS = (performance.now() - joinStart) / 1000;
    await sleep(settleS * 1000);
    await askAll({ cmd: 'reset' }, 'reset');
    const gen0 = process.cpuUsage();
    const cpu0 = cpuSeconds(server.pid);
    const sys0 = sysSeconds(server.pid);
    const main0 = mainCpuSeconds(server.pid);
    probes = [];
    const t0 = performance.now();
    const load0 = load();
    await sleep(seconds * 1000);
    const reports = await askAll({ cmd: 'report' }, 'report');
    const wall = (performance.now() - t0) / 1000;
    const cpu = ((cpuSeconds(server.pid) - cpu0) / wall) * 100;
    const sys = ((sysSeconds(server.pid) - sys0) / wall) * 100;
    const mainCpu = ((mainCpuSeconds(server.pid) - main0) / wall) * 100;
    const rss = rssMb(server.pid);
    const lat = new Float64Array(reports.reduce((n, r) => n + r.latencies.length, 0));
    let o = 0;
    for (const r of reports) {
      lat.set(r.latencies, o);
      o += r.latencies.length;
    }
    lat.sort();
    const sum = (f) => reports.reduce((n, r) => n + f(r), 0);
    const errors = {};
    for (const r of reports) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
    // process.cpuUsage() is the whole process's (every thread's), so it is read here once.
    const gen = process.cpuUsage(gen0);
    const genSys = gen.system / 1e6 / wall * 100;
    const genCpu = (gen.user + gen.system) / 1e6 / wall * 100;
    const tables = sum((r) => r.tables);
    const loopP99 = probes.map((p) => p.p99).sort((a, b) => a - b);
    const row = {
      tables, clients: sum((r) => r.clients), joinS: +joinS.toFixed(1),
      actionsPerS: +(sum((r) => r.actions) / wall).toFixed(0), updatesPerS: +(sum((r) => r.updates) / wall).toFixed(0),
      samples: lat.length,
      p50Ms: +percentile(lat, 50).toFixed(1), p95Ms: +percentile(lat, 95).toFixed(1), p99Ms: +percentile(lat, 99).toFixed(1), maxMs: +(lat.at(-1) ?? NaN).toFixed(1),
      serverCpuPct: +cpu.toFixed(0), serverSysPct: +sys.toFixed(0), serverMainThreadCpuPct: +mainCpu.toFixed(0),
      serverLoopDelayP99Ms: +(percentile(loopP99, 50) ?? NaN).toFixed(1), serverLoopDelayMaxMs: +Math.max(...probes.map((p) => p.max)).toFixed(1),
      serverHeapMb: +(probes.at(-1)?.heapMb ?? NaN).toFixed(0), rssMb: +rss.toFixed(0), rssKbPerTable: +(((rss - idleRss) * 1024) / Math.max(1, tables)).toFixed(0),
      errors, errorsTotal: Object.values(errors).reduce((a, b) => a + b, 0), gamesFinished: sum((r) => r.gamesFinished),
      peopleCpuPct: +genCpu.toFixed(0), peopleSysPct: +genSys.toFixed(0), peopleLoopDelayP99Ms: +Math.max(...reports.map((r) => r.loopDelayP99Ms)).toFixed(1),
      load: load0,
    };
    rows.push(row);
    console.log(`step ${target}: ${JSON.stringify(row)}`);
    if (serverExited) {
      stopReason = 'server exited';
      break;
    }
    if (row.p95Ms > 2000) {
      stopReason = `saturated at ${target} tables (p95 ${row.p95Ms} ms)`;
      break;
    }
  }
} finally {
  await askAll({ cmd: 'stop' }, 'stopped', 60_000).catch(() => undefined);
  await Promise.all(workers.map((w) => w.terminate()));
  await stopServer();
}

// ---- the table and the file
const head = ['tables', 'clients', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'actions/s', 'updates/s', 'server CPU %', 'main thread %', 'server loop p99 ms', 'RSS MB', 'KB/table', 'errors', 'people CPU %', 'load'];
const cells = rows.map((r) => [r.tables, r.clients, r.p50Ms, r.p95Ms, r.p99Ms, r.maxMs, r.actionsPerS, r.updatesPerS, r.serverCpuPct, r.serverMainThreadCpuPct, r.serverLoopDelayP99Ms, r.rssMb, r.rssKbPerTable,
  r.errorsTotal === 0 ? 0 : `${r.errorsTotal} ${JSON.stringify(Object.fromEntries(Object.entries(r.errors).filter(([, v]) => v > 0)))}`, r.peopleCpuPct, r.load[0]].map(String));
const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
console.log('');
console.log(head.map((h, i) => h.padStart(widths[i])).join('  '));
for (const c of cells) console.log(c.map((x, i) => x.padStart(widths[i])).join('  '));
console.log(`idle server RSS ${idleRss.toFixed(0)} MB; KB/table = (RSS - idle) / tables; server CPU % = the whole process (bot threads too), of one core; main thread % = its event loop's; server loop p99 = the server's own event-loop delay (median of its per-second p99s); people CPU % = the load generator's, of one core${stopReason ? `; stopped: ${stopReason}` : ''}`);

const result = {
  date: new Date().toISOString(), node: process.version, cores: availableParallelism(),
  config: { game, options, people, bots: 4 - people, level, seconds, settleS, workers: nWorkers, thinkMs: [500, 1500], timeoutMs, serverArgs, ...(opt.main ? { main: MAIN } : {}) },
  idleRssMb: +idleRss.toFixed(1), steps: rows, stopReason,
};
mkdirSync(dirname(OUT), { recursive: true });
const all = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : {};
all[`${game}.${people}p${people < 4 ? `+${4 - people}${level}` : ''}${opt.main ? ` (${MAIN})` : ''}`] = result;
writeFileSync(OUT, `${JSON.stringify(all, null, 2)}\n`);
console.log(`written to ${OUT}`);
