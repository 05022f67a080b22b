// Duplicate-deal arena: pnpm arena --game euchre [--deals 2000] [--matchups hard:baseline,hard:easy,ceiling:easy]
//   [--games 0] [--threads 2] [--options '{"players":3}'] [--first 0] [--save part.json] [--merge a.json,b.json]
// A long run may be played in parts: `--first 500 --deals 500 --save p2.json` plays deals 500-999
// (the deals are numbered, so a part is exactly that stretch of a whole run), and `--merge` reports
// on saved parts together as one run of all their deals (they must be of one game, options and
// matchups, and no deal twice). Parts of different matchups merge too (each matchup's rows from
// the parts that played it; the gap share pairs the deals both played). `--earlier ceiling:easy
// --replay 20` lets that matchup's rows come from parts of an earlier build (the first part's build
// is the run's) after its first 20 deals are played again here with the very same results: the
// levels in it have not changed, so a change to hard need not replay the ceiling's 2,000 deals.
// Each deal is played twice per matchup with the same seed, bot A in the even seats and then in the
// odd ones, so both sides hold both sets of tiles: the difference is A's skill, not A's luck. Every
// matchup plays the same deals, so their results pair up deal by deal: the share of the easy-to-
// ceiling gap that hard closes is a ratio of paired means, its interval from a bootstrap over deals.
// Levels: easy, medium, hard (what tables offer), baseline (hard as it was before the exact solver,
// kept unchanged to measure against) and ceiling (sees every hand and plays the solver's moves);
// seer-auction and seer-play see every hand in one part of the hand only and play as hard otherwise.
// Means carry 95% confidence intervals (normal approximation).
import { availableParallelism } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { GAMES } from '../dist/index.js';
import { ceilingAction, explainAction } from '../../ai/dist/index.js';
import { signedInterval, stats } from '../../../bench/record.mjs';

const DEFAULTS = { whist: { players: 4 }, euchre: { players: 4 }, loo: { players: 4 }, bluff: { players: 4 } };

/**
 * Does this level see every hand now? The ceiling always; the two seers only in one part of the
 * hand, playing as hard otherwise: they split the ceiling's edge into what seeing the hands is
 * worth before the play (bids, trump, the widow) and in the play.
 */
const sees = (level, phase) => level === 'ceiling' || (level === 'seer-play' && phase === 'play') || (level === 'seer-auction' && phase !== 'play');

/** Plays until the first hand is scored (or, with `whole`, the game ends); A sits where seat % 2 === aParity. */
function play(game, options, seed, aParity, a, b, whole) {
  const mod = GAMES[game];
  let s = mod.settle(mod.createState(seed, options));
  const think = [];
  let moves = 0;
  for (;;) {
    const pub = mod.view(s, 'public');
    if (pub.over || (!whole && pub.handNo >= 1)) return { pub, think };
    for (const seat of mod.toAct(s)) {
      const level = seat % 2 === aParity ? a : b;
      const t0 = performance.now();
      const action = sees(level, pub.phase) ? ceilingAction(s, seat) : explainAction(mod.view(s, seat), { level: level.startsWith('seer-') ? 'hard' : level, seed: seed * 7919 + moves }).action;
      if (level === a && level !== 'easy') think.push(performance.now() - t0);
      s = mod.step(s, seat, action);
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

function runChunk({ game, options, matchups, from, to, games }) {
  const out = matchups.map(() => ({ deals: [], pairs: [], think: [] }));
  for (let d = from; d < to; d++) {
    const seed = 100_000 + d;
    matchups.forEach(([a, b], m) => {
      const runs = [0, 1].map((parity) => {
        const r = play(game, options, seed, parity, a, b, false);
        out[m].think.push(...r.think);
        return handMeasures(r.pub, parity);
      });
      const rec = { deal: d, tricks: (runs[0].tricks + runs[1].tricks) / 2, points: (runs[0].points + runs[1].points) / 2 };
      if (game === 'bluff') rec.dealWon = (runs[0].dealWon + runs[1].dealWon) / 2;
      rec.bidMade = runs.flatMap((r) => (r.bidMade === undefined ? [] : [r.bidMade]));
      rec.aloneMarch = runs.flatMap((r) => (r.aloneMarch === undefined ? [] : [r.aloneMarch]));
      out[m].deals.push(rec);
    });
  }
  for (let k = games.from; k < games.to; k++) {
    const seed = 500_000 + k;
    matchups.forEach(([a, b], m) => {
      let score = 0;
      for (const parity of [0, 1]) {
        const { pub, think } = play(game, options, seed, parity, a, b, true);
        out[m].think.push(...think);
        const mine = pub.winners.filter((s) => s % 2 === parity).length;
        score += pub.winners.length ? mine / pub.winners.length : 0.5;
      }
      out[m].pairs.push(score / 2);
    });
  }
  return out;
}

/** A share in percent: its interval cannot leave 0-100. */
function share(xs) {
  const s = stats(xs.map((x) => x * 100));
  return { ...s, lo: Math.max(0, s.lo), hi: Math.min(100, s.hi) };
}

/** mean(x) / mean(y) over paired deals, with a 95% percentile bootstrap interval (resampling deals). */
function ratio(x, y, rounds = 4000) {
  const n = x.length;
  const mean = (xs) => xs.reduce((s, v) => s + v, 0) / xs.length;
  let seed = 12345;
  const rand = () => {
    seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
    return seed / 4294967296;
  };
  const rs = [];
  for (let r = 0; r < rounds; r++) {
    let sx = 0;
    let sy = 0;
    for (let i = 0; i < n; i++) {
      const j = Math.floor(rand() * n);
      sx += x[j];
      sy += y[j];
    }
    rs.push(sx / sy);
  }
  rs.sort((p, q) => p - q);
  return { n, mean: mean(x) / mean(y), lo: rs[Math.floor(0.025 * rounds)], hi: rs[Math.floor(0.975 * rounds)] };
}

/**
 * What the bots were built from: the trees of the sources they are made of (so commits elsewhere,
 * a README or the elements, leave a run's parts mergeable), and whether those differed from them.
 */
const BOT_SOURCES = ['packages/ai/src', 'packages/games/src', 'packages/core/src'];
function build() {
  const git = (...a) => execFileSync('git', a, { cwd: fileURLToPath(new URL('../../..', import.meta.url)), encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', ...BOT_SOURCES) !== '';
    const trees = BOT_SOURCES.map((d) => git('rev-parse', '--short', `HEAD:${d}`)).join('.');
    return `sources ${trees}${dirty ? '+changes' : ''}`;
  } catch {
    return 'unknown';
  }
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
  // --a/--b still name a single matchup, as before.
  const single = process.argv.includes('--a') || process.argv.includes('--b') ? `${arg('a', 'hard')}:${arg('b', 'easy')}` : null;
  const defaultMatchups = game === 'bluff' ? 'hard:baseline,hard:easy' : 'hard:baseline,hard:easy,ceiling:easy';
  const matchups = (single ?? arg('matchups', defaultMatchups)).split(',').map((m) => m.split(':'));
  const first = Number(arg('first', '0'));
  let nDeals = Number(arg('deals', '2000'));
  let nGames = Number(arg('games', '0'));
  let threads = Number(arg('threads', String(Math.max(1, availableParallelism()))));
  let options = { ...DEFAULTS[game], ...JSON.parse(arg('options', '{}')) };
  const out = arg('out', fileURLToPath(new URL(`../../../bench/arena-${game}${arg('options', null) ? '-' + Object.values(JSON.parse(arg('options'))).join('-') : ''}.md`, import.meta.url)));
  const t0 = performance.now();
  let results;
  let seconds;
  let builtFrom = build();
  const merge = arg('merge', null);
  // Matchups whose saved parts may come from an earlier build (--earlier ceiling:easy): only when
  // their levels are unchanged, which --replay checks by playing some of their deals again here.
  const earlier = arg('earlier', '').split(',').filter(Boolean);
  const earlierBuilds = new Map();
  let replayed = 0;
  if (merge) {
    const saved = merge.split(',').map((f) => JSON.parse(readFileSync(f, 'utf8')));
    if (saved.some((x) => x.game !== game || JSON.stringify(x.options) !== JSON.stringify(saved[0].options))) throw new Error('--merge: the parts must be of this --game, with the same options.');
    ({ options } = saved[0]);
    // Parts may hold different matchups; each matchup's rows come from the parts that played it.
    // The first part's build is the run's: parts played by other bots are not one run, and give
    // only the --earlier matchups (their other rows are not used).
    builtFrom = saved[0].build;
    const uses = (x, name) => x.build === builtFrom || earlier.includes(name);
    for (const x of saved) {
      if (!x.matchups.some((m) => uses(x, m.join(':')))) throw new Error(`--merge: a part was played by ${x.build}, not ${builtFrom}, and holds no --earlier matchup.`);
    }
    const names = [...new Set(saved.flatMap((x) => x.matchups.map((m) => m.join(':')).filter((n) => uses(x, n))))];
    matchups.splice(0, matchups.length, ...names.map((n) => n.split(':')));
    results = names.map((name) => {
      const from = saved.flatMap((x) => {
        const i = x.matchups.findIndex((m) => m.join(':') === name);
        return i < 0 || !uses(x, name) ? [] : [{ x, r: x.results[i] }];
      });
      const builds = [...new Set(from.map(({ x }) => x.build))];
      if (builds.length > 1) throw new Error(`--merge: ${name} was played by ${builds.join(' and ')}: not one run.`);
      if (builds[0] !== builtFrom) earlierBuilds.set(name, builds[0]);
      const seen = new Set();
      for (const { r } of from) for (const d of r.deals) {
        if (seen.has(d.deal)) throw new Error(`--merge: deal ${d.deal} of ${name} is in two parts.`);
        seen.add(d.deal);
      }
      return {
        deals: from.flatMap(({ r }) => r.deals).sort((p, q) => p.deal - q.deal),
        pairs: from.flatMap(({ r }) => r.pairs),
        think: from.flatMap(({ r }) => r.think).sort((p, q) => p - q),
      };
    });
    const counts = results.map((r) => r.deals.length);
    nDeals = Math.max(...counts);
    nGames = Math.max(...results.map((r) => r.pairs.length));
    threads = Math.max(...saved.map((x) => x.threads));
    seconds = saved.filter((x) => x.build === builtFrom).reduce((t, x) => t + x.seconds, 0);
    // An earlier build's rows count only if its levels play those deals exactly as this build does.
    replayed = Number(arg('replay', '0'));
    for (const name of earlierBuilds.keys()) {
      if (replayed < 1) throw new Error(`--merge: ${name} comes from an earlier build; --replay N plays N of its deals again to show its levels unchanged.`);
      const m = names.indexOf(name);
      const again = runChunk({ game, options, matchups: [name.split(':')], from: results[m].deals[0].deal, to: results[m].deals[0].deal + replayed, games: { from: 0, to: 0 } })[0].deals;
      for (const d of again) {
        const kept = results[m].deals.find((x) => x.deal === d.deal);
        if (!kept || kept.tricks !== d.tricks || kept.points !== d.points) throw new Error(`--merge: ${name} plays deal ${d.deal} differently now (${JSON.stringify(d)} against ${JSON.stringify(kept)}): its levels changed, so its rows cannot be kept.`);
      }
    }
  } else {
    const parts = await Promise.all(Array.from({ length: threads }, (_, i) => new Promise((resolve, reject) => {
      const split = (n, at = 0) => [at + Math.floor((n * i) / threads), at + Math.floor((n * (i + 1)) / threads)];
      const [from, to] = split(nDeals, first);
      const [gFrom, gTo] = split(nGames, first);
      const w = new Worker(fileURLToPath(import.meta.url), { workerData: { game, options, matchups, from, to, games: { from: gFrom, to: gTo } } });
      w.on('message', resolve);
      w.on('error', reject);
    })));
    results = matchups.map((_, m) => {
      const deals = parts.flatMap((p) => p[m].deals).sort((x, y) => x.deal - y.deal);
      const think = parts.flatMap((p) => p[m].think).sort((x, y) => x - y);
      return { deals, pairs: parts.flatMap((p) => p[m].pairs), think };
    });
    seconds = (performance.now() - t0) / 1000;
    const save = arg('save', null);
    if (save) writeFileSync(save, JSON.stringify({ game, options, matchups, first, deals: nDeals, threads, seconds, build: builtFrom, results }));
  }
  const unit = teamGame(GAMES[game].view(GAMES[game].settle(GAMES[game].createState(1, options)), 'public')) ? 'side' : 'player';
  const measure = game === 'bluff' ? 'chips' : 'points';
  const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
  const lines = [
    `Arena: ${game} ${JSON.stringify(options)}; ${nDeals} duplicate deals (each played twice per matchup, the sides swapped); ${nGames ? `${nGames} duplicate game pairs; ` : ''}${threads} threads, ${seconds.toFixed(0)} s${merge ? ` (${merge.split(',').length} parts)` : ''}${first ? `; deals ${first} to ${first + nDeals - 1}` : ''}; bots built from ${builtFrom}${[...earlierBuilds].map(([name, b]) => `; ${name.replace(':', ' vs ')} played by ${b} (levels unchanged: its first ${replayed} deals play the same again on this build)`).join('')}`,
    '',
    `| A vs B (A minus B, same tiles) | ${game === 'bluff' ? '' : `tricks per hand, per ${unit} | `}${measure} per hand, per ${unit} | ${game === 'bluff' ? "A's share of deals won | " : ''}A's think p50 / p95 / max |`,
    `|---|${game === 'bluff' ? '' : '---|'}---|${game === 'bluff' ? '---|' : ''}---|`,
  ];
  matchups.forEach(([a, b], m) => {
    const { deals, think } = results[m];
    const cells = [`${a} vs ${b}${deals.length !== nDeals ? ` (${deals.length} deals)` : ''}`];
    if (game !== 'bluff') cells.push(signedInterval(deals.map((d) => d.tricks)));
    cells.push(signedInterval(deals.map((d) => d.points)));
    if (game === 'bluff') {
      const s = share(deals.map((d) => d.dealWon));
      cells.push(`${s.mean.toFixed(1)}% [${s.lo.toFixed(1)}, ${s.hi.toFixed(1)}]`);
    }
    cells.push(think.length ? `${pct(think, 0.5).toFixed(1)} / ${pct(think, 0.95).toFixed(1)} / ${pct(think, 1).toFixed(1)} ms` : '-');
    lines.push(`| ${cells.join(' | ')} |`);
  });
  const at = (a, b) => matchups.findIndex(([x, y]) => x === a && y === b);
  const ceilEasy = at('ceiling', 'easy');
  const closers = matchups.filter(([x, y]) => y === 'easy' && x !== 'ceiling' && x !== 'easy').map(([x]) => x);
  if (ceilEasy >= 0 && closers.length) {
    lines.push('');
    const ceil = new Map(results[ceilEasy].deals.map((d) => [d.deal, d]));
    for (const level of closers) {
      // Paired deal by deal, over the deals both matchups played.
      const both = results[at(level, 'easy')].deals.filter((d) => ceil.has(d.deal));
      for (const key of game === 'bluff' ? ['points'] : ['tricks', 'points']) {
        const r = ratio(both.map((d) => d[key]), both.map((d) => ceil.get(d.deal)[key]));
        lines.push(`Share of the easy-to-ceiling gap in ${key === 'points' ? measure : key} that ${level} closes: ${(100 * r.mean).toFixed(0)}% [${(100 * r.lo).toFixed(0)}, ${(100 * r.hi).toFixed(0)}]% (paired bootstrap over ${r.n} deals)`);
      }
    }
  }
  results.forEach(({ pairs }, m) => {
    if (!pairs.length) return;
    const s = share(pairs);
    lines.push(`${matchups[m].join(' vs ')}: A's share of whole games won ${s.mean.toFixed(1)}% [${s.lo.toFixed(1)}, ${s.hi.toFixed(1)}]% (${2 * s.n} games)`);
  });
  results.forEach(({ deals }, m) => {
    const made = deals.flatMap((d) => d.bidMade);
    if (made.length) lines.push(`${matchups[m].join(' vs ')}: A's contracts made (A won the auction) ${((100 * made.reduce((x, y) => x + y, 0)) / made.length).toFixed(1)}% of ${made.length}`);
    const march = deals.flatMap((d) => d.aloneMarch);
    if (march.length) lines.push(`${matchups[m].join(' vs ')}: A's lone hands that took all five ${((100 * march.reduce((x, y) => x + y, 0)) / march.length).toFixed(1)}% of ${march.length}`);
  });
  const text = lines.join('\n');
  console.log(text);
  writeFileSync(out, `${text}\n`);
}
