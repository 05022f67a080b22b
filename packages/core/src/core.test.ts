import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { clonePlain, doubleSet, normalizeTile, parseTile, setSize, tileName } from './tiles.ts';
import { nextU32, randInt, randomSeed, seedRng, shuffle } from './rng.ts';
import { playableTiles, trickWinnerIndex, type SuitSystem } from './trick.ts';
import { lastDealAt } from './log.ts';

describe('tiles', () => {
  test('double-N sets have (N+1)(N+2)/2 distinct tiles', () => {
    for (const n of [6, 7, 8, 9]) {
      const set = doubleSet(n);
      expect(set).toHaveLength(setSize(n));
      expect(new Set(set).size).toBe(set.length);
    }
    expect(setSize(6)).toBe(28);
    expect(setSize(9)).toBe(55);
  });
  test('input in either order is accepted; junk is refused with a code', () => {
    expect(normalizeTile('4-6')).toBe('6-4');
    expect(parseTile('0-0')).toEqual([0, 0]);
    for (const bad of ['6', '6-', '10-1', 'a-b', '', null, 5, '6-4-2']) {
      expect(() => normalizeTile(bad)).toThrow(expect.objectContaining({ code: 'bad-tile' }));
    }
    expect(() => normalizeTile('7-1', 6)).toThrow(expect.objectContaining({ code: 'bad-tile' }));
    expect(tileName('6-4')).toBe('six-four');
    expect(tileName('0-0')).toBe('double blank');
  });
});

describe('seeded rng', () => {
  test('same seed, same stream; different seeds differ', () => {
    const a = seedRng(42);
    const b = seedRng(42);
    const c = seedRng(43);
    const xs = [nextU32(a), nextU32(a), nextU32(a)];
    expect([nextU32(b), nextU32(b), nextU32(b)]).toEqual(xs);
    expect([nextU32(c), nextU32(c), nextU32(c)]).not.toEqual(xs);
  });
  test('state is plain JSON and resumes exactly', () => {
    const a = seedRng('abc');
    nextU32(a);
    const b = JSON.parse(JSON.stringify(a));
    expect(nextU32(b)).toBe(nextU32(a));
  });
  test('shuffle is a permutation; randInt stays in range (property)', () => {
    fc.assert(fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
      const out = shuffle(seedRng(seed), items);
      expect(out.slice().sort()).toEqual(items.slice().sort());
    }));
    fc.assert(fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
      const r = randInt(seedRng(seed), n);
      return r >= 0 && r < n;
    }));
  });
  test('randInt is roughly uniform', () => {
    const st = seedRng(1);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[randInt(st, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });
});

describe('trick kernel', () => {
  // A toy system: suit = high end, trump = tiles with a 0.
  const sys: SuitSystem<number> = {
    isTrump: (t) => parseTile(t)[1] === 0,
    follows: (t, led) => !sys.isTrump(t) && parseTile(t)[0] === led,
    trumpRank: (t) => parseTile(t)[0],
    ledRank: (t) => parseTile(t)[1],
  };
  test('followers must follow; a void hand may play anything', () => {
    expect(playableTiles(['6-5', '6-1', '4-3'], 6, sys)).toEqual(['6-5', '6-1']);
    expect(playableTiles(['5-5', '4-3'], 6, sys)).toEqual(['5-5', '4-3']);
    expect(playableTiles(['5-5'], null, sys)).toEqual(['5-5']);
  });
  test('the highest trump wins, else the highest of the led suit; off-suit never wins', () => {
    expect(trickWinnerIndex(['6-1', '6-5', '5-4'], 6, sys)).toBe(1);
    expect(trickWinnerIndex(['6-1', '6-5', '2-0'], 6, sys)).toBe(2);
    expect(trickWinnerIndex(['6-1', '3-0', '5-0'], 6, sys)).toBe(2);
    expect(trickWinnerIndex(['6-1', '5-4'], 6, sys)).toBe(0);
  });
  test("a log's current deal starts at its last deal entry (a hand thrown in is dealt again)", () => {
    expect(lastDealAt([{ type: 'deal' }, { type: 'declare' }, { type: 'deal' }, { type: 'play' }])).toBe(2);
    expect(lastDealAt([{ type: 'play' }])).toBe(0);
    expect(lastDealAt([])).toBe(0);
  });
});

describe('unguessable seeds', () => {
  test('randomSeed gives 128 bits as 32 hex digits, all distinct over 10,000 draws', () => {
    const seeds = Array.from({ length: 10_000 }, () => randomSeed());
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(seeds).size).toBe(10_000);
    // Every bit position is used: no 32-bit value hides inside.
    const ones = Array.from({ length: 128 }, (_, bit) => seeds.filter((s) => (parseInt(s[bit >> 2]!, 16) >> (3 - (bit & 3))) & 1).length);
    for (const n of ones) expect(n).toBeGreaterThan(4_500);
  });
  test('a 128-bit seed fills the whole generator state: seeds differing in any one word give different states', () => {
    const base = '0123456789abcdef0123456789abcdef';
    const states = new Set<string>();
    for (let w = 0; w < 4; w++) {
      const s = `${base.slice(0, w * 8)}${'f'.repeat(8)}${base.slice(w * 8 + 8)}`;
      states.add(JSON.stringify(seedRng(s)));
    }
    states.add(JSON.stringify(seedRng(base)));
    expect(states.size).toBe(5);
    expect(seedRng(base)).toEqual(seedRng(base));
  });
  test('clonePlain drops prototype keys that JSON.parse turns into own keys', () => {
    const evil = JSON.parse('{"a":1,"__proto__":{"polluted":true},"nested":{"constructor":{"prototype":{"x":1}}}}');
    const copy = clonePlain(evil) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(copy).toEqual({ a: 1, nested: {} });
  });
});
