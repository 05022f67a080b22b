import { expect, test } from 'vitest';
import { chooseAction, createGame } from '../src/index.ts';

test("views share the log's entries, frozen: a caller cannot change the referee's game through a view", () => {
  for (const game of ['whist', 'euchre', 'loo', 'bluff']) {
    const g = createGame({ game, seed: 5 });
    for (let i = 0; i < 30 && !g.isOver(); i++) {
      const seat = g.view('public').toAct[0];
      g.act(seat, chooseAction(g.view(seat), { seed: i }));
    }
    const v = g.view(0);
    const entry = v.log.at(-1) as Record<string, unknown>;
    // The trick games share frozen entries; Bluff hands each seat its own copies (it redacts gifts).
    if (game !== 'bluff') expect(Object.isFrozen(entry), game).toBe(true);
    if (Object.isFrozen(entry)) expect(() => (entry.type = 'forged')).toThrow(TypeError);
    else entry.type = 'forged';
    expect(() => (v.log as unknown[]).push({ type: 'forged' })).not.toThrow(); // the list itself is the caller's copy
    expect(JSON.stringify(g.view(0).log)).not.toContain('forged');
  }
});
