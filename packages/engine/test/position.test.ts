import { expect, test } from 'vitest';
import { randomSeed } from '@boneyard/core';
import { chooseAction, dealAsSeen } from '@boneyard/ai';
import { createGame, Game, GAMES as MODULES, readSeatRecord, seatRecord, Table } from '../src/index.ts';

// A seat record ("Copy this position", resume, recovery): the game as one seat knows it — its view,
// nothing else. Played on from, every tile the seat cannot see is dealt afresh by the referee from a
// secret of its own. From that seat nothing differs; the real deal is not in the record.

const GAMES = [['whist', { players: 4 }], ['whist', { players: 3, passing: true }], ['euchre', { players: 4 }], ['euchre', { players: 5, variant: 'call-ace' }],
  ['loo', { players: 4 }], ['bluff', { players: 4 }], ['bluff', { players: 7 }]] as const;

/** A game `moves` moves in, played by easy bots. */
function playedTo(game: string, options: Record<string, unknown>, seed: number, moves: number): Game {
  const g = createGame({ game, seed, options });
  for (let i = 0; i < moves && !g.isOver(); i++) {
    const seat = g.view('public').toAct[0];
    g.act(seat, chooseAction(g.view(seat), { seed: i }));
  }
  return g;
}

const hands = (state: unknown): string[][] => (state as { hands: string[][] }).hands;

for (const [game, options] of GAMES) {
  test(`${game} ${JSON.stringify(options)}: dealt from a seat record, the game looks the same from its seat, the unseen tiles are new, and it plays on to the end`, async () => {
    let redealt = 0;
    let tried = 0;
    for (let k = 0; k < 12; k++) {
      const g = playedTo(game, options, 100 + k, 3 + k * 7);
      if (g.isOver()) continue;
      tried++;
      const seat = k % g.players;
      const record = seatRecord(g.view(seat));
      // Only the seat's own tiles are in the record (other hands are never in a view).
      // A fixed secret per position keeps the test repeatable: with a fresh random one, a late position
      // with few unseen tiles (voids placing them) was now and then dealt exactly as it was.
      const state = await dealAsSeen(readSeatRecord(record).view, `position-test-${game}-${options.players}-${k}`);
      const table = new Table();
      const r = await table.start({ game, resume: record, people: [seat], paceMs: 0 }, seat);
      expect(r).toMatchObject({ ok: true });
      // From the seat: the same view, legal moves included.
      expect(r.update!.view).toEqual(g.view(seat));
      expect(hands(state)[seat]).toEqual(hands(g.state)[seat]);
      expect(hands(state).map((h) => h.length)).toEqual(hands(g.state).map((h) => h.length));
      if (JSON.stringify(hands(state)) !== JSON.stringify(hands(g.state))) redealt++;
      await table.dispose();
      // It plays on to the end by the rules and the bots.
      const on = new Game(MODULES[game]!, state, null);
      for (let i = 0; i < 5000 && !on.isOver(); i++) {
        const s = on.view('public').toAct[0];
        on.act(s, chooseAction(on.view(s), { seed: i }));
      }
      expect(on.isOver()).toBe(true);
    }
    expect(tried).toBeGreaterThan(3);
    expect(redealt).toBeGreaterThanOrEqual(tried - 1);
  }, 120_000);
}

test('loo: a seat that put tiles out of play itself (a miss, the turn-up taken) resumes with them where they went', async () => {
  let checked = 0;
  for (let seed = 0; seed < 40 && checked < 6; seed++) {
    const g = createGame({ game: 'loo', seed, options: { players: 4 } });
    for (let i = 0; i < 200 && !g.isOver(); i++) {
      const v = g.view('public');
      const seat = v.toAct[0]!;
      if (v.phase === 'play') {
        const mine = [0, 1, 2, 3].find((x) => (g.view(x) as { ownOutOfPlay: string[] }).ownOutOfPlay.length > 0 && g.view(x).hand.length > 0);
        if (mine !== undefined) {
          const record = seatRecord(g.view(mine));
          const state = await dealAsSeen(readSeatRecord(record).view, `own-out-of-play-${seed}`);
          expect(new Game(MODULES.loo!, state, null).view(mine)).toEqual(g.view(mine));
          checked++;
          break;
        }
      }
      g.act(seat, chooseAction(g.view(seat), { seed: i }));
    }
  }
  expect(checked).toBe(6);
});

test('two deals from one record differ (the referee\'s own secret), and neither is the real one', async () => {
  const g = playedTo('euchre', { players: 4 }, 7, 2);
  const seat = g.view('public').toAct[0] as number;
  const view = readSeatRecord(seatRecord(g.view(seat))).view;
  const a = await dealAsSeen(view, randomSeed());
  const b = await dealAsSeen(view, randomSeed());
  expect(hands(a)).not.toEqual(hands(b));
  expect((a as { rng: number[] }).rng).not.toEqual((g.state as { rng: number[] }).rng);
  // The same secret gives the same deal: the deal depends on nothing but the view and the secret.
  const s = randomSeed();
  expect(await dealAsSeen(view, s)).toEqual(await dealAsSeen(view, s));
});

test('a record is refused when it is of another seat than the person\'s, of another game, or not one a game could show', async () => {
  const g = playedTo('loo', { players: 4 }, 3, 6);
  const seat = g.view('public').toAct[0] as number;
  const record = seatRecord(g.view(seat));
  const table = new Table();
  expect(await table.start({ game: 'loo', resume: record, people: [(seat + 1) % 4] })).toMatchObject({ ok: false, code: 'not-your-seat' });
  expect(await table.start({ game: 'whist', resume: record, people: [seat] })).toMatchObject({ ok: false, code: 'bad-snapshot' });
  const view = JSON.parse(record).view;
  // A tile of its hand swapped for the turn-up, or sizes that no game has: no game shows that.
  const played = view.log.find((e: { type: string }) => e.type === 'deal').turnUp;
  for (const forged of [
    { ...view, hand: [played, ...view.hand.slice(1)] },
    { ...view, players: 2e8 },
    { ...view, options: { ...view.options, players: 7 } },
  ]) {
    const text = JSON.stringify({ ...JSON.parse(record), view: forged });
    expect(await table.start({ game: 'loo', resume: text, people: [seat] })).toMatchObject({ ok: false, code: 'bad-snapshot' });
  }
  await table.dispose();
});
