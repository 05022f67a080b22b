import { describe, expect, test } from 'vitest';
import * as bluff from '../bluff/index.ts';
import * as euchre from '../euchre/index.ts';
import * as loo from '../loo/index.ts';
import * as whist from '../whist/index.ts';

/** Freezes a plain value and everything in it. */
function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const k in x) deepFreeze((x as Record<string, unknown>)[k]);
  }
  return x;
}

interface Pure {
  createState(seed: number, options?: unknown): object;
  settle(s: never): object;
  legalActions(s: never, seat: number): unknown[];
  toAct(s: never): number[];
  step(s: never, seat: number, action: unknown): object;
}

const GAMES: [string, Pure, object][] = [
  ['whist 3p', whist as unknown as Pure, { players: 3 }],
  ['whist 4p', whist as unknown as Pure, { players: 4 }],
  ['whist 5p passing', whist as unknown as Pure, { players: 5, passing: true }],
  ['euchre 4p', euchre as unknown as Pure, { players: 4 }],
  ['euchre call-ace', euchre as unknown as Pure, { players: 5, variant: 'call-ace' }],
  ['loo 4p', loo as unknown as Pure, { players: 4 }],
  ['loo chips', loo as unknown as Pure, { players: 3, scoring: 'chips' }],
  ['bluff 5p', bluff as unknown as Pure, { players: 5 }],
];

// Each action copies only the lists it may change (a clone per game, written out for speed), so a
// list a clone forgot would be changed in place under the previous state. Every state handed to the
// rules here is frozen through and through: writing into it throws, and its content must not move.
describe('the rules never change the state they are given', () => {
  test.each(GAMES)('%s: whole random games on frozen states', (_, g, options) => {
    for (let seed = 1; seed <= 4; seed++) {
      let s = deepFreeze(g.settle(deepFreeze(g.createState(seed, options)) as never));
      let x = seed * 7919;
      for (let i = 0; i < 20000 && (s as { phase: string }).phase !== 'over'; i++) {
        const seat = g.toAct(s as never)[0]!;
        // Whist: pass or the lowest bid, so random auctions do not end in absurd contracts that never finish.
        const all = g.legalActions(s as never, seat) as { type: string }[];
        const bids = all.filter((a) => a.type === 'bid');
        const legal = bids.length > 1 ? [bids[0], ...all.filter((a) => a.type !== 'bid')] : all;
        x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
        const before = JSON.stringify(s);
        const next = g.step(s as never, seat, legal[x % legal.length]);
        expect(JSON.stringify(s)).toBe(before);
        s = deepFreeze(next);
      }
      expect((s as { phase: string }).phase).toBe('over');
    }
  });
});
