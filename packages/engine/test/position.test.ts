import { expect, test } from 'vitest';
import { chooseAction, createGame, restoreGame, Table, type Game } from '../src/index.ts';
import { snapshotCheck } from '../src/game.ts';

// "Copy this position": the game in progress as one seat knows it, every tile it cannot see dealt
// afresh. From that seat nothing differs; nothing hidden is in it; it plays on to the end.

const GAMES = [['whist', { players: 4 }], ['euchre', { players: 4 }], ['loo', { players: 4 }], ['bluff', { players: 4 }]] as const;

/** A game `moves` moves in, played by easy bots. */
function playedTo(game: string, options: Record<string, unknown>, seed: number, moves: number): Game {
  const g = createGame({ game, seed, options });
  for (let i = 0; i < moves && !g.isOver(); i++) {
    const seat = g.view('public').toAct[0];
    g.act(seat, chooseAction(g.view(seat), { seed: i }));
  }
  return g;
}

async function positionOf(g: Game, seat: number): Promise<string> {
  const t = new Table();
  await t.start({ game: g.id, snapshot: g.snapshot(), people: [seat], paceMs: 1e9 });
  const p = await t.position(seat);
  await t.dispose();
  return p!;
}

const hands = (g: Game): string[][] => (g.state as { hands: string[][] }).hands;

for (const [game, options] of GAMES) {
  test(`${game}: the position looks the same from its seat, deals the unseen tiles afresh, and plays on to the end`, async () => {
    let redealt = 0;
    for (let k = 0; k < 12; k++) {
      const g = playedTo(game, options, 100 + k, 3 + k * 5);
      if (g.isOver()) continue;
      const seat = k % g.players;
      const shared = restoreGame(await positionOf(g, seat));
      // From the seat: the same view, legal moves included.
      expect(shared.view(seat)).toEqual(g.view(seat));
      expect(hands(shared)[seat]).toEqual(hands(g)[seat]);
      // Every seat holds as many tiles as before, and the tiles are a fresh deal of what the seat could not see.
      expect(hands(shared).map((h) => h.length)).toEqual(hands(g).map((h) => h.length));
      if (JSON.stringify(hands(shared)) !== JSON.stringify(hands(g))) redealt++;
      for (let i = 0; i < 2000 && !shared.isOver(); i++) {
        const s = shared.view('public').toAct[0];
        shared.act(s, chooseAction(shared.view(s), { seed: i }));
      }
      expect(shared.isOver()).toBe(true);
    }
    expect(redealt).toBeGreaterThan(6);
  });
}

test('the position holds nothing hidden: two games that differ only in tiles the seat cannot see give the same position', async () => {
  const g = playedTo('euchre', { players: 4 }, 7, 8);
  const seat = g.view('public').toAct[0] as number;
  const other = (seat + 1) % 4;
  const third = (seat + 2) % 4;
  // Swap a tile between two other hands: the seat cannot tell the difference.
  const state = structuredClone(g.state) as { hands: string[][] };
  const [a, b] = [state.hands[other]![0]!, state.hands[third]![0]!];
  state.hands[other]![0] = b;
  state.hands[third]![0] = a;
  const twin = restoreGame(JSON.stringify({ ...JSON.parse(g.snapshot()), ...resign(state, JSON.parse(g.snapshot()).history) }));
  expect(twin.view(seat)).toEqual(g.view(seat));
  expect(hands(twin)).not.toEqual(hands(g));
  expect(await positionOf(twin, seat)).toBe(await positionOf(g, seat));
});

test('a position of one game will not start another', async () => {
  const t = new Table();
  const r = await t.start({ game: 'whist', snapshot: playedTo('euchre', { players: 4 }, 3, 4).snapshot(), people: [0] });
  expect(r).toMatchObject({ ok: false, code: 'bad-snapshot' });
  await t.dispose();
});

/** The snapshot fields for a changed state, with its checksum made again (as the referee writes it). */
function resign(state: unknown, history: string): { state: string; check: string; origin: null; history: string } {
  const body = JSON.stringify(state);
  return { state: body, check: snapshotCheck(body, null, history), origin: null, history };
}
