/**
 * The `explain` mode's sentences, from the facts the games give (games/src/shared/explain.ts):
 * why a tile may not be played, why the last trick went where it went; and a hint's line, from the
 * facts the worker gives (ai/src/hint.ts). In the widget's language.
 */
import type { TileReason, TrickReason } from '@boneyard/games';
import type { Why } from '@boneyard/engine';
import type { Args, Localizer } from './i18n.ts';
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

/** What a hint's line reads of the view and the move (every game's view has these, or lacks them harmlessly). */
export interface HintView {
  trick?: unknown[];
  teams: number[][];
  proposed?: unknown;
}
type HintAction = { type: string; tile?: string; tiles?: string[]; discard?: string; suit?: unknown; amount?: number; take?: boolean; alone?: boolean; target?: number };

/**
 * A hint in one line, in the widget's language: the move (as its control says it), then why, from
 * the facts the worker sends (`Why`, ai/src/hint.ts). `who` names a seat as the widget does.
 */
export function explainHint(tr: Localizer, v: HintView, a: HintAction, w: Why, who: (seat: number) => string): string {
  const tile = tr.tile(a.tile ?? a.discard ?? '0-0');
  const tiles = tr.list((a.tiles ?? []).map((t) => tr.tile(t)));
  const p = Math.round((w.chance ?? 0) * 100);
  // The search's mean, to a tenth ("about 5.4 tricks"): a bid above it can still be the best one.
  const n = Math.round((w.tricks ?? 0) * 10) / 10;
  const tricks = n === 1 ? tr.t('1 trick') : tr.t('{n} tricks', { n: n.toLocaleString(tr.lang) });
  return `${hintMove(tr, v, a, tile, tiles, who)}. ${hintWhy(tr, v, w, { p, tricks, suits: many(tr, w.suit), tile: tr.tile(w.tile ?? '0-0') })}`;
}

function hintMove(tr: Localizer, v: HintView, a: HintAction, tile: string, tiles: string, who: (seat: number) => string): string {
  switch (a.type) {
    case 'play': return a.suit === undefined || v.trick?.length ? tr.t('Play {tile}', { tile }) : tr.t('Lead {tile} as {suit}', { tile, suit: many(tr, a.suit) });
    case 'bid': return tr.t('Bid {n}', { n: a.amount ?? 0 });
    case 'trump': return a.suit === 'none' ? tr.t('No trump') : tr.t('Name {suit} trumps', { suit: many(tr, a.suit) });
    case 'exchange': return a.take ? tr.t('Take the widow, put away {tile}', { tile }) : tr.t('Keep my hand');
    case 'pass-tiles': return tr.t('Pass {tiles}', { tiles });
    case 'order':
    case 'call': return tr.t(a.alone ? 'Make {suit} trumps and play alone' : 'Make {suit} trumps', { suit: many(tr, a.suit ?? v.proposed) });
    case 'discard': return tr.t('Put away {tile}', { tile: a.tiles ? tiles : tile });
    case 'partner': return tr.t('Call {tile}', { tile: tr.tile(`${a.suit}-${a.suit}`) });
    case 'stand': return tr.t('Stand');
    case 'miss': return tr.t('Take the miss');
    case 'fold': return tr.t('Fold');
    case 'play-for-pot': return tr.t('Play for the pot');
    case 'take-turnup': return tr.t('Take the turn-up, put away {tile}', { tile });
    case 'roll': return tr.t('Roll the dice');
    case 'claim': return tr.t('Claim {tiles}', { tiles });
    case 'no-claim': return tr.t('No claim');
    case 'challenge': return tr.t('Challenge {who}', { who: who(a.target ?? 0) });
    case 'give': return tr.t('Give {tiles}', { tiles });
    default: return tr.t('Pass');
  }
}

function hintWhy(tr: Localizer, v: HintView, w: Why, args: Args): string {
  switch (w.code) {
    case 'wins-trick': return tr.t('It should take the trick.');
    case 'trumps': return tr.t('You have no {suits}, and a trump takes the trick.', args);
    case 'partner-wins': return tr.t('Your partner is winning this trick: throw the tile you need least.');
    case 'keeps': return tr.t('Keep {tile} for a later trick.', args);
    case 'ducks': return tr.t('You cannot take this trick: throw the tile you need least.');
    case 'leads-trump': return tr.t('It draws out the others\' trumps.');
    case 'sets-up': return tr.t('It draws out the higher {suits}, so that your later tiles win.', args);
    case 'expects-tricks':
      // A Loo declaration that plays on carries the chance of a loo, the risk a player weighs against folding.
      if (w.chance !== undefined) return tr.t(args.p ? 'You can expect about {tricks} this way, and to be looed about {p}% of the time.' : 'You can expect about {tricks} this way, with hardly any risk of a loo.', args);
      return tr.t(v.teams.some((t) => t.length > 1) ? 'Your side can expect about {tricks} this way.' : 'You can expect about {tricks} this way.', args);
    case 'folds': return tr.t('Playing on, you could expect only about {tricks}, and a player who folds cannot be looed.', args);
    case 'sheds': return tr.t('These are the tiles you need least.');
    case 'only-move': return tr.t('It is the only move.');
    case 'claim-honest': return tr.t('Your tiles match the dice: an honest claim.');
    case 'claim-expected': return tr.t('A bluff, but nobody challenges it about {p}% of the time.', args);
    case 'no-claim': return tr.t('A bluff would be challenged about {p}% of the time.', args);
    case 'challenge-likely-false': return tr.t('That claim is a bluff about {p}% of the time.', args);
    case 'pass-likely-true': return tr.t('No claim looks like a bluff: the likeliest is about {p}%.', args);
    default: return tr.t('It is the sound move here.');
  }
}
