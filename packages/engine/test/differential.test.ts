import { expect, test } from 'vitest';
import { whist } from '@boneyard/games';
import { WHIST_CONFIGS, newWhist, pickerFor, randomAction } from './helpers.ts';

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
