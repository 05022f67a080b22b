import { bluff, euchre, loo, whist, type Explanation } from '@boneyard/games';
import type { AnyStateMachine } from 'xstate';

/** What the engine needs from each game: its pure rules, its views and its machine. */
export interface GameModule {
  id: string;
  normalizeOptions(options: unknown): unknown;
  createState(seed: number | string, options: unknown, deal: unknown): unknown;
  settle(state: unknown): unknown;
  validateAction(state: unknown, seat: unknown, action: unknown): unknown;
  legalActions(state: unknown, seat: number): unknown[];
  view(state: unknown, seat: number | 'public'): unknown;
  players(state: unknown): number;
  /** The game's referee machine (built the first time it is read). */
  readonly machine: AnyStateMachine;
  /** The action as another seat may see it (passed and discarded tiles stay secret). */
  publicAction(action: unknown, actor: number, viewer: number | 'public'): unknown;
  /** The pure path the bots and the fuzzer use: validate, apply, settle, with no machine. */
  step(state: unknown, seat: number, action: unknown): unknown;
  toAct(state: unknown): number[];
  /** Why tiles may not be played and why the last trick went where it did, from a seat view (rules pages). */
  explain(view: unknown): Explanation | null;
}

interface PureGameModule<S> {
  normalizeOptions(input: unknown): unknown;
  createState(seed: number | string, options?: unknown, deal?: unknown): S;
  settle(s: S): S;
  validateAction(s: S, seat: unknown, action: unknown): unknown;
  legalActions(s: S, seat: number): unknown[];
  view(s: S, seat: number | 'public'): unknown;
  step(s: S, seat: number, action: unknown): S;
  toAct(s: S): number[];
}

function moduleOf<S extends { options: { players: number } }>(
  id: string, pure: PureGameModule<S>, machine: () => AnyStateMachine, secret: (action: { type: string }) => unknown,
  explain: (view: never) => Explanation | null = () => null,
): GameModule {
  return {
    id,
    normalizeOptions: (o) => pure.normalizeOptions(o),
    createState: (seed, options, deal) => pure.createState(seed, options, deal),
    settle: (s) => pure.settle(s as S),
    validateAction: (s, seat, action) => pure.validateAction(s as S, seat, action),
    legalActions: (s, seat) => pure.legalActions(s as S, seat),
    view: (s, seat) => pure.view(s as S, seat),
    players: (s) => (s as S).options.players,
    get machine() {
      return machine();
    },
    publicAction: (action, actor, viewer) => (viewer === actor ? action : secret(action as { type: string })),
    step: (s, seat, action) => pure.step(s as S, seat, action),
    toAct: (s) => pure.toAct(s as S),
    explain: (v) => explain(v as never),
  };
}

// One module per game, made on demand: a file built for one game (dist/domino-<game>.engine.js) calls,
// and so keeps, only its own.
export const whistModule = (): GameModule => moduleOf('whist', whist, whist.whistMachine, (a) =>
  a.type === 'pass-tiles' ? { type: 'pass-tiles' } : a.type === 'exchange' ? { type: 'exchange' } : a, whist.explain);
export const euchreModule = (): GameModule => moduleOf('euchre', euchre, euchre.euchreMachine, (a) => (a.type === 'discard' ? { type: 'discard' } : a), euchre.explain);
// Claims are secret until everyone has chosen, so whether a seat claimed at all is hidden too.
export const bluffModule = (): GameModule => moduleOf('bluff', bluff, bluff.bluffMachine, (a) =>
  a.type === 'claim' || a.type === 'no-claim' ? { type: 'claim' } : a.type === 'give' ? { type: 'give', count: (a as unknown as { tiles: unknown[] }).tiles.length } : a);
export const looModule = (): GameModule => moduleOf('loo', loo, loo.looMachine, (a) => (a.type === 'discard' ? { type: 'discard' } : a.type === 'take-turnup' ? { type: 'take-turnup' } : a), loo.explain);
