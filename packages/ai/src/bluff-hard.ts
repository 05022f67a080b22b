/**
 * The searching Bluff bot. It tracks where tiles are known to be from everything its view shows
 * (challenged claims taken back or taken over, the tiles it gave and received, claims buried),
 * samples each claimant's holdings consistent with that, and challenges when the chance that a
 * claim is a bluff pays for the risk. Claims and gives are the easy bot's.
 */
import type { Tile } from '@boneyard/core';
import { bluff } from '@boneyard/games';
import type { BluffAction, BluffView } from '@boneyard/games';
import { chooseBluffEasy } from './bluff-easy.ts';
import { searchRng } from './search/rng.ts';

export interface BluffDecision {
  action: BluffAction;
  reason: string;
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

/** Every tile this seat cannot place: the 56 less its own hand and claim and tiles known elsewhere. */
function pool(v: BluffView, known: Tile[][]): Tile[] {
  const rest = bluff.BLUFF_SET.slice();
  for (const t of [...v.hand, ...(v.myClaim ?? []), ...known.flat()]) {
    const i = rest.indexOf(t);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/** Whether some `size` tiles of `held` make an honest claim for the dice. */
function canClaim(held: readonly Tile[], size: number, dice: [number, number]): boolean {
  if (size === 1) return held.some((t) => bluff.claimHonest([t], dice));
  for (let i = 0; i < held.length; i++) for (let j = i + 1; j < held.length; j++) if (bluff.claimHonest([held[i]!, held[j]!], dice)) return true;
  return false;
}

/**
 * The chance `target`'s claim is a bluff: over sampled holdings (its known tiles plus a random
 * draw from the pool), how often it could not have claimed honestly, weighing a forced bluff by
 * how often players bluff at all rather than pass.
 */
export function bluffProbability(v: BluffView, target: number, samples: number, seed: number): number {
  const known = knownHoldings(v);
  const free = pool(v, known);
  const size = v.claimSizes[target]!;
  const total = v.handSizes[target]! + size;
  const mine = known[target]!;
  const rng = searchRng(seed);
  let couldNot = 0;
  for (let k = 0; k < samples; k++) {
    const draw = rng.sample(free, Math.max(0, total - mine.length));
    if (!canClaim([...mine, ...draw], size, v.dice!)) couldNot++;
  }
  const q = couldNot / samples;
  // Players bluff about half the time when they cannot claim honestly (the easy bots' rate, and ours).
  const BLUFF_RATE = 0.5;
  return (q * BLUFF_RATE) / (q * BLUFF_RATE + (1 - q) || 1);
}

export function chooseBluffHard(v: BluffView, seed: number, samples: number): BluffDecision {
  const legal = v.legalActions;
  if (v.phase !== 'challenge' || legal.length === 1) return { action: chooseBluffEasy(v, seed), reason: 'plays by the easy rules' };
  const me = v.seat!;
  const tiles = (seat: number) => v.handSizes[seat]! + v.claimSizes[seat]!;
  const leader = Math.min(...v.handSizes.map((_, s) => (s === me ? Infinity : tiles(s))));
  let best: { target: number; p: number } | null = null;
  for (const a of legal) {
    if (a.type !== 'challenge') continue;
    const p = bluffProbability(v, a.target, samples, seed + a.target * 7919);
    // Caught bluff: me -k, him +2k. Honest claim: me +2k. Against the player nearest going out,
    // stopping his shed counts too (break-even 3/7); otherwise mostly our own tiles matter.
    const threshold = tiles(a.target) === leader ? 3 / 7 : 0.58;
    const margin = p - threshold;
    if (margin > 0 && (!best || margin > best.p)) best = { target: a.target, p: margin };
  }
  if (!best) return { action: { type: 'pass' }, reason: 'no claim is likely enough to be a bluff' };
  const [x, y] = v.dice!;
  return { action: { type: 'challenge', target: best.target }, reason: `seat ${best.target + 1} probably cannot match ${x}-${y}` };
}
