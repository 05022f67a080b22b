/**
 * The referee machine every trick game uses: one state per phase. An action goes from its phase's
 * state straight to the phase the pure rules moved to (most stay where they are); automatic phases
 * run as they are entered and go on the same way; a router that reads the phase the rules left in
 * the context starts the machine. Guards and actions are the game's own pure functions, named in
 * setup().
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
  // The outcome of the action the guards are looking at: validated and applied once, by the first
  // guard, for this very event on this very state (the guards and the action run one after the
  // other inside one send, so one slot is enough; a WeakMap cost more than it saved). `checked` is
  // null when the rules refused the action; `checkError` holds anything else the rules threw, for
  // the action to throw as it always has.
  let checkedEvent: object | null = null;
  let checkedState: S | null = null;
  let checkedAction: unknown = null;
  let checked: S | null = null;
  let checkError: { e: unknown } | null = null;
  const outcome = (s: S, event: ActEvent): S | null => {
    if (checkedEvent === event && checkedState === s) return checked;
    checkedEvent = event;
    checkedState = s;
    checkError = null;
    checked = null;
    try {
      checkedAction = rules.validateAction(s, event.seat, event.action);
    } catch {
      return null;
    }
    try {
      checked = rules.applyAction(s, event.seat, checkedAction as never);
    } catch (e) {
      // Not a refusal (the action was valid): the assign below throws it, as the rules threw it.
      checkError = { e };
      checked = s;
    }
    return checked;
  };
  // A legal action whose outcome stays in its phase: most actions (a play within a trick).
  const actGuards: Record<string, ({ context, event }: { context: Refereed<S>; event: ActEvent }) => boolean> = {
    'legal-here': ({ context, event }) => {
      const next = outcome(context.s, event);
      return next !== null && (checkError !== null || next.phase === context.s.phase);
    },
  };
  // A legal action that moves the phase goes straight to the phase the rules moved to, in the same
  // step: the guards read the outcome the first one computed. An automatic phase entered this way
  // runs at once (a hand's last play runs score, deal and the next hand's first decision).
  for (const p of all) actGuards[`legal-to-${p}`] = ({ context, event }) => outcome(context.s, event)?.phase === p;
  const act = (from: string) => ({
    act: [
      { guard: 'legal-here', actions: 'applyAction' },
      ...all.filter((p) => p !== from).map((p) => ({ guard: `legal-to-${p}`, target: p, actions: 'applyAction' })),
    ],
  });
  // An automatic phase goes on to whatever phase its function left (a hand's end runs score, deal
  // and the first decision with no stop in between); one its function left unchanged goes
  // through the router to be entered (and run) again.
  const toPhase = (p: string) => ({ guard: `in-${p}`, target: p });
  const onward = (from: string) => [...all.filter((p) => p !== from).map(toPhase), { target: 'route' }];
  const states: Record<string, object> = {
    route: { always: all.map(toPhase) },
    deal: { entry: 'dealHand', always: onward('deal') },
    score: { entry: 'scoreHand', always: onward('score') },
    over: { type: 'final' },
  };
  for (const p of decisionPhases) states[p] = { on: act(p) };
  for (const p of auto) states[p] = { entry: `run-${p}`, always: onward(p) };
  const autoActions = Object.fromEntries(auto.map((p) => [`run-${p}`, assign(({ context }: { context: Refereed<S> }) => ({ s: transient[p]!(context.s) }))]));
  const machine = setup({
    types: { context: {} as Refereed<S>, events: {} as ActEvent, input: {} as S },
    guards: { ...phaseGuards, ...actGuards },
    actions: {
      dealHand: assign(({ context }) => ({ s: rules.dealHand(context.s) })),
      // The outcome the guards computed for this very event (computed again only if absent).
      applyAction: assign(({ context, event }) => {
        const next = outcome(context.s, event);
        const error = checkError;
        const action = checkedAction;
        checkedEvent = null;
        checkedState = null;
        checked = null;
        checkError = null;
        if (error !== null) throw error.e;
        if (next === null) {
          rules.validateAction(context.s, event.seat, event.action);
          throw new Error('The referee applied an action its guard refused.');
        }
        return { s: next, move: { seat: event.seat, action } };
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
