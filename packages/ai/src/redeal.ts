/**
 * A game as one seat knows it: a full referee state that agrees with everything in the seat's
 * view (its hand, every public fact, what it passed, saw or was shown) while every tile it cannot
 * see is dealt afresh, and the generator is new. A widget saves and shares only its seat's view
 * (a "seat record"); the referee deals the rest again from it when the game is resumed or played
 * on elsewhere, so nothing hidden ever has to be kept where the page can read it.
 */
import { nextU32, seedRng, type RngState, type Tile } from '@boneyard/core';
import { bluff, euchre, loo, whist, type BluffState, type BluffView } from '@boneyard/games';
import { refuse, validateState } from '@boneyard/games/validate';
import { knownHoldings, without } from './bluff-hard.ts';
import { euchreAdapter, looAdapter, whistAdapter } from './search/games.ts';
import { rngOf, type Rng } from './search/rng.ts';
import type { AnyView } from './types.ts';

const RULES = { whist, euchre, loo, bluff } as const;

/** A full state for the view's seat, its unseen tiles dealt from `rng` (its own fields only where the view shares a name). */
export function redeal(view: AnyView, rng: Rng): unknown {
  if (view.seat === null) throw new Error('A position is dealt for a seat, not for the public view.');
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

/** A view as a seat record holds it: everything but its legal actions, which the referee works out again. */
const recorded = (v: object): string => JSON.stringify({ ...v, legalActions: undefined });

/**
 * The referee state to play on from a seat's view (a seat record read back from the page, so it is
 * checked like any input from outside): its unseen tiles dealt afresh and its generator new, both
 * drawn from `seed`, a 128-bit secret of the referee's (core's randomSeed), so the page cannot work
 * out the new deal from the view it gave. Refused (`bad-snapshot`) unless the state is sound
 * (games/validate) and shows that seat exactly the view it was made from.
 */
export function seatState(view: unknown, seed: string): unknown {
  if (typeof view !== 'object' || view === null || Array.isArray(view)) return refuse('the view', 'must be an object');
  const v = view as AnyView;
  const rules = Object.hasOwn(RULES, v.game) ? RULES[v.game] : refuse('the view', 'is not of one of our games');
  let options: { players: number };
  try {
    options = rules.normalizeOptions(v.options);
  } catch {
    return refuse('the view', 'has options the game refuses');
  }
  // What the dealing reads sizes from is checked first, so it cannot be made to build huge lists.
  const n = options.players;
  if (v.players !== n || !Number.isInteger(v.seat) || v.seat! < 0 || v.seat! >= n) refuse('the view', 'names no seat of the game');
  if (!Array.isArray(v.handSizes) || v.handSizes.length !== n || !Array.isArray(v.hand) || !Array.isArray(v.log)) refuse('the view', 'is malformed');
  const st: RngState = seedRng(seed);
  let world: Record<string, unknown>;
  try {
    world = redeal(v, rngOf(() => nextU32(st))) as Record<string, unknown>;
  } catch {
    return refuse('the view', 'cannot be dealt from');
  }
  // The state's own fields only (a fresh state names them all), and a generator from the secret stream.
  const state: Record<string, unknown> = {};
  for (const k of Object.keys(rules.createState(1, options))) state[k] = world[k];
  state.rng = [nextU32(st), nextU32(st), nextU32(st), nextU32(st)];
  validateState(state, rules, (s) => {
    if (recorded(rules.view(s as never, v.seat!)) !== recorded(v)) refuse('the view', 'is not one the game could show');
  });
  return state;
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
