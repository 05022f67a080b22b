// Actions per second through the public API (view, legalActions, act) in random games of one
// game, printed as a single number. Best of five one-second rounds after a warm-up: this VM's
// speed swings by several times from one second to the next, and the best round is the one least
// disturbed.
//
//   node bench/api-rate.mjs <game> [--against <other build's dist/index.js>]
//
// With --against, the two builds run in this one process in alternating 250 ms rounds (30 each)
// on the same games, so a swing of the machine falls on both; it prints each build's best and
// median rate and the median of the per-pair ratios: the fair way to say "no cost" on this VM.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { createGame } from '../dist/index.js';

const OPTIONS = { whist: { players: 4 }, euchre: { players: 4 }, loo: { players: 4 }, bluff: { players: 5 } };
const game = process.argv[2];
if (!OPTIONS[game]) throw new Error(`api-rate.mjs <${Object.keys(OPTIONS).join('|')}> [--against path/to/dist/index.js]`);
const againstAt = process.argv.indexOf('--against');

function pick(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

function round(create, firstSeed, ms) {
  let actions = 0;
  const t0 = performance.now();
  for (let seed = firstSeed; performance.now() - t0 < ms; seed++) {
    const g = create({ game, seed, options: OPTIONS[game] });
    const r = pick(seed);
    while (!g.isOver()) {
      const seat = g.view('public').toAct[0];
      const legal = g.legalActions(seat);
      // Whist: pass or the lowest bid, so random auctions do not end in absurd contracts.
      const bids = legal.filter((a) => a.type === 'bid');
      const choices = bids.length > 1 ? [bids[0], ...legal.filter((a) => a.type !== 'bid')] : legal;
      g.act(seat, choices[r(choices.length)]);
      actions++;
    }
  }
  return actions / ((performance.now() - t0) / 1000);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

if (againstAt < 0) {
  round(createGame, 1, 500);
  let best = 0;
  for (let i = 1; i <= 5; i++) best = Math.max(best, round(createGame, i * 100_000, 1000));
  console.log(Math.round(best));
} else {
  const other = (await import(pathToFileURL(resolve(process.argv[againstAt + 1])).href)).createGame;
  round(createGame, 1, 500);
  round(other, 1, 500);
  const mine = [];
  const theirs = [];
  for (let i = 1; i <= 30; i++) {
    // Alternate which goes first, so neither always follows the other's garbage.
    const [a, b] = i % 2 ? [createGame, other] : [other, createGame];
    const ra = round(a, i * 10_000, 250);
    const rb = round(b, i * 10_000, 250);
    mine.push(a === createGame ? ra : rb);
    theirs.push(a === createGame ? rb : ra);
  }
  const ratios = mine.map((m, i) => m / theirs[i]);
  const fmt = (xs) => `best ${Math.round(Math.max(...xs))}, median ${Math.round(median(xs))}`;
  console.log(`${game} this build: ${fmt(mine)}; against: ${fmt(theirs)}; this/against median of pairs ${median(ratios).toFixed(3)}`);
}
