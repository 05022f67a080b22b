import { fail } from '@boneyard/core';

/**
 * The checks every game makes before its own rules: a real seat, an object with a known
 * type, and no fields that type does not define (prototype tricks included).
 */
export function checkActionShape<T extends string>(
  seat: unknown, action: unknown, players: number, fields: Record<T, readonly string[]>, game: string,
): { seat: number; type: T; a: Record<string, unknown> } {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= players) {
    return fail('bad-seat', `Seats are numbered 0 to ${players - 1}.`);
  }
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return fail('bad-action', 'An action must be an object with a type.');
  if (Object.getPrototypeOf(action) !== Object.prototype && Object.getPrototypeOf(action) !== null) {
    return fail('bad-action', 'An action must be a plain object.');
  }
  const a = action as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== 'string' || !Object.hasOwn(fields, type)) return fail('bad-action', `${game} has no action ${JSON.stringify(type)}.`);
  for (const k of Object.keys(a)) {
    if (k !== 'type' && !fields[type as T].includes(k)) fail('bad-action', `A ${type} action has no field "${k}".`);
  }
  return { seat, type: type as T, a };
}

/** Lists of lists in the game states: their inner lists are copied too. */
const NESTED = new Set(['hands', 'passing', 'received', 'pending', 'claims']);

/** Copy-on-write for game states: lists are copied, their (never mutated) entries shared. */
export function copyState<S extends object>(s: S): S {
  const out: Record<string, unknown> = { ...(s as Record<string, unknown>) };
  for (const k in out) {
    const v = out[k];
    if (!Array.isArray(v)) continue;
    // Spread, not slice: a list a view has shared is frozen, and V8 slices frozen arrays 50x slower.
    out[k] = NESTED.has(k) ? v.map((x) => (Array.isArray(x) ? [...x] : x)) : [...v];
  }
  return out as S;
}
