import { RuleError, checksum, clonePlain, fail, randomSeed } from '@boneyard/core';
import { createEmptyActor, type ActorScope, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { validateHistory, validateState } from '@boneyard/games/validate';
import { GAMES, type GameModule } from './registry.ts';

export interface CreateGameOptions {
  game: string;
  seed?: number | string;
  options?: Record<string, unknown>;
  deal?: unknown;
}

/** How a game began: enough, with its history, to replay it anywhere. */
export interface GameOrigin {
  seed: number | string;
  options: Record<string, unknown>;
  deal?: unknown;
}

export interface HistoryEntry {
  seat: number;
  action: { type: string } & Record<string, unknown>;
}

interface Stateful {
  game: string;
  phase: string;
}

const SNAPSHOT_FORMAT = 'boneyard-snapshot';
const MAX_SEED_LENGTH = 200;
/** 2: the moves beside the state, not in it. 1 is still read (a widget's saved game survives an update). */
const SNAPSHOT_VERSION = 2;


function moduleFor(id: unknown): GameModule {
  if (typeof id !== 'string' || !Object.hasOwn(GAMES, id)) {
    const known = ['whist', 'euchre', 'loo', 'bluff'];
    return fail('unknown-game', known.includes(String(id))
      ? `This file does not play "${String(id)}": it was built for ${Object.keys(GAMES).join(', ')} only; load boneyard.js for every game.`
      : `Unknown game ${JSON.stringify(id)}; choose one of ${known.join(', ')}.`);
  }
  return GAMES[id]!;
}

/**
 * What the machines' transitions are given to run in: they only assign (no effects, no children),
 * so one inert scope, like the one xstate's own pure `transition()` makes, serves every game.
 */
let inertScope: ActorScope<AnyMachineSnapshot, EventObject> | null = null;
function scope(): ActorScope<AnyMachineSnapshot, EventObject> {
  if (inertScope) return inertScope;
  const self = createEmptyActor();
  inertScope = {
    self, id: '', sessionId: '', system: self.system, logger: () => {}, defer: () => {}, emit: () => {}, stopChild: () => {}, actionExecutor: () => {},
  } as unknown as ActorScope<AnyMachineSnapshot, EventObject>;
  return inertScope;
}

/**
 * One game, refereed by its XState machine. Every method returns plain JSON;
 * `act` either applies a legal action or throws a RuleError and changes nothing.
 * The machine's snapshot is stepped with the machine's own transition function, as an actor
 * would, without an actor's mailbox and observers around it (a tenth of each action's cost).
 */
export class Game {
  readonly #module: GameModule;
  readonly #machine: AnyStateMachine;
  #snapshot: AnyMachineSnapshot;
  /**
   * The moves so far. The game keeps them, not the rules' state: a state is copied on every
   * action, and a list that grows all game long made each copy slower as the game went on.
   */
  readonly #history: HistoryEntry[];

  readonly origin: GameOrigin | null;

  constructor(module: GameModule, state: unknown, origin: GameOrigin | null = null, history: HistoryEntry[] = []) {
    this.#module = module;
    this.origin = origin;
    this.#history = history;
    this.#machine = module.machine;
    this.#snapshot = this.#machine.getInitialSnapshot(scope(), state);
  }

  get id(): string {
    return this.#module.id;
  }

  /** The full referee state. Never send this to a page: use `view`. */
  get state(): unknown {
    return (this.#snapshot.context as { s: unknown }).s;
  }

  get players(): number {
    return this.#module.players(this.state);
  }

  #seat(seat: unknown, allowPublic: boolean): number | 'public' {
    if (allowPublic && seat === 'public') return 'public';
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= this.players) {
      fail('bad-seat', `Seats are numbered 0 to ${this.players - 1}${allowPublic ? ", or 'public'" : ''}.`);
    }
    return seat as number;
  }

  view(seat: number | 'public'): any {
    return this.#module.view(this.state, this.#seat(seat, true));
  }

  legalActions(seat: number): any[] {
    return this.#module.legalActions(this.state, this.#seat(seat, false) as number);
  }

  act(seat: number, action: unknown): void {
    const before = this.state;
    const next = this.#machine.transition(this.#snapshot, { type: 'act', seat, action }, scope());
    const after = next.context as { s: unknown; move: HistoryEntry };
    if (after.s !== before) {
      this.#snapshot = next;
      this.#history.push(after.move);
      return;
    }
    // The machine's guard refused it: the rules say why (a RuleError with its code).
    this.#module.validateAction(before, seat, action);
    fail('illegal-action', 'The referee refused that action.');
  }

  get phase(): string {
    return (this.state as Stateful).phase;
  }

  isOver(): boolean {
    return this.phase === 'over';
  }

  history(): HistoryEntry[] {
    return clonePlain(this.#history);
  }

  /** How many moves have been made. */
  get moveCount(): number {
    return this.#history.length;
  }

  /** How many moves `seat` has made: unlike moveCount, the same whenever the others' simultaneous moves land. */
  movesBy(seat: number): number {
    let n = 0;
    for (const m of this.#history) if (m.seat === seat) n++;
    return n;
  }

  /** The last move made, or null before the first (the table broadcasts it without copying the whole history). */
  lastMove(): HistoryEntry | null {
    const m = this.#history[this.#history.length - 1];
    return m === undefined ? null : clonePlain(m);
  }

  snapshot(): string {
    const body = JSON.stringify(this.state);
    const origin = this.origin ? JSON.stringify(this.origin) : null;
    const history = JSON.stringify(this.#history);
    return JSON.stringify({
      format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, game: this.id, check: snapshotCheck(body, origin, history), state: body, origin, history,
    });
  }

  /** Why tiles of `seat`'s hand may not be played now and why the last trick went where it did (null where a game has none). */
  explain(seat: number): unknown {
    return this.#module.explain(this.view(seat));
  }

  /** The action as `viewer` may see it. */
  publicAction(action: unknown, actor: number, viewer: number | 'public'): unknown {
    return this.#module.publicAction(action, actor, viewer);
  }
}

export function createGame(opts: CreateGameOptions): Game {
  if (typeof opts !== 'object' || opts === null) return fail('bad-option', 'createGame takes { game, seed, options, deal }.');
  for (const k of Object.keys(opts)) {
    if (!['game', 'seed', 'options', 'deal'].includes(k)) fail('unknown-option', `createGame has no field "${k}".`);
  }
  const mod = moduleFor(opts.game);
  // No seed: 128 bits nobody can guess (core's randomSeed); the page learns it only when the game ends.
  const seed = opts.seed ?? randomSeed();
  if (typeof seed !== 'number' && typeof seed !== 'string') return fail('bad-option', 'seed must be a number or a string.');
  if (typeof seed === 'number' && !Number.isFinite(seed)) return fail('bad-option', 'seed must be a finite number.');
  if (typeof seed === 'string' && seed.length > MAX_SEED_LENGTH) return fail('bad-option', `seed must be at most ${MAX_SEED_LENGTH} characters.`);
  const state = mod.settle(mod.createState(seed, opts.options, opts.deal)) as { options: Record<string, unknown> };
  return new Game(mod, state, { seed, options: clonePlain(state.options), ...(opts.deal === undefined ? {} : { deal: clonePlain(opts.deal) }) });
}

/** What a snapshot's checksum covers (version 1 had no history beside the state). */
export function snapshotCheck(state: string, origin: string | null, history: string | null): string {
  return checksum(`${state}${origin ?? ''}${history ?? ''}`);
}

/** Longer than any saved game (a long seven-player Bluff session writes a few hundred KB). */
export const MAX_SNAPSHOT_LENGTH = 4_000_000;

/**
 * Continues a game from its snapshot. Everything in it is checked before the rules touch it, as
 * for any input from outside: its size, the checksum (a cut or damaged text), then the state itself
 * (every field, the invariants, a probe that the rules can play on from it: games/validate), the
 * moves beside it and where the game began. A forged or damaged snapshot is refused with
 * `bad-snapshot` in milliseconds; it cannot make the engine loop or fill memory.
 */
export function restoreGame(snapshot: unknown): Game {
  const bad = (why: string): never => fail('bad-snapshot', `This is not a snapshot Boneyard wrote (${why}).`);
  if (typeof snapshot !== 'string') return bad('not a string');
  if (snapshot.length > MAX_SNAPSHOT_LENGTH) return bad('far too long');
  const outer = parseJson(snapshot) ?? bad('truncated or not JSON');
  if (typeof outer !== 'object' || Array.isArray(outer) || outer.format !== SNAPSHOT_FORMAT) return bad('unknown format');
  if (outer.version !== SNAPSHOT_VERSION && outer.version !== 1) return bad(`version ${String(outer.version).slice(0, 20)}`);
  if (typeof outer.state !== 'string' || typeof outer.check !== 'string') return bad('fields missing');
  const originText = typeof outer.origin === 'string' ? outer.origin : null;
  const historyText = outer.version === 1 ? null : outer.history;
  if (outer.version !== 1 && typeof historyText !== 'string') return bad('fields missing');
  if (snapshotCheck(outer.state, originText, historyText as string | null) !== outer.check) return bad('it was changed or cut short');
  const mod = moduleFor(outer.game);
  const state = parseJson(outer.state) ?? bad('state unreadable');
  const history = historyText === null ? state.history ?? [] : parseJson(historyText as string) ?? bad('history unreadable');
  if (state.game !== mod.id) return bad('game mismatch');
  delete state.history;
  validateState(state, mod);
  const players = mod.players(state);
  validateHistory(history, players);
  return new Game(mod, state, originText === null ? null : checkOrigin(mod, originText, state as { options: unknown }), history as HistoryEntry[]);
}

/** Parsed JSON as an object, or null; prototype keys are kept as plain own keys, so the checks refuse them. */
function parseJson(text: string): Record<string, any> | null {
  try {
    const x = JSON.parse(text) as unknown;
    return typeof x === 'object' && x !== null ? (x as Record<string, any>) : null;
  } catch {
    return null;
  }
}

/** Where a restored game began must be a beginning the game accepts, with the options the state has. */
function checkOrigin(mod: GameModule, text: string, state: { options: unknown }): GameOrigin {
  const o = parseJson(text);
  const bad = (why: string): never => fail('bad-snapshot', `This is not a snapshot Boneyard wrote (its origin ${why}).`);
  if (!o || Array.isArray(o) || Object.keys(o).some((k) => !['seed', 'options', 'deal'].includes(k))) return bad('is malformed');
  if (!((typeof o.seed === 'number' && Number.isFinite(o.seed)) || (typeof o.seed === 'string' && o.seed.length <= MAX_SEED_LENGTH))) return bad('has no seed');
  try {
    mod.createState(o.seed, o.options, o.deal);
  } catch {
    return bad('is not a game this engine can start');
  }
  if (JSON.stringify(o.options) !== JSON.stringify(state.options)) return bad('has other options than the game');
  return o as GameOrigin;
}

export { RuleError };
