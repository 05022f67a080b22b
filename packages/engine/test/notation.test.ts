import { describe, expect, test } from 'vitest';
import { checksum as recheck } from '@boneyard/core';
import { createGame, fromNotation, restoreGame, toNotation } from '../src/index.ts';
import { BLUFF_CONFIGS, EUCHRE_CONFIGS, LOO_CONFIGS, WHIST_CONFIGS, playRandom, codeOf } from './helpers.ts';

const SAMPLES = [
  ['whist', WHIST_CONFIGS], ['euchre', EUCHRE_CONFIGS], ['loo', LOO_CONFIGS], ['bluff', BLUFF_CONFIGS],
] as const;

describe('game notation', () => {
  test.each(SAMPLES)('%s: a whole game round-trips through its notation', (game, configs) => {
    for (const options of configs) {
      const g = playRandom(createGame({ game, seed: 'abc', options: options as Record<string, unknown> }), 5, 300);
      const text = toNotation(g);
      expect(text.split('\n')[0]).toBe('Boneyard 1');
      const back = fromNotation(text);
      expect(back.snapshot()).toBe(g.snapshot());
      expect(toNotation(back)).toBe(text);
    }
  });

  test('a stacked deal and a restored game keep their origin', () => {
    const deal = { dealer: 3, hands: [['5-5', '4-4', '6-5', '5-4', '6-6']], rest: ['5-2'] };
    const g = createGame({ game: 'euchre', seed: 9, deal });
    g.act(0, { type: 'order' });
    const text = toNotation(g);
    expect(text).toContain('deal {"dealer":3');
    expect(text).toContain('moves 0:order');
    expect(toNotation(restoreGame(g.snapshot()))).toBe(text);
  });

  test('a cut, edited or malformed notation is refused with a code', () => {
    const g = playRandom(createGame({ game: 'whist', seed: 3, options: { players: 3 } }), 2, 60);
    const text = toNotation(g);
    expect(codeOf(() => fromNotation(text.slice(0, text.length - 20)))).toBe('bad-notation');
    expect(codeOf(() => fromNotation(text.replace('seed 3', 'seed 4')))).toBe('bad-notation');
    expect(codeOf(() => fromNotation(text.split('\n').slice(0, -1).join('\n')))).toBe('bad-notation');
    expect(codeOf(() => fromNotation('hello'))).toBe('bad-notation');
    expect(codeOf(() => fromNotation(42))).toBe('bad-notation');
    // An illegal move with a recomputed check is still refused, move by move.
    const lines = text.split('\n').slice(0, -1);
    const i = lines.findIndex((l) => l.startsWith('moves '));
    lines[i] = 'moves 0:play{"tile":"9-9"}';
    const forged = `${lines.join('\n')}\ncheck ${recheck(lines.join('\n'))}`;
    expect(codeOf(() => fromNotation(forged))).toBe('bad-notation');
  });
});

