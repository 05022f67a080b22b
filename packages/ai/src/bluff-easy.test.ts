import { describe, expect, test } from 'vitest';
import { bluff } from '@boneyard/games';
import { chooseAction } from './index.ts';

const HANDS = [
  ['3-4', '0-3', '0-4', '6-6', '5-1', '2-2', '0-0', '1-1'],
  ['3-4', '6-5', '6-4', '5-5', '4-4', '2-1', '1-0', '0-0'],
  ['6-1', '5-2', '4-2', '3-3', '3-1', '2-0', '6-0', '5-0'],
];
const rolled = (dice: [number, number]) =>
  bluff.step(bluff.settle(bluff.createState(1, { players: 3 }, { dealer: 0, hands: HANDS, dice: [dice] })), 0, { type: 'roll' });

describe('easy bluff bot', () => {
  test('claims honestly when it can, preferring to shed a pair', () => {
    const a = chooseAction(bluff.view(rolled([3, 4]), 0)) as { type: string; tiles: string[] };
    expect(a.type).toBe('claim');
    expect(bluff.claimHonest(a.tiles, [3, 4])).toBe(true);
    expect(a.tiles).toHaveLength(2);
  });
  test('challenges a single claim it knows cannot be honest (it holds both copies)', () => {
    let s = rolled([3, 4]);
    s = { ...s, hands: [['4-3', '4-3', '6-6'], s.hands[1]!, s.hands[2]!] };
    s = bluff.step(s, 0, { type: 'no-claim' });
    s = bluff.step(s, 1, { type: 'claim', tiles: ['6-5'] });
    s = bluff.step(s, 2, { type: 'no-claim' });
    expect(chooseAction(bluff.view(s, 0))).toEqual({ type: 'challenge', target: 1 });
  });
  test('gives away its worst tiles, the double blank first', () => {
    let s = rolled([1, 2]);
    s = bluff.step(s, 0, { type: 'no-claim' });
    s = bluff.step(s, 1, { type: 'claim', tiles: ['6-5'] });
    s = bluff.step(s, 2, { type: 'no-claim' });
    s = bluff.step(s, 0, { type: 'challenge', target: 1 });
    const a = chooseAction(bluff.view(s, 0)) as { type: string; tiles: string[] };
    expect(a).toEqual({ type: 'give', tiles: ['0-0'] });
  });
  test('bluffs sometimes when it cannot claim honestly, more with big hands', () => {
    let bluffs = 0;
    for (let seed = 0; seed < 200; seed++) {
      const v = bluff.view(rolled([4, 4]), 2);
      const a = chooseAction(v, { seed });
      if (a.type === 'claim') bluffs++;
    }
    expect(bluffs).toBeGreaterThan(40);
    expect(bluffs).toBeLessThan(160);
  });
});
