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
/**
 * The machine's context: the rules' state under one key. XState's assign copies the context's
 * keys on every action; one key instead of the state's forty is most of what an action costs it.
 */
export interface Refereed<S> {
  s: S;
  /** The last action applied, as validated, for the game's record of moves (the rules' state holds the position only). */
  move: { seat: number; action: unknown } | null;
}

/**
 * A game's machine, made the first time it is asked for: building one costs more than everything
 * else a bundle does as it loads, and a page or worker plays one game, often none on the page.
 */
export function builtOnce(make: () => AnyStateMachine): () => AnyStateMachine {
  let machine: AnyStateMachine | null = null;
  return () => (machine ??= make());
}

export function trickGameMachine<S extends { phase: string } & Record<string, any>>(
  id: string, decisionPhases: readonly string[], rules: PureGame<S>,
  /** Further automatic phases (a reveal, a round's end), each run by its pure function as it is entered. */
  transient: Record<string, (s: S) => S> = {},
): AnyStateMachine {
  const auto = Object.keys(transient);
  const phaseGuards: Record<string, ({ context }: { context: Refereed<S> }) => boolean> = {};
  const all = ['deal', ...decisionPhases, ...auto, 'score', 'over'];
  for (const p of all) phaseGuards[`in-${p}`] = ({ context }) => context.s.phase === p;
  for (const p of decisionPhases) phaseGuards[`left-${p}`] = ({ context }) => context.s.phase !== p;
  // A legal action is applied without leaving the phase's state (most actions, a play within a
  // trick, keep the phase); only when the rules moved the phase on does the router take over.
  const act = { act: { guard: 'isLegal', actions: 'applyAction' } } as const;
  // Straight on to the phase the rules moved to. An automatic phase goes there directly (a hand's
  // end runs score, deal and the first decision with no stop at the router in between); a decision
  // phase checks one guard after each action and only then asks the router. An automatic phase
  // the rules left unchanged goes through the router to be entered (and run) again.
  const toPhase = (p: string) => ({ guard: `in-${p}`, target: p });
  const onward = (from: string) => [...all.filter((p) => p !== from).map(toPhase), { target: 'route' }];
  const states: Record<string, object> = {
    route: { always: all.map(toPhase) },
    deal: { entry: 'dealHand', always: onward('deal') },
    score: { entry: 'scoreHand', always: onward('score') },
    over: { type: 'final' },
  };
  for (const p of decisionPhases) states[p] = { on: act, always: { guard: `left-${p}`, target: 'route' } };
  for (const p of auto) states[p] = { entry: `run-${p}`, always: onward(p) };
  // The action as the isLegal guard validated it, and for which event: the guard and the action
  // run one after the other inside one send, so one slot is enough (a WeakMap cost more than it saved).
  let checkedEvent: object | null = null;
  let checkedAction: unknown = null;
  const autoActions = Object.fromEntries(auto.map((p) => [`run-${p}`, assign(({ context }: { context: Refereed<S> }) => ({ s: transient[p]!(context.s) }))]));
  const machine = setup({
    types: { context: {} as Refereed<S>, events: {} as ActEvent, input: {} as S },
    guards: {
      ...phaseGuards,
      isLegal: ({ context, event }) => {
        try {
          checkedAction = rules.validateAction(context.s, event.seat, event.action);
          checkedEvent = event;
          return true;
        } catch {
          return false;
        }
      },
    },
    actions: {
      dealHand: assign(({ context }) => ({ s: rules.dealHand(context.s) })),
      // The action as the guard just validated it, for this very event (validated again only if absent).
      applyAction: assign(({ context, event }) => {
        const action = checkedEvent === event ? checkedAction : rules.validateAction(context.s, event.seat, event.action);
        checkedEvent = null;
        return { s: rules.applyAction(context.s, event.seat, action as never), move: { seat: event.seat, action } };
      }),
      scoreHand: assign(({ context }) => ({ s: rules.scoreHand(context.s) })),
      ...(autoActions as Record<string, never>),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ s: input, move: null }),
    initial: 'route',
    // The phase states are generated from the game's phase list.
    states: states as never,
  });
  return machine as unknown as AnyStateMachine;
}
