import { describe, expect, test } from 'vitest';
import { bluff } from '@boneyard/games';
import { chooseAction } from '@boneyard/ai';
import { createGame, restoreGame } from '../src/index.ts';
import { BLUFF_CONFIGS, pickerFor, playRandom, randomAction } from './helpers.ts';

const newBluff = (seed: number, options: object) => createGame({ game: 'bluff', seed, options: options as Record<string, unknown> });

describe('bluff through the public contract', () => {
  test.each(BLUFF_CONFIGS.map((o) => [JSON.stringify(o), o]))('random sessions end with winners, tiles conserved: %s', (_n, options) => {
    for (let seed = 1; seed <= 8; seed++) {
      const g = playRandom(newBluff(seed, options), seed, 200000, (game) => {
        const s = game.state as bluff.BluffState;
        if (s.phase === 'over') return;
        const total = s.hands.flat().length + s.boneyard.length + s.claims.reduce((n, c) => n + (c?.length ?? 0), 0);
        expect(total).toBe(56);
        const chips = s.scores.reduce((a, b) => a + b, 0) + s.pot;
        expect(chips).toBe(0);
      });
      expect(g.isOver()).toBe(true);
      const v = g.view('public');
      expect(v.winners.length).toBeGreaterThan(0);
      expect(v.handNo).toBe(v.options.deals);
    }
  });

  test.each(BLUFF_CONFIGS.map((o) => [JSON.stringify(o), o]))('easy bots finish whole sessions: %s', (_n, options) => {
    const g = newBluff(3, options);
    for (let i = 0; i < 200000 && !g.isOver(); i++) {
      const seat = g.view('public').toAct[0];
      g.act(seat, chooseAction(g.view(seat), { level: 'easy', seed: i }));
    }
    expect(g.isOver()).toBe(true);
  });

  test('views: own hand and claim only; other claims by size; passed tiles only to giver and receiver', () => {
    for (const options of BLUFF_CONFIGS) {
      playRandom(newBluff(19, options), 6, 3000, (game) => {
        const s = game.state as bluff.BluffState;
        for (let seat = 0; seat < s.options.players; seat++) {
          const v = game.view(seat);
          expect(v.hand).toEqual(s.hands[seat]);
          const mine = new Set(v.hand);
          expect(v.claimSizes).toEqual(s.claims.map((c) => c?.length ?? 0));
          for (const e of v.log as { type: string; giver: number; receiver: number; tiles?: string[] }[]) if (e.type === 'give' && e.tiles) expect([e.giver, e.receiver]).toContain(seat);
          // No unseen tile of another hand is named anywhere but in shown claims and own gives.
          const shown = new Set((v.log as { type: string; tiles?: string[] }[]).flatMap((e) => (e.type === 'challenge' ? e.tiles : e.type === 'give' ? e.tiles ?? [] : [])));
          const text = JSON.stringify({ ...v, log: [] });
          for (let o = 0; o < s.options.players; o++) {
            if (o === seat) continue;
            for (const t of s.hands[o]!) if (!mine.has(t) && !shown.has(t) && !(v.myClaim ?? []).includes(t)) expect(text).not.toContain(`"${t}"`);
          }
        }
      });
    }
  });

  test('snapshot/restore and seeded replay are exact, dice included', () => {
    for (const options of BLUFF_CONFIGS) {
      const a = newBluff(41, options);
      playRandom(a, 3, 50);
      const b = restoreGame(a.snapshot());
      for (const g of [a, b]) {
        const p = pickerFor(21);
        while (!g.isOver()) {
          const seat = g.view('public').toAct[0];
          g.act(seat, randomAction(g.legalActions(seat), p));
        }
      }
      expect(b.snapshot()).toBe(a.snapshot());
      const c = newBluff(41, options);
      for (const { seat, action } of a.history()) c.act(seat, action);
      expect(c.snapshot()).toBe(a.snapshot());
    }
  });
});
