/**
 * A game notation: one compact text for a whole game (the game, its options, its seed or
 * stacked deal, and every action), for sharing, bug reports and rules-site examples.
 *
 *   Boneyard 1
 *   game whist
 *   options {"players":4,...}
 *   seed 42
 *   deal {...}                      (only for stacked deals)
 *   moves 0:bid{"amount":4} 1:pass ...
 *   check 1a2b3c4d5e6f7a8b          (a cut or edited text is refused)
 */
import { checksum, fail } from '@boneyard/core';
import { MAX_MOVES } from '@boneyard/games/validate';
import { createGame, type Game, type HistoryEntry } from './game.ts';

const HEADER = 'Boneyard 1';
/** Far more than any game's notation (a long game is a few thousand moves of ~20 characters). */
export const MAX_NOTATION_LENGTH = 4_000_000;


const moveText = ({ seat, action }: HistoryEntry): string => {
  const { type, ...rest } = action;
  return `${seat}:${type}${Object.keys(rest).length ? JSON.stringify(rest) : ''}`;
};

export function toNotation(game: Game): string {
  const o = game.origin;
  if (!o) return fail('bad-notation', 'This game was restored without its origin, so it cannot be written as a notation.');
  const lines = [
    HEADER,
    `game ${game.id}`,
    `options ${JSON.stringify(o.options)}`,
    `seed ${JSON.stringify(o.seed)}`,
    ...(o.deal === undefined ? [] : [`deal ${JSON.stringify(o.deal)}`]),
    `moves ${game.history().map(moveText).join(' ')}`.trimEnd(),
  ];
  return [...lines, `check ${checksum(lines.join('\n'))}`].join('\n');
}

export function fromNotation(text: unknown): Game {
  const bad = (why: string): never => fail('bad-notation', `This game notation cannot be read: ${why}.`);
  if (typeof text !== 'string') return bad('it is not text');
  if (text.length > MAX_NOTATION_LENGTH) return bad('it is far too long');
  const lines = text.replace(/\r\n?/g, '\n').trim().split('\n');
  if (lines[0] !== HEADER) return bad(`it must start with "${HEADER}"`);
  const last = lines[lines.length - 1] ?? '';
  if (!last.startsWith('check ')) return bad('it is cut short (no check line)');
  const body = lines.slice(0, -1);
  if (checksum(body.join('\n')) !== last.slice(6).trim()) return bad('it was changed or cut short');
  const fields = new Map<string, string>();
  for (const line of body.slice(1)) {
    const sp = line.indexOf(' ');
    const key = sp < 0 ? line : line.slice(0, sp);
    if (!['game', 'options', 'seed', 'deal', 'moves'].includes(key) || fields.has(key)) return bad(`unexpected line "${line.slice(0, 30)}"`);
    fields.set(key, sp < 0 ? '' : line.slice(sp + 1));
  }
  const json = (key: string): unknown => {
    try {
      return JSON.parse(fields.get(key)!);
    } catch {
      return bad(`its ${key} are not valid`);
    }
  };
  if (!fields.has('game') || !fields.has('options') || !fields.has('seed') || !fields.has('moves')) return bad('a line is missing');
  const seed = json('seed');
  if (typeof seed !== 'number' && typeof seed !== 'string') return bad('its seed is not valid');
  const game = createGame({
    game: fields.get('game')!,
    seed,
    options: json('options') as Record<string, unknown>,
    ...(fields.has('deal') ? { deal: json('deal') } : {}),
  });
  const moves = fields.get('moves')!.split(' ').filter(Boolean);
  if (moves.length > MAX_MOVES) return bad('it has far too many moves');
  moves.forEach((m, i) => {
    const match = /^(\d+):([a-z-]+)(\{.*\})?$/.exec(m);
    if (!match) return bad(`move ${i + 1} ("${m.slice(0, 30)}") is malformed`);
    let rest: Record<string, unknown> = {};
    if (match[3]) {
      try {
        rest = JSON.parse(match[3]) as Record<string, unknown>;
      } catch {
        return bad(`move ${i + 1} is malformed`);
      }
    }
    try {
      game.act(Number(match[1]), { ...rest, type: match[2] });
    } catch (e) {
      return bad(`move ${i + 1} is not legal (${(e as Error).message})`);
    }
    return undefined;
  });
  return game;
}
