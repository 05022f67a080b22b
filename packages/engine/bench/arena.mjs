// Duplicate-deal arena: pnpm arena --game euchre --a hard --b easy --deals 1000 [--games 200] [--threads 2]
// Each deal is played twice with the same seed, bot A in the even seats and then in the odd ones,
// so both sides hold both sets of tiles; the difference is A's skill, not A's luck. Whole games are
// paired the same way. Numbers are means with 95% confidence intervals (normal approximation).
import { availableParallelism } from 'node:os';
import { writeFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { createGame, explainAction } from '../dist/index.js';

const DEFAULTS = { whist: { players: 4 }, euchre: { players: 4 }, loo: { players: 4 }, bluff: { players: 4 } };

/** Plays until the first hand is scored (or, with `whole`, the game ends); A sits where seat % 2 === aParity. */
function play(game, options, seed, aParity, a, b, whole) {
  const g = createGame({ game, seed, options });
  const think = [];
  let moves = 0;
  for (;;) {
    const pub = g.view('public');
    if (pub.over || (!whole && pub.handNo >= 1)) return { pub, think };
    for (const seat of pub.toAct) {
      const level = seat % 2 === aParity ? a : b;
      const t0 = performance.now();
      const { action } = explainAction(g.view(seat), { level, seed: seed * 7919 + moves });
      if (level === a) think.push(performance.now() - t0);
      g.act(seat, action);
      moves++;
    }
  }
}

/** Seats of each side: partnerships where the game has them, else every seat for itself. */
const onSide = (pub, parity) => Array.from({ length: pub.players }, (_, s) => s).filter((s) => s % 2 === parity);
const teamGame = (pub) => pub.teams.length === 2 && pub.teams.every((t) => t.length === 2);

/** A's measures in one hand, per side (partnerships) or per player. */
function handMeasures(pub, aParity) {
  const h = pub.lastHand;
  const seats = [onSide(pub, aParity), onSide(pub, 1 - aParity)];
  const per = (xs, f) => (teamGame(pub) ? f(xs) : f(xs) / xs.length);
  const tricks = (xs) => xs.reduce((n, s) => n + (h.tricksWon?.[s] ?? 0), 0);
  const points = (xs) => (teamGame(pub) ? h.scoreDelta[xs[0]] : xs.reduce((n, s) => n + h.scoreDelta[s], 0));
  const wins = (xs) => xs.filter((s) => (h.winners ?? []).includes(s)).length;
  const out = {
    tricks: per(seats[0], tricks) - per(seats[1], tricks),
    points: per(seats[0], points) - per(seats[1], points),
  };
  if (pub.game === 'bluff') out.dealWon = wins(seats[0]) / Math.max(1, wins(seats[0]) + wins(seats[1]));
  const aSeats = seats[0];
  if (pub.game === 'whist' && aSeats.includes(h.declarer)) out.bidMade = h.made ? 1 : 0;
  if (pub.game === 'euchre' && aSeats.includes(h.maker) && h.alone) out.aloneMarch = h.makerTricks === 5 ? 1 : 0;
  return out;
}

function runChunk({ game, options, a, b, from, to, games }) {
  const deals = [];
  const think = [];
  for (let d = from; d < to; d++) {
    const seed = 100_000 + d;
    const runs = [0, 1].map((parity) => {
      const r = play(game, options, seed, parity, a, b, false);
      think.push(...r.think);
      return handMeasures(r.pub, parity);
    });
    const rec = { tricks: (runs[0].tricks + runs[1].tricks) / 2, points: (runs[0].points + runs[1].points) / 2 };
    if (game === 'bluff') rec.dealWon = (runs[0].dealWon + runs[1].dealWon) / 2;
    rec.bidMade = runs.flatMap((r) => (r.bidMade === undefined ? [] : [r.bidMade]));
    rec.aloneMarch = runs.flatMap((r) => (r.aloneMarch === undefined ? [] : [r.aloneMarch]));
    deals.push(rec);
  }
  const pairs = [];
  for (let k = games.from; k < games.to; k++) {
    const seed = 500_000 + k;
    let score = 0;
    for (const parity of [0, 1]) {
      const { pub, think: t } = play(game, options, seed, parity, a, b, true);
      think.push(...t);
      const mine = pub.winners.filter((s) => s % 2 === parity).length;
      score += pub.winners.length ? mine / pub.winners.length : 0.5;
    }
    pairs.push(score / 2);
  }
  return { deals, pairs, think };
}

function stats(xs) {
  const n = xs.length;
  if (n === 0) return { n, mean: NaN, lo: NaN, hi: NaN };
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = 1.96 * (sd / Math.sqrt(n));
  return { n, mean, lo: mean - half, hi: mean + half };
}

/** A share in percent: its interval cannot leave 0-100. */
function share(xs) {
  const s = stats(xs.map((x) => x * 100));
  return { ...s, lo: Math.max(0, s.lo), hi: Math.min(100, s.hi) };
}

if (!isMainThread) {
  parentPort.postMessage(runChunk(workerData));
} else {
  const arg = (name, dflt) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : dflt;
  };
  const game = arg('game', 'euchre');
  if (!DEFAULTS[game]) throw new Error(`--game must be one of ${Object.keys(DEFAULTS).join(', ')}`);
  const a = arg('a', 'hard');
  const b = arg('b', 'easy');
  const nDeals = Number(arg('deals', '1000'));
  const nGames = Number(arg('games', '100'));
  const threads = Number(arg('threads', String(Math.max(1, availableParallelism()))));
  const options = { ...DEFAULTS[game], ...JSON.parse(arg('options', '{}')) };
  const t0 = performance.now();
  const split = (n, i) => [Math.floor((n * i) / threads), Math.floor((n * (i + 1)) / threads)];
  const parts = await Promise.all(Array.from({ length: threads }, (_, i) => new Promise((resolve, reject) => {
    const [from, to] = split(nDeals, i);
    const [gFrom, gTo] = split(nGames, i);
    const w = new Worker(fileURLToPath(import.meta.url), { workerData: { game, options, a, b, from, to, games: { from: gFrom, to: gTo } } });
    w.on('message', resolve);
    w.on('error', reject);
  })));
  const deals = parts.flatMap((p) => p.deals);
  const pairs = parts.flatMap((p) => p.pairs);
  const think = parts.flatMap((p) => p.think).sort((x, y) => x - y);
  const pct = (p) => think[Math.min(think.length - 1, Math.floor(p * think.length))] ?? 0;
  const fmt = (x, d = 2) => (x >= 0 ? '+' : '') + x.toFixed(d);
  const row = (label, s, d = 2, unit = '') => `| ${label} | ${fmt(s.mean, d)}${unit} | [${fmt(s.lo, d)}, ${fmt(s.hi, d)}]${unit} | ${s.n} |`;
  const unit = teamGame(createGame({ game, seed: 1, options }).view('public')) ? 'side' : 'player';
  const lines = [
    `Arena: ${game} ${JSON.stringify(options)}, A = ${a}, B = ${b}; ${nDeals} duplicate deals (${2 * nDeals} hands), ${pairs.length} duplicate game pairs; ${threads} threads, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    '',
    '| measure (A minus B, same tiles) | mean | 95% CI | n |',
    '|---|---|---|---|',
    ...(game === 'bluff' ? [] : [row(`tricks per hand, per ${unit}`, stats(deals.map((d) => d.tricks)))]),
    row(`${game === 'bluff' ? 'chips' : 'points'} per hand, per ${unit}`, stats(deals.map((d) => d.points))),
  ];
  if (game === 'bluff') {
    const s = share(deals.map((d) => d.dealWon));
    lines.push(`| A's share of deals won (parity 50%) | ${s.mean.toFixed(1)}% | [${s.lo.toFixed(1)}, ${s.hi.toFixed(1)}]% | ${s.n} |`);
  }
  if (pairs.length) {
    const s = share(pairs);
    lines.push(`| A's share of whole games won | ${s.mean.toFixed(1)}% | [${s.lo.toFixed(1)}, ${s.hi.toFixed(1)}]% | ${2 * s.n} games |`);
  }
  const made = deals.flatMap((d) => d.bidMade);
  if (made.length) lines.push(`| A's contracts made (A bid and won the auction) | ${((100 * made.reduce((x, y) => x + y, 0)) / made.length).toFixed(1)}% | | ${made.length} |`);
  const march = deals.flatMap((d) => d.aloneMarch);
  if (game === 'euchre') lines.push(`| A's lone hands that took all five | ${march.length ? ((100 * march.reduce((x, y) => x + y, 0)) / march.length).toFixed(1) : '-'}% | | ${march.length} |`);
  lines.push('', `A's think time per decision: p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, max ${pct(1).toFixed(1)} ms (${think.length} decisions)`);
  const text = lines.join('\n');
  console.log(text);
  writeFileSync(fileURLToPath(new URL(`../../../bench/arena-${game}.md`, import.meta.url)), `${text}\n`);
}
