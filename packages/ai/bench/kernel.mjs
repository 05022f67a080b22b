// The bots' playout kernel: random Euchre hands per second on one core (deal + play out).
import { euchreKernel as k } from '../dist/index.js';
import { record } from '../../../bench/record.mjs';

const tables = k.euchreTables('either-end');
const hands = new Int32Array(4);
const tricks = new Int32Array(4);
const deck = new Int32Array(28);
let rng = 12345;
let n = 0;
const t0 = performance.now();
while (performance.now() - t0 < 2000) {
  for (let rep = 0; rep < 1000; rep++) {
    // Deal 20 of the 28 tiles (a partial Fisher-Yates), then play the hand out at random.
    for (let i = 0; i < 28; i++) deck[i] = i;
    for (let i = 0; i < 20; i++) {
      rng = k.xorshift(rng);
      const j = i + (rng % (28 - i));
      const tmp = deck[i];
      deck[i] = deck[j];
      deck[j] = tmp;
    }
    hands.fill(0);
    for (let i = 0; i < 20; i++) hands[i % 4] |= 1 << deck[i];
    tricks.fill(0);
    rng = k.randomPlayout(tables, rng % 7, hands, rng & 3, 0b1111, tricks, rng);
    n++;
  }
}
record({ 'euchre.kernel_playouts_per_s': Math.round(n / ((performance.now() - t0) / 1000)) });

// Whist, 4 players, double-eight: 44 of the 45 tiles dealt (the widow aside), played out at random.
{
  const { whistKernel: w } = await import('../dist/index.js');
  const wt = w.whistTables();
  const words = new Int32Array(8);
  const wtricks = new Int32Array(4);
  const wdeck = new Int32Array(45);
  let wrng = 999;
  let wn = 0;
  const w0 = performance.now();
  while (performance.now() - w0 < 2000) {
    for (let rep = 0; rep < 500; rep++) {
      for (let i = 0; i < 45; i++) wdeck[i] = i;
      for (let i = 0; i < 44; i++) {
        wrng = w.xorshift(wrng);
        const j = i + (wrng % (45 - i));
        const tmp = wdeck[i];
        wdeck[i] = wdeck[j];
        wdeck[j] = tmp;
      }
      words.fill(0);
      for (let i = 0; i < 44; i++) {
        const t = wdeck[i];
        words[(i % 4) * 2 + (t >> 5)] |= 1 << (t & 31);
      }
      wtricks.fill(0);
      wrng = w.randomPlayout(wt, wrng % 11, words, wrng & 3, wtricks, wrng);
      wn++;
    }
  }
  record({ 'whist4.kernel_playouts_per_s': Math.round(wn / ((performance.now() - w0) / 1000)) });
}
