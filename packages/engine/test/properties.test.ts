import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { checkInvariants } from '@boneyard/games';
import { createGame, restoreGame, type Game } from '../src/index.ts';
import { BLUFF_CONFIGS, EUCHRE_CONFIGS, LOO_CONFIGS, WHIST_CONFIGS, pickerFor, randomAction } from './helpers.ts';

/** Every configuration the other tests use, plus the remaining option values of each game. */
const GAMES: Record<string, readonly object[]> = {
  whist: [...WHIST_CONFIGS,
    { players: 4, biddingStyle: 'single-round', allPass: 'force-dealer-min-bid', partnershipScoring: 'literal-sum', widowBeforeTrump: true, simultaneousTarget: 'highest' },
    { players: 3, allPass: 'redeal-same-dealer', passing: true, passingCycleCountsThrownIn: true, simultaneousTarget: 'shared', target: 12 }],
  euchre: [...EUCHRE_CONFIGS,
    { players: 5, variant: 'call-ace', leadSuitRule: 'leader-declares', accidentalAloneScoring: 'alone', tieRule: 'shared' },
    { players: 3, threePlayerMarchPoints: 3, tieRule: 'shared', firstLead: 'dealer-left' }],
  loo: [...LOO_CONFIGS, { players: 3, scoring: 'chips', uncontestedPoints: 0, chipTarget: 40, deals: 20 }, { players: 4, uncontestedPoints: 0, target: 8 }],
  bluff: [...BLUFF_CONFIGS, { players: 6, stake: 3, perTile: 2, deals: 2, maxTosses: 60 }, { players: 2, settlement: 'per-tile', loserTiebreak: 'random', chipTarget: 5 }],
};

/** Fields that legitimately name tiles other seats do not hold in hand (own knowledge, public history). */
const KNOWN_FIELDS = ['log', 'lastTrick', 'lastHand', 'myClaim', 'passing', 'received', 'widowDiscard', 'discard', 'turnUp', 'trick', 'widow'];

function leaksHiddenTile(game: Game): string | null {
  const s = game.state as { hands: string[][]; options: { players: number } };
  for (let seat = 0; seat < s.options.players; seat++) {
    const v = { ...game.view(seat) } as Record<string, unknown>;
    for (const k of KNOWN_FIELDS) delete v[k];
    const text = JSON.stringify(v);
    const mine = new Set(s.hands[seat]);
    for (let other = 0; other < s.options.players; other++) {
      if (other === seat) continue;
      for (const t of s.hands[other]!) if (!mine.has(t) && text.includes(`"${t}"`)) return `seat ${seat} sees ${t} of seat ${other}`;
    }
  }
  return null;
}

function drive(game: Game, pick: (n: number) => number, until: (g: Game, i: number) => boolean, check: boolean): void {
  for (let i = 0; !game.isOver() && !until(game, i); i++) {
    if (i > 100000) throw new Error('the game did not terminate');
    const seats: number[] = game.view('public').toAct;
    const seat = seats[pick(seats.length)]!;
    game.act(seat, randomAction(game.legalActions(seat), pick));
    if (check) {
      const broken = checkInvariants(game.state as never) ?? leaksHiddenTile(game);
      if (broken) throw new Error(broken);
    }
  }
}

describe.each(Object.entries(GAMES))('properties of %s', (id, configs) => {
  test('tiles and chips are conserved, hands score by the rules, no view leaks, the game ends', () => {
    fc.assert(fc.property(fc.constantFrom(...configs), fc.integer({ min: 1, max: 2 ** 30 }), fc.integer(), (options, seed, choices) => {
      const game = createGame({ game: id, seed, options: options as Record<string, unknown> });
      drive(game, pickerFor(choices), () => false, true);
      expect(game.isOver()).toBe(true);
      expect(game.view('public').winners.length).toBeGreaterThan(0);
    }), { numRuns: 12 });
  });

  test('snapshot/restore at any point, and replay from the seed, are exact', () => {
    fc.assert(fc.property(fc.constantFrom(...configs), fc.integer({ min: 1, max: 2 ** 30 }), fc.integer(), fc.nat(400), (options, seed, choices, cut) => {
      const a = createGame({ game: id, seed, options: options as Record<string, unknown> });
      const pa = pickerFor(choices);
      drive(a, pa, (_g, i) => i >= cut, false);
      const b = restoreGame(a.snapshot());
      const rest = choices ^ 0x5bd1e995;
      drive(a, pickerFor(rest), () => false, false);
      drive(b, pickerFor(rest), () => false, false);
      expect(b.snapshot()).toBe(a.snapshot());
      const c = createGame({ game: id, seed, options: options as Record<string, unknown> });
      for (const { seat, action } of a.history()) c.act(seat, action);
      expect(c.snapshot()).toBe(a.snapshot());
    }), { numRuns: 12 });
  });
});

test('malformed actions of every shape are refused with a code and change nothing', () => {
  const bad = fc.oneof(
    fc.constant(null), fc.constant(undefined), fc.integer(), fc.string(), fc.array(fc.anything(), { maxLength: 3 }),
    fc.record({ type: fc.string() }), fc.record({ type: fc.constantFrom('play', 'bid', 'claim', 'give', 'discard', 'call'), tile: fc.anything(), tiles: fc.anything(), amount: fc.anything(), suit: fc.anything() }, { requiredKeys: ['type'] }),
    fc.constant(JSON.parse('{"type":"pass","__proto__":{"polluted":true}}')), fc.constant({ type: 'pass', constructor: { prototype: { polluted: true } } }),
  );
  fc.assert(fc.property(fc.constantFrom('whist', 'euchre', 'loo', 'bluff'), fc.integer({ min: 1, max: 1000 }), bad, fc.integer({ min: -2, max: 8 }), (id, seed, action, seat) => {
    const g = createGame({ game: id, seed });
    const before = g.snapshot();
    let code: string | undefined;
    try {
      g.act(seat, action);
    } catch (e) {
      code = (e as { code?: string }).code;
    }
    // Some random shapes may happen to be legal moves; everything else is refused with a code.
    if (g.snapshot() === before) expect(typeof code).toBe('string');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }), { numRuns: 400 });
});
