/**
 * An exact ("double dummy") solver for the trick games on the bots' kernel: every hand is known,
 * and the seats in `maxSide` take as many of the remaining tricks as they can while every other
 * seat works against them. For partnership games (and for a lone hand against the rest) that is
 * the game's own value; where each seat plays alone it is the usual "paranoid" reduction to two
 * sides (the others are assumed to combine against `maxSide`), so the answer is what `maxSide`
 * is sure of against any opponents.
 *
 * Null-window alpha-beta over single plays ("can maxSide still take `need` tricks?"), driven by
 * MTD(f)-style probes (the first guess and each next one a play-out of the search's own choices);
 * a transposition table keyed at trick starts (hands and leader) holds lower and upper bounds and
 * the best move; sure-trick bounds (a seat's trumps the other side has too few higher ones to
 * beat; the leader's top tiles it can cash, and its side's sure trumps after them; a side that
 * takes every trick left, or none, where the other cannot ruff); move
 * ordering tuned on random deals, with the last play that refuted a node at each ply tried early
 * (a killer, for leads and follows alike); tiles the other seats cannot tell apart searched once; the last two
 * tricks worked out directly. Legal plays come from the kernel's own rules (`legalWords`) whenever
 * a game has duties beyond following suit.
 *
 * One solve runs at a time (module state, no allocation per node).
 */
import { legalWords, newPosition, popcount, type Position, type TrickTables } from '../kernel/trick.ts';

export interface SolveOptions {
  /** Stop after about this many nodes: the answer is then an estimate (`exact: false`). */
  maxNodes?: number;
  /**
   * Stop once `performance.now()` passes this too (looked at every few thousand nodes), with the
   * same kind of answer as the node cap: a search's first solves run on code the engine has not
   * compiled yet, several times slower than the cap assumes (`timedOut` then says so).
   */
  deadline?: number;
}

export interface SolveResult {
  /** Remaining tricks (the trick in progress included) the seats in `maxSide` take. */
  tricks: number;
  exact: boolean;
  nodes: number;
  /** Proven bounds on `tricks` (both equal to it when exact). */
  lower: number;
  upper: number;
  /** The deadline, not the node cap, cut it short. */
  timedOut: boolean;
}

export interface MoveValue {
  tile: number;
  /** Led code the move names, or -1 when it follows. */
  led: number;
  /** Remaining tricks from the position before the move (as `solve` counts them) `maxSide` takes after it. */
  tricks: number;
  exact: boolean;
  lower: number;
  upper: number;
}

export interface SolveMovesResult {
  /** Every legal move (each lead choice its own move), by tile index then led code. */
  moves: MoveValue[];
  nodes: number;
  exact: boolean;
  /** The deadline, not the node cap, cut it short. */
  timedOut: boolean;
}

// ---------------------------------------------------------------- per-table facts

interface Prep {
  /** Per tile: bit l set when it follows led code l (resp. may name l). */
  followBits: Int32Array;
  namedBits: Int32Array;
  isTrump: Uint8Array;
  /** Trumps, highest first. */
  trumpOrder: Int8Array;
  /** above[(l*RANKS + r+1)*2+w]: the tiles ranking above r in led l. */
  above: Int32Array;
  /** named[l*2+w]: tiles a leader may lead naming l; reach: those and the tiles following l. */
  named: Int32Array;
  reach: Int32Array;
  duties: boolean;
}

const prepared = new WeakMap<TrickTables, Prep>();
const RANKS = 512;

function prepare(t: TrickTables): Prep {
  let pr = prepared.get(t);
  if (pr) return pr;
  const N = t.tiles.length;
  const L = t.leds;
  if (L > 30) throw new Error('The solver handles at most 30 led codes.');
  if (t.rank.some((r) => r >= RANKS - 1)) throw new Error(`The solver handles ranks below ${RANKS - 1}.`);
  const followBits = new Int32Array(N);
  const namedBits = new Int32Array(N);
  const isTrump = new Uint8Array(N);
  const named = new Int32Array(L * 2);
  const reach = new Int32Array(L * 2);
  for (let i = 0; i < N; i++) {
    isTrump[i] = (t.trump[i >> 5]! >>> (i & 31)) & 1;
    for (let l = 0; l < L; l++) if ((t.follow[l * 2 + (i >> 5)]! >>> (i & 31)) & 1) followBits[i]! |= 1 << l;
    for (let k = 0; k < 2; k++) {
      const c = t.choices[i * 2 + k]!;
      if (c < 0) continue;
      namedBits[i]! |= 1 << c;
      named[c * 2 + (i >> 5)]! |= 1 << (i & 31);
    }
  }
  for (let w = 0; w < L * 2; w++) reach[w] = named[w]! | t.follow[w]!;
  const above = new Int32Array(L * RANKS * 2);
  for (let l = 0; l < L; l++) {
    // A tile is above every rank below its own: mark it at rank - 1, then gather from the top down.
    for (let x = 0; x < N; x++) above[(l * RANKS + t.rank[l * N + x]!) * 2 + (x >> 5)]! |= 1 << (x & 31);
    for (let at = (l * RANKS + RANKS - 2) * 2; at >= l * RANKS * 2; at -= 2) {
      above[at]! |= above[at + 2]!;
      above[at + 1]! |= above[at + 3]!;
    }
  }
  // A trump's rank is the same whatever was led.
  const trumps = [...Array(N).keys()].filter((i) => isTrump[i] === 1).sort((a, b) => t.rank[b]! - t.rank[a]!);
  pr = {
    followBits, namedBits, isTrump, trumpOrder: Int8Array.from(trumps), above, named, reach,
    duties: t.mustTrump || t.mustHead || t.mustOvertrump || t.leadTrumpFirst > 0 || t.leadTrumpLater > 0,
  };
  prepared.set(t, pr);
  return pr;
}

// ---------------------------------------------------------------- search state

const MAX_SEATS = 8;
const MAX_PLY = 72;
const MAX_MOVES = 128;

// The search's state lives at the module's top level, read and written at every node. Tables and
// scratch arrays are `const`, each allocated once at its largest and filled by `load` when the
// table changes: V8's optimizing compiler takes a top-level `const` as a constant, so an access
// loses the binding's load and the array's checks (the builds keep top-level `const`:
// `topLevelVar: false`). The rest is `var`, since a top-level `let` is checked for its temporal
// dead zone at every read. Solving the bench's first 300 seven-tile Whist deals took 10.62 G
// instructions with every binding a `var` (the builds' old output), 9.47 G with the consts kept,
// 8.48 G with the tables in them too, and 11.02 G with `let` kept as well (valgrind, 2026-11-28).
// Keeping the position's fields in one array instead of `var`s took more (8.71 G), and so did
// one off the heap (9.33 G against 9.16 G with Node's start: the compiler keeps a `var` in a
// register across stores to other arrays, but not a typed array's element).
//
// Each `$`-named array is read once into a local of its plain name at the top of every function
// that runs per node and uses it (`const rank = $rank`); the ones that run once a solve or a probe
// read the binding itself, which is smaller in the page's files. Read straight from the binding at
// each use, many accesses still checked the array's map and loaded its length and data pointer (46
// map checks in `search` alone); read through the local, the compiler builds the address and length
// into every access: 9.16 G instructions to 8.23 G for the 300 deals with Node's start (valgrind,
// the same nodes).
//
// The search's functions are bound to `const`s (`const search = function search(...)`): a
// top-level `function` declaration is a binding the module could reassign, so V8 loaded it and
// checked it was still the same function at every call, inlined or not. 8.21 G to 8.05 G, counted
// as above, with `popcount` bound the same way.
/**
 * Length of the small scratch arrays: a typed array of 64 bytes or less lives on V8's heap, where
 * every access first loads where its data is; a longer one lives off it, at an address a `const`
 * binding lets the optimizing compiler build into the code (8.48 G instructions to 8.19 G, counted as above).
 */
const OFF_HEAP = 72;
const MAX_TILES = 64;
const MAX_LEDS = 30;
var T: TrickTables | null = null;
var L = 0;
const $followBits = new Int32Array(MAX_TILES);
const $namedBits = new Int32Array(MAX_TILES);
const $isTrump = new Uint8Array(MAX_TILES);
const $trumpOrder = new Int8Array(MAX_TILES);
var trumps = 0;
const $above = new Int32Array(MAX_LEDS * RANKS * 2);
const $named = new Int32Array(MAX_LEDS * 2);
const $reach = new Int32Array(MAX_LEDS * 2);
const $rank = new Int16Array(MAX_LEDS * MAX_TILES);
const $follow = new Int32Array(MAX_LEDS * 2);
const $choices = new Int8Array(MAX_TILES * 2);
const $value = new Int16Array(MAX_TILES);
var duties = false;
var leadDuty = false;
/** A leader bound to lead its highest trump tells its own trumps apart. */
var keepOwn = false;
var trumpLo = 0;
var trumpHi = 0;
var ledTrump = -1;

/** The scratch position legalWords reads; its hands are the search's hands (seats past the table's hold nothing). */
const P: Position = { ...newPosition(MAX_SEATS), hands: new Int32Array(OFF_HEAP) };
const $H: Int32Array = P.hands;
const $legalBuf = new Int32Array(OFF_HEAP);
const $nextSeat = new Int8Array(OFF_HEAP);
var nSeats = 0;
var active = 0;
var count = 0;
var maxMask = 0;

var turn = 0;
var led = -1;
var played = 0;
var bestSeat = -1;
var bestRank = -1;
var trumpIn = false;
var first = false;
/** Tricks left, the one in progress included. */
var left = 0;

var nodes = 0;
var cap = 0;
/**
 * The most nodes any solve takes, far past the most seen (39 M in a 9-tile Whist deal): a small
 * integer, so the node count and the check at every node stay integer work (an unbounded cap made
 * `checkAt` a boxed number read at every node).
 */
const NODE_LIMIT = 0x3fffffff;
var aborted = false;
/** The node count at which the cap or the clock is looked at next: one comparison a node for both. */
var checkAt = 0;
var deadline = Infinity;
var timedOut = false;
const CLOCK_EVERY = 4096;

/**
 * Per ply, the lead that last refuted a node after the list's first lead had failed (a "killer"):
 * tried early at the next lead of that ply. Random Whist deals, 7 tiles each: 20,641 nodes against
 * 26,548 without; used at follows too it cost nodes (their first choice is right 98% of the time).
 */
const $killTile = new Int8Array(MAX_PLY).fill(-1);
const $killLed = new Int8Array(MAX_PLY);
/**
 * Twins are looked for only with more than this many tricks left: below, a skipped move's subtree
 * is smaller than the look (random Whist deals, 7 tiles each: 2.65 ms a solve with twins
 * everywhere, 2.45 ms from here, 2.62 ms with none; Euchre's hand 0.060 ms against 0.058 ms).
 */
const TWINS_FROM = 4;
/** A killer lead's lift: over any lead an opponent can head, level with the sure winners (3000 and up). */
const KILLER = 2000;
/**
 * A follower's killer (its last play that refuted a node at this ply) comes after a sure, cheap win
 * of the trick (scored from 2000) and before every other play. 7-tile Whist, 2,000 deals: 10,822 to
 * 9,888 nodes a deal; above 900 it competes with the sure wins and gains nothing.
 */
const FKILLER = 800;
const $mvTile = new Int8Array(MAX_PLY * MAX_MOVES);
const $mvLed = new Int8Array(MAX_PLY * MAX_MOVES);
const $mvScore = new Int32Array(MAX_PLY * MAX_MOVES);
/** Per led code, at the lead being scored: what the opponents could play to it, whether a partner could win it, whether an opponent could ruff it. */
const $oppPlay = new Int32Array(64);
const $partWin = new Int8Array(OFF_HEAP);
const $ruffs = new Int8Array(OFF_HEAP);
/** Per led code: how many tiles following it the leader holds. */
const $lenOf = new Int8Array(OFF_HEAP);

// ---------------------------------------------------------------- transposition table

/**
 * Buckets of two entries of two words in one Int32Array: the key's second hash h2 whole, then (lower
 * | upper << 4 | best tile << 8 | best led << 15 | tricks left, at most 7, << 21 | the top 4 bits of
 * its first hash h1 << 24 | generation << 28); both are Zobrist hashes of the hands with the
 * leader's keys xored in. h1 also picks the bucket, so a position is told from another in its bucket
 * by 32 + 4 bits: a false match has odds of 2^-35 a lookup (two entries), about one 7-tile Whist
 * solve in ten million (some 3,000 lookups each). Entries of four words (both hashes whole and a tag)
 * took twice the memory: 7-tile Whist's table is 256 KB now, against 512 KB, this machine's whole L2
 * per core. The bench's first 1,000 seven-tile deals (cachegrind with that L2 as
 * the last level, Node's start set apart, 2026-11-29): 20.07 M to 18.47 M first-level data misses,
 * 5.40 M to 4.20 M second-level, 17.78 G to 17.52 G instructions (docs/BOTS.md has the times). A
 * generation per solve (4 bits; the used part is cleared when they run out) empties the
 * table without clearing it. At most 2^17 entries (1 MB, taken at the first solve, so a page or
 * thread that never solves does not hold it; as a `const` taken when the module loads it saved 0.7%
 * of the instructions: 8.19 G against 8.27 G, counted as above); a small problem uses a small corner,
 * warm in the cache.
 */
const TT_MAX_ENTRIES = 1 << 17;
/** Bounds are kept in 4 bits. The most tricks any table plays is 12 (RULES.md: 3-player Whist). */
const MAX_TRICKS = 15;
var tt = new Int32Array(0);
var ttMask = 0;
var gen = 0;
/** Words of the table written since it was last cleared. */
var ttUsed = 0;

const setTable = function setTable(tricks: number, seats: number): void {
  // Trick starts a search visits grow about fourfold a trick at a table of four, faster with more
  // seats (every seat's choice makes new ones): 5-player Whist with 6 tiles each, in a table sized
  // as for four, took 608,374 nodes and 90 ms a deal against 203,950 and 25 ms (300 deals, 2026-11-27).
  const entries = Math.min(TT_MAX_ENTRIES, 1 << Math.min(30, Math.max(2, seats - 2) * tricks + 1));
  ttMask = entries - 1;
  if (tt.length < entries * 2) {
    tt = new Int32Array(TT_MAX_ENTRIES * 2);
    gen = 0;
    ttUsed = 0;
  }
  if (++gen >= 16) {
    tt.fill(0, 0, ttUsed);
    gen = 1;
    ttUsed = 0;
  }
  if (entries * 2 > ttUsed) ttUsed = entries * 2;
};

/** Two Zobrist keys per (seat, tile), then per leader: the search keeps `hash`/`hash2` of the hands as it plays. */
const $zobrist = new Int32Array((MAX_SEATS * 64 + MAX_SEATS) * 2);
{
  let x = 0x6d2b79f5;
  for (let k = 0; k < $zobrist.length; k++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    $zobrist[k] = x;
  }
}
var hash = 0;
var hash2 = 0;

const hashHands = function hashHands(): void {
  hash = 0;
  hash2 = 0;
  for (let s = 0; s < nSeats; s++) {
    for (let w = 0; w < 2; w++) {
      let m = $H[s * 2 + w]!;
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const z = (s * 64 + w * 32 + 31 - Math.clz32(low)) * 2;
        hash ^= $zobrist[z]!;
        hash2 ^= $zobrist[z + 1]!;
      }
    }
  }
};

/**
 * A trick start's key: two hashes (the hands' with the leader's keys xored in), its bucket (the first
 * of its two entries, by the first hash) and its tag (generation, the first hash's top 4 bits, tricks
 * left for the replacement: an entry's top 11 bits, the top 8 compared). Returned as values, not
 * left in module bindings for the caller to read back (each such read cost a check: 1.4% of the
 * instructions, counted as above).
 */
const ttTag = function ttTag(h1: number): number {
  return (gen << 28) | ((h1 >>> 28) << 24) | ((left < 7 ? left : 7) << 21);
};
const leaderKey = function leaderKey(k: number): number {
  const zobrist = $zobrist;
  return zobrist[(MAX_SEATS * 64 + turn) * 2 + k]!;
};
const bucketOf = function bucketOf(h1: number): number {
  return ((h1 ^ (h1 >>> 16)) & ttMask & ~1) * 2;
};

/** The entry holding the position keyed (tag, h2) in bucket b, or -1. */
const ttFind = function ttFind(b: number, tag: number, h2: number): number {
  const t = tt;
  if (t[b] === h2 && ((t[b + 1]! ^ tag) >>> 24) === 0) return b;
  if (t[b + 2] === h2 && ((t[b + 3]! ^ tag) >>> 24) === 0) return b + 2;
  return -1;
};

/** Stores a position's bounds in its bucket: over itself, else a stale entry, else the one with fewer tricks left. */
const ttStore = function ttStore(b: number, tag: number, h2: number, lower: number, upper: number, tile: number, ledCode: number): void {
  const t = tt;
  let at = ttFind(b, tag, h2);
  if (at < 0) {
    const a = t[b + 1]!;
    const c = t[b + 3]!;
    if (a >>> 28 !== gen) at = b;
    else if (c >>> 28 !== gen) at = b + 2;
    else at = ((a >> 21) & 7) <= ((c >> 21) & 7) ? b : b + 2;
  }
  t[at] = h2;
  t[at + 1] = tag | lower | (upper << 4) | ((tile & 127) << 8) | ((ledCode & 63) << 15);
};

/** An entry's best tile (127: none) and best led code (-1: none), as `ttStore` packs them. */
const entryTile = (v: number): number => (v >> 8) & 127;
const entryLed = (v: number): number => (v << 11) >> 26;

// ---------------------------------------------------------------- small facts about the position

/** Does any of the tiles `lo`/`hi` rank above `r` in led `l`? */
const beats = (l: number, r: number, lo: number, hi: number): boolean => {
  const above = $above;
  const at = (l * RANKS + r + 1) * 2;
  return ((lo & above[at]!) | (hi & above[at + 1]!)) !== 0;
};

/** The tiles `seat` may play now, into legalBuf. */
const legalOf = function legalOf(seat: number): void {
  const follow = $follow, legalBuf = $legalBuf, H = $H;
  // `=== true`: a module binding's type is unknown, so a bare test of it is a generic truth test.
  if (duties === true) {
    P.led = led;
    P.bestRank = bestRank;
    P.trumpInTrick = trumpIn;
    P.firstTrick = first;
    legalWords(T!, P, seat, legalBuf);
    return;
  }
  const lo = H[seat * 2]!;
  const hi = H[seat * 2 + 1]!;
  if (led >= 0) {
    const flo = lo & follow[led * 2]!;
    const fhi = hi & follow[led * 2 + 1]!;
    if ((flo | fhi) !== 0) {
      legalBuf[0] = flo;
      legalBuf[1] = fhi;
      return;
    }
  }
  legalBuf[0] = lo;
  legalBuf[1] = hi;
};

/** Each side's tiles at this trick start, as `sureTrumps` found them: [lo, hi] of the other side, then of `maxSide`. */
const $sideTiles = new Int32Array(OFF_HEAP);

/** Does side 1 (`maxSide`) or side 0 (the others) hold a trump, by `sideTiles`? */
const sideHoldsTrump = function sideHoldsTrump(side: number): boolean {
  const sideTiles = $sideTiles;
  return ((sideTiles[side * 2]! & trumpLo) | (sideTiles[side * 2 + 1]! & trumpHi)) !== 0;
};

/** The led codes the tiles `lo`/`hi` may name when led. */
const namable = function namable(lo: number, hi: number): number {
  const namedBits = $namedBits;
  let leds = 0;
  for (let w = 0; w < 2; w++) {
    let m = w === 0 ? lo : hi;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      leds |= namedBits[w * 32 + 31 - Math.clz32(low)]!;
    }
  }
  return leds;
};

/** The most tricks the leader can cash in one plain suit, as `quickTricks` last found them. */
var cashNT = 0;

/** What `sureTrumps` found: tricks `maxSide` is sure of, and tricks the other side is. */
var sureMax = 0;
var sureOther = 0;
const $seatUsed = new Int8Array(OFF_HEAP);
const $seatSure = new Int8Array(OFF_HEAP);

/**
 * Tricks each side is sure of from its trumps, at a trick start (into `sureMax`, `sureOther`). A
 * seat's trumps fall in different tricks, and a trick in which it plays a trump goes to its side
 * unless the other side plays a higher trump there; one tile beats one trump at most. So a seat
 * whose trumps, highest first, cannot each be matched with a different higher trump of the other
 * side (greedily: every higher one seen so far serves any lower) is sure of a trick for each it
 * cannot match; a side, of the most any one of its seats is sure of. (Counting only a side's unbroken
 * run of top trumps, 7-tile Whist took 14,200 nodes a deal against 12,243; five seats with 6 tiles
 * each 202,240 against 88,433.)
 */
const sureTrumps = function sureTrumps(): void {
  const trumpOrder = $trumpOrder, sideTiles = $sideTiles, seatUsed = $seatUsed,
    seatSure = $seatSure, H = $H;
  let alo = 0;
  let ahi = 0;
  let blo = 0;
  let bhi = 0;
  for (let s = 0; s < nSeats; s++) {
    if (((active >> s) & 1) === 0) continue;
    seatUsed[s] = 0;
    seatSure[s] = 0;
    if ((maxMask >> s) & 1) {
      alo |= H[s * 2]!;
      ahi |= H[s * 2 + 1]!;
    } else {
      blo |= H[s * 2]!;
      bhi |= H[s * 2 + 1]!;
    }
  }
  sideTiles[2] = alo;
  sideTiles[3] = ahi;
  sideTiles[0] = blo;
  sideTiles[1] = bhi;
  sureMax = 0;
  sureOther = 0;
  // Higher trumps of each side seen so far.
  let seenA = 0;
  let seenB = 0;
  for (let k = 0; k < trumps; k++) {
    const x = trumpOrder[k]!;
    const w = x >> 5;
    const bit = 1 << (x & 31);
    const inA = ((w === 0 ? alo : ahi) & bit) !== 0;
    if (!inA && ((w === 0 ? blo : bhi) & bit) === 0) continue;
    let s = 0;
    while ((H[s * 2 + w]! & bit) === 0) s++;
    const above = inA ? seenB : seenA;
    if (seatUsed[s]! < above) seatUsed[s] = seatUsed[s]! + 1;
    else {
      const n = ++seatSure[s]!;
      if (inA) {
        if (n > sureMax) sureMax = n;
      } else if (n > sureOther) sureOther = n;
    }
    if (inA) seenA++;
    else seenB++;
  }
};

/**
 * Tricks the leader's side is sure of by leading its top tiles, at a trick start: tiles of a led
 * code no other seat can head by following, for as many rounds as every seat that could head them
 * when void still has to follow (at least the first round when no opponent is such a seat). When
 * the leader can draw every other seat's trumps with trumps nobody can head (`draws`), nobody can
 * head a top tile afterwards and the lead never leaves the leader: every trump of its and every
 * top tile counts, whatever it names. When the other side holds no trump (`loose`: no duties, at
 * most one partner), every top tile counts too: nobody can head it, a partner void in its suit
 * throws another tile or, holding only trumps, ruffs and then wins every trick left. Where leads
 * have duties, only the trick led now counts. Also sets `cashNT`: the most of those tricks in one
 * plain suit, where no trump is played (every seat that could ruff still follows), so the sure trump
 * tricks (`seatSure`) of the leader, or of a partner that can keep its trumps, all come after them:
 * without duties the two add up (7-tile Whist 11,637 to 11,288 nodes a deal with the leader's,
 * 10,822 with a partner's too).
 */
const quickTricks = function quickTricks(draws: boolean, loose: boolean): number {
  const named = $named, rank = $rank, follow = $follow, legalBuf = $legalBuf, nextSeat = $nextSeat, H = $H;
  const s = turn;
  const mine = (maxMask >> s) & 1;
  let lo = H[s * 2]!;
  let hi = H[s * 2 + 1]!;
  if (leadDuty) {
    legalOf(s);
    lo = legalBuf[0]!;
    hi = legalBuf[1]!;
  }
  let leds = namable(lo, hi);
  let best = 0;
  cashNT = 0;
  let topLo = 0;
  let topHi = 0;
  while (leds !== 0) {
    const c = 31 - Math.clz32(leds);
    leds ^= 1 << c;
    let flo = 0;
    let fhi = 0;
    for (let q = nextSeat[s]!; q !== s; q = nextSeat[q]!) {
      flo |= H[q * 2]! & follow[c * 2]!;
      fhi |= H[q * 2 + 1]! & follow[c * 2 + 1]!;
    }
    let top = 0;
    let low = 1 << 20;
    let high = -1;
    for (let w = 0; w < 2; w++) {
      let m = (w === 0 ? lo : hi) & named[c * 2 + w]!;
      while (m !== 0) {
        const b = m & -m;
        m ^= b;
        const r = rank[c * MAX_TILES + w * 32 + 31 - Math.clz32(b)]!;
        if (beats(c, r, flo, fhi)) continue;
        if (w === 0) topLo |= b;
        else topHi |= b;
        top++;
        if (r < low) low = r;
        if (r > high) high = r;
      }
    }
    if (top === 0) continue;
    let limit = leadDuty ? 0 : top;
    let firstSure = true;
    for (let q = nextSeat[s]!; q !== s; q = nextSeat[q]!) {
      const qlo = H[q * 2]!;
      const qhi = H[q * 2 + 1]!;
      const f = popcount(qlo & follow[c * 2]!) + popcount(qhi & follow[c * 2 + 1]!);
      if (f < limit && beats(c, low, qlo & ~follow[c * 2]!, qhi & ~follow[c * 2 + 1]!)) limit = f;
      if (f === 0 && ((maxMask >> q) & 1) !== mine && beats(c, high, qlo, qhi)) firstSure = false;
    }
    if (limit < 1 && firstSure) limit = 1;
    if (limit > best) best = limit;
    if (c !== ledTrump && limit > cashNT) cashNT = limit;
  }
  if (draws && !leadDuty) {
    const all = popcount(H[s * 2]! & trumpLo) + popcount(H[s * 2 + 1]! & trumpHi) + popcount(topLo & ~trumpLo) + popcount(topHi & ~trumpHi);
    if (all > best) best = all;
  } else if (loose) {
    const all = popcount(topLo) + popcount(topHi);
    if (all > best) best = all;
  }
  return best;
};

/**
 * The most sure trump tricks (`seatSure`) a seat of the leader's side keeps through k rounds of the
 * leader cashing a plain suit: the leader's own, or a partner's holding k plain tiles (it follows
 * the suit or throws a plain tile, so no trump of its leaves).
 */
const sureAfterCash = function sureAfterCash(k: number): number {
  const nextSeat = $nextSeat, seatSure = $seatSure, H = $H;
  const mine = (maxMask >> turn) & 1;
  let best = seatSure[turn]!;
  for (let q = nextSeat[turn]!; q !== turn; q = nextSeat[q]!) {
    if (((maxMask >> q) & 1) !== mine || seatSure[q]! <= best) continue;
    if (popcount(H[q * 2]! & ~trumpLo) + popcount(H[q * 2 + 1]! & ~trumpHi) >= k) best = seatSure[q]!;
  }
  return best;
};

/**
 * Can the seat to lead draw every other seat's trumps: does it hold, above all their trumps, as
 * many as the most any of them holds (they must follow a trump lead while they have one)?
 */
const drawsTrumps = function drawsTrumps(): boolean {
  const trumpOrder = $trumpOrder, above = $above, rank = $rank, nextSeat = $nextSeat, H = $H;
  let most = 0;
  let olo = 0;
  let ohi = 0;
  for (let q = nextSeat[turn]!; q !== turn; q = nextSeat[q]!) {
    const qlo = H[q * 2]! & trumpLo;
    const qhi = H[q * 2 + 1]! & trumpHi;
    if ((qlo | qhi) === 0) continue;
    const n = popcount(qlo) + popcount(qhi);
    if (n > most) most = n;
    olo |= qlo;
    ohi |= qhi;
  }
  if (most === 0) return true;
  if (ledTrump < 0) return false;
  const mlo = H[turn * 2]! & trumpLo;
  const mhi = H[turn * 2 + 1]! & trumpHi;
  if (popcount(mlo) + popcount(mhi) < most) return false;
  // The best trump the others hold (trumps rank alike whatever was led).
  let k = 0;
  for (;;) {
    const x = trumpOrder[k++]!;
    if (((x < 32 ? olo : ohi) >>> (x & 31)) & 1) {
      const at = (ledTrump * RANKS + rank[x]! + 1) * 2;
      return popcount(mlo & above[at]!) + popcount(mhi & above[at + 1]!) >= most;
    }
  }
};

/**
 * Does the leader's side take every trick left, at a trick start (after `sureTrumps`)? Surely when the
 * other side holds no trump and each tile of the leader's side names a suit in which none of theirs
 * can head it: whoever of the side leads, leads a winner, so the side never loses the lead. (Duties
 * change nothing: a tile a duty forces out is one of these winners too.)
 */
const sweeps = function sweeps(): boolean {
  const sideTiles = $sideTiles;
  const mine = (maxMask >> turn) & 1;
  if (sideHoldsTrump(1 - mine)) return false;
  const dlo = sideTiles[(1 - mine) * 2]!;
  const dhi = sideTiles[(1 - mine) * 2 + 1]!;
  return allWin(sideTiles[mine * 2]!, sideTiles[mine * 2 + 1]!, dlo, dhi) || (!duties && byPlan(mine, dlo, dhi));
};

/**
 * Steps a plan may take. 7-tile Whist, with a narrower partner test beside the plan: 32 steps 14,164
 * nodes a deal, 64 steps 14,063, 256 steps 13,954 and no time off.
 */
const PLAN_BUDGET = 64;
var planSteps = 0;
var planLo = 0;
var planHi = 0;

/**
 * `sweeps` by a plan (no duties, the leader and one partner): the other side cannot ruff, so it takes
 * a trick only if the side's best tile in it is one that a tile of theirs heads, and its tiles
 * leaving only turn more of the side's tiles into winners. So the side sweeps if the two can play
 * their own tiles so that every trick holds one of theirs that none of the other side's tiles as
 * they are now can head: the lead itself, or the partner's tile on it (a higher one of the suit, or
 * a trump when void). A search over the two hands alone, with a small budget (given up, it proves
 * nothing). Leading only such winners, 7-tile Whist took 12,243 nodes a deal; 11,637 with the
 * partner's tiles too.
 */
const byPlan = function byPlan(mine: number, dlo: number, dhi: number): boolean {
  const p = onlyPartner(mine);
  if (p < 0) return false;
  planSteps = 0;
  planLo = dlo;
  planHi = dhi;
  return plan(turn, p, left);
};

/** Can seat a, to lead, and seat b play the k tricks left so that the other side heads none? (H is left as it was.) */
const plan = function plan(a: number, b: number, k: number): boolean {
  const rank = $rank, follow = $follow, choices = $choices, H = $H;
  if (k === 0) return true;
  if (++planSteps > PLAN_BUDGET) return false;
  const alo = H[a * 2]!;
  const ahi = H[a * 2 + 1]!;
  for (let w = 0; w < 2; w++) {
    let m = w === 0 ? alo : ahi;
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const x = w * 32 + 31 - Math.clz32(bit);
      for (let t = 0; t < 2; t++) {
        const c = choices[x * 2 + t]!;
        if (c < 0) break;
        const r = rank[c * MAX_TILES + x]!;
        const sure = !beats(c, r, planLo, planHi);
        H[a * 2 + w]! ^= bit;
        const blo = H[b * 2]!;
        const bhi = H[b * 2 + 1]!;
        let flo = blo & follow[c * 2]!;
        let fhi = bhi & follow[c * 2 + 1]!;
        if ((flo | fhi) === 0) {
          flo = blo;
          fhi = bhi;
        }
        let ok = false;
        for (let v = 0; v < 2 && !ok; v++) {
          let f = v === 0 ? flo : fhi;
          while (f !== 0 && !ok) {
            const e = f & -f;
            f ^= e;
            const y = v * 32 + 31 - Math.clz32(e);
            const ry = rank[c * MAX_TILES + y]!;
            // A lead the other side can head is won by a partner's tile that nobody there heads.
            if (!sure && beats(c, ry, planLo, planHi)) continue;
            H[b * 2 + v]! ^= e;
            ok = ry > r ? plan(b, a, k - 1) : plan(a, b, k - 1);
            H[b * 2 + v]! ^= e;
          }
        }
        H[a * 2 + w]! ^= bit;
        if (ok) return true;
        if (planSteps > PLAN_BUDGET) return false;
      }
    }
  }
  return false;
};

/** The best rank in led c among the tiles `lo`/`hi` (-1 for none). */
const topRank = function topRank(c: number, lo: number, hi: number): number {
  const rank = $rank;
  let best = -1;
  for (let w = 0; w < 2; w++) {
    let m = w === 0 ? lo : hi;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      const r = rank[c * MAX_TILES + w * 32 + 31 - Math.clz32(b)]!;
      if (r > best) best = r;
    }
  }
  return best;
};

/** The leader's partner when it has exactly one (its side is `mine`), else -1. */
const onlyPartner = function onlyPartner(mine: number): number {
  const nextSeat = $nextSeat;
  let p = -1;
  for (let q = nextSeat[turn]!; q !== turn; q = nextSeat[q]!) {
    if (((maxMask >> q) & 1) !== mine) continue;
    if (p >= 0) return -1;
    p = q;
  }
  return p;
};

/** Does each of the tiles `lo`/`hi` name a suit in which none of `olo`/`ohi` (no trump among them) heads it? */
const allWin = function allWin(lo: number, hi: number, olo: number, ohi: number): boolean {
  const rank = $rank, choices = $choices;
  for (let w = 0; w < 2; w++) {
    let m = w === 0 ? lo : hi;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      const x = w * 32 + 31 - Math.clz32(b);
      const c0 = choices[x * 2]!;
      if (!beats(c0, rank[c0 * MAX_TILES + x]!, olo, ohi)) continue;
      const c1 = choices[x * 2 + 1]!;
      if (c1 < 0 || beats(c1, rank[c1 * MAX_TILES + x]!, olo, ohi)) return false;
    }
  }
  return true;
};

/**
 * Does the leader's side take no trick left, at a trick start (after `sureTrumps`)? Surely when it
 * holds no trump, each tile of the other side names a suit in which none of the leader's side can
 * head it (once that side has the lead it keeps it), and whatever suit the leader names, the other
 * side holds its best tile still out or, void in it, a trump.
 */
const swept = function swept(): boolean {
  const follow = $follow, sideTiles = $sideTiles, H = $H;
  const mine = (maxMask >> turn) & 1;
  if (sideHoldsTrump(mine)) return false;
  const slo = sideTiles[mine * 2]!;
  const shi = sideTiles[mine * 2 + 1]!;
  if (!allWin(sideTiles[(1 - mine) * 2]!, sideTiles[(1 - mine) * 2 + 1]!, slo, shi)) return false;
  let leds = namable(H[turn * 2]!, H[turn * 2 + 1]!);
  while (leds !== 0) {
    const c = 31 - Math.clz32(leds);
    leds ^= 1 << c;
    if (!heads(c, mine, slo & follow[c * 2]!, shi & follow[c * 2 + 1]!)) return false;
  }
  return true;
};

/** Can the side that is not `mine` head a lead naming c (the leader's side following it with `flo`/`fhi`): by its best follower there, or by a trump from a seat void in c? */
const heads = function heads(c: number, mine: number, flo: number, fhi: number): boolean {
  const follow = $follow, H = $H;
  for (let q = 0; q < nSeats; q++) {
    if (((active >> q) & 1) === 0 || ((maxMask >> q) & 1) === mine) continue;
    const qlo = H[q * 2]!;
    const qhi = H[q * 2 + 1]!;
    const lo = qlo & follow[c * 2]!;
    const hi = qhi & follow[c * 2 + 1]!;
    if ((lo | hi) === 0) {
      if (((qlo & trumpLo) | (qhi & trumpHi)) !== 0) return true;
      continue;
    }
    if (!beats(c, topRank(c, lo, hi), flo, fhi)) return true;
  }
  return false;
};

/** The trick in progress when every seat holds its last tile: the leader picks the led code. */
const lastTrick = function lastTrick(): number {
  const rank = $rank, choices = $choices, nextSeat = $nextSeat;
  if (led >= 0) return finishLast(led, bestSeat, bestRank, played, turn);
  const i = onlyTile(turn);
  const c0 = choices[i * 2]!;
  const c1 = choices[i * 2 + 1]!;
  const a = finishLast(c0, turn, rank[c0 * MAX_TILES + i]!, 1, nextSeat[turn]!);
  if (c1 < 0) return a;
  const b = finishLast(c1, turn, rank[c1 * MAX_TILES + i]!, 1, nextSeat[turn]!);
  return ((maxMask >> turn) & 1) === 1 ? Math.max(a, b) : Math.min(a, b);
};

const finishLast = function finishLast(l: number, bs: number, br: number, pl: number, s: number): number {
  const rank = $rank, nextSeat = $nextSeat;
  for (; pl < count; pl++) {
    const r = rank[l * MAX_TILES + onlyTile(s)]!;
    if (r > br) {
      br = r;
      bs = s;
    }
    s = nextSeat[s]!;
  }
  return (maxMask >> bs) & 1;
};

const onlyTile = function onlyTile(s: number): number {
  const H = $H;
  const lo = H[s * 2]!;
  return lo !== 0 ? 31 - Math.clz32(lo) : 63 - Math.clz32(H[s * 2 + 1]!);
};

/** Seats in play order from the leader, and each one's two tiles, for `twoLeft`. */
const $ord2 = new Int8Array(OFF_HEAP);
const $tA = new Int8Array(OFF_HEAP);
const $tB = new Int8Array(OFF_HEAP);
var need2 = 0;

/**
 * Two tricks left at a trick start, without duties: can `maxSide` take `need` of them? Played out
 * directly (at most 4 leads, two tiles a follower, then one forced trick) when the table has no
 * answer, with no ordering, twins or bounds: a general search spent a dozen nodes on each, and
 * two-trick positions were a quarter of all nodes.
 */
const twoLeft = function twoLeft(need: number): boolean {
  const rank = $rank, choices = $choices, nextSeat = $nextSeat, ord2 = $ord2, tA = $tA, tB = $tB, H = $H;
  let s = turn;
  for (let k = 0; k < count; k++) {
    ord2[k] = s;
    const lo = H[s * 2]!;
    const hi = H[s * 2 + 1]!;
    if (lo === 0) {
      tA[k] = 63 - Math.clz32(hi);
      tB[k] = 63 - Math.clz32(hi & -hi);
    } else if (hi === 0) {
      tA[k] = 31 - Math.clz32(lo);
      tB[k] = 31 - Math.clz32(lo & -lo);
    } else {
      tA[k] = 31 - Math.clz32(lo);
      tB[k] = 63 - Math.clz32(hi);
    }
    s = nextSeat[s]!;
  }
  need2 = need;
  const isMax = (maxMask >> turn) & 1;
  for (let v = 0; v < 2; v++) {
    const x = v === 0 ? tA[0]! : tB[0]!;
    for (let k = 0; k < 2; k++) {
      const c = choices[x * 2 + k]!;
      if (c < 0) break;
      const ok = follow2(1, c, rank[c * MAX_TILES + x]!, 0, v);
      if (ok === (isMax === 1)) return ok;
    }
  }
  return isMax === 0;
};

/** Trick one of `twoLeft` from play k on: `usedB` bit j set when seat j played its second tile. */
const follow2 = function follow2(k: number, c: number, br: number, bi: number, usedB: number): boolean {
  const followBits = $followBits, rank = $rank, choices = $choices, ord2 = $ord2, tA = $tA, tB = $tB;
  if (k === count) {
    // The trick's winner leads the last one, naming what suits its side.
    const w = ord2[bi]!;
    const won = (maxMask >> w) & 1;
    const want = need2 - won;
    if (want <= 0) return true;
    if (want > 1) return false;
    const z = (usedB >> bi) & 1 ? tA[bi]! : tB[bi]!;
    const c0 = choices[z * 2]!;
    const c1 = choices[z * 2 + 1]!;
    const a = last2(c0, bi, rank[c0 * MAX_TILES + z]!, usedB);
    if (c1 < 0 || a === won) return a === 1;
    return last2(c1, bi, rank[c1 * MAX_TILES + z]!, usedB) === 1;
  }
  const q = ord2[k]!;
  const a = tA[k]!;
  const b = tB[k]!;
  const fa = (followBits[a]! >> c) & 1;
  const fb = (followBits[b]! >> c) & 1;
  const isMax = ((maxMask >> q) & 1) === 1;
  // Either tile when it follows both or neither; else the one that follows.
  if (fa === 1 || fb === 0) {
    const r = rank[c * MAX_TILES + a]!;
    const ok = r > br ? follow2(k + 1, c, r, k, usedB) : follow2(k + 1, c, br, bi, usedB);
    if (ok === isMax || fa !== fb) return ok;
  }
  const r = rank[c * MAX_TILES + b]!;
  return r > br ? follow2(k + 1, c, r, k, usedB | (1 << k)) : follow2(k + 1, c, br, bi, usedB | (1 << k));
};

/** The last trick led by play-order index `li` naming c: 1 when `maxSide` wins it. */
const last2 = function last2(c: number, li: number, br: number, usedB: number): number {
  const rank = $rank, ord2 = $ord2, tA = $tA, tB = $tB;
  let bi = li;
  for (let j = 1; j < count; j++) {
    const k = li + j < count ? li + j : li + j - count;
    const z = (usedB >> k) & 1 ? tA[k]! : tB[k]!;
    const r = rank[c * MAX_TILES + z]!;
    if (r > br) {
      br = r;
      bi = k;
    }
  }
  return (maxMask >> ord2[bi]!) & 1;
};

// ---------------------------------------------------------------- moves

/**
 * Fills the move list of `ply` with scores (`pickBest` takes them best first): the table's move;
 * a lead no opponent can head, plain before trump; else leads to a partner's sure winner, high,
 * from short suits, not into a ruff; following, the cheapest sure win over an opponent, the lowest
 * tile that heads the trick, else the lowest tile (high ones and trumps are kept).
 */
const genMoves = function genMoves(ply: number, ttTile: number, ttLed: number): number {
  const rank = $rank, follow = $follow, choices = $choices, value = $value, legalBuf = $legalBuf,
    nextSeat = $nextSeat, killTile = $killTile, killLed = $killLed, mvTile = $mvTile, mvLed = $mvLed,
    mvScore = $mvScore, oppPlay = $oppPlay, partWin = $partWin, ruffs = $ruffs, lenOf = $lenOf, H = $H;
  const seat = turn;
  legalOf(seat);
  const lo = legalBuf[0]!;
  const hi = legalBuf[1]!;
  const base = ply * MAX_MOVES;
  const mine = (maxMask >> seat) & 1;
  let n = 0;
  if (led < 0) {
    let done = 0;
    for (let w = 0; w < 2; w++) {
      let m = w === 0 ? lo : hi;
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        const i = w * 32 + 31 - Math.clz32(low);
        for (let k = 0; k < 2; k++) {
          const c = choices[i * 2 + k]!;
          if (c < 0) break;
          if (((done >> c) & 1) === 0) {
            done |= 1 << c;
            leadFacts(seat, mine, c);
          }
          const r = rank[c * MAX_TILES + i]!;
          let score: number;
          // Sure winners in plain suits before sure trumps (highest first in each): cashing a plain
          // winner keeps the trumps for later. 7-tile Whist 9,888 to 9,593 nodes a deal; 8 tiles 47,580
          // to 46,309; 5-player Whist with 5 tiles 2,955 to 2,486; Loo for four 385 to 359.
          if (!beats(c, r, oppPlay[c * 2]!, oppPlay[c * 2 + 1]!)) score = 3000 + (r >= 200 ? r - 300 : r);
          else {
            score = 1000 + r * 2 - lenOf[c]! * 64 + partWin[c]! * 500 - ruffs[c]! * 300;
          }
          if (i === killTile[ply] && c === killLed[ply]) score += KILLER;
          if (i === ttTile && c === ttLed) score = 1 << 28;
          mvTile[base + n] = i;
          mvLed[base + n] = c;
          mvScore[base + n] = score;
          n++;
        }
      }
    }
    return n;
  }
  if (((lo - 1) & lo) === 0 && ((hi - 1) & hi) === 0 && (lo === 0 || hi === 0)) {
    // One tile: nothing to order.
    mvTile[base] = lo !== 0 ? 31 - Math.clz32(lo) : 63 - Math.clz32(hi);
    mvLed[base] = -1;
    mvScore[base] = 0;
    return 1;
  }
  // The tiles the opponents still to play in this trick could play to it.
  let plo = 0;
  let phi = 0;
  let q = nextSeat[seat]!;
  for (let k = played + 1; k < count; k++) {
    if (((maxMask >> q) & 1) !== mine) {
      const qlo = H[q * 2]!;
      const qhi = H[q * 2 + 1]!;
      const flo = qlo & follow[led * 2]!;
      const fhi = qhi & follow[led * 2 + 1]!;
      const has = (flo | fhi) !== 0;
      plo |= has ? flo : qlo;
      phi |= has ? fhi : qhi;
    }
    q = nextSeat[q]!;
  }
  const sideWins = ((maxMask >> bestSeat) & 1) === mine;
  const safe = sideWins && !beats(led, bestRank, plo, phi);
  for (let w = 0; w < 2; w++) {
    let m = w === 0 ? lo : hi;
    while (m !== 0) {
      const low = m & -m;
      m ^= low;
      const i = w * 32 + 31 - Math.clz32(low);
      const r = rank[led * MAX_TILES + i]!;
      let score: number;
      if (safe || r <= bestRank) score = 1000 - value[i]!;
      else if (!beats(led, r, plo, phi)) score = 2000 - r;
      else score = sideWins ? 1000 - value[i]! : 1500 - r;
      if (i === killTile[ply]) score += FKILLER;
      if (i === ttTile) score = 1 << 28;
      mvTile[base + n] = i;
      mvLed[base + n] = -1;
      mvScore[base + n] = score;
      n++;
    }
  }
  return n;
};

/** For a lead naming c: what the opponents could play to it, whether a partner could win it, whether an opponent could ruff. */
const leadFacts = function leadFacts(seat: number, mine: number, c: number): void {
  const rank = $rank, follow = $follow, nextSeat = $nextSeat, oppPlay = $oppPlay, partWin = $partWin,
    ruffs = $ruffs, lenOf = $lenOf, H = $H;
  let plo = 0;
  let phi = 0;
  let alo = 0;
  let ahi = 0;
  let ruff = 0;
  for (let q = nextSeat[seat]!; q !== seat; q = nextSeat[q]!) {
    const qlo = H[q * 2]!;
    const qhi = H[q * 2 + 1]!;
    const flo = qlo & follow[c * 2]!;
    const fhi = qhi & follow[c * 2 + 1]!;
    const has = (flo | fhi) !== 0;
    if (((maxMask >> q) & 1) === mine) {
      alo |= has ? flo : qlo;
      ahi |= has ? fhi : qhi;
    } else {
      plo |= has ? flo : qlo;
      phi |= has ? fhi : qhi;
      if (!has && ((qlo & trumpLo) | (qhi & trumpHi)) !== 0) ruff = 1;
    }
  }
  oppPlay[c * 2] = plo;
  oppPlay[c * 2 + 1] = phi;
  let pw = 0;
  for (let v = 0; v < 2 && pw === 0; v++) {
    let m = v === 0 ? alo : ahi;
    while (m !== 0) {
      const b = m & -m;
      m ^= b;
      if (!beats(c, rank[c * MAX_TILES + v * 32 + 31 - Math.clz32(b)]!, plo, phi)) {
        pw = 1;
        break;
      }
    }
  }
  partWin[c] = pw;
  ruffs[c] = ruff;
  lenOf[c] = popcount(H[seat * 2]! & follow[c * 2]!) + popcount(H[seat * 2 + 1]! & follow[c * 2 + 1]!);
};

/** Moves the best-scored of moves k.. of the list at `base` to place k. */
const pickBest = function pickBest(base: number, k: number, n: number): void {
  const mvTile = $mvTile, mvLed = $mvLed, mvScore = $mvScore;
  let b = base + k;
  for (let j = base + k + 1; j < base + n; j++) if (mvScore[j]! > mvScore[b]!) b = j;
  if (b === base + k) return;
  const s = mvScore[b]!;
  const ti = mvTile[b]!;
  const tl = mvLed[b]!;
  mvScore[b] = mvScore[base + k]!;
  mvTile[b] = mvTile[base + k]!;
  mvLed[b] = mvLed[base + k]!;
  mvScore[base + k] = s;
  mvTile[base + k] = ti;
  mvLed[base + k] = tl;
};

/** Led codes some other seat (holding `oLo`/`oHi`) may name or follow: the only ones whose members it can tell apart. */
const relevant = function relevant(oLo: number, oHi: number): number {
  let rel = 0;
  for (let l = 0; l < L; l++) if (((oLo & $reach[l * 2]!) | (oHi & $reach[l * 2 + 1]!)) !== 0) rel |= 1 << l;
  return rel;
};

/** `relevant`, for the led codes in `cand` only. */
const relevantAmong = function relevantAmong(oLo: number, oHi: number, cand: number): number {
  const reach = $reach;
  let rel = 0;
  while (cand !== 0) {
    const l = 31 - Math.clz32(cand);
    cand ^= 1 << l;
    if (((oLo & reach[l * 2]!) | (oHi & reach[l * 2 + 1]!)) !== 0) rel |= 1 << l;
  }
  return rel;
};

/**
 * Are moves (i, c) and (j, c2) (c: the led code named, -1 when following) the same to the other
 * seats (holding `oLo`/`oHi`), now and later? Same trump status; the same membership and lead
 * choices in every led code they may name or follow (`rel`), with none of their tiles ranked
 * between the two there; both or neither able to name a suit nobody else holds (such a lead wins
 * unless trumped, whatever it names); the same against the trick's best so far.
 */
const twins = function twins(i: number, c: number, j: number, c2: number, oLo: number, oHi: number, rel: number): boolean {
  const followBits = $followBits, namedBits = $namedBits, isTrump = $isTrump, rank = $rank, H = $H;
  if (c >= 0 && ((rel >> c) & 1) === 0 ? c2 < 0 || ((rel >> c2) & 1) !== 0 : c2 !== c) return false;
  if (i === j) return true;
  if (isTrump[i] !== isTrump[j]) return false;
  const fi = followBits[i]!;
  const fj = followBits[j]!;
  const ni = namedBits[i]!;
  const nj = namedBits[j]!;
  if ((((fi ^ fj) | (ni ^ nj)) & rel) !== 0 || ((ni & ~rel) !== 0) !== ((nj & ~rel) !== 0)) return false;
  if (led >= 0 && rank[led * MAX_TILES + i]! > bestRank !== rank[led * MAX_TILES + j]! > bestRank) return false;
  let m = fi & fj & rel;
  while (m !== 0) {
    const l = 31 - Math.clz32(m);
    m ^= 1 << l;
    if (between(l, i, j, oLo, oHi)) return false;
  }
  if (keepOwn && isTrump[i] === 1) {
    // Its own trumps too, but for these two.
    const pair = (i < 32 ? 1 << i : 0) | (j < 32 ? 1 << j : 0);
    const pairHi = (i >= 32 ? 1 << (i - 32) : 0) | (j >= 32 ? 1 << (j - 32) : 0);
    if (between(ledTrump, i, j, oLo | (H[turn * 2]! & ~pair), oHi | (H[turn * 2 + 1]! & ~pairHi))) return false;
  }
  return true;
};

/** Does one of the tiles `lo`/`hi` (neither i nor j) rank between i and j in led l (ties included), both following it? */
const between = function between(l: number, i: number, j: number, lo: number, hi: number): boolean {
  const above = $above, rank = $rank;
  const ri = rank[l * MAX_TILES + i]!;
  const rj = rank[l * MAX_TILES + j]!;
  const a = ((ri < rj ? ri : rj) + l * RANKS) * 2;
  const b = ((ri < rj ? rj : ri) + 1 + l * RANKS) * 2;
  return ((lo & above[a]! & ~above[b]!) | (hi & above[a + 1]! & ~above[b + 1]!)) !== 0;
};

/** Is move k of `ply` the same (`twins`) as an earlier one, so already searched? */
const sameAsEarlier = function sameAsEarlier(ply: number, k: number, oLo: number, oHi: number, rel: number): boolean {
  const mvTile = $mvTile, mvLed = $mvLed;
  const base = ply * MAX_MOVES;
  const i = mvTile[base + k]!;
  const c = mvLed[base + k]!;
  for (let e = 0; e < k; e++) if (twins(i, c, mvTile[base + e]!, mvLed[base + e]!, oLo, oHi, rel)) return true;
  return false;
};

// ---------------------------------------------------------------- the search

/** Can `maxSide` take at least `need` of the tricks left from here? */
const search = function search(need: number, ply: number): boolean {
  const followBits = $followBits, namedBits = $namedBits, rank = $rank, nextSeat = $nextSeat,
    killTile = $killTile, killLed = $killLed, mvTile = $mvTile, mvLed = $mvLed, zobrist = $zobrist, H = $H;
  if (need <= 0) return true;
  if (need > left) return false;
  if (++nodes > checkAt && overBudget()) return false;
  if (left === 1) return lastTrick() >= need;
  let slot = -1;
  let tag = 0;
  let h1 = 0;
  let h2 = 0;
  let lower = 0;
  let upper = left;
  let ttTile = -1;
  let ttLed = -1;
  if (played === 0) {
    h1 = hash ^ leaderKey(0);
    tag = ttTag(h1);
    h2 = hash2 ^ leaderKey(1);
    slot = bucketOf(h1);
    const at = ttFind(slot, tag, h2);
    if (at >= 0) {
      const v = tt[at + 1]!;
      lower = v & 15;
      upper = (v >> 4) & 15;
      if (lower >= need) return true;
      if (upper < need) return false;
      ttTile = entryTile(v);
      ttLed = entryLed(v);
    } else if (left === 2 && !duties) {
      const ok = twoLeft(need);
      if (ok) lower = need;
      else upper = need - 1;
      ttStore(slot, tag, h2, lower, upper, 255, -1);
      return ok;
    } else {
      sureTrumps();
      lower = sureMax;
      upper = left - sureOther;
      if (lower < need && upper >= need) {
        const leaderMax = ((maxMask >> turn) & 1) === 1;
        // A sweep by either side settles any probe, but is worth a look only where the leader's
        // side wants all or all but one of the tricks (its sweep), or at most two (the other's).
        const wants = leaderMax ? need : left + 1 - need;
        if (wants >= left - 1 && sweeps()) {
          if (leaderMax) lower = left;
          else upper = 0;
        } else if (wants <= 2 && swept()) {
          if (leaderMax) upper = 0;
          else lower = left;
        } else {
          // Cashing is worth working out when one trick decides it, or when nothing will be ruffed:
          // the leader can draw every trump, or the other side holds none (`loose`, with at most
          // one partner, whose ruff would leave it holding trumps alone).
          const draws = !leadDuty && drawsTrumps();
          const loose = !draws && !duties && !sideHoldsTrump(leaderMax ? 0 : 1) && popcount(active & (leaderMax ? maxMask : ~maxMask)) <= 2;
          if (draws || loose || wants <= 1 || (!duties && (leaderMax ? sureMax : sureOther) > 0)) {
            let q = quickTricks(draws, loose);
            if (!duties) q = Math.max(q, cashNT + sureAfterCash(cashNT));
            if (leaderMax) lower = Math.max(lower, q);
            else upper = Math.min(upper, left - q);
          }
        }
      }
      if (lower >= need || upper < need) {
        ttStore(slot, tag, h2, lower, upper, 255, -1);
        return lower >= need;
      }
    }
  }
  const seat = turn;
  const isMax = ((maxMask >> seat) & 1) === 1;
  const n = genMoves(ply, ttTile, ttLed);
  const base = ply * MAX_MOVES;
  const sLed = led;
  const sBestSeat = bestSeat;
  const sBestRank = bestRank;
  const sTrumpIn = trumpIn;
  const sFirst = first;
  const sPlayed = played;
  let oLo = 0;
  let oHi = 0;
  let rel = -1;
  let result = !isMax;
  let bestTile = 255;
  let bestLed = -1;
  for (let k = 0; k < n; k++) {
    if (k + 1 < n) pickBest(base, k, n);
    if (k > 0 && left > TWINS_FROM) {
      if (rel < 0) {
        for (let q = nextSeat[seat]!; q !== seat; q = nextSeat[q]!) {
          oLo |= H[q * 2]!;
          oHi |= H[q * 2 + 1]!;
        }
        // Only the led codes these tiles follow or may name matter to twins.
        let cand = 0;
        for (let e = base; e < base + n; e++) cand |= followBits[mvTile[e]!]! | namedBits[mvTile[e]!]!;
        rel = relevantAmong(oLo, oHi, cand);
      }
      if (sameAsEarlier(ply, k, oLo, oHi, rel)) continue;
    }
    const i = mvTile[base + k]!;
    const w = seat * 2 + (i >> 5);
    const bit = 1 << (i & 31);
    const z = zobrist[(seat * 64 + i) * 2]!;
    const z2 = zobrist[(seat * 64 + i) * 2 + 1]!;
    H[w]! ^= bit;
    hash ^= z;
    hash2 ^= z2;
    if (sLed < 0) led = mvLed[base + k]!;
    const r = rank[led * MAX_TILES + i]!;
    if (r > bestRank) {
      bestRank = r;
      bestSeat = seat;
    }
    if (r >= 200) trumpIn = true;
    let ok: boolean;
    if (sPlayed + 1 < count) {
      played = sPlayed + 1;
      turn = nextSeat[seat]!;
      ok = search(need, ply + 1);
    } else {
      const winner = bestSeat;
      turn = winner;
      led = -1;
      played = 0;
      bestSeat = -1;
      bestRank = -1;
      trumpIn = false;
      first = false;
      left--;
      ok = search(need - ((maxMask >> winner) & 1), ply + 1);
      left++;
    }
    H[w]! ^= bit;
    hash ^= z;
    hash2 ^= z2;
    turn = seat;
    led = sLed;
    played = sPlayed;
    bestSeat = sBestSeat;
    bestRank = sBestRank;
    trumpIn = sTrumpIn;
    first = sFirst;
    if (aborted === true) return false;
    if (ok === isMax) {
      if (k > 0) {
        killTile[ply] = i;
        killLed[ply] = mvLed[base + k]!;
      }
      result = ok;
      bestTile = i;
      bestLed = mvLed[base + k]!;
      break;
    }
  }
  if (slot >= 0) {
    // `lower` and `upper` hold what the table knew on the way in: the position cannot recur below
    // itself (every play takes a tile away), so nothing deeper added to its entry.
    if (result) lower = Math.max(lower, need);
    else upper = Math.min(upper, need - 1);
    ttStore(slot, tag, h2, lower, upper, bestTile, bestLed);
  }
  return result;
};

// ---------------------------------------------------------------- driving it

/** Loads a position into the search state; returns the tricks left (0: the hand is over). */
const load = function load(t: TrickTables, p: Position, maxSide: number, maxNodes: number | undefined, until?: number): number {
  if (t !== T) {
    const pr = prepare(t);
    T = t;
    L = t.leds;
    $followBits.set(pr.followBits);
    $namedBits.set(pr.namedBits);
    $isTrump.set(pr.isTrump);
    $trumpOrder.set(pr.trumpOrder);
    trumps = pr.trumpOrder.length;
    $above.set(pr.above);
    $named.set(pr.named);
    $reach.set(pr.reach);
    // A led code's ranks at a stride of MAX_TILES, a constant, rather than the table's tile count.
    const n = t.tiles.length;
    for (let l = 0; l < t.leds; l++) $rank.set(t.rank.subarray(l * n, (l + 1) * n), l * MAX_TILES);
    $follow.set(t.follow);
    $choices.set(t.choices);
    $value.set(t.value);
    duties = pr.duties;
    leadDuty = t.leadTrumpFirst > 0 || t.leadTrumpLater > 0;
    keepOwn = t.leadHighestTrump;
    trumpLo = t.trump[0]!;
    trumpHi = t.trump[1]!;
    ledTrump = t.ledTrump;
  }
  nSeats = p.tricks.length;
  if (nSeats > MAX_SEATS) throw new Error(`The solver plays at most ${MAX_SEATS} seats.`);
  $H.fill(0);
  $H.set(p.hands);
  active = p.active;
  count = popcount(active);
  for (let s = 0; s < nSeats; s++) {
    let q = s;
    do q = q + 1 === nSeats ? 0 : q + 1;
    while (((active >> q) & 1) === 0 && q !== s);
    $nextSeat[s] = q;
  }
  maxMask = maxSide;
  turn = p.turn;
  led = p.led;
  played = p.played;
  bestSeat = p.bestSeat;
  bestRank = p.bestRank;
  trumpIn = p.trumpInTrick;
  first = p.firstTrick;
  left = popcount($H[turn * 2]!) + popcount($H[turn * 2 + 1]!);
  if (left > 0 || played > 0) checkSizes();
  setTable(left, count);
  hashHands();
  $killTile.fill(-1);
  nodes = 0;
  cap = Math.min(maxNodes ?? NODE_LIMIT, NODE_LIMIT);
  deadline = until ?? Infinity;
  checkAt = deadline === Infinity ? cap : Math.min(cap, CLOCK_EVERY);
  aborted = false;
  timedOut = false;
  return left;
};

/** Past the node cap or the deadline: stop the search (`aborted`). Else when to look again. */
const overBudget = function overBudget(): boolean {
  if (nodes > cap) aborted = true;
  else if (performance.now() > deadline) aborted = timedOut = true;
  else checkAt = Math.min(cap, nodes + CLOCK_EVERY);
  return aborted;
};

/** Hands of unequal size would have the search play tiles nobody holds: refuse them, and hands the table cannot count (`MAX_TRICKS`). */
const checkSizes = function checkSizes(): void {
  if (left > MAX_TRICKS) throw new Error(`solver-bad-position: ${left} tricks left, at most ${MAX_TRICKS} solved`);
  let s = turn;
  for (let k = 0; k < count; k++) {
    const size = popcount($H[s * 2]!) + popcount($H[s * 2 + 1]!);
    const want = k < count - played ? left : left - 1;
    if (size !== want || left === 0) throw new Error(`solver-bad-position: seat ${s} holds ${size} tiles, ${want} expected`);
    s = $nextSeat[s]!;
  }
};

/**
 * The hand played out by every seat's first move in the search's order, the table's best move
 * first where it has one: the probes' guess (after a probe, the line it proved). Leaves the state
 * as it was.
 */
const guess = function guess(): number {
  const sTurn = turn;
  const sLed = led;
  const sPlayed = played;
  const sBestSeat = bestSeat;
  const sBestRank = bestRank;
  const sTrumpIn = trumpIn;
  const sFirst = first;
  const sLeft = left;
  const sHash = hash;
  const sHash2 = hash2;
  $saved.set($H);
  const at = (MAX_PLY - 1) * MAX_MOVES;
  let mine = 0;
  while (left > 0) {
    let ttTile = -1;
    let ttLed = -1;
    if (played === 0) {
      const h1 = hash ^ leaderKey(0);
      const e = ttFind(bucketOf(h1), ttTag(h1), hash2 ^ leaderKey(1));
      if (e >= 0) {
        const v = tt[e + 1]!;
        ttTile = entryTile(v);
        ttLed = entryLed(v);
      }
    }
    pickBest(at, 0, genMoves(MAX_PLY - 1, ttTile, ttLed));
    const i = $mvTile[at]!;
    $H[turn * 2 + (i >> 5)]! ^= 1 << (i & 31);
    hash ^= $zobrist[(turn * 64 + i) * 2]!;
    hash2 ^= $zobrist[(turn * 64 + i) * 2 + 1]!;
    if (led < 0) led = $mvLed[at]!;
    const r = $rank[led * MAX_TILES + i]!;
    if (r > bestRank) {
      bestRank = r;
      bestSeat = turn;
    }
    if (r >= 200) trumpIn = true;
    if (++played < count) {
      turn = $nextSeat[turn]!;
      continue;
    }
    mine += (maxMask >> bestSeat) & 1;
    turn = bestSeat;
    led = -1;
    played = 0;
    bestSeat = -1;
    bestRank = -1;
    trumpIn = false;
    first = false;
    left--;
  }
  $H.set($saved.subarray(0, $H.length));
  hash = sHash;
  hash2 = sHash2;
  turn = sTurn;
  led = sLed;
  played = sPlayed;
  bestSeat = sBestSeat;
  bestRank = sBestRank;
  trumpIn = sTrumpIn;
  first = sFirst;
  left = sLeft;
  return mine;
};
const $saved = new Int32Array(OFF_HEAP);

/** Probes from guess `g` until the value is pinned in [lo, hi] or the node cap cuts it short; into `bounds`. */
const drive = function drive(lo: number, hi: number, g: number, ply: number): void {
  while (lo < hi) {
    const test = Math.min(Math.max(g, lo + 1), hi);
    const ok = search(test, ply);
    if (aborted) break;
    // The line the probe proved is the next guess when it goes further than one step (worth a
    // play-out when probes are dear).
    const pv = hi - lo > 2 && left > 5 ? guess() : ok ? 0 : left;
    if (ok) {
      lo = test;
      g = Math.max(test + 1, pv);
    } else {
      hi = test - 1;
      g = Math.min(test - 1, pv);
    }
  }
  $bounds[0] = lo;
  $bounds[1] = hi;
};
const $bounds = new Int32Array(OFF_HEAP);

/**
 * The remaining tricks (the one in progress included) the seats in `maxSide` (a bitmask of seats)
 * take with best play by all. `p` is left as it was. Past `maxNodes` the answer is the first
 * guess (every seat's first move in the search's order) clamped to the bounds proven so far,
 * with `exact: false`.
 */
export function solve(t: TrickTables, p: Position, maxSide: number, opts: SolveOptions = {}): SolveResult {
  const total = load(t, p, maxSide, opts.maxNodes, opts.deadline);
  if (total === 0) return { tricks: 0, exact: true, nodes: 0, lower: 0, upper: 0, timedOut: false };
  const g = guess();
  drive(0, total, g, 0);
  const lo = $bounds[0]!;
  const hi = $bounds[1]!;
  return { tricks: Math.min(Math.max(g, lo), hi), exact: lo === hi, nodes, lower: lo, upper: hi, timedOut };
}

/**
 * The value of every legal move of the seat to play: the remaining tricks (counted from `p`, as
 * `solve` does) `maxSide` takes after it. One table serves all the moves, each probed from the
 * value of the one before; a move the others cannot tell from one already solved gets its value.
 * The node cap is shared; moves it cuts short are estimates within their proven bounds.
 */
export function solveMoves(t: TrickTables, p: Position, maxSide: number, opts: SolveOptions = {}): SolveMovesResult {
  const total = load(t, p, maxSide, opts.maxNodes, opts.deadline);
  if (total === 0) return { moves: [], nodes: 0, exact: true, timedOut: false };
  const seat = turn;
  const n = genMoves(0, -1, -1);
  for (let k = 0; k < n; k++) pickBest(0, k, n);
  let g = guess();
  const moves: MoveValue[] = [];
  const sLed = led;
  const sBestSeat = bestSeat;
  const sBestRank = bestRank;
  const sTrumpIn = trumpIn;
  const sFirst = first;
  const sPlayed = played;
  let oLo = 0;
  let oHi = 0;
  for (let q = $nextSeat[seat]!; q !== seat; q = $nextSeat[q]!) {
    oLo |= $H[q * 2]!;
    oHi |= $H[q * 2 + 1]!;
  }
  const rel = relevant(oLo, oHi);
  let allExact = true;
  for (let k = 0; k < n; k++) {
    const i = $mvTile[k]!;
    const c = $mvLed[k]!;
    const ledName = sLed < 0 ? c : -1;
    // Moves are listed at ply 0 in search order; an equivalent earlier one has the same value.
    let twin = -1;
    for (let e = 0; e < k && twin < 0; e++) if (twins(i, c, $mvTile[e]!, $mvLed[e]!, oLo, oHi, rel)) twin = e;
    if (twin >= 0) {
      const m = moves[twin]!;
      moves.push({ ...m, tile: i, led: ledName });
      continue;
    }
    const w = seat * 2 + (i >> 5);
    const bit = 1 << (i & 31);
    $H[w]! ^= bit;
    hash ^= $zobrist[(seat * 64 + i) * 2]!;
    hash2 ^= $zobrist[(seat * 64 + i) * 2 + 1]!;
    if (sLed < 0) led = c;
    const r = $rank[led * MAX_TILES + i]!;
    if (r > bestRank) {
      bestRank = r;
      bestSeat = seat;
    }
    if (r >= 200) trumpIn = true;
    let won = 0;
    if (sPlayed + 1 < count) {
      played = sPlayed + 1;
      turn = $nextSeat[seat]!;
    } else {
      won = (maxMask >> bestSeat) & 1;
      turn = bestSeat;
      led = -1;
      played = 0;
      bestSeat = -1;
      bestRank = -1;
      trumpIn = false;
      first = false;
      left--;
    }
    if (aborted) {
      $bounds[0] = 0;
      $bounds[1] = left;
    } else drive(0, left, g - won, 1);
    const lo = $bounds[0]! + won;
    const hi = $bounds[1]! + won;
    left = total;
    $H[w]! ^= bit;
    hash ^= $zobrist[(seat * 64 + i) * 2]!;
    hash2 ^= $zobrist[(seat * 64 + i) * 2 + 1]!;
    turn = seat;
    led = sLed;
    played = sPlayed;
    bestSeat = sBestSeat;
    bestRank = sBestRank;
    trumpIn = sTrumpIn;
    first = sFirst;
    const exact = lo === hi;
    if (!exact) allExact = false;
    else g = lo;
    moves.push({ tile: i, led: ledName, tricks: Math.min(Math.max(g, lo), hi), exact, lower: lo, upper: hi });
  }
  moves.sort((a, b) => a.tile - b.tile || a.led - b.led);
  return { moves, nodes, exact: allExact, timedOut };
}
