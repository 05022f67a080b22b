/**
 * The bots' playout kernel for every trick game: up to 64 tiles as two int32 words per hand,
 * tables built once per trump *from the game's own suit system* (so the kernel holds no second
 * copy of a ruling), and no allocation per move. Tests play 100k random deals of each game
 * through it and through the rules and find every legal set, lead choice and trick identical.
 */
import type { SuitSystem, Tile } from '@boneyard/core';
import { nthBit, popcount } from './bits.ts';

export { nthBit, popcount };
export { xorshift } from './bits.ts';

/** What a game tells the kernel about one trump: its suit system and what a lead may name. */
export interface TrickRules<Led> {
  tiles: readonly Tile[];
  sys: SuitSystem<Led>;
  /** The suits a lead of this tile may name (a trump leads trumps: one choice). */
  leadChoices(tile: Tile): readonly Led[];
  /** Every led value, trumps included; their positions are the kernel's led codes. */
  leds: readonly Led[];
  /** Loo's duties (ruling D11): trump when void, head the trick, and the lead-trump duties. */
  duties?: {
    mustTrump: boolean;
    mustHead: boolean;
    mustOvertrump: boolean;
    /** Trumps a leader must hold to be forced to lead one: first trick, later tricks (0: never). */
    leadTrumpFirst: number;
    leadTrumpLater: number;
    leadHighestTrump: boolean;
  };
}

export interface TrickTables {
  tiles: readonly Tile[];
  index: ReadonlyMap<Tile, number>;
  /** Number of led codes. */
  leds: number;
  ledTrump: number;
  /** follow[led * 2 + word]. */
  follow: Int32Array;
  /** rank[led * N + tile]: trumps above 200, followers 1..199, others 0. */
  rank: Int16Array;
  /** choices[tile * 2 + k]: led codes a lead may name; choices[tile*2+1] < 0 when there is one. */
  choices: Int8Array;
  trump: Int32Array;
  /** A tile's worth when discarding: trumps and high tiles are kept. */
  value: Int16Array;
  mustTrump: boolean;
  mustHead: boolean;
  mustOvertrump: boolean;
  leadTrumpFirst: number;
  leadTrumpLater: number;
  leadHighestTrump: boolean;
}

export function trickTables<Led>(r: TrickRules<Led>): TrickTables {
  const N = r.tiles.length;
  if (N > 64) throw new Error('The kernel holds at most 64 tiles.');
  const L = r.leds.length;
  const code = new Map<string, number>(r.leds.map((l, i) => [String(l), i]));
  const ledTrump = code.get('trump') ?? -1;
  const follow = new Int32Array(L * 2);
  const rank = new Int16Array(L * N);
  const choices = new Int8Array(N * 2).fill(-1);
  const trump = new Int32Array(2);
  const value = new Int16Array(N);
  const set = (arr: Int32Array, at: number, i: number) => { arr[at + (i >> 5)]! |= 1 << (i & 31); };
  r.tiles.forEach((t, i) => {
    const isTrump = r.sys.isTrump(t);
    if (isTrump) set(trump, 0, i);
    let best = 0;
    r.leds.forEach((led, l) => {
      const follows = r.sys.follows(t, led);
      if (follows) set(follow, l * 2, i);
      const rk = isTrump ? 200 + r.sys.trumpRank(t) : follows ? 1 + r.sys.ledRank(t, led) : 0;
      rank[l * N + i] = rk;
      if (!isTrump && follows) best = Math.max(best, rk);
    });
    value[i] = isTrump ? 200 + r.sys.trumpRank(t) : best;
    r.leadChoices(t).forEach((l, k) => { choices[i * 2 + k] = code.get(String(l))!; });
  });
  const d = r.duties;
  return {
    tiles: r.tiles, index: new Map(r.tiles.map((t, i) => [t, i])), leds: L, ledTrump, follow, rank, choices, trump, value,
    mustTrump: d?.mustTrump ?? false, mustHead: d?.mustHead ?? false, mustOvertrump: d?.mustOvertrump ?? false,
    leadTrumpFirst: d?.leadTrumpFirst ?? 0, leadTrumpLater: d?.leadTrumpLater ?? 0, leadHighestTrump: d?.leadHighestTrump ?? false,
  };
}

/**
 * A position in a hand's trick play. `hands` holds [lo0, hi0, lo1, hi1, ...]; `active` marks
 * the seats that play (a lone maker's partner, Loo's folded seats sit out).
 */
export interface Position {
  hands: Int32Array;
  active: number;
  /** Side of each seat: a playout policy does not overtake its own side. */
  side: Int8Array;
  /** The seat to play now. */
  turn: number;
  /** Led code of the trick in progress, or -1 when `turn` leads. */
  led: number;
  /** Plays made to the trick in progress, its winner so far and that play's rank. */
  played: number;
  bestSeat: number;
  bestRank: number;
  trumpInTrick: boolean;
  /** Tricks taken so far (this playout adds to them). */
  tricks: Int32Array;
  /** True until the hand's first trick is complete. */
  firstTrick: boolean;
}

export const newPosition = (seats: number): Position => ({
  hands: new Int32Array(seats * 2), active: (1 << seats) - 1, side: new Int8Array(seats), turn: 0, led: -1, played: 0,
  bestSeat: -1, bestRank: -1, trumpInTrick: false, tricks: new Int32Array(seats), firstTrick: true,
});

export function copyPosition(from: Position, to: Position): void {
  to.hands.set(from.hands);
  to.tricks.set(from.tricks);
  to.side.set(from.side);
  to.active = from.active;
  to.turn = from.turn;
  to.led = from.led;
  to.played = from.played;
  to.bestSeat = from.bestSeat;
  to.bestRank = from.bestRank;
  to.trumpInTrick = from.trumpInTrick;
  to.firstTrick = from.firstTrick;
}

/** Scratch words for the legal set, so a move allocates nothing. */
const legal = new Int32Array(2);

/** The tiles `seat` may play now, into `out` (two words). */
export function legalWords(t: TrickTables, p: Position, seat: number, out: Int32Array): void {
  const lo = p.hands[seat * 2]!;
  const hi = p.hands[seat * 2 + 1]!;
  out[0] = lo;
  out[1] = hi;
  if (p.led < 0) {
    const need = p.firstTrick ? t.leadTrumpFirst : t.leadTrumpLater;
    if (need === 0) return;
    const tlo = lo & t.trump[0]!;
    const thi = hi & t.trump[1]!;
    if (popcount(tlo) + popcount(thi) < need) return;
    out[0] = tlo;
    out[1] = thi;
    if (t.leadHighestTrump) keepExtreme(t, t.ledTrump, out, true);
    return;
  }
  const flo = lo & t.follow[p.led * 2]!;
  const fhi = hi & t.follow[p.led * 2 + 1]!;
  if (flo !== 0 || fhi !== 0) {
    out[0] = flo;
    out[1] = fhi;
    if (t.mustHead && (!p.trumpInTrick || p.led === t.ledTrump)) heading(t, p, out);
    return;
  }
  if (!t.mustTrump) return;
  const tlo = lo & t.trump[0]!;
  const thi = hi & t.trump[1]!;
  if (tlo === 0 && thi === 0) return;
  out[0] = tlo;
  out[1] = thi;
  if (t.mustHead || (t.mustOvertrump && p.trumpInTrick)) heading(t, p, out);
}

/** Keeps the tiles that beat the trick's best so far, when there are any. */
function heading(t: TrickTables, p: Position, out: Int32Array): void {
  const N = t.tiles.length;
  let blo = 0;
  let bhi = 0;
  for (let w = 0; w < 2; w++) {
    let m = out[w]!;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const i = w * 32 + 31 - Math.clz32(low);
      if (t.rank[p.led * N + i]! > p.bestRank) {
        if (w === 0) blo |= low;
        else bhi |= low;
      }
    }
  }
  if (blo !== 0 || bhi !== 0) {
    out[0] = blo;
    out[1] = bhi;
  }
}

/** Narrows `out` to its single highest (or lowest) tile in `led`. */
function keepExtreme(t: TrickTables, led: number, out: Int32Array, highest: boolean): void {
  const i = extremeTile(t, led, out[0]!, out[1]!, highest);
  out[0] = i < 32 ? 1 << i : 0;
  out[1] = i >= 32 ? 1 << (i - 32) : 0;
}

function extremeTile(t: TrickTables, led: number, lo: number, hi: number, highest: boolean): number {
  const N = t.tiles.length;
  let best = -1;
  let bestKey = highest ? -1 : 1 << 30;
  for (let w = 0; w < 2; w++) {
    let m = w === 0 ? lo : hi;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const i = w * 32 + 31 - Math.clz32(low);
      // Rank in the trick first, then the tile's worth for later tricks.
      const key = (led >= 0 ? t.rank[led * N + i]! : 0) * 512 + t.value[i]!;
      if (highest ? key > bestKey : key < bestKey) {
        bestKey = key;
        best = i;
      }
    }
  }
  return best;
}

/** Plays tile `i` for the seat to move (leading in `ledChoice` when it leads); returns true when the hand is over. */
export function playTile(t: TrickTables, p: Position, i: number, ledChoice: number): boolean {
  const seat = p.turn;
  const N = t.tiles.length;
  p.hands[seat * 2 + (i >> 5)]! ^= 1 << (i & 31);
  if (p.led < 0) p.led = ledChoice;
  const r = t.rank[p.led * N + i]!;
  if (r > p.bestRank) {
    p.bestRank = r;
    p.bestSeat = seat;
  }
  if (r >= 200) p.trumpInTrick = true;
  p.played++;
  if (p.played < popcount(p.active)) {
    p.turn = nextActive(p, seat);
    return false;
  }
  const w = p.bestSeat;
  p.tricks[w]! += 1;
  newTrick(p, w, false);
  return p.hands[w * 2] === 0 && p.hands[w * 2 + 1] === 0;
}

/** An empty trick for `leader` to lead (`first`: the hand's first trick, for Loo's lead duty). */
export function newTrick(p: Position, leader: number, first: boolean): void {
  p.turn = leader;
  p.led = -1;
  p.played = 0;
  p.bestSeat = -1;
  p.bestRank = -1;
  p.trumpInTrick = false;
  p.firstTrick = first;
}

function nextActive(p: Position, seat: number): number {
  const n = p.tricks.length;
  let s = seat;
  do s = s + 1 === n ? 0 : s + 1;
  while (((p.active >> s) & 1) === 0);
  return s;
}

/** A number below `n` (n <= 65536) from the generator's high bits: a multiply, not a division. */
export const below = (rng: number, n: number): number => ((rng >>> 16) * n) >>> 16;

export const POLICY_RANDOM = 0;
/** Win as cheaply as possible unless the own side is winning, else throw the least useful tile; 1 move in 8 at random. */
export const POLICY_GREEDY = 1;
/**
 * GREEDY's following, and leads that cash: a tile no opponent can head in the suit it names (the
 * highest such, so master trumps first), else a random lead; 1 lead in 8 at
 * random. GREEDY leads at random, so its play-outs give a side that holds the top tiles too few
 * tricks (measured in Whist: 0.7 tricks fewer than hard bots then took, at the first lead).
 */
export const POLICY_CASHING = 2;
/**
 * CASHING with no random move (a random lead only where no lead cashes): what hard plays a trick-play
 * decision's worlds out with. Whist, 2,000 duplicate deals against easy, paired with CASHING there:
 * +0.15 tricks a hand [+0.02, +0.28]; Loo level (effort.ts, `playPolicy`).
 */
export const POLICY_CASHING_STRICT = 3;

/**
 * Plays the hand out from `p` with a policy; `p` ends at the hand's end, the tricks in `p.tricks`.
 * Returns the generator state. The random policy draws exactly as the rules tests replay.
 * The loop keeps the position in locals: this is the search's hot path.
 */
export function playout(t: TrickTables, p: Position, policy: number, rng: number): number {
  // Kept small, so that it is inlined where it is called and the play-out is one call away. The
  // one-word path plays the random policy only: it once took cashing too, so Euchre's hard bot
  // judged its bids on random play.
  const duties = t.leadTrumpFirst > 0 || t.leadTrumpLater > 0 || t.mustTrump || t.mustHead;
  if (!duties && policy === POLICY_RANDOM && t.tiles.length <= 32 && highWordsEmpty(p.hands)) return playoutOneWord(t, p, rng);
  return playoutAny(t, p, policy, rng, duties);
}

/** `playout` in general: any set, duties, either policy. */
function playoutAny(t: TrickTables, p: Position, policy: number, rng: number, duties: boolean): number {
  const greedy = policy !== POLICY_RANDOM;
  const cashing = policy === POLICY_CASHING || policy === POLICY_CASHING_STRICT;
  const strict = policy === POLICY_CASHING_STRICT;
  const { hands, tricks, side, active } = p;
  const { follow, rank, choices } = t;
  const N = t.tiles.length;
  const n = tricks.length;
  const count = popcount(active);
  let turn = p.turn;
  let led = p.led;
  let played = p.played;
  let bestSeat = p.bestSeat;
  let bestRank = p.bestRank;
  let trumpIn = p.trumpInTrick;
  let first = p.firstTrick;
  if (led < 0 && hands[turn * 2] === 0 && hands[turn * 2 + 1] === 0) return rng;
  for (;;) {
    let lo = hands[turn * 2]!;
    let hi = hands[turn * 2 + 1]!;
    if (duties) {
      p.led = led;
      p.bestRank = bestRank;
      p.trumpInTrick = trumpIn;
      p.firstTrick = first;
      legalWords(t, p, turn, legal);
      lo = legal[0]!;
      hi = legal[1]!;
    } else if (led >= 0) {
      const flo = lo & follow[led * 2]!;
      const fhi = hi & follow[led * 2 + 1]!;
      if (flo !== 0 || fhi !== 0) {
        lo = flo;
        hi = fhi;
      }
    }
    // A seat out of tiles mid-trick means a malformed position (hands of unequal size): stop, never spin.
    if (lo === 0 && hi === 0) throw new Error(`kernel-bad-position: seat ${turn} has no tile to play`);
    rng ^= rng << 13;
    rng ^= rng >>> 17;
    rng ^= rng << 5;
    let i: number;
    let named = -1;
    if (greedy && (strict || (rng & 7) !== 0) && led >= 0) i = greedyFollow(t, led, bestRank, side[bestSeat] !== side[turn], lo, hi);
    else if (cashing && (strict || (rng & 7) !== 0) && (i = cashingLead(t, p, turn, lo, hi)) >= 0) named = cashCode;
    else {
      const cl = popcount(lo);
      const pick = below(rng, cl + popcount(hi));
      i = pick < cl ? nthBit(lo, pick) : 32 + nthBit(hi, pick - cl);
    }
    hands[turn * 2 + (i >> 5)]! ^= 1 << (i & 31);
    if (led < 0 && named >= 0) led = named;
    else if (led < 0) {
      led = choices[i * 2]!;
      const other = choices[i * 2 + 1]!;
      if (other >= 0) {
        rng ^= rng << 13;
        rng ^= rng >>> 17;
        rng ^= rng << 5;
        if (rng & 1) led = other;
      }
    }
    const r = rank[led * N + i]!;
    if (r > bestRank) {
      bestRank = r;
      bestSeat = turn;
    }
    if (r >= 200) trumpIn = true;
    if (++played < count) {
      do turn = turn + 1 === n ? 0 : turn + 1;
      while (((active >> turn) & 1) === 0);
      continue;
    }
    tricks[bestSeat]! += 1;
    turn = bestSeat;
    led = -1;
    played = 0;
    bestSeat = -1;
    bestRank = -1;
    trumpIn = false;
    first = false;
    if (hands[turn * 2] === 0 && hands[turn * 2 + 1] === 0) {
      newTrick(p, turn, false);
      return rng;
    }
  }
}

function highWordsEmpty(hands: Int32Array): boolean {
  for (let w = 1; w < hands.length; w += 2) if (hands[w] !== 0) return false;
  return true;
}

/**
 * `playout` for the commonest case, specialised: a set of at most 32 tiles (every hand in its low
 * word), no duties beyond following suit, the random policy. The same moves from the same random
 * stream as the general loop, played a whole trick at a time: the lead, then the followers
 * against the led suit's word, with no branch on what the random stream decides (which tile
 * follows, who is winning) beyond picking the tile itself.
 */
function playoutOneWord(t: TrickTables, p: Position, rng: number): number {
  const { hands, tricks, active } = p;
  const { follow, rank, choices } = t;
  const N = t.tiles.length;
  const n = tricks.length;
  const count = popcount(active);
  let leader = p.turn;
  if (p.led >= 0) {
    // A trick in progress: its remaining plays, from the seat to play now.
    const base = p.led * N;
    const led = follow[p.led * 2]!;
    let best = p.bestRank;
    let winner = p.bestSeat;
    let seat = p.turn;
    for (let k = p.played; k < count; k++) {
      if (k > p.played) {
        do {
          seat += 1;
          seat &= (seat - n) >> 31;
        } while (((active >> seat) & 1) === 0);
      }
      let m = hands[seat * 2]!;
      if (m === 0) throw new Error(`kernel-bad-position: seat ${seat} has no tile to play`);
      const f = m & led;
      const some = (f | -f) >> 31;
      m = (f & some) | (m & ~some);
      rng ^= rng << 13;
      rng ^= rng >>> 17;
      rng ^= rng << 5;
      for (let pick = below(rng, popcount(m)); pick > 0; pick--) m &= m - 1;
      const bit = m & -m;
      hands[seat * 2]! ^= bit;
      const r = rank[base + 31 - Math.clz32(bit)]!;
      const gt = (best - r) >> 31;
      best ^= (best ^ r) & gt;
      winner ^= (winner ^ seat) & gt;
    }
    tricks[winner]! += 1;
    leader = winner;
  } else if (hands[leader * 2] === 0) return rng;
  while (hands[leader * 2] !== 0) {
    // The lead: any tile, and the suit it leads (a second draw where it may lead either end).
    let m = hands[leader * 2]!;
    rng ^= rng << 13;
    rng ^= rng >>> 17;
    rng ^= rng << 5;
    for (let pick = below(rng, popcount(m)); pick > 0; pick--) m &= m - 1;
    let bit = m & -m;
    const i = 31 - Math.clz32(bit);
    hands[leader * 2]! ^= bit;
    let ledCode = choices[i * 2]!;
    const other = choices[i * 2 + 1]!;
    if (other >= 0) {
      rng ^= rng << 13;
      rng ^= rng >>> 17;
      rng ^= rng << 5;
      if (rng & 1) ledCode = other;
    }
    const base = ledCode * N;
    const led = follow[ledCode * 2]!;
    let best = rank[base + i]!;
    let winner = leader;
    let seat = leader;
    // The followers: the led suit if they hold it, else anything; the best so far kept without a branch.
    for (let k = 1; k < count; k++) {
      do {
        seat += 1;
        seat &= (seat - n) >> 31;
      } while (((active >> seat) & 1) === 0);
      m = hands[seat * 2]!;
      if (m === 0) throw new Error(`kernel-bad-position: seat ${seat} has no tile to play`);
      const f = m & led;
      const some = (f | -f) >> 31;
      m = (f & some) | (m & ~some);
      rng ^= rng << 13;
      rng ^= rng >>> 17;
      rng ^= rng << 5;
      for (let pick = below(rng, popcount(m)); pick > 0; pick--) m &= m - 1;
      bit = m & -m;
      hands[seat * 2]! ^= bit;
      const r = rank[base + 31 - Math.clz32(bit)]!;
      const gt = (best - r) >> 31;
      best ^= (best ^ r) & gt;
      winner ^= (winner ^ seat) & gt;
    }
    tricks[winner]! += 1;
    leader = winner;
  }
  newTrick(p, leader, false);
  return rng;
}

/** The led code `cashingLead` chose. */
let cashCode = -1;
/** Per led code, the best rank an opponent of the leader can put on it (-1: not yet worked out this lead). */
const oppBest = new Int16Array(64);

/**
 * A lead no opponent can head (CASHING): among the leader's playable tiles `lo`/`hi` and each suit
 * it may name, one that outranks whatever every opponent can play to it (its followers, or any
 * tile when void: a trump); the highest ranked such lead (so a master trump first: drawing trumps).
 * Returns the tile and sets `cashCode`, or -1 when no lead is safe.
 */
function cashingLead(t: TrickTables, p: Position, seat: number, lo: number, hi: number): number {
  const { hands, side, active, tricks } = p;
  const { follow, rank, choices } = t;
  const N = t.tiles.length;
  oppBest.fill(-1, 0, t.leds);
  let best = -1;
  let bestRank = -1;
  for (let w = 0; w < 2; w++) {
    let m = w === 0 ? lo : hi;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const i = w * 32 + 31 - Math.clz32(low);
      for (let k = 0; k < 2; k++) {
        const c = choices[i * 2 + k]!;
        if (c < 0) break;
        const r = rank[c * N + i]!;
        if (r <= bestRank) continue;
        let ob = oppBest[c]!;
        if (ob < 0) {
          ob = 0;
          for (let q = 0; q < tricks.length; q++) {
            if (q === seat || ((active >> q) & 1) === 0 || side[q] === side[seat]) continue;
            let qlo = hands[q * 2]! & follow[c * 2]!;
            let qhi = hands[q * 2 + 1]! & follow[c * 2 + 1]!;
            // Void in the suit: any tile may go on it, and only a trump can head it.
            if (qlo === 0 && qhi === 0) {
              qlo = hands[q * 2]!;
              qhi = hands[q * 2 + 1]!;
            }
            for (let v = 0; v < 2; v++) {
              let x = v === 0 ? qlo : qhi;
              while (x !== 0) {
                const b = x & -x;
                x ^= b;
                const rq = rank[c * N + v * 32 + 31 - Math.clz32(b)]!;
                if (rq > ob) ob = rq;
              }
            }
          }
          oppBest[c] = ob;
        }
        if (r <= ob) continue;
        bestRank = r;
        best = i;
        cashCode = c;
      }
    }
  }
  return best;
}

/** CASHING's lead for the seat to lead in `p` (at a trick start): the tile and the led code it names, or null when no lead is safe. */
export function cashingLeadOf(t: TrickTables, p: Position): { tile: number; led: number } | null {
  legalWords(t, p, p.turn, legal);
  const tile = cashingLead(t, p, p.turn, legal[0]!, legal[1]!);
  return tile < 0 ? null : { tile, led: cashCode };
}

function greedyFollow(t: TrickTables, led: number, bestRankNow: number, opponentWinning: boolean, lo: number, hi: number): number {
  const N = t.tiles.length;
  if (opponentWinning) {
    // The cheapest tile that takes the lead in the trick, if any.
    let best = -1;
    let bestRank = 1 << 30;
    for (let w = 0; w < 2; w++) {
      let m = w === 0 ? lo : hi;
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const i = w * 32 + 31 - Math.clz32(low);
        const r = t.rank[led * N + i]!;
        if (r > bestRankNow && r < bestRank) {
          bestRank = r;
          best = i;
        }
      }
    }
    if (best >= 0) return best;
  }
  return extremeTile(t, led, lo, hi, false);
}

/** Two-word mask of some tiles. */
export function wordsOf(t: TrickTables, tiles: Iterable<Tile>, out: Int32Array, at: number): void {
  out[at] = 0;
  out[at + 1] = 0;
  for (const tile of tiles) {
    const i = t.index.get(tile);
    if (i === undefined) throw new Error(`Tile ${tile} is not in this set.`);
    out[at + (i >> 5)]! |= 1 << (i & 31);
  }
}
