/**
 * Why the hard bot's move is good, as one short reason a person understands: what a hint shows
 * beside the move. It is read from the seat's view and the bot's decision alone (the very view the
 * bot decided on), with the game's own suit system, so it names nothing the seat does not know: a
 * tile it names is one of the seat's own. Data, not English: the widgets say it in the reader's
 * language (elements/src/shared/i18n/explain.ts). It ships in boneyard-search.js with the search.
 */
import { doubleSet, parseTile, type SuitSystem, type Tile } from '@boneyard/core';
import { euchre, loo, whist } from '@boneyard/games';
import { decide, type Decision } from './hard.ts';
import type { Effort } from './effort.ts';
import type { AnyAction, AnyView } from './types.ts';

/**
 * Trick play: `wins-trick` (the tile beats what is on the table, or is the best tile left for a
 * lead), `trumps` (void in the led suit `suit`: it trumps), `partner-wins` (the partner is winning:
 * it throws the tile it needs least), `keeps` (it could win but keeps `tile` for later), `ducks` (it
 * cannot win: it throws the tile it needs least), `leads-trump` (draws the others' trumps),
 * `sets-up` (leads `suit` to make its later tiles good). Bids and declarations: `expects-tricks`
 * (`tricks` for its side, from the search; in Loo, playing on, `chance` of being looed), `folds` (a
 * Loo fold: `tricks` the best way of playing on expects), `sheds` (tiles passed or put away: the
 * least useful).
 * Bluff: `claim-honest`, `claim-expected` (a bluff; `chance` it passes unchallenged), `no-claim`
 * (`chance` a bluff is challenged), `challenge-likely-false` (`chance` the claim is a bluff),
 * `pass-likely-true` (the likeliest bluff's `chance`). Otherwise `only-move` or `sound`.
 */
export type WhyCode =
  | 'wins-trick' | 'trumps' | 'partner-wins' | 'keeps' | 'ducks' | 'leads-trump' | 'sets-up'
  | 'expects-tricks' | 'folds' | 'sheds' | 'claim-honest' | 'claim-expected' | 'no-claim' | 'challenge-likely-false' | 'pass-likely-true'
  | 'only-move' | 'sound';

export interface Why {
  code: WhyCode;
  /** A tile of the seat's own hand: the one played, or (`keeps`) the one kept for later. */
  tile?: Tile;
  suit?: number | 'trump' | 'doubles';
  /** The tricks the search expects the seat's side to take. */
  tricks?: number;
  /** Bluff: the chance the reason rests on, 0 to 1; a Loo stand, miss or turn-up (`expects-tricks`): the chance of being looed. */
  chance?: number;
}

type Led = number | 'trump' | 'doubles';
type Act = { type: string; tile?: Tile; tiles?: Tile[]; discard?: Tile; suit?: Led };

/** A hint (index.ts hintFor): the searching bot's decision on view `v`, and why. */
export function hintOf(v: AnyView, effort: Effort, seed: number): { action: AnyAction; why: Why } {
  const d = decide(v, effort, seed);
  return { action: d.action, why: whyOf(v, d) };
}

/** The reason for `d`, the hard bot's decision on view `v`. */
export function whyOf(v: AnyView, d: Decision): Why {
  const a = d.action as Act;
  const { tricks, chance } = d;
  if (v.legalActions.length < 2) return { code: 'only-move' };
  if (v.game === 'bluff') {
    const code = ({ claim: chance === undefined ? 'claim-honest' : 'claim-expected', 'no-claim': 'no-claim', challenge: 'challenge-likely-false', pass: 'pass-likely-true' } as const)[a.type as 'claim'];
    return code ? { code, chance } : { code: a.tiles ? 'sheds' : 'sound' };
  }
  if (a.type === 'fold' && d.playingOn !== undefined) return { code: 'folds', tricks: d.playingOn };
  if (a.type !== 'play') {
    if (tricks === undefined) return { code: a.tiles || a.tile ? 'sheds' : 'sound' };
    return d.looed === undefined ? { code: 'expects-tricks', tricks } : { code: 'expects-tricks', tricks, chance: d.looed };
  }
  const sys = (v.game === 'whist' ? whist.suitSystem(v.trump) : v.game === 'euchre' ? euchre.suitSystem(v.trump, v.options) : loo.suitSystem(v.trump!, v.options)) as SuitSystem<Led>;
  const t = a.tile!;
  const lead = v.trick.length === 0;
  // A lead names its suit where the rules let the leader choose; otherwise a trump leads trumps, any other tile its higher end.
  const led: Led = lead ? (a.suit ?? (sys.isTrump(t) ? 'trump' : parseTile(t)[0]!)) : (v.led as Led);
  // What a tile is worth in this trick: any trump beats any other tile, a tile off the led suit cannot win.
  const power = (x: Tile) => (sys.isTrump(x) ? 1000 + sys.trumpRank(x) : sys.follows(x, led) ? sys.ledRank(x, led) : -1);
  const why = (code: WhyCode, tile = t, suit?: Led): Why => ({ code, tile, suit, tricks });
  if (lead) {
    if (led === 'trump') return why('leads-trump', t, led);
    const seen = new Set<Tile>(v.hand);
    for (const e of v.log as { type: string; tile?: Tile }[]) if (e.type === 'play') seen.add(e.tile!);
    return doubleSet(v.maxPip).some((u) => !seen.has(u) && power(u) > power(t)) ? why('sets-up', t, led) : why('wins-trick');
  }
  const top = v.trick.reduce((b, p) => (power(p.tile) > power(b.tile) ? p : b));
  if (power(t) > power(top.tile)) return sys.isTrump(t) && led !== 'trump' ? why('trumps', t, led) : why('wins-trick');
  if (v.teams.some((side) => side.includes(v.seat!) && side.includes(top.seat))) return why('partner-wins');
  // It could have won the trick: the best such tile is what it keeps.
  let keep: Tile | undefined;
  for (const x of v.legalActions as Act[]) if (power(x.tile!) > Math.max(power(top.tile), keep ? power(keep) : -1)) keep = x.tile;
  return keep ? why('keeps', keep) : why('ducks');
}
