/**
 * A seat record: what one seat knows of a game in progress — its view, less the legal actions the
 * referee works out again. It is all a widget keeps to resume a game (localStorage with `resume`,
 * memory to recover from a lost worker) and all "Copy this position" shares: the referee deals every
 * tile the seat has not seen afresh when it plays on from one (dealAsSeen), so nothing hidden is
 * ever kept where the page can read it. A game whose seed the page chose is kept as its notation
 * instead (the page can work out every tile of it anyway), and so resumes exactly.
 */
import { fail } from '@boneyard/core';

const FORMAT = 'boneyard-seat';
const VERSION = 1;
/** Far more than any view (a long Bluff hand's log is a few tens of KB). */
export const MAX_RECORD_LENGTH = 512_000;

export interface SeatRecord {
  game: string;
  seat: number;
  view: Record<string, unknown>;
}

/** The record of a seat's view (the view a table sends that seat). */
export function seatRecord(view: { game: string; seat: number | null }): string {
  if (view.seat === null) return fail('bad-seat', 'A record is of a seat, not of the public view.');
  return JSON.stringify({ format: FORMAT, version: VERSION, game: view.game, seat: view.seat, view: { ...view, legalActions: undefined } });
}

/** A seat record read back, its envelope checked; what it says is checked when a game is dealt from it. */
export function readSeatRecord(text: unknown): SeatRecord {
  const bad = (why: string): never => fail('bad-snapshot', `This is not a saved game or position (${why}).`);
  if (typeof text !== 'string') return bad('not text');
  if (text.length > MAX_RECORD_LENGTH) return bad('far too long');
  let r: Record<string, unknown>;
  try {
    r = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return bad('cut short or not JSON');
  }
  if (typeof r !== 'object' || r === null || r.format !== FORMAT) return bad('unknown format');
  if (r.version !== VERSION) return bad(`version ${String(r.version).slice(0, 10)}`);
  const view = r.view as Record<string, unknown> | null;
  if (typeof r.game !== 'string' || !Number.isInteger(r.seat) || typeof view !== 'object' || view === null || Array.isArray(view)) return bad('fields missing');
  if (view.game !== r.game || view.seat !== r.seat) return bad('its view is of another game or seat');
  return { game: r.game, seat: r.seat as number, view };
}

/** A game notation (toNotation) rather than a seat record. */
export const isNotation = (text: unknown): text is string => typeof text === 'string' && text.startsWith('Boneyard 1\n');
