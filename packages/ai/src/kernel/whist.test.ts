import { expect, test } from 'vitest';
import { seedRng, shuffle } from '@boneyard/core';
import { whist } from '@boneyard/games';
import { count, DOUBLES, handWords, pickTile, playable, randomPlayout, TILES, trumpCode, whistTables, xorshift } from './whist.ts';

const TRUMPS: (number | 'doubles' | 'none')[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 'doubles', 'none'];

test('100,000 random 4-player deals play identically through the two-word kernel and through the rules', () => {
  const tables = whistTables();
  const base = whist.settle(whist.createState(1, { players: 4 }));
  const rng = seedRng('whist-kernel');
  const opts = new Int32Array(2);
  let plays = 0;
  for (let deal = 0; deal < 100_000; deal++) {
    const tiles = shuffle(rng, TILES);
    const hands = [0, 1, 2, 3].map((s) => tiles.slice(s * 11, s * 11 + 11));
    const trump = TRUMPS[deal % 11]!;
    const code = trumpCode(trump);
    const leader = (deal >> 4) % 4;
    let s: whist.WhistState = {
      ...base, phase: 'play', trump, declarer: leader, contract: 1, turn: leader, led: null, trick: [],
      hands: hands.map((h) => h.slice()), widow: [], tricksWon: [0, 0, 0, 0], log: [], history: [],
    };
    const words = Int32Array.from(hands.flatMap(handWords));
    let led = -1;
    let pick = (deal * 2654435761) >>> 0 || 1;
    for (let i = 0; i < 44; i++) {
      const seat = s.turn!;
      const legal = whist.legalActions(s, seat) as { tile: string; suit?: number | 'doubles' }[];
      playable(tables, code, words[seat * 2]!, words[seat * 2 + 1]!, led, opts);
      const [lo, hi] = handWords([...new Set(legal.map((a) => a.tile))]);
      if (lo !== opts[0] || hi !== opts[1]) throw new Error(`deal ${deal}: legal tiles differ for seat ${seat}`);
      pick = xorshift(pick);
      const bit = pickTile(opts[0]!, opts[1]!, pick % count(opts[0]!, opts[1]!));
      const tile = TILES[bit]!;
      words[seat * 2 + (bit >> 5)]! ^= 1 << (bit & 31);
      let action: { type: 'play'; tile: string; suit?: number | 'doubles' } = { type: 'play', tile };
      if (led < 0) {
        const c0 = tables.choices[(code * 45 + bit) * 2]!;
        const c1 = tables.choices[(code * 45 + bit) * 2 + 1]!;
        const asSuit = (c: number) => (c === DOUBLES ? 'doubles' : c);
        const ruleChoices = legal.filter((a) => a.tile === tile).map((a) => String(a.suit)).join();
        if (c0 < 0) {
          if (ruleChoices !== 'undefined') throw new Error(`deal ${deal}: ${tile} leads ${ruleChoices} in the rules, trumps in the kernel`);
          led = 10;
        } else {
          if (ruleChoices !== `${asSuit(c0)},${asSuit(c1)}`) throw new Error(`deal ${deal}: ${tile} lead choices differ`);
          pick = xorshift(pick);
          led = pick & 1 ? c1 : c0;
          action = { type: 'play', tile, suit: asSuit(led) as number | 'doubles' };
        }
      }
      s = whist.applyAction(s, seat, action);
      plays++;
      if (s.trick.length === 0) led = -1;
    }
    const k = new Int32Array(4);
    const replay = randomPlayout(tables, code, Int32Array.from(hands.flatMap(handWords)), leader, k, (deal * 2654435761) >>> 0 || 1);
    if (Array.from(k).join() !== s.tricksWon.join() || replay !== pick) throw new Error(`deal ${deal}: tricks or random streams differ`);
  }
  expect(plays).toBe(4_400_000);
}, 300_000);
