/**
 * A small vocabulary for checking plain data that came from outside (a saved game, a shared
 * position): each shape throws `bad-snapshot` naming the field that is wrong. Lists are bounded and
 * objects must have exactly their fields (no prototype keys, nothing extra), so a checked value
 * holds no surprise for the rules that read it next.
 */
import { fail } from '@boneyard/core';

export type Shape = (x: unknown, at: string) => void;

export const refuse = (at: string, why: string): never => fail('bad-snapshot', `The saved game is not valid: ${at} ${why}.`);

const isPlain = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype;

export const int = (lo: number, hi: number): Shape => (x, at) => {
  if (!Number.isInteger(x) || (x as number) < lo || (x as number) > hi) refuse(at, `must be a whole number from ${lo} to ${hi}`);
};

/** A finite number within bounds (JSON can write 1e999, which reads back as Infinity). */
export const num = (lo: number, hi: number): Shape => (x, at) => {
  if (typeof x !== 'number' || !Number.isFinite(x) || x < lo || x > hi) refuse(at, `must be a number from ${lo} to ${hi}`);
};

export const bool: Shape = (x, at) => {
  if (typeof x !== 'boolean') refuse(at, 'must be true or false');
};

export const oneOf = (...values: readonly unknown[]): Shape => (x, at) => {
  if (!values.includes(x)) refuse(at, `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}`);
};

export const nullable = (s: Shape): Shape => (x, at) => {
  if (x !== null) s(x, at);
};

export const list = (s: Shape, lo: number, hi: number): Shape => (x, at) => {
  if (!Array.isArray(x)) return refuse(at, 'must be a list');
  if (x.length < lo || x.length > hi) refuse(at, `must hold ${lo === hi ? lo : `${lo} to ${hi}`} entries, not ${x.length}`);
  for (let i = 0; i < x.length; i++) s(x[i], `${at}[${i}]`);
};

/** An object with exactly these fields; those named in `optional` may be left out. */
export const record = (fields: Record<string, Shape>, optional: readonly string[] = []): Shape => (x, at) => {
  if (!isPlain(x)) return refuse(at, 'must be an object');
  for (const k of Object.keys(x)) if (!Object.hasOwn(fields, k)) refuse(at, `has no field "${k.slice(0, 20)}"`);
  for (const k of Object.keys(fields)) {
    if (Object.hasOwn(x, k)) fields[k]!(x[k], `${at}.${k}`);
    else if (!optional.includes(k)) refuse(at, `lacks "${k}"`);
  }
};

/** One of several records told apart by their `type`. */
export const tagged = (variants: Record<string, Record<string, Shape>>, optional: readonly string[] = []): Shape => {
  const shapes = new Map(Object.entries(variants).map(([type, fields]) => [type, record({ type: oneOf(type), ...fields }, optional)]));
  return (x, at) => {
    const type = isPlain(x) ? x.type : undefined;
    const s = typeof type === 'string' ? shapes.get(type) : undefined;
    if (!s) return refuse(at, 'has an unknown type');
    s(x, at);
  };
};

/** A tile of the game's set, in its written form ("6-4", high end first). */
export const tileOf = (set: readonly string[]): Shape => {
  const tiles = new Set(set);
  return (x, at) => {
    if (typeof x !== 'string' || !tiles.has(x)) refuse(at, 'is not a tile of this game\'s set');
  };
};

export const exactly = (value: unknown): Shape => (x, at) => {
  if (x !== value) refuse(at, `must be ${JSON.stringify(value)}`);
};
