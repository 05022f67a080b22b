import { describe, expect, test } from 'vitest';
import { euchre } from '@boneyard/games';
import { chooseAction } from '@boneyard/ai';
import { createGame, restoreGame } from '../src/index.ts';
import { EUCHRE_CONFIGS, pickerFor, playRandom, randomAction } from './helpers.ts';

const newEuchre = (seed: number, options: object) => createGame({ game: 'euchre', seed, options: options as Record<string, unknown> });

describe('euchre through the public contract', () => {
  test.each(EUCHRE_CONFIGS.map((o) => [JSON.stringify(o), o]))('random games end with winners: %s', (_n, options) => {
    for (let seed = 1; seed <= 15; seed++) {
      const g = playRandom(newEuchre(seed, options), seed * 5);
      expect(g.isOver()).toBe(true);
      const v = g.view('public');
      expect(v.winners.length).toBeGreaterThan(0);
      for (const w of v.winners) expect(v.scores[w]).toBeGreaterThanOrEqual(v.options.target);
    }
  });

  test.each(EUCHRE_CONFIGS.map((o) => [JSON.stringify(o), o]))('easy bots finish whole games: %s', (_n, options) => {
    const g = newEuchre(3, options);
    for (let i = 0; i < 5000 && !g.isOver(); i++) {
      const seat = g.view('public').toAct[0];
      g.act(seat, chooseAction(g.view(seat), { level: 'easy' }));
    }
    expect(g.isOver()).toBe(true);
  });

  test('no view holds another seat\'s tile, the kitty, a discard, or the secret partner', () => {
    for (const options of EUCHRE_CONFIGS) {
      playRandom(newEuchre(17, options), 8, 600, (game) => {
        const s = game.state as euchre.EuchreState;
        for (let seat = 0; seat < s.options.players; seat++) {
          const v = game.view(seat);
          const text = JSON.stringify({ ...v, lastTrick: null, lastHand: null });
          for (let other = 0; other < s.options.players; other++) {
            if (other === seat) continue;
            for (const t of s.hands[other]!) if (t !== s.turnUp) expect(text).not.toContain(`"${t}"`);
          }
          for (const t of s.kitty) expect(text).not.toContain(`"${t}"`);
          if (s.discard && v.discard === undefined && s.discard !== s.turnUp) expect(text).not.toContain(`"${s.discard}"`);
          if (s.partnerSeat !== null && !s.partnerRevealed && s.phase !== 'over') {
            expect(v.partner).toBeNull();
            expect(v.secretPartner).toBe(seat === s.partnerSeat);
          }
        }
      });
    }
  });

  test('snapshot/restore and seeded replay are exact', () => {
    for (const options of EUCHRE_CONFIGS) {
      const a = newEuchre(23, options);
      playRandom(a, 2, 40);
      const b = restoreGame(a.snapshot());
      const pa = pickerFor(9);
      const pb = pickerFor(9);
      for (const [g, p] of [[a, pa], [b, pb]] as const) {
        while (!g.isOver()) {
          const seat = g.view('public').toAct[0];
          g.act(seat, randomAction(g.legalActions(seat), p));
        }
      }
      expect(b.snapshot()).toBe(a.snapshot());
      const c = newEuchre(23, options);
      for (const { seat, action } of a.history()) c.act(seat, action);
      expect(c.snapshot()).toBe(a.snapshot());
    }
  });

  test('bad options are refused with codes', () => {
    const code = (o: object) => {
      try {
        newEuchre(1, o);
      } catch (e) {
        return (e as { code: string }).code;
      }
      return 'none';
    };
    expect(code({ players: 5 })).toBe('bad-option');
    expect(code({ players: 3, variant: 'call-ace' })).toBe('bad-option');
    expect(code({ players: 6, variant: 'call-ace' })).toBe('bad-option');
    expect(code({ firstLead: 'random' })).toBe('bad-option');
    expect(code({ trumps: 'yes' })).toBe('unknown-option');
  });
});
