/**
 * Is this referee state one the rules can play on? For states that come from outside the
 * referee: a saved game (`restoreGame`), a position dealt from a seat's record. Three checks, each
 * bounded in time and memory:
 *  1. the shape: every field of the game's state with its type and bounds, options exactly as the
 *     game's own normalizer writes them, nothing else (no prototype keys);
 *  2. the invariants the fuzzer checks (every tile in one place, chips conserved, the last hand
 *     scored by the rules);
 *  3. a probe: a few short random play-outs with the game's own rules from the state, each to the
 *     end of its hand or a few hundred moves, checking the invariants after every move. A state whose
 *     hands do not match its phase leaves a seat with nothing to play, or a trick short, and is refused.
 * The game's rules are passed in (`rules`), so this file adds no copy of them to the file it is built into.
 */
import { isRuleError } from '@boneyard/core';
import { checkInvariants } from '../shared/invariants.ts';
import { refuse, type Shape } from './shape.ts';
import { bluffShape, euchreShape, looShape, whistShape } from './states.ts';

export { refuse, type Shape } from './shape.ts';

/** What the check needs of a game's rules (each game's module of pure functions has these). */
export interface StateRules {
  normalizeOptions(input: unknown): unknown;
  toAct(s: never): number[];
  legalActions(s: never, seat: number): unknown[];
  step(s: never, seat: number, action: unknown): unknown;
}

type Loose = Record<string, unknown> & { game: string; phase: string; handNo: number; options: { players: number } };

const PROBES = 3;
const PROBE_MOVES = 400;

function shapeOf(s: Loose): Shape {
  switch (s.game) {
    case 'whist':
      return whistShape(s.options, s.maxPip);
    case 'euchre':
      return euchreShape(s.options);
    case 'loo':
      return looShape(s.options);
    case 'bluff':
      return bluffShape(s.options);
    default:
      return refuse('game', 'is not one of ours');
  }
}

/**
 * Refuses (`bad-snapshot`) a state the rules of `rules` cannot soundly play on; returns it typed
 * otherwise. `beforeProbe` adds a caller's own cheap check once the shape is known good, so a state
 * it refuses is refused before the (costlier) play-outs.
 */
export function validateState<S>(state: unknown, rules: StateRules, beforeProbe?: (s: S) => void): S {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return refuse('the state', 'must be an object');
  const s = state as Loose;
  let options: unknown;
  try {
    options = rules.normalizeOptions(s.options);
  } catch (e) {
    return refuse('options', isRuleError(e) ? `are refused (${e.message})` : 'are unreadable');
  }
  if (JSON.stringify(options) !== JSON.stringify(s.options)) refuse('options', 'are not written as the game writes them');
  shapeOf(s)(s, 'state');
  const broken = checkInvariants(s as never);
  if (broken) refuse('the state', `breaks a rule (${broken})`);
  beforeProbe?.(state as S);
  probe(s, rules);
  return state as S;
}

/** Short play-outs from the state by the game's own rules: every move must find a legal action and keep the invariants. */
function probe(start: Loose, rules: StateRules): void {
  for (let run = 0; run < PROBES; run++) {
    let s = start;
    let x = 0x9e3779b9 ^ run;
    try {
      for (let i = 0; i < PROBE_MOVES && s.phase !== 'over' && s.handNo === start.handNo; i++) {
        const seats = rules.toAct(s as never);
        if (seats.length === 0) return refuse('the state', 'has nobody to act');
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const seat = seats[x % seats.length]!;
        const legal = rules.legalActions(s as never, seat);
        if (legal.length === 0) return refuse('the state', `leaves seat ${seat} to act with nothing it may do`);
        // The first run keeps to the first legal action, the others pick at random.
        s = rules.step(s as never, seat, legal[run === 0 ? 0 : (x >>> 8) % legal.length]) as Loose;
        const broken = checkInvariants(s as never);
        if (broken) return refuse('the state', `breaks a rule when played on (${broken})`);
      }
    } catch (e) {
      if (isRuleError(e) && e.code === 'bad-snapshot') throw e;
      return refuse('the state', `cannot be played on (${isRuleError(e) ? e.code : 'the rules fail on it'})`);
    }
  }
}

/** The moves beside a saved state: seats in range and actions made of the fields actions have. */
export function validateHistory(history: unknown, players: number): { seat: number; action: { type: string } & Record<string, unknown> }[] {
  if (!Array.isArray(history)) return refuse('history', 'must be a list');
  if (history.length > MAX_MOVES) refuse('history', `holds more than ${MAX_MOVES} moves`);
  for (let i = 0; i < history.length; i++) MOVE(players)(history[i], `history[${i}]`);
  return history as never;
}

/** More moves than any game plays (a long seven-player Bluff session plays a few thousand). */
export const MAX_MOVES = 200_000;

const ACTION_FIELDS = new Set(['type', 'tile', 'tiles', 'suit', 'amount', 'take', 'discard', 'alone', 'target']);
const scalar = (x: unknown) => (typeof x === 'string' && x.length <= 16) || typeof x === 'boolean' || (typeof x === 'number' && Number.isFinite(x));

const MOVE = (players: number): Shape => (x, at) => {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return refuse(at, 'must be an object');
  const { seat, action } = x as { seat?: unknown; action?: unknown };
  if (Object.keys(x).length !== 2 || !Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= players) refuse(at, 'is not a move of a seat');
  if (typeof action !== 'object' || action === null || Array.isArray(action) || typeof (action as { type?: unknown }).type !== 'string') return refuse(`${at}.action`, 'must be an action with a type');
  for (const [k, v] of Object.entries(action)) {
    if (!ACTION_FIELDS.has(k)) refuse(`${at}.action`, `has no field "${k.slice(0, 20)}"`);
    if (!(scalar(v) || (Array.isArray(v) && v.length <= 12 && v.every(scalar)))) refuse(`${at}.action.${k}`, 'is not a value an action holds');
  }
};
