import { expect, test } from 'vitest';
import { bluff, euchre, loo, whist } from '@boneyard/games';
import { createGame } from '../src/index.ts';
import { BLUFF_CONFIGS, EUCHRE_CONFIGS, LOO_CONFIGS, WHIST_CONFIGS, newWhist, pickerFor, randomAction } from './helpers.ts';

// The machine (the referee behind Game) and the pure path the bots use must never disagree:
// 250 random games per configuration, 2,000 in all, compared action by action and state by state.
test.each(WHIST_CONFIGS.map((o) => [JSON.stringify(o), o]))('machine and pure rules agree over 250 random games: %s', (_n, options) => {
  let actions = 0;
  for (let seed = 1; seed <= 250; seed++) {
    const game = newWhist(seed, options);
    let pure = whist.settle(whist.createState(seed, options));
    const pick = pickerFor(seed * 31 + 7);
    let handNo = 0;
    while (!game.isOver()) {
      const seats = whist.toAct(pure);
      const seat = seats[pick(seats.length)]!;
      const action = randomAction(whist.legalActions(pure, seat), pick);
      game.act(seat, action);
      pure = whist.step(pure, seat, action);
      if (game.phase !== pure.phase) expect(game.phase).toBe(pure.phase);
      if (pure.handNo !== handNo) {
        handNo = pure.handNo;
        expect(JSON.stringify(game.state)).toBe(JSON.stringify(pure));
      }
      actions++;
    }
    expect(JSON.stringify(game.state)).toBe(JSON.stringify(pure));
  }
  expect(actions).toBeGreaterThan(10000);
}, 300_000);

test.each(EUCHRE_CONFIGS.map((o) => [JSON.stringify(o), o]))('euchre: machine and pure rules agree over 250 random games: %s', (_n, options) => {
  for (let seed = 1; seed <= 250; seed++) {
    const game = createGame({ game: 'euchre', seed, options: options as Record<string, unknown> });
    let pure = euchre.settle(euchre.createState(seed, options));
    const pick = pickerFor(seed * 17 + 3);
    while (!game.isOver()) {
      const seat = euchre.toAct(pure)[0]!;
      const action = randomAction(euchre.legalActions(pure, seat), pick);
      game.act(seat, action);
      pure = euchre.step(pure, seat, action);
      if (game.phase !== pure.phase) expect(game.phase).toBe(pure.phase);
    }
    expect(JSON.stringify(game.state)).toBe(JSON.stringify(pure));
  }
}, 300_000);

test.each(LOO_CONFIGS.map((o) => [JSON.stringify(o), o]))('loo: machine and pure rules agree over 200 random games: %s', (_n, options) => {
  for (let seed = 1; seed <= 200; seed++) {
    const game = createGame({ game: 'loo', seed, options: options as Record<string, unknown> });
    let pure = loo.settle(loo.createState(seed, options));
    const pick = pickerFor(seed * 13 + 1);
    while (!game.isOver()) {
      const seat = loo.toAct(pure)[0]!;
      const action = randomAction(loo.legalActions(pure, seat), pick);
      game.act(seat, action);
      pure = loo.step(pure, seat, action);
      if (game.phase !== pure.phase) expect(game.phase).toBe(pure.phase);
    }
    expect(JSON.stringify(game.state)).toBe(JSON.stringify(pure));
  }
}, 300_000);

test.each(BLUFF_CONFIGS.map((o) => [JSON.stringify(o), o]))('bluff: machine and pure rules agree over 60 random sessions: %s', (_n, options) => {
  for (let seed = 1; seed <= 60; seed++) {
    const game = createGame({ game: 'bluff', seed, options: options as Record<string, unknown> });
    let pure = bluff.settle(bluff.createState(seed, options));
    const pick = pickerFor(seed * 7 + 5);
    while (!game.isOver()) {
      const seats = bluff.toAct(pure);
      const seat = seats[pick(seats.length)]!;
      const action = randomAction(bluff.legalActions(pure, seat), pick);
      game.act(seat, action);
      pure = bluff.step(pure, seat, action);
      if (game.phase !== pure.phase) expect(game.phase).toBe(pure.phase);
    }
    expect(JSON.stringify(game.state)).toBe(JSON.stringify(pure));
  }
}, 300_000);
