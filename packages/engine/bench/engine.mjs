// Public API speed and the length of a bots-only game, measured on the built dist/index.js.
import { createGame, chooseAction, Table } from '../dist/index.js';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { record } from '../../../bench/record.mjs';

const results = {};
// Public API throughput, each game in a process of its own (bench/api-rate.mjs), as each widget's
// worker plays one game: run in one process, the four games share the engine's code paths and
// slow each other down by a third.
for (const game of ['whist', 'euchre', 'loo', 'bluff']) {
  const out = execFileSync(process.execPath, [fileURLToPath(new URL('./api-rate.mjs', import.meta.url)), game], { encoding: 'utf8' });
  results[`engine.${game}.actions_per_s`] = Number(out.trim());
}

// A whole game between easy bots through the public API (no pauses).
const times = [];
for (const [game, label, options] of [['whist', '3p', { players: 3 }], ['whist', '4p_partners', { players: 4 }], ['whist', '5p', { players: 5 }],
  ['euchre', '4p', { players: 4 }], ['euchre', 'call_ace_5p', { players: 5, variant: 'call-ace' }], ['loo', '4p_points', { players: 4 }],
  ['loo', '4p_chips', { players: 4, scoring: 'chips' }], ['bluff', '5p', { players: 5 }]]) {
  const t0 = performance.now();
  let moves = 0;
  const g = createGame({ game, seed: 2024, options });
  while (!g.isOver()) {
    const seat = g.view('public').toAct[0];
    g.act(seat, chooseAction(g.view(seat), { level: 'easy', seed: moves }));
    moves++;
  }
  const ms = performance.now() - t0;
  times.push(ms);
  results[`game.${game}.${label}.bots_only_ms`] = Math.round(ms);
  results[`game.${game}.${label}.moves`] = moves;
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
for (const [game, options] of [['whist', { players: 4 }], ['euchre', { players: 4 }], ['loo', { players: 4 }], ['bluff', { players: 5 }]])
for (const level of ['easy', 'medium', 'hard']) {
  const times = [];
  // Whole games with every seat at the level: ten for easy, three for the searching levels.
  for (let seed = 1; seed <= (level === 'easy' ? 10 : 3); seed++) {
    const g = createGame({ game, seed, options });
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
  botResults[`bot.${level}.${game}.p50_ms`] = +times[Math.floor(times.length * 0.5)].toFixed(3);
  botResults[`bot.${level}.${game}.p95_ms`] = +times[Math.floor(times.length * 0.95)].toFixed(3);
  botResults[`bot.${level}.${game}.max_ms`] = +times[times.length - 1].toFixed(3);
}
record(botResults);
