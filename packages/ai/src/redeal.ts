/**
 * A game as one seat knows it: a full referee state that agrees with everything in the seat's
 * view (its hand, every public fact, what it passed, saw or was shown) while every tile it cannot
 * see is dealt afresh, and the generator is new. Its snapshot can be shared as "this position"
 * without giving away a hidden tile (the real deal is not in it), and played on from there.
 */
import { seedRng, type Tile } from '@boneyard/core';
import type { BluffState, BluffView } from '@boneyard/games';
import { knownHoldings, without } from './bluff-hard.ts';
import { euchreAdapter, looAdapter, whistAdapter } from './search/games.ts';
import { searchRng, type Rng } from './search/rng.ts';
import type { AnyView } from './index.ts';

export function redeal(view: AnyView, seed: number): unknown {
  if (view.seat === null) throw new Error('A position is dealt for a seat, not for the public view.');
  const rng = searchRng(seed);
  switch (view.game) {
    case 'whist':
      return whistAdapter.determinizer(view)(rng);
    case 'euchre':
      return euchreAdapter.determinizer(view)(rng);
    case 'loo':
      return looAdapter.determinizer(view)(rng);
    case 'bluff':
      return bluffWorld(view, rng);
  }
}

/** Bluff: the other hands, claims and the boneyard dealt from the tiles this seat has not seen, honouring what it knows each seat holds. */
function bluffWorld(v: BluffView, rng: Rng): BluffState {
  const me = v.seat!;
  const n = v.players;
  const known = knownHoldings(v);
  const mine = [...v.hand, ...(v.claimSizes[me] ? v.myClaim ?? [] : [])];
  let pool = rng.shuffle(without([...mine, ...known.flat()]));
  const take = (k: number): Tile[] => {
    const out = pool.slice(0, k);
    pool = pool.slice(k);
    return out;
  };
  const hands: Tile[][] = [];
  const claims: (Tile[] | null)[] = [];
  for (let s = 0; s < n; s++) {
    if (s === me) {
      hands.push(v.hand.slice());
      claims.push(v.claimSizes[s] ? (v.myClaim ?? []).slice() : null);
      continue;
    }
    // What it is known to hold goes in its claim first, then its hand; the rest is dealt.
    const k = known[s]!.slice();
    const claim = k.splice(0, v.claimSizes[s]!);
    claim.push(...take(v.claimSizes[s]! - claim.length));
    const hand = k.splice(0, v.handSizes[s]!);
    hand.push(...take(v.handSizes[s]! - hand.length));
    hands.push(hand);
    claims.push(v.claimSizes[s] ? claim : null);
  }
  // Seats that have chosen a claim this round chose one from their dealt hand.
  const pending = v.decided.map((d, s) => {
    if (!d || v.phase !== 'claim') return null;
    if (s === me) return (v.myClaim ?? []).slice();
    return rng.sample(hands[s]!, rng.below(Math.min(2, hands[s]!.length) + 1));
  });
  // Passes in a row since the claims went down: the challenge round ends when everyone has passed.
  let passes = 0;
  for (let i = v.log.length - 1; i >= 0 && v.log[i]!.type === 'pass'; i--) passes++;
  return {
    game: 'bluff', options: v.options, rng: seedRng(rng.next()), phase: v.phase as BluffState['phase'], dealer: v.dealer, handNo: v.handNo,
    stackedHands: null, diceStack: [], hands, boneyard: take(v.boneyardSize), tosser: v.tosser, tosses: v.tosses, dice: v.dice,
    pending, claims, turn: v.turn, passes, give: v.give, byMaxTosses: false, log: v.log.map((e) => ({ ...e })) as BluffState['log'],
    lastHand: v.lastHand, scores: v.scores.slice(), pot: v.pot, winners: v.winners.slice(),
  };
}
