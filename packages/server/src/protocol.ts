/**
 * What a client may send, checked before anything reads it: every field's type, every size bounded,
 * prototype keys dropped at every depth (core's clonePlain). The engine checks the game itself (options, actions) as it checks a page's.
 */
import { randomBytes } from 'node:crypto';
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

export function readJoin(v: unknown): { name: string } {
  return { name: isPlain(v) ? plainName(v.name) : '' };
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
