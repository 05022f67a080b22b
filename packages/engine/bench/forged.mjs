// Two of #17's promises, measured: (1) forged input is refused fast — times to answer forged
// snapshots (every field, checksum made right), damaged notations, forged seat records and random
// deal texts; (2) no timing tell — how long a hard bot takes to decide with one legal move and with
// many, against the floor before any bot move is delivered, and the shortest delivery seen.
import { record } from '../../../bench/record.mjs';
import { BOT_MOVE_FLOOR_MS, checksum, createGame, chooseAction, fromNotation, parseDealText, restoreGame, seatRecord, Table, toNotation } from '../dist/index.js';

let x = 12345;
const rand = (n) => {
  x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
  return x % n;
};
const JUNK = [2e8, -1, 0.5, 4294967295, null, true, '', '6-6', '9-9', [], {}, ['6-6', '6-6'], 'x'.repeat(50), 7, 0];
const CONFIGS = [['whist', { players: 4 }], ['euchre', { players: 4 }], ['loo', { players: 3, scoring: 'chips' }], ['bluff', { players: 6 }]];

function played(game, options, seed, moves) {
  const g = createGame({ game, seed, options });
  for (let i = 0; i < moves && !g.isOver(); i++) {
    const seat = g.view('public').toAct[0];
    g.act(seat, chooseAction(g.view(seat), { seed: i }));
  }
  return g;
}
const games = CONFIGS.flatMap(([game, options], i) => [5, 25, 70].map((m) => played(game, options, 7 + i, m))).filter((g) => !g.isOver());

function paths(v, at = [], out = []) {
  if (at.length) out.push(at);
  if (Array.isArray(v)) v.forEach((e, i) => paths(e, [...at, i], out));
  else if (v && typeof v === 'object') for (const [k, e] of Object.entries(v)) paths(e, [...at, k], out);
  return out;
}
function mutate(v) {
  const copy = JSON.parse(JSON.stringify(v));
  const all = paths(copy);
  const path = all[rand(all.length)];
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k];
  node[path.at(-1)] = JUNK[rand(JUNK.length)];
  return copy;
}

const results = {};
async function time(label, key, n, make, run) {
  const refused = [];
  const accepted = [];
  for (let i = 0; i < n; i++) {
    const input = make(i);
    const t0 = performance.now();
    let ok = true;
    try {
      await run(input);
    } catch (e) {
      if (!e || typeof e.code !== 'string') throw e;
      ok = false;
    }
    (ok ? accepted : refused).push(performance.now() - t0);
  }
  const stats = (ms) => {
    if (!ms.length) return '-';
    ms.sort((a, b) => a - b);
    const q = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(2);
    return `median ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${ms.at(-1).toFixed(2)} ms`;
  };
  results[`forged.${key}_refused_max_ms`] = Math.max(...refused);
  console.log(`${label.padEnd(32)} refused ${String(refused.length).padStart(4)}: ${stats(refused)} | accepted ${accepted.length}: ${stats(accepted)}`);
}

console.log('Forged input (each answered by a coded error or a game that plays):');
await time('restoreGame, forged field', 'snapshot', 400, (i) => {
  const outer = JSON.parse(games[i % games.length].snapshot());
  const state = JSON.stringify(mutate(JSON.parse(outer.state)));
  return JSON.stringify({ ...outer, state, check: checksum(`${state}${outer.origin ?? ''}${outer.history ?? ''}`) });
}, restoreGame);
await time('fromNotation, damaged', 'notation', 400, (i) => {
  const text = toNotation(games[i % games.length]);
  const at = rand(text.length);
  return text.slice(0, at) + String.fromCharCode(33 + rand(90)) + text.slice(at + 1);
}, fromNotation);
// The search (which deals from a record) is loaded on first use: load it before timing.
await new Table().start({ game: 'whist', resume: seatRecord(games[0].view(0)), people: [0], paceMs: 1e9 }, 0);
await time('seat record, forged field (deal)', 'seat_record', 200, (i) => {
  const g = games[i % games.length];
  const r = JSON.parse(seatRecord(g.view(0)));
  return { game: g.id, record: JSON.stringify({ ...r, view: mutate(r.view) }) };
}, async ({ game, record }) => {
  const t = new Table();
  const r = await t.start({ game, resume: record, people: [0], paceMs: 1e9 }, 0);
  t.dispose?.();
  if (!r.ok) throw { code: r.code };
});
const WORDS = ['6-6', '5-4', '0-0', '9-9', '4294967294', 'dealer', 'rest', 'dice', ':', ';', '-', '12', '3'];
await time('parseDealText + createGame', 'deal_text', 2000, () => Array.from({ length: rand(40) }, () => WORDS[rand(WORDS.length)]).join(' '), (t) => createGame({ game: 'euchre', seed: 1, deal: parseDealText(t) }));

console.log('\nBot timing (hard level):');
for (const [game, options] of CONFIGS) {
  const one = [];
  const many = [];
  const g = createGame({ game, seed: 3, options });
  for (let i = 0; i < 400 && !g.isOver(); i++) {
    const seat = g.view('public').toAct[0];
    const view = g.view(seat);
    const t0 = performance.now();
    const a = chooseAction(view, { level: 'hard', seed: i });
    (view.legalActions.length === 1 ? one : many).push(performance.now() - t0);
    g.act(seat, a);
  }
  const med = (xs) => (xs.length ? xs.sort((a, b) => a - b)[xs.length >> 1].toFixed(2) : '-');
  const max = (xs) => (xs.length ? Math.max(...xs).toFixed(1) : '-');
  results[`bot.hard.${game}.decide_max_ms`] = Math.max(...many);
  console.log(`${game.padEnd(7)} decide: one legal move median ${med(one)} ms (n=${one.length}); several median ${med(many)} ms, max ${max(many)} ms (n=${many.length}); floor ${BOT_MOVE_FLOOR_MS.hard} ms`);
}

// Delivered: the time from each update to the bot move after it, at pace 0.
const table = new Table();
await table.start({ game: 'loo', seed: 4, people: [0], level: 'hard', paceMs: 0 }, 0);
let last = performance.now();
const gaps = [];
await new Promise((done) => {
  table.subscribe(0, (u) => {
    const t = performance.now();
    if (u.move && u.move.seat !== 0) gaps.push(t - last);
    last = t;
    if (u.gameEnded || gaps.length >= 60) return done();
    if (u.view.toAct.includes(0)) void table.act(0, u.view.legalActions[0]).then(() => (last = performance.now()));
  });
});
table.dispose?.();
gaps.sort((a, b) => a - b);
console.log(`loo table, hard bots, pace 0: ${gaps.length} bot moves delivered after ${gaps[0].toFixed(1)} ms at the least (median ${gaps[gaps.length >> 1].toFixed(1)} ms)`);
results['bot.delivery_min_ms'] = gaps[0];
console.log('');
record(results);
process.exit(0);
