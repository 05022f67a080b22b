import { describe, expect, test } from 'vitest';
import { loo } from '@boneyard/games';
import { chooseAction } from '@boneyard/ai';
import { createGame, restoreGame } from '../src/index.ts';
import { LOO_CONFIGS, pickerFor, playRandom, randomAction } from './helpers.ts';

const newLoo = (seed: number, options: object) => createGame({ game: 'loo', seed, options: options as Record<string, unknown> });

describe('loo through the public contract', () => {
  test.each(LOO_CONFIGS.map((o) => [JSON.stringify(o), o]))('random games end with winners: %s', (_n, options) => {
    for (let seed = 1; seed <= 15; seed++) {
      const g = playRandom(newLoo(seed, options), seed * 3);
      expect(g.isOver()).toBe(true);
      const v = g.view('public');
      expect(v.winners.length).toBeGreaterThan(0);
      const top = Math.max(...v.scores);
      for (const w of v.winners) expect(v.scores[w]).toBe(top);
      if (v.options.scoring === 'points') expect(top).toBeGreaterThanOrEqual(v.options.target);
      else expect(v.handNo).toBe(v.options.deals);
    }
  });

  test('chips are conserved: balances plus the pot always sum to zero', () => {
    for (const options of LOO_CONFIGS.filter((o) => 'scoring' in o)) {
      playRandom(newLoo(5, options), 5, 3000, (g) => {
        const s = g.state as loo.LooState;
        const total = s.scores.reduce((a, b) => a + b, 0) + s.pot;
        expect(Math.abs(total)).toBeLessThan(1e-9);
      });
    }
  });

  test.each(LOO_CONFIGS.map((o) => [JSON.stringify(o), o]))('easy bots finish whole games: %s', (_n, options) => {
    const g = newLoo(3, options);
    for (let i = 0; i < 5000 && !g.isOver(); i++) {
      const seat = g.view('public').toAct[0];
      g.act(seat, chooseAction(g.view(seat), { level: 'easy' }));
    }
    expect(g.isOver()).toBe(true);
  });

  test('no view holds another seat\'s tile, the stock or the others\' discards (its own it saw)', () => {
    for (const options of LOO_CONFIGS) {
      playRandom(newLoo(11, options), 4, 500, (game) => {
        const s = game.state as loo.LooState;
        for (let seat = 0; seat < s.options.players; seat++) {
          const v = game.view(seat) as loo.LooView;
          const text = JSON.stringify({ ...v, lastTrick: null });
          // What it put out of play itself is its own: each tile went there from its hand.
          for (const t of v.ownOutOfPlay) expect(s.dead).toContain(t);
          const hidden = [...s.stock, ...s.dead.filter((t) => !v.ownOutOfPlay.includes(t)), ...s.hands.filter((_h, i) => i !== seat).flat()];
          for (const t of hidden) if (t !== s.turnUp && !s.hands[seat]!.includes(t)) expect(text).not.toContain(`"${t}"`);
        }
      });
    }
  });

  test('snapshot/restore and seeded replay are exact', () => {
    for (const options of LOO_CONFIGS) {
      const a = newLoo(29, options);
      playRandom(a, 2, 30);
      const b = restoreGame(a.snapshot());
      for (const g of [a, b]) {
        const p = pickerFor(13);
        while (!g.isOver()) {
          const seat = g.view('public').toAct[0];
          g.act(seat, randomAction(g.legalActions(seat), p));
        }
      }
      expect(b.snapshot()).toBe(a.snapshot());
      const c = newLoo(29, options);
      for (const { seat, action } of a.history()) c.act(seat, action);
      expect(c.snapshot()).toBe(a.snapshot());
    }
  });
});
