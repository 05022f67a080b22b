// A plain JavaScript reference for the kernel bench's Euchre workload, written for that workload
// alone: four players, a random deal of 20 of the 28 tiles, a random legal play-out (follow the
// led suit when able: 'either-end' membership, a lead names its higher end, trumps lead trumps),
// tricks counted per seat. Nothing is shared with the kernel: the Euchre rules are written out
// here again, a hand is one 28-bit word, four seats and five tricks are fixed, every bit trick
// is inlined. It draws from the same generator in the same order as the kernel bench (deal,
// leader, trump, then one draw per play), so both play the very same hands: `checksum` proves it.

const TILES = 28;
/** Led codes: a suit 0..6, or 7 for trumps. */
const TRUMP = 7;

/** doubleSet(6)'s order, highest first: 6-6, 6-5, ..., 6-0, 5-5, ..., 0-0. */
const ENDS = [];
for (let a = 6; a >= 0; a--) for (let b = a; b >= 0; b--) ENDS.push([a, b]);

/** Per trump: follow[led] (a 28-bit word), rank[led * 28 + tile] (trumps above 200, followers 1..199, others 0), lead[tile] (its led code). */
function tables(trump) {
  const left = trump === 0 ? 6 : trump - 1;
  const follow = new Int32Array(8);
  const rank = new Int16Array(8 * TILES);
  const lead = new Int8Array(TILES);
  ENDS.forEach(([a, b], i) => {
    const isTrump = a === trump || b === trump || (a === left && b === left);
    // Right bower 100, left bower 99, then the other trumps by their other end.
    const trumpRank = a === trump && b === trump ? 100 : a === b ? 99 : a === trump ? b : a;
    lead[i] = isTrump ? TRUMP : a;
    for (let led = 0; led < 8; led++) {
      const follows = led === TRUMP ? isTrump : !isTrump && (a === led || b === led);
      if (follows) follow[led] |= 1 << i;
      // Inside a plain suit the doublet is highest, then the others by their other end.
      rank[led * TILES + i] = isTrump ? 200 + trumpRank : follows ? 1 + (a === b ? 100 : a === led ? b : a) : 0;
    }
  });
  return { follow, rank, lead };
}

const TABLES = Array.from({ length: 7 }, (_, t) => tables(t));
const deck = new Int32Array(TILES);
const hands = new Int32Array(4);
const tricks = new Int32Array(4);

/** Deals and plays out `count` hands from generator state `rng`, adding each hand's tricks per seat into `sum` if given; returns the generator state. */
function play(count, rng, sum) {
  for (let n = 0; n < count; n++) {
    for (let i = 0; i < TILES; i++) deck[i] = i;
    for (let i = 0; i < 20; i++) {
      rng ^= rng << 13;
      rng ^= rng >>> 17;
      rng ^= rng << 5;
      const j = i + (((rng >>> 16) * (TILES - i)) >>> 16);
      const x = deck[i];
      deck[i] = deck[j];
      deck[j] = x;
    }
    hands[0] = 0;
    hands[1] = 0;
    hands[2] = 0;
    hands[3] = 0;
    for (let i = 0; i < 20; i++) hands[i & 3] |= 1 << deck[i];
    tricks[0] = 0;
    tricks[1] = 0;
    tricks[2] = 0;
    tricks[3] = 0;
    let leader = ((rng >>> 16) * 4) >>> 16;
    const { follow, rank, lead } = TABLES[((rng >>> 16) * 7) >>> 16];
    for (let trick = 0; trick < 5; trick++) {
      let seat = leader;
      let led = -1;
      let best = -1;
      let winner = leader;
      for (let k = 0; k < 4; k++) {
        let m = hands[seat];
        if (led >= 0) {
          const f = m & follow[led];
          if (f !== 0) m = f;
        }
        rng ^= rng << 13;
        rng ^= rng >>> 17;
        rng ^= rng << 5;
        // The pick-th set bit of m, pick uniform below popcount(m).
        let c = m - ((m >>> 1) & 0x55555555);
        c = (c & 0x33333333) + ((c >>> 2) & 0x33333333);
        c = (((c + (c >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
        let pick = ((rng >>> 16) * c) >>> 16;
        while (pick > 0) {
          m &= m - 1;
          pick--;
        }
        const bit = m & -m;
        const i = 31 - Math.clz32(bit);
        hands[seat] ^= bit;
        if (led < 0) led = lead[i];
        const r = rank[led * TILES + i];
        if (r > best) {
          best = r;
          winner = seat;
        }
        seat = (seat + 1) & 3;
      }
      tricks[winner]++;
      leader = winner;
    }
    if (sum) for (let s = 0; s < 4; s++) sum[s] += tricks[s];
  }
  return rng;
}

/**
 * Hands dealt and played per second of this process's CPU time, over `ms` of the clock, in batches
 * of 500 as the kernel bench plays them.
 */
export function referenceRound(ms) {
  let rng = 12345;
  let n = 0;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    rng = play(500, rng, null);
    n += 500;
  }
  const used = process.cpuUsage(cpu);
  return Math.round(n / ((used.user + used.system) / 1e6));
}

/** Tricks per seat over `count` hands from the bench's first generator state, and the generator state after them. */
export function referenceChecksum(count) {
  const sum = [0, 0, 0, 0];
  const rng = play(count, 12345, sum);
  return `${sum.join(',')}:${rng}`;
}
