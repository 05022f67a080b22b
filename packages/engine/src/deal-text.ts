/**
 * A stacked deal in a short text form, for rules pages (`<domino-euchre deal="...">`):
 *
 *   dealer 3; 0: 6-6 5-5 6-5 6-4 6-2; 2: 1-0 2-0 3-1 4-2 3-0; rest: 6-3; dice: 3-4 6-1
 *
 * Clauses are separated by `;`: `dealer N`, `S: tiles` for seat S's hand (seats left out are
 * dealt at random), `rest: tiles` (the tiles after the hands: Euchre's turn-up first, Loo's
 * turn-up and stock, Whist's widow) and `dice: a-b ...` (Bluff's throws in order). It is the
 * same data as the engine's `deal` option, which checks it against the game (refusing it with
 * `bad-deal`); this parser only checks the form.
 */
import { fail } from '@boneyard/core';
import type { StackedDeal } from '@boneyard/games';

const TILE = /^\d{1,2}-\d{1,2}$/;
/** Bounds on what a page may write, far above any real deal (two double-six sets are 56 tiles; seats are 0-6). */
export const MAX_DEAL_TEXT = 4000;
const MAX_SEAT = 9;
const MAX_WORDS = 200;

export function parseDealText(text: string): StackedDeal {
  if (typeof text !== 'string' || text.trim() === '') return fail('bad-deal', 'The deal text is empty.');
  if (text.length > MAX_DEAL_TEXT) return fail('bad-deal', `The deal text is too long (over ${MAX_DEAL_TEXT} characters).`);
  const deal: StackedDeal = {};
  const hands: (string[] | undefined)[] = [];
  for (const raw of text.split(';')) {
    const clause = raw.trim();
    if (clause === '') continue;
    const m = /^(dealer|rest|dice|\d+)\s*:?\s*(.*)$/s.exec(clause);
    if (!m) return fail('bad-deal', `In the deal, "${clause.slice(0, 40)}" is not understood: use "dealer N", "S: tiles" for seat S, "rest: tiles" or "dice: a-b".`);
    const [, key, body] = m as unknown as [string, string, string];
    const words = body.trim() === '' ? [] : body.trim().split(/[\s,]+/);
    if (words.length > MAX_WORDS) return fail('bad-deal', `In the deal, a clause lists more than ${MAX_WORDS} items.`);
    if (key === 'dealer') {
      if (words.length !== 1 || !/^\d{1,2}$/.test(words[0]!) || Number(words[0]) > MAX_SEAT) return fail('bad-deal', `In the deal, the dealer must be one seat number from 0 to ${MAX_SEAT} ("${clause.slice(0, 40)}").`);
      deal.dealer = Number(words[0]);
      continue;
    }
    const bad = words.find((w) => !TILE.test(w));
    if (bad !== undefined) return fail('bad-deal', `In the deal, "${bad.slice(0, 12)}" is not a tile: write tiles like 6-4.`);
    if (key === 'rest') deal.rest = words;
    else if (key === 'dice') deal.dice = words.map((w) => w.split('-').map(Number) as [number, number]);
    else {
      const seat = Number(key);
      if (!(seat <= MAX_SEAT)) return fail('bad-deal', `In the deal, "${key.slice(0, 12)}" is not a seat: seats are numbered 0 to ${MAX_SEAT}.`);
      if (hands[seat] !== undefined) return fail('bad-deal', `In the deal, seat ${seat}'s hand is given twice.`);
      hands[seat] = words;
    }
  }
  if (hands.length > 0) deal.hands = Array.from({ length: hands.length }, (_, i) => hands[i]);
  return deal;
}

/** The text form of a stacked deal (parseDealText reads it back). */
export function dealToText(deal: StackedDeal): string {
  const parts: string[] = [];
  if (deal.dealer !== undefined) parts.push(`dealer ${deal.dealer}`);
  deal.hands?.forEach((h, seat) => {
    if (h) parts.push(`${seat}: ${h.join(' ')}`);
  });
  if (deal.rest) parts.push(`rest: ${deal.rest.join(' ')}`);
  if (deal.dice) parts.push(`dice: ${deal.dice.map(([a, b]) => `${a}-${b}`).join(' ')}`);
  return parts.join('; ');
}
