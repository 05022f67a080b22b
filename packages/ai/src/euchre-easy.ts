/**
 * The `easy` Domino Euchre bot (standard, 2-3 players and Call-Ace): hand strength for
 * ordering and calling, lone hands only with all five tricks in sight, partner awareness in play.
 * It reads only its view and the game's own pure rules.
 */
import { doubleSet, parseTile, type Tile } from '@boneyard/core';
import { euchre } from '@boneyard/games';
import type { EuchreAction, EuchreView } from '@boneyard/games';
import { chooseFollowTile } from './trick-play.ts';

type Suit = number;

/** Expected tricks for `hand` with `trump` (0..5 scale). */
export function euchreStrength(hand: readonly Tile[], trump: Suit): number {
  let est = 0;
  for (const t of hand) {
    if (euchre.isTrump(t, trump)) {
      const r = euchre.trumpRank(t, trump);
      est += r === 100 ? 1 : r === 99 ? 0.9 : 0.45 + r * 0.04;
    } else if (parseTile(t)[0] === parseTile(t)[1]) est += 0.4;
  }
  return est;
}

/** Can this hand expect all five tricks? The two bowers, at least four trumps, and nothing weak. */
function marchHand(hand: readonly Tile[], trump: Suit): boolean {
  const trumps = hand.filter((t) => euchre.isTrump(t, trump));
  const ranks = trumps.map((t) => euchre.trumpRank(t, trump));
  const others = hand.filter((t) => !euchre.isTrump(t, trump));
  return ranks.includes(100) && ranks.includes(99) && trumps.length >= 4 && others.every((t) => parseTile(t)[0] === parseTile(t)[1]);
}

/** How strong a hand must be to make trump, by how many opponents the maker faces. */
function threshold(v: EuchreView): number {
  if (v.options.players === 3) return 3.0;
  if (v.options.players === 2) return 2.6;
  return v.options.variant === 'call-ace' ? 2.6 : 2.3;
}

const keepValue = (t: Tile, trump: Suit | null): number => {
  if (trump !== null && euchre.isTrump(t, trump)) return 100 + euchre.trumpRank(t, trump);
  const [a, b] = parseTile(t);
  return a === b ? 50 + a : a + b / 10;
};

function unseen(v: EuchreView): Tile[] {
  const seen = new Set<Tile>(v.hand);
  for (const e of v.log) if (e.type === 'play') seen.add(e.tile);
  if (!v.pickedUp) seen.add(v.turnUp);
  if (v.discard) seen.add(v.discard);
  return doubleSet(6).filter((t) => !seen.has(t));
}

/** Who this seat knows to be on its side now. */
function partnersOf(v: EuchreView): number[] {
  const me = v.seat!;
  if (v.options.players === 4 && v.options.variant === 'standard') return [(me + 2) % 4];
  if (v.options.variant !== 'call-ace' || v.maker === null) return [];
  if (v.secretPartner) return [v.maker];
  if (v.partner !== null) {
    if (me === v.maker) return [v.partner];
    if (me === v.partner) return [v.maker];
    return v.teams.flat().filter((s) => s !== me && s !== v.maker && s !== v.partner);
  }
  return [];
}

/**
 * The easy bot. The search plays a hard bot's partner by the same count with lower bars to order
 * up and to call (search/euchre-search.ts, euchreAlly).
 */
export function chooseEuchreEasy(v: EuchreView, orderBar = threshold(v), callBar = orderBar): EuchreAction {
  const legal = v.legalActions;
  if (legal.length === 0) throw new Error('No action to choose.');
  if (legal.length === 1) return legal[0]!;
  switch (v.phase) {
    case 'round1': {
      let hand = v.hand;
      // A dealer who will pick the turn-up up counts it in place of his weakest tile.
      const picker = v.options.turnupPickup === 'dealer' ? v.dealer : v.options.turnupPickup === 'bid-winner' ? v.seat : null;
      if (picker === v.seat) hand = [...hand.slice().sort((a, b) => keepValue(b, v.proposed) - keepValue(a, v.proposed)).slice(0, 4), v.turnUp];
      const est = euchreStrength(hand, v.proposed);
      if (est < orderBar) return { type: 'pass' };
      const alone = legal.find((a) => a.type === 'order' && a.alone);
      return alone && marchHand(hand, v.proposed) ? alone : { type: 'order' };
    }
    case 'round2': {
      let best: { suit: Suit; est: number } | null = null;
      for (const a of legal) {
        if (a.type !== 'call' || a.alone) continue;
        const est = euchreStrength(v.hand, a.suit);
        if (!best || est > best.est) best = { suit: a.suit, est };
      }
      const mustCall = !legal.some((a) => a.type === 'pass');
      if (!best || (best.est < callBar && !mustCall)) return { type: 'pass' };
      const alone = legal.find((a) => a.type === 'call' && a.alone && a.suit === best.suit);
      return alone && marchHand(v.hand, best.suit) ? alone : { type: 'call', suit: best.suit };
    }
    case 'discard': {
      const worst = v.hand.slice().sort((a, b) => keepValue(a, v.trump) - keepValue(b, v.trump))[0]!;
      return { type: 'discard', tile: worst };
    }
    case 'partner': {
      // Call a doublet someone else can hold: not our own, not the face-up turn-up; prefer a suit we hold tiles in.
      const options = legal.filter((a): a is Extract<EuchreAction, { type: 'partner' }> => a.type === 'partner');
      const score = (suit: Suit) => {
        const d = `${suit}-${suit}`;
        if (v.hand.includes(d) || (v.turnUp === d && !v.pickedUp)) return -10;
        return v.hand.filter((t) => !euchre.isTrump(t, v.trump) && parseTile(t).includes(suit)).length + suit / 10;
      };
      return options.slice().sort((a, b) => score(b.suit) - score(a.suit))[0]!;
    }
    case 'play':
      return v.trick.length === 0 ? chooseLead(v) : chooseFollow(v);
    default:
      return legal[0]!;
  }
}

function chooseLead(v: EuchreView): EuchreAction {
  const trump = v.trump!;
  const plays = v.legalActions.filter((a): a is Extract<EuchreAction, { type: 'play' }> => a.type === 'play');
  const out = unseen(v);
  const trumpsOut = out.some((t) => euchre.isTrump(t, trump));
  const partners = partnersOf(v);
  const makingSide = v.maker === v.seat || partners.includes(v.maker ?? -1);
  if (makingSide && trumpsOut) {
    // Draw trumps with the best one left (the bowers first).
    const top = plays.filter((a) => euchre.isTrump(a.tile, trump) && !out.some((u) => euchre.isTrump(u, trump) && euchre.trumpRank(u, trump) > euchre.trumpRank(a.tile, trump)));
    if (top.length > 0) return top.sort((a, b) => euchre.trumpRank(b.tile, trump) - euchre.trumpRank(a.tile, trump))[0]!;
  }
  const o = v.options;
  // A tile nobody unseen can beat in its suit.
  const sure = plays.find((a) => {
    if (euchre.isTrump(a.tile, trump)) return !trumpsOut || !out.some((u) => euchre.isTrump(u, trump) && euchre.trumpRank(u, trump) > euchre.trumpRank(a.tile, trump));
    const led = a.suit ?? euchre.leadChoices(a.tile, trump, o)[0]!;
    return !out.some((u) => euchre.followsLed(u, led, trump, o) && euchre.ledRank(u, led) > euchre.ledRank(a.tile, led));
  });
  if (sure && (!trumpsOut || !makingSide || euchre.isTrump(sure.tile, trump))) return sure;
  return plays.slice().sort((a, b) => keepValue(a.tile, trump) - keepValue(b.tile, trump))[0]!;
}

function chooseFollow(v: EuchreView): EuchreAction {
  const plays = v.legalActions.filter((a): a is Extract<EuchreAction, { type: 'play' }> => a.type === 'play');
  const active = v.players - (v.sittingOut === null ? 0 : 1);
  const tile = chooseFollowTile({
    playable: plays.map((a) => a.tile),
    trick: v.trick,
    led: v.led!,
    sys: euchre.suitSystem(v.trump, v.options),
    partners: partnersOf(v),
    unseen: unseen(v),
    lastToPlay: v.trick.length === active - 1,
    keepValue: (t) => keepValue(t, v.trump),
  });
  return plays.find((a) => a.tile === tile)!;
}
