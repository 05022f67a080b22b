/** Suit names and the words for the engine's error codes (English patterns, translated by i18n/i18n.ts). */
import type { Localizer } from './i18n/i18n.ts';
import { SUITS } from './i18n/words.ts';

export function suitName(suit: number | string | null | undefined): string {
  if (typeof suit === 'number') return SUITS[suit] ?? String(suit);
  if (suit === 'doubles') return 'doubles';
  if (suit === 'trump') return 'trumps';
  if (suit === 'none') return 'no trump';
  return '—';
}

/** Words for the error codes the engine sends. */
export const ERRORS: Record<string, string> = {
  'not-your-turn': 'Wait for your turn.',
  'must-follow-suit': 'You must follow the suit that was led.',
  'suit-required': 'Say which suit your tile leads.',
  'bad-suit': 'That tile cannot lead that suit.',
  'not-in-hand': 'That tile is not in your hand.',
  'bid-too-low': 'Your bid must be higher than the last one.',
  'bid-too-high': 'That bid is more than the tricks in a hand.',
  'illegal-action': 'That move is not allowed now.',
  'bad-action': 'That move is not allowed now.',
  'game-over': 'The game is over. Start a new one.',
  'bad-option': 'A setting of this game is not valid.',
  'unknown-option': 'A setting of this game is not valid.',
  'bad-deal': 'The example deal is not valid.',
  'bad-notation': 'The game notation is not valid.',
  'bad-snapshot': 'The position is not valid.',
  'not-your-seat': 'That seat is not yours to play.',
  'search-unavailable': 'The file that deals a saved game could not be loaded.',
  'engine-crashed': 'The game engine stopped again and again on this game. Start a new game.',
  'bad-server': 'The game server address is not valid.',
  'server-unreachable': 'The game server cannot be reached. Check the address, or try again in a moment.',
  'no-table': 'There is no table with this code any more: it may have closed.',
  'connection-lost': 'The connection to the game server was lost. Reload the page to sit down at your table again.',
  'too-many-joins': 'Too many tries to join a table from here. Wait a minute and try again.',
  'seat-taken': 'You sat down at this table in another window or tab: play on there.',
  'not-secure': 'This page lets the game engine run only beside its own scripts, where they could read every tile, and this table is set to play only where they cannot.',
};

export function errorText(tr: Localizer, code: string, detail?: string): string {
  const base = tr.t(ERRORS[code] ?? 'Something went wrong.');
  return detail && (code.startsWith('bad-') || code === 'unknown-option' || code === 'internal') ? `${base} ${detail}` : base;
}

export const tileText = (t: string): string => t.replace('-', '–');
