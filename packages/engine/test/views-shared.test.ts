import { expect, test } from 'vitest';
import { chooseAction, createGame } from '../src/index.ts';

test("views share the log, frozen: a caller cannot change the referee's game through a view", () => {
  for (const game of ['whist', 'euchre', 'loo', 'bluff']) {
    const g = createGame({ game, seed: 5 });
    for (let i = 0; i < 30 && !g.isOver(); i++) {
      const seat = g.view('public').toAct[0];
      g.act(seat, chooseAction(g.view(seat), { seed: i }));
    }
    const v = g.view(0);
    const entry = v.log.at(-1) as Record<string, unknown>;
    // Every game shares frozen entries (Bluff shows a gift a seat took no part in as a frozen copy without its tiles).
    expect(Object.isFrozen(entry), game).toBe(true);
    expect(() => (entry.type = 'forged')).toThrow(TypeError);
    // The trick games share the list itself, frozen too; Bluff's list (each seat's own) is the caller's own.
    if (game !== 'bluff') expect(() => (v.log as unknown[]).push({ type: 'forged' })).toThrow(TypeError);
    else (v.log as unknown[]).push({ type: 'forged' });
    // ... and the referee goes on writing its log after a view has frozen the one it shared.
    if (!g.isOver()) {
      const before = g.view(0).log.length;
      const seat = g.view('public').toAct[0];
      g.act(seat, chooseAction(g.view(seat), { seed: 99 }));
      expect(g.view(0).log.length).toBeGreaterThanOrEqual(before);
    }
    expect(JSON.stringify(g.view(0).log)).not.toContain('forged');
  }
});
