/**
 * The `easy` Domino Loo bot: folds hopeless hands when folding is allowed, takes the miss
 * with a weak hand that still has hope, and plays first of all not to be looed.
 */
import { doubleSet, parseTile, type Tile } from '@boneyard/core';
import { loo } from '@boneyard/games';
import type { LooAction, LooView } from '@boneyard/games';
import { chooseFollowTile } from './trick-play.ts';

/** Rough tricks this hand takes. */
export function looStrength(hand: readonly Tile[], trump: number, o: LooView['options']): number {
  let est = 0;
  for (const t of hand) {
    const [a, b] = parseTile(t);
    if (loo.isTrump(t, trump)) {
      const r = loo.rankIn(t, trump, o);
      est += r >= 100 ? 1 : r >= 5 ? 0.8 : 0.5;
    } else if (a === b) est += 0.45;
    else if (Math.max(a, b) === 6) est += 0.1;
  }
  return est;
}

const keepValue = (t: Tile, v: LooView): number => {
  if (loo.isTrump(t, v.trump)) return 100 + loo.rankIn(t, v.trump, v.options);
  const [a, b] = parseTile(t);
  return a === b ? 50 + a : Math.max(a, b) + Math.min(a, b) / 10;
};

function unseen(v: LooView): Tile[] {
  const seen = new Set<Tile>([...v.hand, v.turnUp]);
  for (const e of v.log) if (e.type === 'play') seen.add(e.tile);
  return doubleSet(6).filter((t) => !seen.has(t));
}

/** Stand from this estimate up; below HOPELESS fold rather than hope for the miss. */
const STAND = 1.5;
const HOPELESS = 0.4;

export function chooseLooEasy(v: LooView): LooAction {
  const legal = v.legalActions;
  if (legal.length === 0) throw new Error('No action to choose.');
  if (legal.length === 1) return legal[0]!;
  const has = (type: LooAction['type']) => legal.find((a) => a.type === type);
  switch (v.phase) {
    case 'declare': {
      const est = looStrength(v.hand, v.trump, v.options);
      const pot = has('play-for-pot');
      if (pot && est < 1.3) return pot;
      if (est >= STAND) {
        // The turn-up is always a trump: a dealer who stands takes it for his weakest tile.
        const takes = legal.filter((a): a is Extract<LooAction, { type: 'take-turnup' }> => a.type === 'take-turnup');
        if (takes.length > 0) return takes.slice().sort((a, b) => keepValue(a.discard, v) - keepValue(b.discard, v))[0]!;
        return { type: 'stand' };
      }
      if (est < HOPELESS && has('fold')) return { type: 'fold' };
      if (has('miss')) return { type: 'miss' };
      return has('fold') ? { type: 'fold' } : { type: 'stand' };
    }
    case 'discard': {
      const k = v.hand.length - 5;
      const worst = v.hand.slice().sort((a, b) => keepValue(a, v) - keepValue(b, v)).slice(0, k);
      return legal.find((a) => a.type === 'discard' && (a.tiles ?? [a.tile!]).every((t) => worst.includes(t)))!;
    }
    case 'play':
      return v.trick.length === 0 ? chooseLead(v) : chooseFollow(v);
    default:
      return legal[0]!;
  }
}

function chooseLead(v: LooView): LooAction {
  const plays = v.legalActions.filter((a): a is Extract<LooAction, { type: 'play' }> => a.type === 'play');
  const out = unseen(v);
  const sys = loo.suitSystem(v.trump, v.options);
  const led = (a: { tile: Tile; suit?: number }) => (loo.isTrump(a.tile, v.trump) ? 'trump' as const : a.suit ?? parseTile(a.tile)[0]);
  // How many unseen tiles of the led suit could beat it: fewer is safer.
  const threat = (a: { tile: Tile; suit?: number }) => {
    const l = led(a);
    return out.filter((u) => loo.followsLed(u, l, v.trump) && sys.ledRank(u, l) > sys.ledRank(a.tile, l)).length +
      (l === 'trump' ? 0 : out.filter((u) => loo.isTrump(u, v.trump)).length / 4);
  };
  const mine = v.seat!;
  if (v.tricksWon[mine] === 0) {
    // Not yet safe from a loo: lead the tile most likely to take this trick.
    return plays.slice().sort((a, b) => threat(a) - threat(b) || keepValue(b.tile, v) - keepValue(a.tile, v))[0]!;
  }
  return plays.slice().sort((a, b) => keepValue(a.tile, v) - keepValue(b.tile, v) || threat(a) - threat(b))[0]!;
}

function chooseFollow(v: LooView): LooAction {
  const plays = v.legalActions.filter((a): a is Extract<LooAction, { type: 'play' }> => a.type === 'play');
  const active = v.declared.filter((d) => d !== null && d !== 'fold').length;
  const tile = chooseFollowTile({
    playable: plays.map((a) => a.tile),
    trick: v.trick,
    led: v.led!,
    sys: loo.suitSystem(v.trump, v.options),
    partners: [],
    unseen: unseen(v),
    lastToPlay: v.trick.length === active - 1,
    keepValue: (t) => keepValue(t, v),
  });
  return plays.find((a) => a.tile === tile)!;
}
