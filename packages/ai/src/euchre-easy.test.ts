import { describe, expect, test } from 'vitest';
import { euchre } from '@boneyard/games';
import { chooseAction } from './index.ts';

const HANDS = [
  ['5-5', '4-4', '6-5', '5-4', '5-3'],
  ['3-3', '3-1', '2-1', '1-0', '6-1'],
  ['6-6', '5-1', '2-2', '6-3', '4-0'],
  ['6-4', '4-3', '3-0', '1-1', '0-0'],
];
const start = (options: object, hands: (string[] | undefined)[] = HANDS) =>
  euchre.settle(euchre.createState(1, options, { dealer: 3, hands, rest: ['5-2'] }));

describe('easy euchre bot', () => {
  test('goes alone only with a hand that can take all five; passes a hopeless hand', () => {
    expect(chooseAction(euchre.view(start({}), 0))).toEqual({ type: 'order', alone: true });
    const good = start({}, [['5-5', '4-4', '6-5', '1-0', '3-1']]);
    expect(chooseAction(euchre.view(good, 0))).toEqual({ type: 'order' });
    const hopeless = start({}, [['6-1', '3-0', '2-1', '1-0', '6-3']]);
    expect(chooseAction(euchre.view(hopeless, 0))).toEqual({ type: 'pass' });
  });

  test('leads trumps from the top when it made trump and holds the bowers', () => {
    const s = euchre.step(start({}), 0, { type: 'order' });
    expect((chooseAction(euchre.view(s, 0)) as { tile: string }).tile).toBe('5-5');
  });

  test('does not trump a partner who is winning the trick, but trumps an opponent', () => {
    const base = euchre.step(start({}), 0, { type: 'order' });
    const trick = (winner: number) => [
      { seat: 0, tile: '6-3', suit: 6 }, { seat: 1, tile: winner === 1 ? '6-6' : '6-1', suit: 6 }, { seat: 2, tile: winner === 1 ? '6-1' : '6-6', suit: 6 },
    ];
    const at = (winner: number): euchre.EuchreState => ({
      ...base, phase: 'play', trump: 5, turn: 3, led: 6, trick: trick(winner) as euchre.EuchrePlay[],
      hands: [[], [], [], ['5-1', '2-2', '3-2', '4-0', '1-1']],
    });
    expect((chooseAction(euchre.view(at(1), 3)) as { tile: string }).tile).not.toBe('5-1');
    expect((chooseAction(euchre.view(at(2), 3)) as { tile: string }).tile).toBe('5-1');
  });

  test('Call-Ace: never calls its own doublet or the face-up one when another is possible', () => {
    const mine = start({ variant: 'call-ace' }, [['5-5', '4-4', '6-6', '3-3', '1-1']]);
    const s = euchre.step(mine, 0, { type: 'order' });
    expect(s.phase).toBe('partner');
    const a = chooseAction(euchre.view(s, 0)) as { type: string; suit: number };
    expect(a.type).toBe('partner');
    expect([2, 0]).toContain(a.suit);
  });
});
