import { expect, test } from 'vitest';
import { createGame, fromNotation, toNotation } from '../src/index.ts';

// With no seed, a deal starts from 128 bits of crypto.getRandomValues, straight into the
// generator's 128-bit state (core/rng.ts): nothing a page could search through.

test('10,000 games with no seed have 10,000 distinct 128-bit seeds and generator states', () => {
  const seeds = new Set<string>();
  const states = new Set<string>();
  for (let i = 0; i < 10_000; i++) {
    const g = createGame({ game: (['whist', 'euchre', 'loo', 'bluff'] as const)[i % 4] });
    const seed = g.origin!.seed as string;
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    seeds.add(seed);
    states.add(JSON.stringify((JSON.parse(JSON.parse(g.snapshot()).state) as { rng: number[] }).rng));
  }
  expect(seeds.size).toBe(10_000);
  expect(states.size).toBe(10_000);
});

test('a seed the page gives stays deterministic, and a finished unseeded game replays exactly from its notation', () => {
  const a = createGame({ game: 'whist', seed: 'x' });
  const b = createGame({ game: 'whist', seed: 'x' });
  expect(a.view(0)).toEqual(b.view(0));
  expect(JSON.parse(a.snapshot()).state).toBe(JSON.parse(b.snapshot()).state);
  const g = createGame({ game: 'loo', options: { players: 3 } });
  while (!g.isOver()) {
    const seat = g.view('public').toAct[0];
    g.act(seat, g.legalActions(seat)[0]);
  }
  const again = fromNotation(toNotation(g));
  expect(again.snapshot()).toBe(g.snapshot());
});
