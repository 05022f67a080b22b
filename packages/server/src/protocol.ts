/**
 * What a client may send, checked before anything reads it: every field's type, every size bounded,
 * prototype keys dropped at every depth (core's clonePlain). The engine checks the game itself (options, actions) as it checks a page's.
 *
 * Options a client sends (matchmaking):
 * - create('table', { game, options?, people?, level?, name? }): a new table (readCreate).
 * - create('table', { restore: code, token, name? }): reopen a saved table whose server process
 *   died, and take back the seat of that token (readRestore).
 * - joinById(code, { name?, token? }): sit (or watch); with a seat token, take that seat back (readJoin).
 * A token is the secret the server sent in the 'seat' message: 22 to 64 characters of base64url.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { clonePlain } from '@boneyard/core';
import { GAMES, LEVELS, type Level } from '@boneyard/engine';

export interface CreateOptions {
  game: string;
  options: Record<string, unknown>;
  /** How many people the table waits for before the game starts (bots take the other seats). */
  people: number;
  level: Level;
}

/** A display name: plain text (no markup survives, nothing to escape later), one line, at most 24 characters. */
export const MAX_NAME = 24;
/** The most a message may weigh as JSON; an action is a few dozen bytes. */
export const MAX_MESSAGE = 2048;

const bad = (why: string): never => {
  throw new Error(`bad-option: ${why}`);
};
const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const size = (v: unknown): number => {
  try {
    return JSON.stringify(v)?.length ?? 0;
  } catch {
    return Infinity;
  }
};

export function plainName(v: unknown): string {
  // Control characters and angle brackets go; what is left is shown as text by the clients anyway.
  if (typeof v !== 'string') return '';
  const printable = Array.from(v.slice(0, 200)).filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127 && c !== '<' && c !== '>').join('');
  return printable.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME);
}

export function readCreate(v: unknown): CreateOptions {
  if (!isPlain(v) || size(v) > MAX_MESSAGE) return bad('a table is created with { game, options, people, level }.');
  const game = typeof v.game === 'string' && Object.hasOwn(GAMES, v.game) ? v.game : bad(`no game "${String(v.game).slice(0, 20)}".`);
  const options = v.options === undefined ? {} : isPlain(v.options) ? clonePlain(v.options) : bad('options must be an object.');
  const people = v.people === undefined ? 1 : Number.isInteger(v.people) && (v.people as number) >= 1 && (v.people as number) <= 7 ? (v.people as number) : bad('people must be 1 to 7.');
  const level = v.level === undefined ? 'easy' : LEVELS.includes(v.level as Level) ? (v.level as Level) : bad('level must be easy, medium or hard.');
  return { game, options, people, level };
}

/** A seat token: 128 random bits from the platform's cryptographic generator, as base64url (22 characters). */
export function newSeatToken(): string {
  return randomBytes(16).toString('base64url');
}
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
/** The longest token a client may send. */
export const MAX_TOKEN = 64;

/** Compares two tokens in a time that does not depend on where they differ. */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Join options: a display name, and a seat token or null (anything that is not one is ignored). */
export function readJoin(v: unknown): { name: string; token: string | null } {
  if (!isPlain(v)) return { name: '', token: null };
  return { name: plainName(v.name), token: typeof v.token === 'string' && TOKEN.test(v.token) ? v.token : null };
}

/** A hint message's id (the answer's 'result' carries it back), or null. */
export const readHint = (v: unknown): number | null => (isPlain(v) && Number.isInteger(v.id) ? (v.id as number) : null);

/** A room code as newRoomCode writes it. */
export const isRoomCode = (v: unknown): v is string => typeof v === 'string' && /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/.test(v);

export interface RestoreOptions {
  /** The code of the table to reopen. */
  restore: string;
  /** The seat token of the person reopening it (null: none, the table is refused). */
  token: string | null;
}

/** Create options that reopen a saved table ({ restore: code, token }), or null for a new table. */
export function readRestore(v: unknown): RestoreOptions | null {
  if (!isPlain(v) || v.restore === undefined) return null;
  if (size(v) > MAX_MESSAGE) return bad('a table is reopened with { restore: code, token }.');
  if (!isRoomCode(v.restore)) return bad('restore must be a table code.');
  return { restore: v.restore, token: readJoin(v).token };
}

/** An action message, or null if it is not one (the engine then checks the action itself). */
export function readAct(v: unknown): { id: number | null; action: unknown } | null {
  if (!isPlain(v) || size(v) > MAX_MESSAGE || !isPlain(v.action)) return null;
  const id = Number.isInteger(v.id) ? (v.id as number) : null;
  return { id, action: clonePlain(v.action) };
}

/** A room code: ten of 31 letters and digits a person can read out (no 0/O, 1/I/L), about 49 random bits. */
export function newRoomCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]!).join('');
}
