/**
 * The searching Bluff bot. It tracks where tiles are known to be from everything its view shows
 * (challenged claims taken back or taken over, the tiles it gave and received, claims buried),
 * samples each claimant's holdings consistent with that, and challenges when the chance that a
 * claim is a bluff pays for the risk (the hard level counts those chances exactly: bluff-odds.ts).
 * Gives are the easy bot's.
 */
import type { Tile } from '@boneyard/core';
import { bluff } from '@boneyard/games';
import type { BluffAction, BluffView } from '@boneyard/games';
import { chooseBluffEasy, shedValue } from './bluff-easy.ts';
import { searchRng } from './search/rng.ts';
import { claimOdds, highFirst, type ClaimOdds } from './bluff-odds.ts';

/** A sample count that asks for exact odds instead of samples (the hard level; the baseline and medium sample). */
export const EXACT = -1;

export interface BluffDecision {
  action: BluffAction;
  reason: string;
  /** The chance the move rests on (hint.ts): a bluff passing unchallenged, any bluff being challenged, a claim being false. */
  chance?: number;
}

/** Tiles each seat is known to hold now (hand or claim), replayed from this seat's log. */
export function knownHoldings(v: BluffView): Tile[][] {
  const known: Tile[][] = Array.from({ length: v.players }, () => []);
  const drop = (seat: number, tiles: readonly Tile[]) => {
    for (const t of tiles) {
      const i = known[seat]!.indexOf(t);
      if (i >= 0) known[seat]!.splice(i, 1);
    }
  };
  for (const e of v.log) {
    if (e.type === 'challenge') {
      drop(e.target, e.tiles);
      known[e.honest ? e.seat : e.target]!.push(...e.tiles);
    } else if (e.type === 'give') {
      if (e.tiles) {
        drop(e.giver, e.tiles);
        known[e.receiver]!.push(...e.tiles);
      } else known[e.giver] = []; // some unknown tiles left: which, this seat cannot tell
    } else if (e.type === 'round-end') {
      for (const seat of e.buried) known[seat] = [];
    }
  }
  known[v.seat!] = [];
  return known;
}

/**
 * What each seat's silences say: the singles it could not claim. Everyone claims honestly when
 * able (the bots do, and a player who holds back an honest claim gains nothing), so a seat that
 * claimed nothing for x-y held no x-y then; its hand has only shrunk since but for the tiles it
 * received, which are ruled back in (all of them when this seat did not see which). Per seat, normalised tiles; none for this seat.
 */
export function silentSingles(v: BluffView): Set<Tile>[] {
  const out: Set<Tile>[] = Array.from({ length: v.players }, () => new Set<Tile>());
  let single: Tile | null = null;
  const mark = (seat: number) => {
    if (seat !== v.seat && single) out[seat]!.add(single);
  };
  for (const e of v.log) {
    if (e.type === 'roll') single = highFirst(`${e.dice[0]}-${e.dice[1]}`);
    else if (e.type === 'no-claims') for (let s = 0; s < v.players; s++) mark(s);
    else if (e.type === 'claims') e.sizes.forEach((n, s) => n === 0 && mark(s));
    // Tiles received since may be the very ones: all of them when unseen, else those shown.
    else if (e.type === 'give' && !e.tiles) out[e.receiver]!.clear();
    else if (e.type === 'give') for (const t of e.tiles!) out[e.receiver]!.delete(highFirst(t));
    else if (e.type === 'challenge' && e.honest) for (const t of e.tiles) out[e.seat]!.delete(highFirst(t));
  }
  return out;
}

/** The chance a player holds back an honest claim after all: the silences are evidence, not proof. */
const HOLDS_BACK = 0.1;

/**
 * Claim odds for a holding drawn from `free`, given the singles the player's silences rule out:
 * the draw without them, mixed with the plain draw in case the player held back.
 */
function oddsGivenSilences(fixed: readonly Tile[], free: readonly Tile[], holding: number, dice: [number, number], silent?: ReadonlySet<Tile>): ClaimOdds {
  const plain = claimOdds(fixed, free, holding, dice);
  if (!silent?.size) return plain;
  const kept = free.filter((t) => !silent.has(highFirst(t)));
  if (kept.length === free.length || holding - fixed.length > kept.length) return plain;
  const ruled = claimOdds(fixed, kept, holding, dice);
  const mix = (k: keyof ClaimOdds) => (1 - HOLDS_BACK) * ruled[k] + HOLDS_BACK * plain[k];
  return { pair: mix('pair'), single: mix('single'), none: mix('none') };
}

/** The two sets less some tiles (one copy each). */
export function without(tiles: readonly Tile[]): Tile[] {
  const rest = bluff.BLUFF_SET.slice();
  for (const t of tiles) {
    const i = rest.indexOf(t);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/** The largest honest claim `held` can make for the dice: 2, 1 or 0. */
function largestHonest(held: readonly Tile[], dice: [number, number]): number {
  for (let i = 0; i < held.length; i++) for (let j = i + 1; j < held.length; j++) if (bluff.claimHonest([held[i]!, held[j]!], dice)) return 2;
  return held.some((t) => bluff.claimHonest([t], dice)) ? 1 : 0;
}

/**
 * How players are taken to claim: the largest honest claim when they have one; otherwise a bluff
 * now and then, more often with many tiles to shed (a pair only from four tiles up).
 */
const bluffRate = (holding: number): number => Math.min(0.55, holding / 16);
const bluffSizeShare = (size: number, holding: number): number => (holding >= 4 ? 0.5 : size === 1 ? 1 : 0);

/**
 * The chance that a claim of `size` tiles by a player holding `holding` tiles (claim included)
 * is a bluff: over sampled holdings (`fixed` tiles plus a random draw from `free`), weigh the
 * deals where that claim would be honest against those where it could only be a bluff.
 */
function bluffChance(fixed: readonly Tile[], free: readonly Tile[], holding: number, size: number, dice: [number, number], samples: number, seed: number, silent?: ReadonlySet<Tile>): number {
  if (samples === EXACT) {
    // The same weighing over every possible holding, counted exactly (bluff-odds.ts), and
    // reading the player's earlier silences.
    const o = oddsGivenSilences(fixed, free, Math.min(holding, fixed.length + free.length), dice, silent);
    const honest = size === 2 ? o.pair : o.single;
    const bluffing = o.none * bluffRate(holding) * bluffSizeShare(size, holding);
    return honest + bluffing === 0 ? 1 : bluffing / (honest + bluffing);
  }
  const rng = searchRng(seed);
  let honest = 0;
  let bluffing = 0;
  for (let k = 0; k < samples; k++) {
    const held = [...fixed, ...rng.sample(free, Math.max(0, holding - fixed.length))];
    const best = largestHonest(held, dice);
    if (best === size) honest += 1;
    else if (best === 0) bluffing += bluffRate(holding) * bluffSizeShare(size, holding);
  }
  return honest + bluffing === 0 ? 1 : bluffing / (honest + bluffing);
}

/** The chance `target`'s claim on the table is a bluff, from everything this seat knows. */
export function bluffProbability(v: BluffView, target: number, samples: number, seed: number, known = knownHoldings(v), silent = silentSingles(v)): number {
  const size = v.claimSizes[target]!;
  // What this seat cannot place: all but its own hand and claim and the tiles known elsewhere.
  const free = without([...v.hand, ...(v.myClaim ?? []), ...known.flat()]);
  return bluffChance(known[target]!, free, v.handSizes[target]! + size, size, v.dice!, samples, seed, silent[target]);
}

/**
 * How a bluff of `size` tiles by this seat looks to the others, who do not see its hand: the
 * chance they would put on it being a bluff. Players challenge when that chance is high.
 */
function ownBluffLooks(v: BluffView, size: number, samples: number, seed: number, known: Tile[][]): number {
  const free = without(known.flatMap((h, s) => (s === v.seat ? [] : h)));
  // The others read this seat's silences as it reads theirs.
  return bluffChance([], free, v.hand.length, size, v.dice!, samples, seed, samples === EXACT ? silentSingles({ ...v, seat: null })[v.seat!] : undefined);
}

function chooseClaim(v: BluffView, seed: number, samples: number): BluffDecision {
  const honest = v.legalActions.flatMap((a) => (a.type === 'claim' && bluff.claimHonest(a.tiles, v.dice!) ? [a.tiles] : []));
  if (honest.length > 0) {
    const tiles = honest.sort((a, b) => b.length - a.length)[0]!;
    return { action: { type: 'claim', tiles }, reason: 'an honest claim' };
  }
  // A bluff sheds k tiles if nobody challenges, and costs k more if someone does: worth it while
  // the chance of a challenge stays under one half. That chance grows with how the claim looks.
  let best: { size: number; gain: number; challenged: number } | null = null;
  let caught = 1;
  const known = knownHoldings(v);
  for (const size of [1, 2]) {
    if (v.hand.length < size) continue;
    const looks = ownBluffLooks(v, size, samples, seed + size, known);
    const challenged = Math.min(1, Math.max(0, (looks - 0.3) / 0.35));
    caught = Math.min(caught, challenged);
    const gain = size * (1 - 2 * challenged);
    if (gain > 0 && (!best || gain > best.gain)) best = { size, gain, challenged };
  }
  if (!best) return { action: { type: 'no-claim' }, reason: 'a bluff would likely be caught', chance: caught };
  const tiles = v.hand.slice().sort((a, b) => shedValue(b) - shedValue(a)).slice(0, best.size);
  return { action: { type: 'claim', tiles }, reason: 'a bluff that should pass unchallenged', chance: 1 - best.challenged };
}

/** The hard level's challenge threshold against the player nearest going out (the baseline keeps 3/7). */
const LEADER_THRESHOLD = 0.36;

export function chooseBluffHard(v: BluffView, seed: number, samples: number): BluffDecision {
  const legal = v.legalActions;
  if (v.phase === 'claim') return chooseClaim(v, seed, samples);
  if (v.phase !== 'challenge' || legal.length === 1) return { action: chooseBluffEasy(v, seed), reason: 'plays by the easy rules' };
  const me = v.seat!;
  const tiles = (seat: number) => v.handSizes[seat]! + v.claimSizes[seat]!;
  const leader = Math.min(...v.handSizes.map((_, s) => (s === me ? Infinity : tiles(s))));
  let best: { target: number; p: number; chance: number } | null = null;
  let likeliest = 0;
  const known = knownHoldings(v);
  // Only the exact (hard) level reads silences: the baseline stays as it was.
  const silent = samples === EXACT ? silentSingles(v) : v.handSizes.map(() => new Set<Tile>());
  for (const a of legal) {
    if (a.type !== 'challenge') continue;
    const p = bluffProbability(v, a.target, samples, seed + a.target * 7919, known, silent);
    likeliest = Math.max(likeliest, p);
    // Caught bluff: me -k, him +2k. Honest claim: me +2k. Against the player nearest going out,
    // stopping his shed counts too (break-even 3/7 on this challenge's tiles alone; the hard level
    // challenges him from 0.36, which the arena measured better: a leader let through goes out);
    // otherwise mostly our own tiles matter.
    const threshold = tiles(a.target) === leader ? (samples === EXACT ? LEADER_THRESHOLD : 3 / 7) : 0.58;
    const margin = p - threshold;
    if (margin > 0 && (!best || margin > best.p)) best = { target: a.target, p: margin, chance: p };
  }
  if (!best) return { action: { type: 'pass' }, reason: 'no claim is likely enough to be a bluff', chance: likeliest };
  const [x, y] = v.dice!;
  return { action: { type: 'challenge', target: best.target }, reason: `seat ${best.target + 1} probably cannot match ${x}-${y}`, chance: best.chance };
}
