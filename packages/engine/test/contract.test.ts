import { describe, expect, test } from 'vitest';
import { checksum } from '@boneyard/core';
import { whist } from '@boneyard/games';
import { chooseAction } from '@boneyard/ai';
import { createGame, restoreGame, type Game } from '../src/index.ts';
import { WHIST_CONFIGS, newWhist, pickerFor, playRandom, randomAction, codeOf } from './helpers.ts';

describe('whist through the public contract', () => {
  test.each(WHIST_CONFIGS.map((o) => [JSON.stringify(o), o]))('random games end with winners: %s', (_name, options) => {
    for (let seed = 1; seed <= 12; seed++) {
      const g = playRandom(newWhist(seed, options), seed * 7);
      expect(g.isOver()).toBe(true);
      const v = g.view('public');
      expect(v.over).toBe(true);
      expect(v.winners.length).toBeGreaterThan(0);
      const top = Math.max(...v.scores);
      for (const w of v.winners) expect(v.scores[w]).toBeGreaterThanOrEqual(v.options.target);
      expect(v.winners.some((w: number) => v.scores[w] === top) || v.options.simultaneousTarget === 'bidder-goes-out').toBe(true);
      expect(g.legalActions(0)).toEqual([]);
    }
  });

  test.each(WHIST_CONFIGS.map((o) => [JSON.stringify(o), o]))('bots finish whole games: %s', (_name, options) => {
    const g = newWhist(11, options);
    for (let i = 0; i < 5000 && !g.isOver(); i++) {
      const seat = g.view('public').toAct[0];
      g.act(seat, chooseAction(g.view(seat), { level: 'easy' }));
    }
    expect(g.isOver()).toBe(true);
  });

  test('an illegal action throws a coded error and changes nothing', () => {
    const g = newWhist(3, { players: 4 });
    const before = g.snapshot();
    const seat: number = g.view('public').toAct[0];
    const other = (seat + 1) % 4;
    expect(codeOf(() => g.act(other, { type: 'pass' }))).toBe('not-your-turn');
    expect(codeOf(() => g.act(seat, { type: 'bid', amount: 2 }))).toBe('bid-too-low');
    expect(codeOf(() => g.act(seat, { type: 'bid', amount: 12 }))).toBe('bid-too-high');
    expect(codeOf(() => g.act(seat, { type: 'bid', amount: '5' }))).toBe('bad-action');
    expect(codeOf(() => g.act(seat, { type: 'bid', amount: 5, extra: 1 }))).toBe('bad-action');
    expect(codeOf(() => g.act(seat, { type: 'fly' }))).toBe('bad-action');
    expect(codeOf(() => g.act(seat, null))).toBe('bad-action');
    expect(codeOf(() => g.act(seat, { type: 'play', tile: '8-8' }))).toBe('illegal-action');
    expect(codeOf(() => g.act(9, { type: 'pass' }))).toBe('bad-seat');
    expect(codeOf(() => g.act(seat, JSON.parse('{"type":"pass","__proto__":{"x":1}}')))).toBe('bad-action');
    expect(g.snapshot()).toBe(before);
  });

  test('play errors: not in hand, must follow, suit required', () => {
    const hands = [
      ['8-8', '8-7', '7-1', '6-5', '5-4', '4-3', '3-2', '2-1', '1-0', '6-0', '5-0'],
      ['7-7', '7-6', '7-5', '7-4', '7-3', '7-2', '6-6', '6-4', '6-3', '6-2', '6-1'],
      ['5-5', '5-3', '5-2', '5-1', '4-4', '4-2', '4-1', '4-0', '3-3', '3-1', '3-0'],
      ['2-2', '2-0', '1-1', '0-0', '8-6', '8-5', '8-4', '8-3', '8-2', '8-1', '8-0'],
    ];
    const g = createGame({ game: 'whist', seed: 1, options: { players: 4 }, deal: { dealer: 3, hands, rest: ['7-0'] } });
    g.act(0, { type: 'bid', amount: 4 });
    for (const s of [1, 2, 3]) g.act(s, { type: 'pass' });
    g.act(0, { type: 'trump', suit: 'none' });
    g.act(0, { type: 'exchange', take: false });
    expect(codeOf(() => g.act(0, { type: 'play', tile: '7-1' }))).toBe('suit-required');
    expect(codeOf(() => g.act(0, { type: 'play', tile: '7-7', suit: 7 }))).toBe('not-in-hand');
    expect(codeOf(() => g.act(0, { type: 'play', tile: '7-1', suit: 5 }))).toBe('bad-suit');
    g.act(0, { type: 'play', tile: '1-7', suit: 7 });
    expect(codeOf(() => g.act(1, { type: 'play', tile: '6-4' }))).toBe('must-follow-suit');
    g.act(1, { type: 'play', tile: '7-7' });
    expect(g.view(2).trick).toEqual([
      { seat: 0, tile: '7-1', suit: 7 },
      { seat: 1, tile: '7-7', suit: 7 },
    ]);
  });

  test('no view holds another seat\'s tile', () => {
    for (const options of WHIST_CONFIGS) {
      const g = newWhist(5, options);
      playRandom(g, 99, 400, (game) => {
        const state = game.state as whist.WhistState;
        for (let seat = 0; seat < state.options.players; seat++) {
          const v = game.view(seat);
          // lastTrick may show tiles of the previous hand, which are public; check it apart.
          const text = JSON.stringify({ ...v, lastTrick: null });
          const known = new Set<string>([...(v.passing ?? []), ...(v.widowDiscard ? [v.widowDiscard] : [])]);
          for (let other = 0; other < state.options.players; other++) {
            if (other === seat) continue;
            for (const t of state.hands[other]!) if (!known.has(t)) expect(text).not.toContain(`"${t}"`);
          }
          for (const t of state.widow) if (!known.has(t) && !(seat === state.declarer && state.phase === 'exchange')) expect(text).not.toContain(`"${t}"`);
          if (seat !== state.declarer && state.widowDiscard && !known.has(state.widowDiscard)) expect(text).not.toContain(`"${state.widowDiscard}"`);
        }
        const pub = JSON.stringify({ ...game.view('public'), lastTrick: null });
        for (const h of state.hands) for (const t of h) expect(pub).not.toContain(`"${t}"`);
      });
    }
  });

  test('snapshot and restore continue identically, RNG included', () => {
    for (const options of WHIST_CONFIGS) {
      const a = newWhist(21, options);
      playRandom(a, 4, 137);
      const b = restoreGame(a.snapshot());
      expect(b.snapshot()).toBe(a.snapshot());
      const pickA = pickerFor(77);
      const pickB = pickerFor(77);
      const drive = (g: Game, pick: (n: number) => number) => {
        for (let i = 0; i < 3000 && !g.isOver(); i++) {
          const seat = g.view('public').toAct[0];
          g.act(seat, randomAction(g.legalActions(seat), pick));
        }
      };
      drive(a, pickA);
      drive(b, pickB);
      expect(b.snapshot()).toBe(a.snapshot());
      expect(b.history()).toEqual(a.history());
    }
  });

  test('a snapshot of the first version (moves inside the state) is still read', () => {
    const a = playRandom(newWhist(5, { players: 4 }), 2, 60);
    const now = JSON.parse(a.snapshot()) as { state: string; origin: string | null; history: string };
    const state = JSON.stringify({ ...JSON.parse(now.state), history: JSON.parse(now.history) });
    const v1 = JSON.stringify({ format: 'boneyard-snapshot', version: 1, game: 'whist', check: checksum(`${state}${now.origin ?? ''}`), state, origin: now.origin });
    const b = restoreGame(v1);
    expect(b.history()).toEqual(a.history());
    expect(b.snapshot()).toBe(a.snapshot());
    // Tampering with a version-1 snapshot is caught as before.
    expect(codeOf(() => restoreGame(v1.replace('"scores\\":[', '"scores\\":[1')))).toBe('bad-snapshot');
  });

  test('the moves are kept beside the state, and a snapshot holds them under its checksum', () => {
    const a = playRandom(newWhist(6, { players: 4 }), 1, 40);
    expect(a.state).not.toHaveProperty('history');
    expect(a.moveCount).toBe(a.history().length);
    expect(a.lastMove()).toEqual(a.history().at(-1));
    const snap = JSON.parse(a.snapshot()) as { history: string };
    expect(JSON.parse(snap.history)).toEqual(a.history());
    const forged = JSON.stringify({ ...JSON.parse(a.snapshot()), history: JSON.stringify(a.history().slice(1)) });
    expect(codeOf(() => restoreGame(forged))).toBe('bad-snapshot');
  });

  test('seeded replay of the history reproduces the game', () => {
    const a = playRandom(newWhist(8, { players: 5, passing: true }), 3);
    const b = newWhist(8, { players: 5, passing: true });
    for (const { seat, action } of a.history()) b.act(seat, action);
    expect(b.snapshot()).toBe(a.snapshot());
    const c = newWhist(9, { players: 5, passing: true });
    expect(c.view(0).hand).not.toEqual(newWhist(8, { players: 5, passing: true }).view(0).hand);
  });

  test('restoreGame refuses truncated or tampered snapshots', () => {
    const g = newWhist(2, { players: 3 });
    const snap = g.snapshot();
    expect(codeOf(() => restoreGame(snap.slice(0, snap.length - 10)))).toBe('bad-snapshot');
    expect(codeOf(() => restoreGame(snap.replace('"scores\\":[0', '"scores\\":[9')))).toBe('bad-snapshot');
    expect(codeOf(() => restoreGame('{}'))).toBe('bad-snapshot');
    expect(codeOf(() => restoreGame(42))).toBe('bad-snapshot');
  });

  test('bad options and deals are refused with codes', () => {
    expect(codeOf(() => createGame({ game: 'chess' }))).toBe('unknown-game');
    expect(codeOf(() => createGame({ game: 'whist', options: { players: 6 } }))).toBe('bad-option');
    expect(codeOf(() => createGame({ game: 'whist', options: { players: 3, partnership: true } }))).toBe('bad-option');
    expect(codeOf(() => createGame({ game: 'whist', options: { colour: 'red' } }))).toBe('unknown-option');
    expect(codeOf(() => createGame({ game: 'whist', options: { players: 3 }, deal: { hands: [['7-7', '7-7']] } }))).toBe('bad-deal');
    expect(codeOf(() => createGame({ game: 'whist', options: { players: 3 }, deal: { hands: [['9-9']] } }))).toBe('bad-deal');
    expect(codeOf(() => createGame({ game: 'whist', options: { players: 3 }, deal: { hands: [['x']] } }))).toBe('bad-deal');
    expect(codeOf(() => createGame({ game: 'whist', options: { players: 3 }, deal: { dealer: 3 } }))).toBe('bad-deal');
  });

  test('views carry the contract fields', () => {
    const g = newWhist(4, { players: 4 });
    const v = g.view(1);
    for (const k of ['game', 'options', 'phase', 'seat', 'dealer', 'toAct', 'hand', 'handSizes', 'trump', 'trick',
      'tricksWon', 'scores', 'over', 'winners', 'lastTrick', 'lastHand', 'log']) expect(v).toHaveProperty(k);
    expect(v.options).toMatchObject({ players: 4, partnership: true, passing: false, target: 30, minBid: 4, maxBid: 11 });
    expect(g.view('public').hand).toEqual([]);
  });
});
