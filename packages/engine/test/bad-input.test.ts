import { describe, expect, test } from 'vitest';
import { createGame, restoreGame } from '../src/index.ts';
import { codeOf } from './helpers.ts';

describe('bad input is refused with a code', () => {
  test.each([
    [{ game: 'poker' }, 'unknown-game'],
    [{ game: 42 }, 'unknown-game'],
    [{ game: 'whist', extra: 1 }, 'unknown-option'],
    [{ game: 'whist', seed: {} }, 'bad-option'],
    [{ game: 'whist', seed: Number.NaN }, 'bad-option'],
    [{ game: 'whist', options: 'four' }, 'bad-option'],
    [{ game: 'whist', options: { players: 6 } }, 'bad-option'],
    [{ game: 'whist', options: { players: 4, minBid: 0 } }, 'bad-option'],
    [{ game: 'whist', options: { allPass: 'shrug' } }, 'bad-option'],
    [{ game: 'euchre', options: { players: 6 } }, 'bad-option'],
    [{ game: 'euchre', options: { players: 5 } }, 'bad-option'],
    [{ game: 'euchre', options: { turnupPickup: true } }, 'bad-option'],
    [{ game: 'loo', options: { players: 5 } }, 'bad-option'],
    [{ game: 'loo', options: { players: 1 } }, 'bad-option'],
    [{ game: 'loo', options: { playForPotCounts: [2] } }, 'bad-option'],
    [{ game: 'loo', options: { looCap: -1 } }, 'bad-option'],
    [{ game: 'bluff', options: { players: 8 } }, 'bad-option'],
    [{ game: 'bluff', options: { players: 1 } }, 'bad-option'],
    [{ game: 'bluff', options: { settlement: 'iou' } }, 'bad-option'],
    [{ game: 'bluff', options: { colour: 'red' } }, 'unknown-option'],
  ])('createGame(%o) → %s', (opts, code) => {
    expect(codeOf(() => createGame(opts as never))).toBe(code);
  });

  test.each<[string, object, unknown, string]>([
    ['whist', { players: 3 }, { hands: [['7-7', '7-7']] }, 'repeated tile'],
    ['whist', { players: 3 }, { hands: [['8-8']] }, 'outside the double-seven set'],
    ['whist', { players: 4 }, { rest: ['8-8', '7-7'] }, 'two widow tiles'],
    ['euchre', {}, { hands: [['7-1']] }, 'outside the double-six set'],
    ['euchre', {}, { hands: [['6-6'], ['6-6']] }, 'repeated across hands'],
    ['euchre', {}, { hands: [['6', '5-5']] }, 'malformed tile'],
    ['euchre', {}, { hands: [['6-6', '5-5', '4-4', '3-3', '2-2', '1-1']] }, 'six tiles in a hand'],
    ['loo', {}, { dealer: 9 }, 'no such dealer'],
    ['loo', {}, { hands: [[null]] }, 'not a tile'],
    ['bluff', {}, { hands: [['1-1', '1-1', '1-1']] }, 'three copies'],
    ['bluff', {}, { dice: [[7, 1]] }, 'a die of 7'],
    ['bluff', {}, { rest: ['1-1'] }, 'a turn-up in bluff'],
    ['whist', {}, { hands: 'all of them' }, 'hands not a list'],
    ['whist', {}, { trumps: 5 }, 'unknown field'],
  ])('%s deal %o → bad-deal (%s)', (game, options, deal) => {
    expect(codeOf(() => createGame({ game, seed: 1, options: options as Record<string, unknown>, deal }))).toBe('bad-deal');
  });

  test('tampered, truncated or foreign snapshots are refused', () => {
    const snap = createGame({ game: 'loo', seed: 1 }).snapshot();
    expect(codeOf(() => restoreGame(snap.slice(0, -1)))).toBe('bad-snapshot');
    expect(codeOf(() => restoreGame(snap.replace('"dealer\\":', '"dealer\\":1')))).toBe('bad-snapshot');
    expect(codeOf(() => restoreGame(JSON.stringify({ ...JSON.parse(snap), game: 'whist' })))).toBe('bad-snapshot');
    expect(codeOf(() => restoreGame(JSON.stringify({ ...JSON.parse(snap), version: 99 })))).toBe('bad-snapshot');
    expect(codeOf(() => restoreGame(null))).toBe('bad-snapshot');
  });
});
