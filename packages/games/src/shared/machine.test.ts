import { expect, test } from 'vitest';
import { createActor } from 'xstate';
import { euchreMachine } from '../euchre/machine.ts';
import { createState, legalActions, settle, step, toAct } from '../euchre/rules.ts';
import type { EuchreState } from '../euchre/types.ts';

// The guards validate and apply an action once and keep the outcome for that event on that state:
// the same event object must be judged afresh on another state, and a refused one changes nothing.
test('an event refused on one state is judged afresh when sent again on another', () => {
  const actor = createActor(euchreMachine(), { input: settle(createState(7, { players: 4 })) }).start();
  const s0 = actor.getSnapshot().context.s as EuchreState;
  const first = toAct(s0)[0]!;
  const second = (first + 1) % 4;
  // The second seat's pass, sent out of turn: refused, nothing moves.
  const early = { type: 'act' as const, seat: second, action: { type: 'pass' } };
  actor.send(early);
  expect(actor.getSnapshot().context.s).toBe(s0);
  // The first seat passes; the very same event object is now legal and applied.
  actor.send({ type: 'act', seat: first, action: { type: 'pass' } });
  const s1 = actor.getSnapshot().context.s as EuchreState;
  expect(toAct(s1)).toEqual([second]);
  actor.send(early);
  const s2 = actor.getSnapshot().context.s as EuchreState;
  expect(s2).not.toBe(s1);
  expect(JSON.stringify(s2)).toBe(JSON.stringify(step(s1, second, { type: 'pass' })));
  expect(actor.getSnapshot().context.move).toEqual({ seat: second, action: { type: 'pass' } });
});

test('one event object sent to two games (one machine between them) is judged on the state of each', () => {
  const a = createActor(euchreMachine(), { input: settle(createState(7, { players: 4 })) }).start();
  const b = createActor(euchreMachine(), { input: settle(createState(7, { players: 4 })) }).start();
  const s0 = a.getSnapshot().context.s as EuchreState;
  const first = toAct(s0)[0]!;
  b.send({ type: 'act', seat: first, action: { type: 'pass' } });
  const second = (first + 1) % 4;
  const event = { type: 'act' as const, seat: second, action: { type: 'pass' } };
  a.send(event);
  expect(a.getSnapshot().context.s).toBe(s0);
  const before = b.getSnapshot().context.s;
  b.send(event);
  expect(b.getSnapshot().context.s).not.toBe(before);
  expect(b.getSnapshot().context.move).toEqual({ seat: second, action: { type: 'pass' } });
});

test('the machine rests in the phase the rules are in, after every action of whole games', () => {
  for (let seed = 1; seed <= 10; seed++) {
    const actor = createActor(euchreMachine(), { input: settle(createState(seed, { players: 4 })) }).start();
    for (let i = 0; i < 2000 && actor.getSnapshot().status !== 'done'; i++) {
      const s = actor.getSnapshot().context.s as EuchreState;
      expect(actor.getSnapshot().value).toBe(s.phase);
      const seat = toAct(s)[0]!;
      const legal = legalActions(s, seat);
      actor.send({ type: 'act', seat, action: legal[(seed * 31 + i) % legal.length]! });
    }
    expect(actor.getSnapshot().status).toBe('done');
    expect((actor.getSnapshot().context.s as EuchreState).phase).toBe('over');
  }
});
