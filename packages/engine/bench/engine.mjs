// Public API speed and the length of a bots-only game, measured on the built dist/index.js.
import { createGame, chooseAction, Table } from '../dist/index.js';
import { record } from '../../../bench/record.mjs';

function pick(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

const results = {};
for (const [game, options] of [['whist', { players: 4 }]]) {
  let actions = 0;
  const t0 = performance.now();
  for (let seed = 1; performance.now() - t0 < 3000; seed++) {
    const g = createGame({ game, seed, options });
    const r = pick(seed);
    while (!g.isOver()) {
      const seat = g.view('public').toAct[0];
      const legal = g.legalActions(seat);
      const bids = legal.filter((a) => a.type === 'bid');
      const choices = bids.length > 1 ? [bids[0], ...legal.filter((a) => a.type !== 'bid')] : legal;
      g.act(seat, choices[r(choices.length)]);
      actions++;
    }
  }
  results[`engine.${game}.actions_per_s`] = Math.round(actions / ((performance.now() - t0) / 1000));
}

// A whole game between easy bots through the public API (no pauses).
const times = [];
for (const [label, options] of [['3p', { players: 3 }], ['4p_partners', { players: 4 }], ['5p', { players: 5 }]]) {
  const t0 = performance.now();
  let moves = 0;
  const g = createGame({ game: 'whist', seed: 2024, options });
  while (!g.isOver()) {
    const seat = g.view('public').toAct[0];
    g.act(seat, chooseAction(g.view(seat), { level: 'easy' }));
    moves++;
  }
  const ms = performance.now() - t0;
  times.push(ms);
  results[`game.whist.${label}.bots_only_ms`] = Math.round(ms);
  results[`game.whist.${label}.moves`] = moves;
}

// The same, through the worker-side Table (what the widget runs), with zero pace.
{
  const t = new Table();
  const t0 = performance.now();
  await new Promise((resolve) => {
    void t.subscribe('public', (u) => u.gameEnded && resolve());
    void t.start({ game: 'whist', seed: 2024, options: { players: 4 }, people: [], paceMs: 0 });
  });
  results['table.whist.4p_partners.bots_only_ms'] = Math.round(performance.now() - t0);
  await t.dispose();
}
record(results);

// How long a bot thinks per decision (p50/p95).
const botResults = {};
for (const level of ['easy', 'medium', 'hard']) {
  const times = [];
  for (let seed = 1; seed <= 20; seed++) {
    const g = createGame({ game: 'whist', seed, options: { players: 4 } });
    while (!g.isOver()) {
      const seat = g.view('public').toAct[0];
      const v = g.view(seat);
      const t0 = performance.now();
      const a = chooseAction(v, { level, seed });
      times.push(performance.now() - t0);
      g.act(seat, a);
    }
  }
  times.sort((a, b) => a - b);
  botResults[`bot.${level}.whist.p50_ms`] = +times[Math.floor(times.length * 0.5)].toFixed(3);
  botResults[`bot.${level}.whist.p95_ms`] = +times[Math.floor(times.length * 0.95)].toFixed(3);
}
record(botResults);
