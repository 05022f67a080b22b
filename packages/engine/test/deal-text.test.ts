import { expect, test } from 'vitest';
import { createGame, dealToText, isRuleError, parseDealText } from '../src/index.ts';

test('a deal written as text starts the game it describes, and writes back the same', () => {
  const text = 'dealer 3; 0: 6-6 5-5 6-5 6-4 6-2; 2: 1-0 2-0 3-1 4-2 3-0; rest: 6-3';
  const deal = parseDealText(text);
  expect(deal).toEqual({ dealer: 3, hands: [['6-6', '5-5', '6-5', '6-4', '6-2'], undefined, ['1-0', '2-0', '3-1', '4-2', '3-0']], rest: ['6-3'] });
  expect(dealToText(deal)).toBe(text);
  const g = createGame({ game: 'euchre', seed: 1, deal });
  expect(g.view(0).hand.slice().sort()).toEqual(['6-6', '5-5', '6-5', '6-4', '6-2'].sort());
  expect(g.view(0).turnUp).toBe('6-3');
  expect(g.view('public').dealer).toBe(3);
  const dice = parseDealText('dealer 0; dice: 3-4 6-1');
  expect(dice.dice).toEqual([[3, 4], [6, 1]]);
  expect(createGame({ game: 'bluff', seed: 2, options: { players: 3 }, deal: dice }).view('public').phase).toBe('toss');
});

test('a malformed deal text is refused with bad-deal and a message that says what is wrong', () => {
  const cases: [string, string][] = [
    ['', 'empty'],
    ['dealer three', 'one seat number'],
    ['0: 6-6 66', '"66" is not a tile'],
    ['0: 6-6; 0: 5-5', 'given twice'],
    ['north: 6-6', 'not understood'],
    // Every number is bounded before anything is allocated from it.
    ['4294967294: 6-6', 'not a seat'],
    ['dealer 4294967294', 'one seat number'],
    ['0: 6-6 999999-1', 'is not a tile'],
    [`rest: ${'6-6 '.repeat(300)}`, 'more than 200'],
    [`0: 6-6;${' '.repeat(5000)}`, 'too long'],
  ];
  for (const [text, words] of cases) {
    let caught: unknown = null;
    try {
      parseDealText(text);
    } catch (e) {
      caught = e;
    }
    expect(isRuleError(caught) && caught.code === 'bad-deal', text).toBe(true);
    expect((caught as Error).message).toContain(words);
  }
  // The form is fine but the game refuses it: a tile twice.
  expect(() => createGame({ game: 'euchre', seed: 1, deal: parseDealText('0: 6-6 6-6 6-5 6-4 6-2') })).toThrow(/twice|more than once|repeated/i);
});
