// The bots' playout kernel, one core: random hands per second (deal + play out at random),
// for Euchre, 4-player Whist (double-eight) and Loo, through the same kernel the search uses.
// After a warm-up, five half-second rounds: the best is recorded (this VM's neighbours only ever
// slow a round down), the median is printed beside it.
import { trickKernel as k, kernelTables } from '../dist/index.js';
import { record } from '../../../bench/record.mjs';

/** Deals `dealt` of the set's tiles round the table, then plays the hand out, for `ms`. */
function round(tablesFor, trumps, seats, dealt, ms) {
  const tables = Array.from({ length: trumps }, (_, t) => tablesFor(t));
  const N = tables[0].tiles.length;
  const deck = new Int32Array(N);
  const p = k.newPosition(seats);
  let rng = 12345;
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (let rep = 0; rep < 500; rep++) {
      for (let i = 0; i < N; i++) deck[i] = i;
      for (let i = 0; i < dealt; i++) {
        rng = k.xorshift(rng);
        const j = i + k.below(rng, N - i);
        const tmp = deck[i];
        deck[i] = deck[j];
        deck[j] = tmp;
      }
      p.hands.fill(0);
      for (let i = 0; i < dealt; i++) p.hands[(i % seats) * 2 + (deck[i] >> 5)] |= 1 << (deck[i] & 31);
      p.tricks.fill(0);
      k.newTrick(p, k.below(rng, seats), true);
      rng = k.playout(tables[k.below(rng, trumps)], p, k.POLICY_RANDOM, rng);
      n++;
    }
  }
  return Math.round(n / ((performance.now() - t0) / 1000));
}

const medians = {};
function bench(key, ...args) {
  round(...args, 500);
  const rounds = Array.from({ length: 5 }, () => round(...args, 500)).sort((a, b) => a - b);
  medians[key] = rounds[2];
  return rounds[4];
}

const results = {
  'euchre.playouts_per_s': bench('euchre', (t) => kernelTables.euchre({ followMembership: 'either-end', leadSuitRule: 'higher-end' }, t), 7, 4, 20),
  'whist4.playouts_per_s': bench('whist4', (t) => kernelTables.whist(8, t === 9 ? 'doubles' : t === 10 ? 'none' : t), 11, 4, 44),
  'loo.playouts_per_s': bench('loo', (t) => kernelTables.loo({ doubleRank: 'highest', mustHead: false, mustOvertrump: false, trumpLeadRule: 'first-lead-3plus', leadHighestTrump: false }, t), 7, 4, 20),
};
record(results);
console.log(`medians: ${Object.entries(medians).map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`).join(', ')}`);
