import { expect, test } from 'vitest';
import type { Explanation } from '@boneyard/games';
import { createGame, parseDealText } from '../src/index.ts';

// The facts behind the widgets' explain sentences (the sentences, in English and Spanish, are the elements' tests).
test('Euchre: a trump that does not follow its other suit is explained, and so is the trick', () => {
  // Trumps are sixes (turn-up 6-3), so 6-4 is a trump, not a four. Seat 1 leads the 4-3.
  const g = createGame({
    game: 'euchre', seed: 1,
    deal: parseDealText('dealer 0; 1: 4-3 1-1 2-2 3-3 5-0; 2: 4-1 4-0 6-4 2-1 3-0; 3: 5-5 5-1 5-2 5-3 0-0; 0: 6-6 6-5 1-0 2-0 3-1; rest: 6-3'),
  });
  g.act(1, { type: 'order' });
  expect(g.view('public').phase).toBe('play');
  const leader = g.view('public').toAct[0];
  expect(leader).toBe(1);
  g.act(1, { type: 'play', tile: '4-3' });
  const why = g.explain(2) as Explanation;
  expect(why.tiles['6-4']).toEqual({ why: 'follow', led: 4, followers: ['4-1', '4-0'], tile: '6-4', trump: true });
  expect(why.tiles['2-1']).toEqual({ why: 'follow', led: 4, followers: ['4-1', '4-0'], tile: '2-1', trump: false });
  expect(why.tiles['4-1']).toBeUndefined();
  g.act(2, { type: 'play', tile: '4-1' });
  g.act(3, { type: 'play', tile: '5-3' });
  g.act(0, { type: 'play', tile: '6-5' });
  expect((g.explain(1) as Explanation).lastTrick).toEqual({ winner: '6-5', led: 4, trumped: true, off: ['5-3'] });
});

test('Loo: a follower who must trump or head the trick is told why', () => {
  const g = createGame({ game: 'loo', seed: 3, options: { players: 2 } });
  // Play random legal moves; wherever a tile is refused in play, a reason is given for it.
  let explained = 0;
  for (let i = 0; i < 400 && !g.isOver(); i++) {
    const seat = g.view('public').toAct[0];
    const v = g.view(seat);
    const why = g.explain(seat) as Explanation;
    if (v.phase === 'play') {
      const playable = new Set(v.legalActions.map((a: { tile: string }) => a.tile));
      for (const t of v.hand) expect(playable.has(t) ? why.tiles[t] : typeof why.tiles[t]?.why, t).toBe(playable.has(t) ? undefined : 'string');
      explained += Object.keys(why.tiles).length;
    }
    g.act(seat, v.legalActions[(i * 7) % v.legalActions.length]);
  }
  expect(explained).toBeGreaterThan(5);
});
