/**
 * The `easy` Domino Whist bot: sound heuristics over the seat's view only.
 * It reads the public log to count tiles and spot voids, and uses the game's own
 * pure rules (suit membership, trick winner) so it cannot misread a ruling.
 */
import { doubleSet, parseTile, type Tile } from '@boneyard/core';
import { chooseFollowTile } from './trick-play.ts';
import { whist } from '@boneyard/games';
import type { WhistAction, WhistView } from '@boneyard/games';

type Trump = whist.WhistTrump;
type Led = whist.WhistLed;

/**
 * A set's tiles by index, and each trump's tiles from the highest down (as indexes) with their mask
 * (two 32-bit words: a 9-9 set has 55 tiles): the estimates run for every trump of every sampled
 * bidder inside the search, so they read bits, not strings.
 */
interface TrumpTables {
  index: Map<Tile, number>;
  order: Int8Array[];
  mask: Int32Array[];
}
const tables = new Map<number, TrumpTables>();
const trumpLists = new Map<number, readonly Trump[]>();
/** Every trump a declarer may name, in the order the bot prefers them on a tie. */
const TRUMPS_OF = (maxPip: number): readonly Trump[] => {
  let list = trumpLists.get(maxPip);
  if (!list) trumpLists.set(maxPip, (list = [...Array.from({ length: maxPip + 1 }, (_, i) => maxPip - i), 'doubles', 'none']));
  return list;
};
const trumpAt = (trump: Trump, maxPip: number): number => (trump === 'doubles' ? maxPip + 1 : trump === 'none' ? maxPip + 2 : maxPip - trump);

function trumpTables(maxPip: number): TrumpTables {
  let t = tables.get(maxPip);
  if (!t) {
    const set = doubleSet(maxPip);
    const index = new Map(set.map((u, i) => [u, i]));
    const order: Int8Array[] = [];
    const mask: Int32Array[] = [];
    for (const trump of TRUMPS_OF(maxPip)) {
      const sys = whist.suitSystem(trump);
      const tiles = set.filter((u) => whist.isTrump(u, trump)).sort((a, b) => sys.trumpRank(b) - sys.trumpRank(a));
      order.push(Int8Array.from(tiles, (u) => index.get(u)!));
      const m = new Int32Array(2);
      for (const u of tiles) m[index.get(u)! >> 5]! |= 1 << (index.get(u)! & 31);
      mask.push(m);
    }
    t = { index, order, mask };
    tables.set(maxPip, t);
  }
  return t;
}

/** What the estimate reads of a hand whatever the trump: read once when every trump is weighed. */
interface HandFacts {
  tables: TrumpTables;
  /** The hand's tiles (indexes, in hand order) and as a mask. */
  tiles: Int8Array;
  held: Int32Array;
  /** Per tile: a double; a tile whose double of either end is also held. */
  double: Uint8Array;
  guarded: Uint8Array;
}

const has = (m: Int32Array, i: number): boolean => ((m[i >> 5]! >>> (i & 31)) & 1) === 1;

function handFacts(hand: readonly Tile[], maxPip: number): HandFacts {
  const tables = trumpTables(maxPip);
  const tiles = Int8Array.from(hand, (u) => tables.index.get(u) ?? -1);
  const held = new Int32Array(2);
  for (const i of tiles) if (i >= 0) held[i >> 5]! |= 1 << (i & 31);
  const double = new Uint8Array(hand.length);
  const guarded = new Uint8Array(hand.length);
  hand.forEach((u, k) => {
    const [a, b] = parseTile(u);
    const d = (x: number) => tables.index.get(`${x}-${x}`);
    double[k] = a === b ? 1 : 0;
    guarded[k] = a !== b && [d(a), d(b)].some((i) => i !== undefined && has(held, i)) ? 1 : 0;
  });
  return { tables, tiles, held, double, guarded };
}

/** Estimated tricks `hand` takes with `trump`, leading first. */
export function estimateTricks(hand: readonly Tile[], trump: Trump, maxPip: number): number {
  return estimateWith(handFacts(hand, maxPip), trump, maxPip);
}

function estimateWith(f: HandFacts, trump: Trump, maxPip: number): number {
  const k = trumpAt(trump, maxPip);
  const order = f.tables.order[k]!;
  const mask = f.tables.mask[k]!;
  let trumps = 0;
  for (let i = 0; i < order.length; i++) if (has(f.held, order[i]!)) trumps++;
  let est = 0;
  // Walking the trumps from the top, count the higher ones held by others.
  let higher = 0;
  for (let i = 0; i < order.length; i++) {
    if (!has(f.held, order[i]!)) {
      higher++;
      continue;
    }
    est += Math.max(0, 1 - 0.3 * higher) + (trumps >= 4 ? 0.15 : 0);
  }
  for (let i = 0; i < f.tiles.length; i++) {
    const t = f.tiles[i]!;
    if (t >= 0 && has(mask, t)) continue;
    if (f.double[i]) est += trump === 'none' ? 0.8 : 0.6;
    else if (f.guarded[i]) est += 0.2;
  }
  return est;
}

/**
 * The last answers, by hand: the search's reading of bids (search/whist-search.ts) asks about one hand at
 * each of a seat's bids in a sampled world, and the answer is the same every time.
 */
const bestTrumps = new WeakMap<readonly Tile[], { key: string; best: { trump: Trump; est: number } }>();

export function bestTrump(hand: readonly Tile[], maxPip: number): { trump: Trump; est: number } {
  // Keyed by the array and checked against its tiles, in case an array is changed after it was asked about.
  const key = `${maxPip}:${hand.join()}`;
  const known = bestTrumps.get(hand);
  if (known && known.key === key) return { ...known.best };
  const best = searchTrumps(hand, maxPip);
  bestTrumps.set(hand, { key, best });
  return { ...best };
}

function searchTrumps(hand: readonly Tile[], maxPip: number): { trump: Trump; est: number } {
  const options = TRUMPS_OF(maxPip);
  let best = { trump: options[0]!, est: -1 };
  const f = handFacts(hand, maxPip);
  for (const trump of options) {
    const est = estimateWith(f, trump, maxPip);
    if (est > best.est + 1e-9) best = { trump, est };
  }
  return best;
}

/** Tiles no longer unseen by this seat: played this hand, own hand, own discard. */
function unseenTiles(v: WhistView): Tile[] {
  const seen = new Set<Tile>(v.hand);
  for (const e of v.log) if (e.type === 'play') seen.add(e.tile);
  for (const p of v.trick) seen.add(p.tile);
  if (v.widowDiscard) seen.add(v.widowDiscard);
  return doubleSet(v.maxPip).filter((t) => !seen.has(t));
}

/** Suits each seat has shown it lacks (a discard or a non-trump on a trump lead). */
function voids(v: WhistView): Set<string>[] {
  const out = Array.from({ length: v.players }, () => new Set<string>());
  let led: Led | null = null;
  for (const e of v.log) {
    if (e.type === 'trick') led = null;
    if (e.type !== 'play') continue;
    if (led === null) led = e.suit ?? null;
    else if (e.suit === null || (led === 'trump' && e.suit !== 'trump')) out[e.seat]!.add(String(led));
    else if (e.suit === 'trump' && led !== 'trump') out[e.seat]!.add(String(led));
  }
  return out;
}

const partnersOf = (v: WhistView, seat: number): number[] =>
  v.options.partnership ? v.teams.find((t) => t.includes(seat))!.filter((x) => x !== seat) : [];

/** How much a tile is worth keeping: trumps and doublets most. */
function keepValue(t: Tile, trump: Trump | null): number {
  const [a, b] = parseTile(t);
  if (whist.isTrump(t, trump)) return 100 + whist.suitSystem(trump).trumpRank(t);
  if (a === b) return 50 + a;
  return a + b / 10;
}

export function chooseWhistEasy(v: WhistView): WhistAction {
  const legal = v.legalActions;
  if (legal.length === 0) throw new Error('No action to choose.');
  if (legal.length === 1) return legal[0]!;
  switch (v.phase) {
    case 'pass': {
      const { trump } = bestTrump(v.hand, v.maxPip);
      const weakest = v.hand.slice().sort((x, y) => keepValue(x, trump) - keepValue(y, trump)).slice(0, 3);
      return { type: 'pass-tiles', tiles: v.hand.filter((t) => weakest.includes(t)) };
    }
    case 'bid': {
      const { est } = bestTrump(v.hand, v.maxPip);
      const partnerShare = v.options.partnership ? v.tricksPerHand / 4 - 0.75 : 0;
      const canTake = Math.floor(est + partnerShare + 0.25);
      const lowest = v.minBid;
      // Do not outbid a partner who already holds the contract unless this hand is clearly stronger.
      const partnerHolds = v.highBid !== null && partnersOf(v, v.seat!).includes(v.highBid.seat);
      const needed = partnerHolds ? lowest + 2 : lowest;
      if (needed <= canTake && lowest <= v.options.maxBid) return { type: 'bid', amount: lowest };
      return { type: 'pass' };
    }
    case 'trump':
      return { type: 'trump', suit: bestTrump(v.hand, v.maxPip).trump };
    case 'exchange': {
      const w = v.widow?.[0];
      if (!w || v.trump === null) return { type: 'exchange', take: false };
      const base = estimateTricks(v.hand, v.trump, v.maxPip);
      let best: WhistAction = { type: 'exchange', take: false };
      let bestEst = base + 0.01;
      for (const d of v.hand) {
        const est = estimateTricks([...v.hand.filter((t) => t !== d), w], v.trump, v.maxPip);
        if (est > bestEst) {
          bestEst = est;
          best = { type: 'exchange', take: true, discard: d };
        }
      }
      return best;
    }
    case 'play':
      return v.trick.length === 0 ? chooseLead(v) : chooseFollow(v);
    default:
      return legal[0]!;
  }
}

function chooseLead(v: WhistView): WhistAction {
  const trump = v.trump;
  const sys = whist.suitSystem(trump);
  const unseen = unseenTiles(v);
  const vd = voids(v);
  const me = v.seat!;
  const partners = partnersOf(v, me);
  const opponents = Array.from({ length: v.players }, (_, s) => s).filter((s) => s !== me && !partners.includes(s));
  const trumpsOut = unseen.some((t) => whist.isTrump(t, trump));
  const plays = v.legalActions.filter((a): a is Extract<WhistAction, { type: 'play' }> => a.type === 'play');
  const declaringSide = v.declarer === me || partners.includes(v.declarer ?? -1);

  // Draw trumps with the top trump when our side made the contract.
  if (trumpsOut && declaringSide) {
    const topTrumps = plays.filter((a) => whist.isTrump(a.tile, trump) &&
      !unseen.some((u) => whist.isTrump(u, trump) && sys.trumpRank(u) > sys.trumpRank(a.tile)));
    if (topTrumps.length > 0) return topTrumps[0]!;
  }
  // A sure winner in a suit no opponent can ruff.
  let bestSafe: { a: WhistAction; score: number } | null = null;
  for (const a of plays) {
    if (a.suit === undefined) continue;
    const led = a.suit as Led;
    const beaten = unseen.some((u) => whist.followsLed(u, led, trump) && sys.ledRank(u, led) > sys.ledRank(a.tile, led));
    const ruffable = trumpsOut && opponents.some((o) => vd[o]!.has(String(led)));
    if (!beaten && !ruffable) {
      const score = unseen.filter((u) => whist.followsLed(u, led, trump)).length - keepValue(a.tile, trump) / 200;
      if (!bestSafe || score > bestSafe.score) bestSafe = { a, score };
    }
  }
  if (bestSafe) return bestSafe.a;
  // Otherwise lead low, in a suit the opponents still hold, avoiding known voids.
  let best: { a: WhistAction; score: number } | null = null;
  for (const a of plays) {
    const led: Led = a.suit === undefined ? 'trump' : (a.suit as Led);
    let score = -keepValue(a.tile, trump);
    if (opponents.some((o) => vd[o]!.has(String(led)))) score -= 60;
    if (led === 'trump' && !declaringSide) score -= 30;
    score += unseen.filter((u) => whist.followsLed(u, led, trump)).length;
    if (!best || score > best.score) best = { a, score };
  }
  return best!.a;
}

function chooseFollow(v: WhistView): WhistAction {
  const trump = v.trump;
  const me = v.seat!;
  const plays = v.legalActions.filter((a): a is Extract<WhistAction, { type: 'play' }> => a.type === 'play');
  const tile = chooseFollowTile({
    playable: plays.map((a) => a.tile),
    trick: v.trick,
    led: v.led!,
    sys: whist.suitSystem(trump),
    partners: partnersOf(v, me),
    unseen: unseenTiles(v),
    lastToPlay: v.trick.length === v.players - 1,
    keepValue: (t) => keepValue(t, trump),
  });
  return plays.find((a) => a.tile === tile)!;
}
