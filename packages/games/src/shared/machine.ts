/**
 * The referee machine every trick game uses: one state per phase, entered through a
 * router that reads the phase the pure rules left in the context. Guards and actions are
 * the game's own pure functions, named in setup().
 */
import { assign, setup, type AnyStateMachine } from 'xstate';

export interface PureGame<S extends { phase: string }> {
  validateAction(s: S, seat: unknown, action: unknown): unknown;
  applyAction(s: S, seat: number, action: never): S;
  dealHand(s: S): S;
  scoreHand(s: S): S;
}

export type ActEvent = { type: 'act'; seat: number; action: unknown };

export function trickGameMachine<S extends { phase: string } & Record<string, any>>(
  id: string, decisionPhases: readonly string[], rules: PureGame<S>,
  /** Further automatic phases (a reveal, a round's end), each run by its pure function as it is entered. */
  transient: Record<string, (s: S) => S> = {},
): AnyStateMachine {
  const auto = Object.keys(transient);
  const phaseGuards: Record<string, ({ context }: { context: S }) => boolean> = {};
  const all = ['deal', ...decisionPhases, ...auto, 'score', 'over'];
  for (const p of all) phaseGuards[`in-${p}`] = ({ context }) => context.phase === p;
  const act = { act: { guard: 'isLegal', actions: 'applyAction', target: 'route' } } as const;
  const states: Record<string, object> = {
    route: { always: all.map((p) => ({ guard: `in-${p}`, target: p })) },
    deal: { entry: 'dealHand', always: { target: 'route' } },
    score: { entry: 'scoreHand', always: { target: 'route' } },
    over: { type: 'final' },
  };
  for (const p of decisionPhases) states[p] = { on: act };
  for (const p of auto) states[p] = { entry: `run-${p}`, always: { target: 'route' } };
  const autoActions = Object.fromEntries(auto.map((p) => [`run-${p}`, assign(({ context }: { context: S }) => transient[p]!(context))]));
  const machine = setup({
    types: { context: {} as S, events: {} as ActEvent, input: {} as S },
    guards: {
      ...phaseGuards,
      isLegal: ({ context, event }) => {
        try {
          rules.validateAction(context, event.seat, event.action);
          return true;
        } catch {
          return false;
        }
      },
    },
    actions: {
      dealHand: assign(({ context }) => rules.dealHand(context)),
      applyAction: assign(({ context, event }) => rules.applyAction(context, event.seat, rules.validateAction(context, event.seat, event.action) as never)),
      scoreHand: assign(({ context }) => rules.scoreHand(context)),
      ...(autoActions as Record<string, never>),
    },
  }).createMachine({
    id,
    context: ({ input }) => input,
    initial: 'route',
    // The phase states are generated from the game's phase list.
    states: states as never,
  });
  return machine as unknown as AnyStateMachine;
}
