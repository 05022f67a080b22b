// The bots' playout kernel, one core: random hands per second (deal + play out at random),
// for Euchre, 4-player Whist (double-eight) and Loo, through the same kernel the search uses.
// After a warm-up, five half-second rounds: the best is recorded (this VM's neighbours only ever
// slow a round down), the median is printed beside it. A round's rate is per second of this
// process's CPU time, so a round the VM takes the core away from mid-way is not counted short.
// Euchre is also measured against a plain JavaScript reference written for that one workload
// (kernel-reference.mjs), which plays the very same hands, in turns with it: the kernel's rate is
// recorded as a percentage of the reference's. Whist is also played out with the searching levels'
// policies (greedy following; cashing leads too, hard's), which cost more per hand than random play.
import { trickKernel as k, kernelTables } from '../dist/index.js';
import { record } from '../../../bench/record.mjs';
import { referenceChecksum, referenceRound } from './kernel-reference.mjs';

// The kernel's functions taken from its module once (each `k.` is a getter call).
const { xorshift, below, newTrick, playout, POLICY_RANDOM, POLICY_GREEDY, POLICY_CASHING } = k;

/** Deals `dealt` of the set's tiles round the table into `p` and plays the hand out; returns the generator. */
function playHand(tables, trumps, seats, dealt, deck, p, rng, policy) {
  const N = deck.length;
  const { hands, tricks } = p;
  for (let i = 0; i < N; i++) deck[i] = i;
  for (let i = 0; i < dealt; i++) {
    rng = xorshift(rng);
    const j = i + below(rng, N - i);
    const tmp = deck[i];
    deck[i] = deck[j];
    deck[j] = tmp;
  }
  for (let i = 0; i < hands.length; i++) hands[i] = 0;
  // Round the table: seat s = i mod seats, counted on without a division or a branch.
  for (let i = 0, s = 0; i < dealt; i++) {
    hands[s * 2 + (deck[i] >> 5)] |= 1 << (deck[i] & 31);
    s += 1;
    s &= (s - seats) >> 31;
  }
  for (let s = 0; s < seats; s++) tricks[s] = 0;
  newTrick(p, below(rng, seats), true);
  return playout(tables[below(rng, trumps)], p, policy, rng);
}

/** Deals and plays hands for `ms`, in batches of 500; returns hands per CPU second. */
function round(tablesFor, trumps, seats, dealt, policy, ms) {
  const tables = Array.from({ length: trumps }, (_, t) => tablesFor(t));
  const deck = new Int32Array(tables[0].tiles.length);
  const p = k.newPosition(seats);
  // Partnerships (the policies play for their side).
  for (let s = 0; s < seats; s++) p.side[s] = s % 2;
  let rng = 12345;
  let n = 0;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (let rep = 0; rep < 500; rep++) rng = playHand(tables, trumps, seats, dealt, deck, p, rng, policy);
    n += 500;
  }
  const used = process.cpuUsage(cpu);
  return Math.round(n / ((used.user + used.system) / 1e6));
}

const medians = {};
function bench(key, ...args) {
  round(...args, 500);
  const rounds = Array.from({ length: 5 }, () => round(...args, 500)).sort((a, b) => a - b);
  medians[key] = rounds[2];
  return rounds[4];
}

const EUCHRE_TABLES = Array.from({ length: 7 }, (_, t) => kernelTables.euchre({ followMembership: 'either-end', leadSuitRule: 'higher-end' }, t));
const euchreDeck = new Int32Array(28);
const euchrePosition = k.newPosition(4);

/**
 * One Euchre hand through the kernel, dealt as the reference deals it: the same workload with a
 * deal written for it alone (28 tiles, so every hand lives in its low word; four seats, 20 tiles),
 * so that what differs between the two is the play-out.
 */
function playEuchreHand(rng) {
  const deck = euchreDeck;
  const p = euchrePosition;
  const { hands, tricks } = p;
  for (let i = 0; i < 28; i++) deck[i] = i;
  for (let i = 0; i < 20; i++) {
    rng = xorshift(rng);
    const j = i + below(rng, 28 - i);
    const x = deck[i];
    deck[i] = deck[j];
    deck[j] = x;
  }
  hands[0] = 0;
  hands[2] = 0;
  hands[4] = 0;
  hands[6] = 0;
  for (let i = 0; i < 20; i++) hands[(i & 3) * 2] |= 1 << deck[i];
  tricks[0] = 0;
  tricks[1] = 0;
  tricks[2] = 0;
  tricks[3] = 0;
  newTrick(p, below(rng, 4), true);
  return playout(EUCHRE_TABLES[below(rng, 7)], p, POLICY_RANDOM, rng);
}

/** Euchre hands per CPU second for `ms`, in batches of 500 (as round and the reference play them). */
function euchreRound(ms) {
  let rng = 12345;
  let n = 0;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (let rep = 0; rep < 500; rep++) rng = playEuchreHand(rng);
    n += 500;
  }
  const used = process.cpuUsage(cpu);
  return Math.round(n / ((used.user + used.system) / 1e6));
}

// The reference plays the very hands the kernel plays: the same tricks from the same random stream.
{
  const sum = [0, 0, 0, 0];
  let rng = 12345;
  for (let n = 0; n < 20_000; n++) {
    rng = playEuchreHand(rng);
    for (let s = 0; s < 4; s++) sum[s] += euchrePosition.tricks[s];
  }
  const kernel = `${sum.join(',')}:${rng}`;
  const reference = referenceChecksum(20_000);
  if (kernel !== reference) throw new Error(`The Euchre reference plays other hands than the kernel (tricks:generator ${reference} against ${kernel}).`);
}

// Kernel and reference in turns, five rounds each after a warm-up, so that a slow spell of this VM
// falls on both: the best round of each is compared.
euchreRound(500);
referenceRound(500);
const kernelRounds = [];
const referenceRounds = [];
for (let i = 0; i < 5; i++) {
  kernelRounds.push(euchreRound(500));
  referenceRounds.push(referenceRound(500));
}
kernelRounds.sort((a, b) => a - b);
referenceRounds.sort((a, b) => a - b);
medians.euchre = kernelRounds[2];
medians['euchre reference'] = referenceRounds[2];

const WHIST = (t) => kernelTables.whist(8, t === 9 ? 'doubles' : t === 10 ? 'none' : t);
const results = {
  'euchre.playouts_per_s': kernelRounds[4],
  'euchre.reference_playouts_per_s': referenceRounds[4],
  'euchre.kernel_vs_reference_pct': Math.round((100 * kernelRounds[4]) / referenceRounds[4]),
  'whist4.playouts_per_s': bench('whist4', WHIST, 11, 4, 44, POLICY_RANDOM),
  'whist4.greedy_playouts_per_s': bench('whist4 greedy', WHIST, 11, 4, 44, POLICY_GREEDY),
  'whist4.cashing_playouts_per_s': bench('whist4 cashing', WHIST, 11, 4, 44, POLICY_CASHING),
  'loo.playouts_per_s': bench('loo', (t) => kernelTables.loo({ doubleRank: 'highest', mustHead: false, mustOvertrump: false, trumpLeadRule: 'first-lead-3plus', leadHighestTrump: false }, t), 7, 4, 20, POLICY_RANDOM),
};
record(results);
console.log(`medians: ${Object.entries(medians).map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`).join(', ')}`);
