import { expect, test } from 'vitest';
import { seedRng, shuffle } from '@boneyard/core';
import { euchre } from '@boneyard/games';
import { euchreTables, INDEX, maskOf, nthBit, playableMask, popcount, randomPlayout, TILES, xorshift } from './euchre.ts';

test('100,000 random deals play identically through the kernel and through the rules', () => {
  const tables = { 'either-end': euchreTables('either-end'), 'higher-end-only': euchreTables('higher-end-only') } as const;
  const base = euchre.settle(euchre.createState(1, {}));
  const baseHO = euchre.settle(euchre.createState(1, { followMembership: 'higher-end-only' }));
  const rng = seedRng('kernel');
  let plays = 0;
  for (let deal = 0; deal < 100_000; deal++) {
    const mode = deal % 5 === 0 ? 'higher-end-only' : 'either-end';
    const tiles = shuffle(rng, TILES);
    const hands = [0, 1, 2, 3].map((s) => tiles.slice(s * 5, s * 5 + 5));
    const trump = deal % 7;
    const leader = (deal >> 3) % 4;
    let s: euchre.EuchreState = {
      ...(mode === 'either-end' ? base : baseHO), phase: 'play', trump, maker: leader, turn: leader, led: null, trick: [],
      hands: hands.map((h) => h.slice()), tricksWon: [0, 0, 0, 0], log: [], history: [],
    };
    const masks = Int32Array.from(hands.map(maskOf));
    const t = tables[mode];
    let led = -1;
    let pick = (deal * 2654435761) >>> 0 || 1;
    for (let i = 0; i < 20; i++) {
      const seat = s.turn!;
      const legal = euchre.legalActions(s, seat).map((a) => (a as { tile: string }).tile);
      const mask = playableMask(t, trump, masks[seat]!, led);
      if (maskOf(legal) !== mask) throw new Error(`deal ${deal}: legal tiles differ for seat ${seat}`);
      pick = xorshift(pick);
      const bit = nthBit(mask, pick % popcount(mask));
      const tile = TILES[bit]!;
      masks[seat]! ^= 1 << bit;
      if (led < 0) led = t.leadOf[trump * 28 + bit]!;
      s = euchre.applyAction(s, seat, { type: 'play', tile });
      plays++;
      if (s.trick.length === 0) led = -1;
    }
    // The rules' tricks against a kernel playout replayed with the same choices.
    const k = new Int32Array(4);
    let replay = (deal * 2654435761) >>> 0 || 1;
    replay = randomPlayout(t, trump, Int32Array.from(hands.map(maskOf)), leader, 0b1111, k, replay);
    if (Array.from(k).join() !== s.tricksWon.join() || replay !== pick) throw new Error(`deal ${deal}: tricks or random streams differ`);
  }
  expect(plays).toBe(2_000_000);
  expect(INDEX.size).toBe(28);
}, 300_000);
