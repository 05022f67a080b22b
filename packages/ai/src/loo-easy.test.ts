import { describe, expect, test } from 'vitest';
import { loo } from '@boneyard/games';
import { chooseAction } from './index.ts';

const start = (options: object, hand0: string[], dealer = 3) =>
  loo.settle(loo.createState(1, options, { dealer, hands: [hand0], rest: ['6-2'] }));

describe('easy loo bot', () => {
  test('folds a hopeless hand when folding is allowed, and takes the miss with a weak hand', () => {
    expect(chooseAction(loo.view(start({}, ['3-2', '2-1', '1-0', '4-1', '3-0']), 0))).toEqual({ type: 'fold' });
    expect(chooseAction(loo.view(start({}, ['3-2', '2-1', '1-0', '4-1', '5-5']), 0))).toEqual({ type: 'miss' });
    expect(chooseAction(loo.view(start({ players: 2 }, ['3-2', '2-1', '1-0', '4-1', '3-0'], 1), 0))).toEqual({ type: 'miss' });
  });
  test('stands with trumps; a standing dealer takes the turn-up (always a trump) for his weakest tile', () => {
    expect(chooseAction(loo.view(start({}, ['6-6', '6-4', '5-5', '2-1', '1-0']), 0))).toEqual({ type: 'stand' });
    let s = start({}, ['4-4', '4-2', '3-1', '2-0', '1-0']);
    s = loo.step(loo.step(loo.step(s, 0, { type: 'stand' }), 1, { type: 'stand' }), 2, { type: 'stand' });
    const dealerHand: string[] = s.hands[3]!;
    const a = chooseAction(loo.view(s, 3));
    if (a.type === 'take-turnup') expect(dealerHand).toContain(a.discard);
    else expect(['stand', 'miss', 'fold']).toContain(a.type);
  });
  test('after a miss it keeps its best tiles', () => {
    let s = start({}, ['3-2', '2-1', '1-0', '4-1', '5-5']);
    s = loo.step(s, 0, { type: 'miss' });
    const a = chooseAction(loo.view(s, 0)) as { tiles: string[] };
    const kept = s.hands[0]!.filter((t) => !a.tiles.includes(t));
    const trumpsKept = kept.filter((t) => loo.isTrump(t, s.trump)).length;
    expect(trumpsKept).toBe(Math.min(5, s.hands[0]!.filter((t) => loo.isTrump(t, s.trump)).length));
  });
  test('bots are rarely looed: over 200 deals of 4-player points play, fewer than a fifth of players are looed', () => {
    let looed = 0;
    let playersIn = 0;
    for (let seed = 1; seed <= 40; seed++) {
      let s = loo.settle(loo.createState(seed, { players: 4 }));
      while (s.phase !== 'over' && s.handNo < 5) {
        const seat = loo.toAct(s)[0]!;
        const before = s.handNo;
        s = loo.step(s, seat, chooseAction(loo.view(s, seat)));
        if (s.handNo !== before && s.lastHand) {
          looed += s.lastHand.looed.length;
          playersIn += 4 - s.lastHand.folded.length;
        }
      }
    }
    expect(looed / playersIn).toBeLessThan(0.2);
  });
});
