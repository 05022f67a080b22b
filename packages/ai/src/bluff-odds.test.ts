import { expect, test } from 'vitest';
import { seedRng, shuffle, type Tile } from '@boneyard/core';
import { bluff } from '@boneyard/games';
import { claimOdds } from './bluff-odds.ts';

/** The best honest claim of a holding, by the rules' own test: 2, 1 or 0. */
function best(held: readonly Tile[], dice: [number, number]): number {
  for (let i = 0; i < held.length; i++) for (let j = i + 1; j < held.length; j++) if (bluff.claimHonest([held[i]!, held[j]!], dice)) return 2;
  return held.some((t) => bluff.claimHonest([t], dice)) ? 1 : 0;
}

/** Every draw of `k` of the pool's positions (copies are distinct draws), counted. */
function enumerate(fixed: Tile[], free: Tile[], k: number, dice: [number, number]) {
  const counts = [0, 0, 0];
  const pick: Tile[] = [];
  const rec = (from: number) => {
    if (pick.length === k) return void counts[best([...fixed, ...pick], dice)]!++;
    for (let i = from; i < free.length; i++) {
      pick.push(free[i]!);
      rec(i + 1);
      pick.pop();
    }
  };
  rec(0);
  const all = counts[0]! + counts[1]! + counts[2]!;
  return { pair: counts[2]! / all, single: counts[1]! / all, none: counts[0]! / all };
}

test('claim odds are exact: they match every draw counted one by one, doubles, shared tiles and known tiles included', () => {
  const rng = seedRng('bluff-odds');
  let cases = 0;
  for (let i = 0; i < 300; i++) {
    const tiles = shuffle(rng, bluff.BLUFF_SET);
    const dice: [number, number] = [Number(tiles[0]!.split('-')[0]), Number(tiles[1]!.split('-')[1])];
    // Small pools biased toward the tiles that matter, so pairs and singles both happen.
    const near = bluff.BLUFF_SET.filter((t) => t.includes(String(dice[0])) || t.includes(String(dice[1])));
    const pool = shuffle(rng, [...near.slice(0, 8 + (i % 6)), ...tiles.slice(2, 6)]);
    const fixed = pool.splice(0, i % 3);
    const draw = 1 + (i % 4);
    const exact = claimOdds(fixed, pool, fixed.length + draw, dice);
    const counted = enumerate(fixed, pool, draw, dice);
    expect(exact.pair).toBeCloseTo(counted.pair, 12);
    expect(exact.single).toBeCloseTo(counted.single, 12);
    expect(exact.none).toBeCloseTo(counted.none, 12);
    cases++;
  }
  expect(cases).toBe(300);
});

test('claim odds on a full table: a double-blank throw with both 0-0 in sight leaves no honest single', () => {
  const free = bluff.BLUFF_SET.filter((t) => t !== '0-0');
  const o = claimOdds([], free, 8, [0, 0]);
  expect(o.single).toBe(0);
  expect(o.pair + o.none).toBeCloseTo(1, 12);
  expect(o.pair).toBeGreaterThan(0);
});
