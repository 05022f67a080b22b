/**
 * A game's flow as data: its phases, and for each the phases it can go to with the named guard that
 * picks each one. Both referees read it: the pure path (`advance`, `settleChart`: what the bots and
 * the server's fast paths run) and the XState machine built from it (`chartMachine`), whose states
 * are the phases and whose transitions are exactly the chart's exits, in the same order, under the
 * same guard names. The flow therefore exists once; `mermaid` draws it for the rules pages.
 *
 * A step of the rules changes the data of the state and leaves its phase alone; the chart then
 * tries the phase's exits in order on the state the step left and takes the first whose guard
 * holds (none: the phase goes on, a play within a trick), and runs what entering the new phase
 * sets up (whose turn it is). Automatic phases (a deal, a score) run their pure function as they
 * are entered and leave at once by their exits.
 */
import { assign, setup, type AnyStateMachine } from 'xstate';

/** One way out of a phase: where it goes, and the named guard that picks it. */
export interface Exit {
  readonly to: string;
  readonly when: string;
}

export interface PhaseSpec {
  /** `decision`: waits for players' actions; `auto`: runs its function and leaves; `final`: the game is over. */
  readonly kind: 'decision' | 'auto' | 'final';
  /** Tried in order; the first whose guard holds is taken. */
  readonly exits: readonly Exit[];
}

export interface Chart<S extends { phase: string }> {
  readonly id: string;
  readonly phases: Readonly<Record<string, PhaseSpec>>;
  /** Pure predicates over the state a step (an action, or an automatic phase's run) left. */
  readonly guards: Readonly<Record<string, (s: S) => boolean>>;
  /** What entering a phase sets up, on the step's fresh copy (whose turn, a new round). */
  readonly enter: Readonly<Partial<Record<string, (s: S) => void>>>;
  /** The pure function each automatic phase runs as it is entered (returns a fresh state). */
  readonly run: Readonly<Record<string, (s: S) => S>>;
}

/** A phase's exits resolved to functions once, so a step reads arrays, not names. */
interface Resolved<S> {
  kind: PhaseSpec['kind'];
  tests: ((s: S) => boolean)[];
  to: string[];
  enters: (((s: S) => void) | undefined)[];
}

const RESOLVED = new WeakMap<object, Map<string, Resolved<any>>>();

let lastChart: object | null = null;
let lastResolved: Map<string, Resolved<any>> | null = null;

function resolved<S extends { phase: string }>(chart: Chart<S>): Map<string, Resolved<S>> {
  // A worker plays one game: the same chart every step.
  if (chart === lastChart) return lastResolved!;
  let r = RESOLVED.get(chart);
  if (!r) {
    r = new Map();
    for (const [p, spec] of Object.entries(chart.phases)) {
      r.set(p, {
        kind: spec.kind,
        tests: spec.exits.map((e) => {
          const test = chart.guards[e.when];
          if (!test) throw new Error(`${chart.id}: no guard named ${e.when}.`);
          return test;
        }),
        to: spec.exits.map((e) => e.to),
        enters: spec.exits.map((e) => chart.enter[e.to]),
      });
    }
    RESOLVED.set(chart, r);
  }
  lastChart = chart;
  lastResolved = r;
  return r;
}

/** Every declared transition of a chart, as `from -> to (when)` keys, in chart order. */
export function transitions(chart: Chart<any>): { from: string; to: string; when: string; key: string }[] {
  return Object.entries(chart.phases).flatMap(([from, p]) => p.exits.map((e) => ({ from, to: e.to, when: e.when, key: `${from} -> ${e.to} (${e.when})` })));
}

/** The index of the first exit of `from` whose guard holds on `s`, or -1 (the phase goes on). */
export function exitIndex<S extends { phase: string }>(chart: Chart<S>, from: string, s: S): number {
  const tests = resolved(chart).get(from)!.tests;
  for (let i = 0; i < tests.length; i++) if (tests[i]!(s)) return i;
  return -1;
}

/**
 * Moves a state fresh from a step of phase `from` along the chart: to the first exit whose guard
 * holds, or it stays in `from`. Mutates and returns `s` (the step's own copy).
 */
export function advance<S extends { phase: string }>(chart: Chart<S>, from: string, s: S): S {
  return takeExit(chart, from, s, exitIndex(chart, from, s));
}

/** `advance` along exit `i` already picked by `exitIndex` (-1: none holds). */
function takeExit<S extends { phase: string }>(chart: Chart<S>, from: string, s: S, i: number): S {
  const r = resolved(chart).get(from)!;
  if (i >= 0) {
    s.phase = r.to[i]!;
    r.enters[i]?.(s);
    return s;
  }
  if (r.kind === 'auto') throw new Error(`${chart.id}: the ${from} phase ran and no way out of it holds.`);
  // A step changes the data only: the phase it started in goes on.
  return s;
}

/** Runs automatic phases until someone must act or the game is over. */
export function settleChart<S extends { phase: string }>(chart: Chart<S>, state: S): S {
  let s = state;
  while (chart.phases[s.phase]!.kind === 'auto') {
    const from = s.phase;
    s = advance(chart, from, chart.run[from]!(s));
  }
  return s;
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
  /** The exit the last automatic phase's run chose, which its `always` transitions read (unset before any has run). */
  took?: number;
}

/** What the machine needs of the rules besides the chart: checking an action and its step on the data. */
export interface ChartRules<S> {
  validateAction(s: S, seat: unknown, action: unknown): unknown;
  /** The action's effect on the data, the phase left as it was (`advance` picks the next). */
  stepData(s: S, seat: number, action: never): S;
}

/**
 * A game's machine, made the first time it is asked for: building one costs more than everything
 * else a bundle does as it loads, and a page or worker plays one game, often none on the page.
 */
export function builtOnce(make: () => AnyStateMachine): () => AnyStateMachine {
  let machine: AnyStateMachine | null = null;
  return () => (machine ??= make());
}

/**
 * The referee machine drawn from a chart: one state per phase (and `route`, which enters the phase
 * a restored state is in); each decision phase's `act` transitions are `legal-here` for an action
 * that stays, then the chart's exits, guarded by the chart's guard names on the action's outcome;
 * each automatic phase runs its function on entry and leaves by `always` transitions, the exits again.
 */
export function chartMachine<S extends { phase: string } & Record<string, any>>(chart: Chart<S>, rules: ChartRules<S>): AnyStateMachine {
  const phases = Object.keys(chart.phases);
  // The outcome of the action the guards are looking at: validated and stepped once, by the first
  // guard, for this very event on this very state (the guards and the action run one after the
  // other inside one send, so one slot is enough). `data` is null when the rules refused the
  // action; `error` holds anything else the rules threw, for the action to throw as it always has.
  let seenEvent: object | null = null;
  let seenState: S | null = null;
  let action: unknown = null;
  let data: S | null = null;
  let exit = -1;
  let error: { e: unknown } | null = null;
  const outcome = (s: S, event: ActEvent): S | null => {
    if (seenEvent === event && seenState === s) return data;
    seenEvent = event;
    seenState = s;
    error = null;
    data = null;
    exit = -1;
    try {
      action = rules.validateAction(s, event.seat, event.action);
    } catch {
      return null;
    }
    try {
      data = rules.stepData(s, event.seat, action as never);
      exit = exitIndex(chart, s.phase, data);
    } catch (e) {
      // Not a refusal (the action was valid): the assign below throws it, as the rules threw it.
      error = { e };
      data = s;
    }
    return data;
  };
  type Args = { context: Refereed<S>; event: ActEvent | { type: string } };
  // A chart guard: on an action's outcome (legal, and this exit the first that holds), or, after an
  // automatic phase has run (`ran`: the exit its run chose, which is the first that holds).
  const guards: Record<string, (a: Args, params?: { ran?: boolean; exit?: number }) => boolean> = {};
  resolved(chart); // every guard the exits name exists, or this throws
  for (const { when } of transitions(chart)) {
    guards[when] ??= ({ context, event }, params) => {
      if (params?.ran) return context.took === params.exit;
      const next = outcome(context.s, event as ActEvent);
      return next !== null && error === null && chart.phases[context.s.phase]!.exits[exit]?.when === when;
    };
  }
  // A legal action after which the phase goes on (most: a play within a trick), or one the rules
  // threw on after validating it (the action rethrows).
  guards['legal-here'] = ({ context, event }) => outcome(context.s, event as ActEvent) !== null && (error !== null || exit < 0);
  for (const p of phases) guards[`in-${p}`] = ({ context }) => context.s.phase === p;

  const states: Record<string, object> = { route: { always: phases.map((p) => ({ guard: `in-${p}`, target: p })) } };
  const actions: Record<string, unknown> = {
    // The outcome the guards computed for this very event, moved on along the exit they chose.
    applyAction: assign(({ context, event }: { context: Refereed<S>; event: ActEvent }) => {
      const next = outcome(context.s, event);
      const thrown = error;
      const chosen = exit;
      const validated = action;
      seenEvent = null;
      seenState = null;
      data = null;
      error = null;
      if (thrown !== null) throw thrown.e;
      if (next === null) {
        rules.validateAction(context.s, event.seat, event.action);
        throw new Error('The referee applied an action its guard refused.');
      }
      // A step changes the data only: staying, its state is the outcome as it is.
      const s = takeExit(chart, context.s.phase, next, chosen);
      return { s, move: { seat: event.seat, action: validated } };
    }),
  };
  for (const [p, spec] of Object.entries(chart.phases)) {
    if (spec.kind === 'final') states[p] = { type: 'final' };
    else if (spec.kind === 'decision') {
      states[p] = {
        on: {
          // Staying first: most actions do (a play within a trick), and the guards are exclusive.
          act: [{ guard: 'legal-here', actions: 'applyAction' }, ...spec.exits.map((e) => ({ guard: e.when, target: e.to, actions: 'applyAction' }))],
        },
      };
    } else {
      // Entering runs the phase's function and, in the same assign, picks the exit (the first whose
      // guard holds on what it left) and enters its phase; the always transitions are those exits,
      // each guarded by its name on the choice. One assign per automatic phase, not two.
      actions[`run-${p}`] = assign(({ context }: { context: Refereed<S> }) => {
        const ran = chart.run[p]!(context.s);
        const took = exitIndex(chart, p, ran);
        return { s: takeExit(chart, p, ran, took), took };
      });
      states[p] = { entry: `run-${p}`, always: spec.exits.map((e, exit) => ({ guard: { type: e.when, params: { ran: true, exit } }, target: e.to })) };
    }
  }
  const machine = setup({
    types: { context: {} as Refereed<S>, events: {} as ActEvent, input: {} as S },
    guards: guards as never,
    actions: actions as never,
  }).createMachine({
    id: chart.id,
    context: ({ input }) => ({ s: input, move: null }),
    initial: 'route',
    // The states and transitions are the chart's.
    states: states as never,
  });
  return machine as unknown as AnyStateMachine;
}

/** The chart as a Mermaid state diagram: phases, and each exit labelled with its guard. */
export function mermaid(chart: Chart<any>): string {
  const id = (p: string) => p.replace(/[^A-Za-z0-9_]/g, '_');
  const lines = ['stateDiagram-v2', `    [*] --> ${id(Object.keys(chart.phases)[0]!)}`];
  for (const [p, spec] of Object.entries(chart.phases)) {
    if (id(p) !== p) lines.push(`    state "${p}" as ${id(p)}`);
    if (spec.kind === 'final') lines.push(`    ${id(p)} --> [*]`);
  }
  for (const t of transitions(chart)) lines.push(`    ${id(t.from)} --> ${id(t.to)}: ${t.when}`);
  return lines.join('\n');
}
