// The hard bot's decision time, as a table's worker sees it: every game and player count, the
// decisions made in a worker thread (like the page's Web Worker; a fresh one for each table, so
// the first searches run on code not yet compiled) on one seat's views while easy bots play the
// other seats. Every decision with a choice counts (a single legal move is free).
// Prints p50 / p95 / max per configuration and records the worst p95 and max.
//   node bench/decisions.mjs [--hands 12] [--level hard]
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { record, percentile } from '../../../bench/record.mjs';

const CONFIGS = [
  ['whist', { players: 3 }], ['whist', { players: 4 }], ['whist', { players: 4, partnership: false }], ['whist', { players: 5 }],
  ['whist', { players: 4, passing: true }],
  ['euchre', { players: 4 }], ['euchre', { players: 2 }], ['euchre', { players: 3 }], ['euchre', { players: 4, variant: 'call-ace' }],
  ['euchre', { players: 5, variant: 'call-ace' }],
  ['loo', { players: 2 }], ['loo', { players: 3 }], ['loo', { players: 4 }],
  ...[2, 3, 4, 5, 6, 7].map((players) => ['bluff', { players }]),
];

async function inWorker({ hands, level, config }) {
  const { bluff, euchre, loo, whist } = await import('../../games/dist/index.js');
  const { explainAction } = await import('../dist/index.js');
  const RULES = { whist, euchre, loo, bluff };
  const [game, options] = CONFIGS[config];
  const r = RULES[game];
  const times = [];
  for (let h = 0; h < hands; h++) {
    let s = r.settle(r.createState(9000 + h, options));
    const me = h % s.options.players;
    const start = s.handNo;
    for (let moves = 0; moves < 4000 && s.phase !== 'over' && s.handNo === start; moves++) {
      const seat = r.toAct(s)[0];
      const v = r.view(s, seat);
      let a;
      if (seat === me && v.legalActions.length > 1) {
        const t0 = performance.now();
        a = explainAction(v, { level, seed: moves }).action;
        times.push(performance.now() - t0);
      } else a = explainAction(v, { level: 'easy', seed: moves }).action;
      s = r.step(s, seat, a);
    }
  }
  times.sort((x, y) => x - y);
  return { label: `${game} ${JSON.stringify(options)}`, n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

if (!isMainThread) {
  parentPort.postMessage(await inWorker(workerData));
} else {
  const arg = (name, dflt) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : dflt;
  };
  const level = arg('level', 'hard');
  // A fresh worker for each table, as a page that opens one: its first searches run on cold code.
  const rows = [];
  for (let config = 0; config < CONFIGS.length; config++) {
    rows.push(await new Promise((resolve, reject) => {
      const w = new Worker(fileURLToPath(import.meta.url), { workerData: { hands: Number(arg('hands', '12')), level, config } });
      w.on('message', resolve);
      w.on('error', reject);
    }));
  }
  console.log(`${level} decision time in a worker thread (ms), one seat of each table, easy bots elsewhere:`);
  for (const r of rows) console.log(`  ${r.label.padEnd(44)} n ${String(r.n).padStart(4)}  p50 ${r.p50.toFixed(1).padStart(5)}  p95 ${r.p95.toFixed(1).padStart(5)}  max ${r.max.toFixed(1).padStart(6)}`);
  record({
    [`${level}.decision_p95_ms_worst`]: Math.max(...rows.map((r) => r.p95)),
    [`${level}.decision_max_ms_worst`]: Math.max(...rows.map((r) => r.max)),
  });
}
