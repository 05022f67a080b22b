import { describe, expect, test } from 'vitest';
import { whist } from '@boneyard/games';
import { chooseAction } from './index.ts';

const base = (options: object, seed = 1) => whist.settle(whist.createState(seed, options));
const legalKey = (a: unknown) => JSON.stringify(a);

describe('easy whist bot', () => {
  test('always returns one of the legal actions, through whole games in every configuration', () => {
    for (const options of [{ players: 3 }, { players: 4 }, { players: 4, partnership: false, passing: true }, { players: 5, passing: true }]) {
      for (let seed = 1; seed <= 5; seed++) {
        let s = base(options, seed);
        while (s.phase !== 'over') {
          const seat = whist.toAct(s)[0]!;
          const v = whist.view(s, seat);
          const a = chooseAction(v, { level: 'easy' });
          expect(v.legalActions.map(legalKey)).toContain(legalKey(a));
          s = whist.step(s, seat, a);
        }
      }
    }
  });

  test('passes a weak hand, bids a strong one, and never above what it can take', () => {
    const s = base({ players: 3 });
    const weak = { ...s, hands: s.hands.map((h, i) => (i === s.turn ? ['5-4', '5-3', '5-2', '4-3', '4-2', '4-1', '3-2', '3-1', '3-0', '2-1', '2-0', '1-0'] : h)) };
    expect(chooseAction(whist.view(weak, s.turn!))).toEqual({ type: 'pass' });
    const strong = { ...s, hands: s.hands.map((h, i) => (i === s.turn ? ['7-7', '7-6', '7-5', '7-4', '7-3', '7-2', '7-1', '6-6', '5-5', '4-4', '3-3', '2-2'] : h)) };
    expect(chooseAction(whist.view(strong, s.turn!))).toEqual({ type: 'bid', amount: 4 });
  });

  test('does not outbid its partner with an ordinary hand', () => {
    const s0 = base({ players: 4 });
    const me = s0.turn!;
    const partner = (me + 2) % 4;
    const hand = ['8-8', '8-7', '8-3', '7-7', '6-6', '4-1', '3-0', '2-1', '1-0', '6-0', '5-0'];
    const alone = { ...s0, hands: s0.hands.map((h, i) => (i === me ? hand : h)) };
    expect(chooseAction(whist.view(alone, me))).toEqual({ type: 'bid', amount: 4 });
    const withPartner: whist.WhistState = { ...alone, bids: [{ seat: partner, amount: 4 }] };
    expect(chooseAction(whist.view(withPartner, me))).toEqual({ type: 'pass' });
  });

  test('does not trump or overtake a partner whose tile is sure to win', () => {
    const s0 = base({ players: 4 });
    // Partners are 0+2 and 1+3. Seat 1 led the top six; seat 0 plays last.
    const s: whist.WhistState = {
      ...s0, phase: 'play', trump: 2, declarer: 1, contract: 4, turn: 0, led: 6,
      trick: [{ seat: 1, tile: '6-6', suit: 6 }, { seat: 2, tile: '6-1', suit: 6 }, { seat: 3, tile: '6-3', suit: 6 }],
      hands: [['2-2', '5-0', '8-8'], ['4-4', '3-3', '1-1'], ['7-7', '5-5', '4-0'], ['3-1', '1-0', '7-0']],
    };
    // Seat 0 is void in 6s and could trump with 2-2; its partner is seat 2, who is losing: it should trump.
    expect(chooseAction(whist.view(s, 0))).toEqual({ type: 'play', tile: '2-2' });
    // Now make seat 2 (seat 0's partner) the winner with the top six; seat 0 plays last and must not trump.
    const t: whist.WhistState = { ...s, trick: [{ seat: 1, tile: '6-1', suit: 6 }, { seat: 2, tile: '6-6', suit: 6 }, { seat: 3, tile: '6-3', suit: 6 }] };
    const a = chooseAction(whist.view(t, 0)) as { tile: string };
    expect(a.tile).not.toBe('2-2');
  });

  test('does not lead into a suit an opponent has shown void in while trumps are out', () => {
    const s0 = base({ players: 3 });
    const s: whist.WhistState = {
      ...s0, phase: 'play', trump: 7, declarer: 0, contract: 4, turn: 0, led: null, trick: [],
      hands: [['6-5', '5-5', '1-0'], ['7-3', '4-2', '2-1'], ['7-6', '3-2', '0-0']],
      log: [
        { type: 'play', seat: 0, tile: '6-6', suit: 6 },
        { type: 'play', seat: 1, tile: '6-3', suit: 6 },
        { type: 'play', seat: 2, tile: '5-2', suit: null },
        { type: 'trick', winner: 0 },
      ],
    };
    const a = chooseAction(whist.view(s, 0)) as { tile: string; suit?: unknown };
    expect(a.suit).not.toBe(6);
  });
});
