/**
 * The referee for Domino Whist: an XState machine whose states are the game's phases.
 * Every guard and action is one of the pure functions in rules.ts, named in setup(),
 * so the machine and the bots' fast path can never disagree on a rule.
 */
import { assign, setup } from 'xstate';
import { applyAction, dealHand, scoreHand, validateAction } from './rules.ts';
import type { WhistAction, WhistPhase, WhistState } from './types.ts';

export type WhistEvent = { type: 'act'; seat: number; action: WhistAction };

const phaseIs = (p: WhistPhase) => ({ context }: { context: WhistState }) => context.phase === p;

export const whistMachine = setup({
  types: {
    context: {} as WhistState,
    events: {} as WhistEvent,
    input: {} as WhistState,
  },
  guards: {
    isLegal: ({ context, event }) => {
      try {
        validateAction(context, event.seat, event.action);
        return true;
      } catch {
        return false;
      }
    },
    inDeal: phaseIs('deal'),
    inPass: phaseIs('pass'),
    inBid: phaseIs('bid'),
    inTrump: phaseIs('trump'),
    inExchange: phaseIs('exchange'),
    inPlay: phaseIs('play'),
    inScore: phaseIs('score'),
    isOver: phaseIs('over'),
  },
  actions: {
    dealHand: assign(({ context }) => dealHand(context)),
    applyAction: assign(({ context, event }) => applyAction(context, event.seat, validateAction(context, event.seat, event.action))),
    scoreHand: assign(({ context }) => scoreHand(context)),
  },
}).createMachine({
  id: 'whist',
  context: ({ input }) => input,
  initial: 'route',
  states: {
    /** Entered on creation and on restore: go to the phase the state is in. */
    route: {
      always: [
        { guard: 'inDeal', target: 'deal' },
        { guard: 'inPass', target: 'pass' },
        { guard: 'inBid', target: 'bid' },
        { guard: 'inTrump', target: 'trump' },
        { guard: 'inExchange', target: 'exchange' },
        { guard: 'inPlay', target: 'play' },
        { guard: 'inScore', target: 'score' },
        { guard: 'isOver', target: 'over' },
      ],
    },
    deal: { entry: 'dealHand', always: { target: 'route' } },
    pass: { on: { act: { guard: 'isLegal', actions: 'applyAction', target: 'route' } } },
    bid: { on: { act: { guard: 'isLegal', actions: 'applyAction', target: 'route' } } },
    trump: { on: { act: { guard: 'isLegal', actions: 'applyAction', target: 'route' } } },
    exchange: { on: { act: { guard: 'isLegal', actions: 'applyAction', target: 'route' } } },
    play: {
      on: { act: { guard: 'isLegal', actions: 'applyAction', target: 'route' } },
    },
    score: { entry: 'scoreHand', always: { target: 'route' } },
    over: { type: 'final' },
  },
});
