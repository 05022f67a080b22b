import { describe, expect, test } from 'vitest';
import { euchre } from '@boneyard/games';
import { chooseAction } from './index.ts';
import { chooseEuchreEasy, euchreStrength } from './euchre-easy.ts';
import { euchreAlly } from './search/euchre-search.ts';

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

describe('the search model of a hard partner (euchreAlly)', () => {
  // A hand of middling strength: the easy count passes it, hard (and so its model) makes trump with it.
  const middling = [['2-2', '5-2', '3-0', '4-1', '6-6'], ['6-1', '3-3', '2-0', '1-0', '6-3']];
  const s = euchre.settle(euchre.createState(1, {}, { dealer: 3, hands: middling, rest: ['2-1'] }));

  test('orders up in round 1 and calls in round 2 where the easy bot passes', () => {
    const v = euchre.view(s, 0);
    const est = euchreStrength(v.hand, v.proposed);
    expect(est).toBeGreaterThanOrEqual(1.8);
    expect(est).toBeLessThan(2.3);
    expect(chooseEuchreEasy(v)).toEqual({ type: 'pass' });
    expect(euchreAlly(v)).toEqual({ type: 'order' });
    // Round 2, with sixes its best suit: the six, the double six and the double three.
    let r2 = euchre.settle(euchre.createState(1, {}, { dealer: 3, hands: [['6-6', '6-2', '3-3', '5-1', '4-0']], rest: ['2-1'] }));
    for (const seat of [0, 1, 2, 3]) r2 = euchre.step(r2, seat, { type: 'pass' });
    const w = euchre.view(r2, 0);
    expect(euchreStrength(w.hand, 6)).toBeGreaterThanOrEqual(1.5);
    expect(chooseEuchreEasy(w)).toEqual({ type: 'pass' });
    expect(euchreAlly(w)).toEqual({ type: 'call', suit: 6 });
  });

  test('is the easy bot where seats have no fixed partner', () => {
    for (const options of [{ players: 2 }, { players: 3 }, { variant: 'call-ace' }]) {
      const t = euchre.settle(euchre.createState(1, options, { dealer: options.players ? options.players - 1 : 3, hands: middling, rest: ['2-1'] }));
      const v = euchre.view(t, 0);
      expect(euchreAlly(v)).toEqual(chooseEuchreEasy(v));
    }
  });
});
