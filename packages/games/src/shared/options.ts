import { fail } from '@boneyard/core';

/** Reads a plain-object input, refusing keys the game does not define. */
export function optionBag(input: unknown, known: readonly string[], game: string): Record<string, unknown> {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) fail('bad-option', `${game} options must be an object.`);
  const bag = input as Record<string, unknown>;
  for (const key of Object.keys(bag)) {
    if (!known.includes(key)) fail('unknown-option', `${game} has no option "${key}". Known: ${known.join(', ')}.`);
  }
  return bag;
}

export function pickOne<T extends string | number | boolean>(
  bag: Record<string, unknown>, key: string, allowed: readonly T[], fallback: T,
): T {
  const v = bag[key];
  if (v === undefined) return fallback;
  if (!allowed.includes(v as T)) {
    fail('bad-option', `Option ${key} must be one of ${allowed.map((a) => JSON.stringify(a)).join(' | ')}; got ${JSON.stringify(v)}.`);
  }
  return v as T;
}

export function pickInt(bag: Record<string, unknown>, key: string, min: number, max: number, fallback: number): number {
  const v = bag[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    fail('bad-option', `Option ${key} must be a whole number from ${min} to ${max}; got ${JSON.stringify(v)}.`);
  }
  return v as number;
}
