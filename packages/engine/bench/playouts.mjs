// Random playouts of whole hands through the pure rules (validation, copies and all), one core:
// the yardstick for the bots' bitmask kernel (packages/ai/bench/kernel.mjs), which the search uses.
import { GAMES } from '../dist/index.js';
import { record } from '../../../bench/record.mjs';

function picker(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

const results = {};
for (const [key, game, options] of [['euchre', 'euchre', { players: 4 }], ['whist4', 'whist', { players: 4 }], ['loo', 'loo', { players: 4 }]]) {
  const mod = GAMES[game];
  const pick = picker(7);
  let hands = 0;
  const t0 = performance.now();
  for (let seed = 1; performance.now() - t0 < 2000; seed++) {
    let s = mod.settle(mod.createState(seed, options));
    const start = s.handNo;
    while (s.handNo === start && s.phase !== 'over') {
      const seats = mod.toAct(s);
      const seat = seats[pick(seats.length)];
      const legal = mod.legalActions(s, seat);
      const bids = legal.filter((a) => a.type === 'bid');
      const choices = bids.length > 1 ? [bids[0], ...legal.filter((a) => a.type !== 'bid')] : legal;
      s = mod.step(s, seat, choices[pick(choices.length)]);
    }
    hands++;
  }
  results[`${key}.rules_playouts_per_s`] = Math.round(hands / ((performance.now() - t0) / 1000));
}
record(results);
