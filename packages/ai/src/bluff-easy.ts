/**
 * The `easy` bot for the dice-bluff game: honest claims when it can, bluffs at a rate that
 * falls as hands shrink, challenges from what it can count (its own tiles, the tiles it has
 * seen shown or passed, how many matching tiles exist), and gives away its worst tiles.
 */
import { nextU32, parseTile, seedRng, type Tile } from '@boneyard/core';
import { bluff } from '@boneyard/games';
import type { BluffAction, BluffView } from '@boneyard/games';

/** Copies of each tile in the two sets. */
const COPIES = 2;

/** A deterministic coin for this decision. */
function coin(v: BluffView, seed: number): number {
  const st = seedRng(`${seed}:${v.seat}:${v.handNo}:${v.tosses}:${v.log.length}`);
  return nextU32(st) / 2 ** 32;
}

/** Tiles this seat knows are not available to a claimant: its own, and what it passed to others (who may still hold them). */
function known(v: BluffView): Map<Tile, number> {
  const m = new Map<Tile, number>();
  for (const t of [...v.hand, ...(v.myClaim ?? [])]) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/** How many copies of `t` someone else could hold. */
const available = (t: Tile, k: Map<Tile, number>) => Math.max(0, COPIES - (k.get(t) ?? 0));

/** Junk to shed first: [0-0] can never be claimed honestly (the text's own advice). */
export const shedValue = (t: Tile): number => {
  const [a, b] = parseTile(t);
  return a === 0 && b === 0 ? 100 : a === 0 || b === 0 ? 10 + a + b : a + b;
};

function honestClaims(v: BluffView): Tile[][] {
  return v.legalActions.flatMap((a) => (a.type === 'claim' && bluff.claimHonest(a.tiles, v.dice!) ? [a.tiles] : []));
}

/** Chance that a claim of `size` tiles by `seat` is a bluff, from what this seat can count. */
function bluffChance(v: BluffView, seat: number, size: number): number {
  const dice = v.dice!;
  const k = known(v);
  const [x, y] = dice;
  if (size === 1) {
    const t = x >= y ? `${x}-${y}` : `${y}-${x}`;
    if (available(t, k) === 0) return 1;
    // Other single claims of the same throw compete for the same two copies.
    const others = v.claimSizes.filter((c, i) => c === 1 && i !== seat && i !== v.seat).length;
    return Math.min(0.95, 0.35 + 0.25 * others + (v.handSizes[seat]! <= 3 ? 0.2 : 0));
  }
  // Pairs: the seven trains [x-n][n-y]; count how many could still be made.
  let possible = 0;
  for (let n = 0; n <= 6; n++) {
    const a = x >= n ? `${x}-${n}` : `${n}-${x}`;
    const b = y >= n ? `${y}-${n}` : `${n}-${y}`;
    const need = a === b ? 2 : 1;
    if (available(a, k) >= need && available(b, k) >= need) possible++;
  }
  if (possible === 0) return 1;
  return Math.min(0.9, 0.25 + (7 - possible) * 0.07 + (v.handSizes[seat]! <= 3 ? 0.25 : 0));
}

export function chooseBluffEasy(v: BluffView, seed = 0): BluffAction {
  const legal = v.legalActions;
  if (legal.length === 0) throw new Error('No action to choose.');
  if (legal.length === 1) return legal[0]!;
  switch (v.phase) {
    case 'claim': {
      const honest = honestClaims(v);
      if (honest.length > 0) return { type: 'claim', tiles: honest.sort((a, b) => b.length - a.length)[0]! };
      // Bluff more while hands are large; shed the worst tiles when we do.
      const rate = Math.min(0.55, v.hand.length / 16);
      if (coin(v, seed) < rate) {
        const worst = v.hand.slice().sort((a, b) => shedValue(b) - shedValue(a));
        const size = v.hand.length >= 4 && coin(v, seed + 1) < 0.5 ? 2 : 1;
        return { type: 'claim', tiles: worst.slice(0, size) };
      }
      return { type: 'no-claim' };
    }
    case 'challenge': {
      let best: { target: number; p: number } | null = null;
      for (const a of legal) {
        if (a.type !== 'challenge') continue;
        const p = bluffChance(v, a.target, v.claimSizes[a.target]!);
        if (!best || p > best.p) best = { target: a.target, p };
      }
      // A wrong challenge costs twice the claim; a right one sheds it: challenge when a bluff is likely enough.
      return best && best.p >= 0.62 ? { type: 'challenge', target: best.target } : { type: 'pass' };
    }
    case 'give': {
      const k = v.give!.count;
      const worst = v.hand.slice().sort((a, b) => shedValue(b) - shedValue(a)).slice(0, Math.min(k, v.hand.length));
      const key = worst.slice().sort().join();
      return legal.find((a) => a.type === 'give' && a.tiles.slice().sort().join() === key) ?? legal[0]!;
    }
    default:
      return legal[0]!;
  }
}
