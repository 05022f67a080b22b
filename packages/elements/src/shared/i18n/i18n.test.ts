import { expect, test } from 'vitest';
import es from './es.ts';
import { NUMBERS, SUITS } from './words.ts';
import { patternsIn } from './patterns.ts';
import { ERRORS } from '../messages.ts';
import { SEAT_NAMES } from '../game-element.ts';
import { DECLARED } from '../../domino-loo/domino-loo.ts';
import { MOVE_WORDS, TITLES } from '../../domino-replay/domino-replay.ts';

const sources = import.meta.glob(['../../**/*.ts', '!../../**/*.test.ts', '!../../**/*.stories.ts', '!../../**/story-tools.ts', '!./patterns.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();

// Words that reach t() through a variable: seat names, suits, numbers, error texts, move kinds, titles.
const listed = [
  ...Object.values(SEAT_NAMES).flat(), ...SUITS, 'doubles', 'trumps', 'no trump', '—', ...NUMBERS, ...Object.values(ERRORS), 'Something went wrong.',
  ...Object.values(DECLARED), ...MOVE_WORDS, ...Object.values(TITLES),
];
const used = new Set([...Object.values(sources).flatMap(patternsIn), ...listed]);

test('every English pattern the elements use has a Spanish entry, with the same placeholders', () => {
  expect(used.size).toBeGreaterThan(250);
  const missing = [...used].filter((p) => !(p in es));
  expect(missing).toEqual([]);
  const mismatched = [...used].filter((p) => placeholders(p) !== placeholders(es[p]!));
  expect(mismatched).toEqual([]);
});

test('the Spanish table holds nothing the elements no longer say', () => {
  expect(Object.keys(es).filter((k) => !used.has(k))).toEqual([]);
});

test('the pattern reader finds both branches of a choice, and skips compared values and the arguments', () => {
  expect(patternsIn(`this.t(v.phase === 'play' ? 'A {n}' : "B", { n: 'not me' }); tr.t('C'); at('no')`)).toEqual(['A {n}', 'B', 'C']);
});
