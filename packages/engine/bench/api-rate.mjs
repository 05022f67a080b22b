// Actions per second through the public API (view, legalActions, act) in random games of one
// game, printed as a single number. Best of five one-second rounds after a warm-up: this VM's
// speed swings by several times from one second to the next, and the best round is the one least
// disturbed.
import { createGame } from '../dist/index.js';

const OPTIONS = { whist: { players: 4 }, euchre: { players: 4 }, loo: { players: 4 }, bluff: { players: 5 } };
const game = process.argv[2];
if (!OPTIONS[game]) throw new Error(`api-rate.mjs <${Object.keys(OPTIONS).join('|')}>`);

function pick(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

function round(firstSeed, ms) {
  let actions = 0;
  const t0 = performance.now();
  for (let seed = firstSeed; performance.now() - t0 < ms; seed++) {
    const g = createGame({ game, seed, options: OPTIONS[game] });
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

round(1, 500);
let best = 0;
for (let i = 1; i <= 5; i++) best = Math.max(best, round(i * 100_000, 1000));
console.log(Math.round(best));
