/**
 * The `explain` mode's sentences, from the facts the games give (games/src/shared/explain.ts):
 * why a tile may not be played, why the last trick went where it went. In the widget's language.
 */
import type { TileReason, TrickReason } from '@boneyard/games';
import type { Localizer } from './i18n.ts';
import { NUMBERS, SUITS } from './words.ts';

/** A suit as one tile of it ("four", "double", "trump") and as the suit ("fours"). */
const one = (tr: Localizer, led: unknown) => tr.t(typeof led === 'number' ? NUMBERS[led] ?? String(led) : led === 'doubles' ? 'double' : 'trump');
const many = (tr: Localizer, led: unknown) => tr.t(typeof led === 'number' ? SUITS[led] ?? String(led) : led === 'doubles' ? 'doubles' : 'trumps');

export function explainTile(tr: Localizer, r: TileReason): string {
  switch (r.why) {
    case 'lead-trump':
      return tr.t(r.allowed.length === 1 ? 'You must lead a trump now ({allowed} is allowed).' : 'You must lead a trump now ({allowed} are allowed).', { allowed: tr.list(r.allowed) });
    case 'beat':
      return tr.t(r.allowed.length === 1 ? 'You must beat {best} when you can: {allowed} is higher than it, {tile} is not.'
        : 'You must beat {best} when you can: {allowed} are higher than it, {tile} is not.', { best: r.best, allowed: tr.list(r.allowed), tile: r.tile });
    case 'follow': {
      const because = tr.t(r.trump ? '{tile} is a trump, so it does not count as a {suit}' : '{tile} is not a {suit}', { tile: r.tile, suit: one(tr, r.led) });
      return tr.t(r.followers.length === 1 ? 'You must follow {suits}: {followers} is a {suit}; {because}.' : 'You must follow {suits}: {followers} are {suits}; {because}.',
        { suits: many(tr, r.led), suit: one(tr, r.led), followers: tr.list(r.followers), because });
    }
    case 'trump':
      return tr.t(r.trumps.length === 1 ? 'You have no {suits}, so you must trump: {trumps} is a trump; {tile} is not.'
        : 'You have no {suits}, so you must trump: {trumps} are trumps; {tile} is not.', { suits: many(tr, r.led), trumps: tr.list(r.trumps), tile: r.tile });
  }
}

export function explainTrick(tr: Localizer, r: TrickReason): string {
  const args = { tile: r.winner, suit: one(tr, r.led), suits: many(tr, r.led), off: tr.list(r.off) };
  const reason = tr.t(r.trumped ? '{tile} won: it was the highest trump, and a trump beats any {suit}.'
    : r.led === 'trump' ? '{tile} won: it was the highest {suit} played.' : '{tile} won: it was the highest {suit} played and nobody trumped.', args);
  if (r.off.length === 0) return reason;
  return `${reason} ${tr.t(r.off.length === 1 ? '{off} did not follow {suits}, so it could not win.' : '{off} did not follow {suits}, so they could not win.', args)}`;
}
