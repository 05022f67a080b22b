import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import { bluffMachine } from './machine.ts';
import { createState, legalActions, toAct } from './rules.ts';
import type { BluffState } from './types.ts';

test('the machine walks through deal, toss, claim, reveal, challenge, give, round end and settlement', () => {
  const seen = new Set<string>();
  const actor = createActor(bluffMachine(), {
    input: createState(3, { players: 3, deals: 1 }),
    inspect: (e) => {
      if (e.type === '@xstate.snapshot') seen.add(String((e.snapshot as { value?: unknown }).value));
    },
  }).start();
  let i = 0;
  for (; i < 20000 && actor.getSnapshot().status !== 'done'; i++) {
    const s = actor.getSnapshot().context.s as BluffState;
    const seat = toAct(s)[0]!;
    const legal = legalActions(s, seat);
    // Challenge whenever possible so that gives happen; otherwise take the first choice.
    const action = legal.find((a) => a.type === 'challenge') ?? legal.find((a) => a.type === 'claim') ?? legal[0]!;
    actor.send({ type: 'act', seat, action });
  }
  expect(actor.getSnapshot().status).toBe('done');
  // Automatic states are passed through within one step; the snapshot after each event shows where play rests.
  for (const state of ['toss', 'claim', 'challenge', 'give', 'over']) expect(seen).toContain(state);
  const events = bluffMachine().definition.states;
  for (const state of ['deal', 'reveal', 'round-end', 'score']) expect(Object.keys(events)).toContain(state);
});
