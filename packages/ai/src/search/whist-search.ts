/** The search's view of Whist: determinize a seat's view into a referee state, read bids as evidence. */
import { doubleSet, lastDealAt, parseTile, type Tile } from '@boneyard/core';
import { whist } from '@boneyard/games';
import type { WhistAction, WhistState, WhistView } from '@boneyard/games';
import { chooseWhistEasy } from '../whist-easy.ts';
import { freshRng, playCode, playedBy, position, sideFrom, UNLIKELY } from './common.ts';
import { trickKnowledge } from './knowledge.ts';
import type { Adapter } from './pimc.ts';
import { sampleDeal, type Knowledge } from './sample.ts';
import { whistTricks } from './tables.ts';

/** What a Whist seat knows about the hidden tiles. */
export function whistKnowledge(v: WhistView): Knowledge {
  const me = v.seat!;
  const n = v.players;
  const known: Tile[][] = Array.from({ length: n }, () => []);
  // Tiles this seat passed are in the receiver's hand until played; while others still choose, they lie set down.
  const setDown = v.phase === 'pass' && v.passing ? v.passing : [];
  if (v.passing && v.passDirection && v.passDirection !== 'hold' && v.phase !== 'pass') {
    known[whist.passTarget(me, v.passDirection, n)] = v.passing.slice();
  }
  const seenOut = [...(v.widow ?? []), ...(v.widowDiscard ? [v.widowDiscard] : []), ...setDown];
  const k = trickKnowledge(v, doubleSet(v.maxPip), v.trump === null ? null : whist.suitSystem(v.trump), { known, seenOut });
  // A declarer who took the widow put one tile away unseen, perhaps one this seat passed it: those
  // tiles are in its hand or out of play, so no other seat may be dealt them.
  const d = v.declarer;
  if (d !== null && d !== me && k.known[d]!.length > 0 && v.widowDiscard === undefined && v.log.some((e) => e.type === 'exchange')) {
    for (const t of k.known[d]!) {
      k.unknown.push(t);
      k.cannot.forEach((c, s) => { if (s !== d) c.add(t); });
    }
    k.known[d] = [];
  }
  return k;
}

/**
 * What each seat set down to pass and picked up, as the seat's view allows: its own as they were;
 * during the pass, the others that have chosen set down tiles from `spare` (taken from it); after
 * the exchange, each seat received what the seat passing to it set down, tiles of its hand where
 * the view does not tell which.
 */
function whistPassing(v: WhistView, hands: Tile[][], spare: Tile[]): { passing: (Tile[] | null)[]; received: (Tile[] | null)[] } {
  const me = v.seat!;
  const n = v.players;
  const passing: (Tile[] | null)[] = hands.map(() => null);
  const received: (Tile[] | null)[] = hands.map(() => null);
  if (!v.passing || !v.passDirection || v.passDirection === 'hold') return { passing, received };
  const count = v.passing.length;
  if (v.phase === 'pass') {
    for (let s = 0; s < n; s++) passing[s] = s === me ? v.passing.slice() : v.passed[s] ? spare.splice(0, count) : null;
    return { passing, received };
  }
  for (let to = 0; to < n; to++) {
    const from = [...Array(n).keys()].find((f) => whist.passTarget(f, v.passDirection!, n) === to)!;
    received[to] = to === me ? v.received!.slice() : from === me ? v.passing.slice() : hands[to]!.slice(0, count);
    passing[from] = received[to]!.slice();
  }
  return { passing, received };
}

/**
 * A sampled world's deal dealt again, on to the bidding: each hand with what it has played (`played`,
 * from the view's log) back and its pass undone, the passes made again. Throws when the world's
 * tiles cannot be dealt that way.
 */
export function whistDealtAgain(v: WhistView, played: readonly Tile[][], world: WhistState): WhistState {
  const hands = world.hands.map((h, s) => {
    const back = [...h, ...played[s]!];
    const got = world.received[s];
    const gave = world.passing[s];
    if (!got || !gave || v.phase === 'pass') return back;
    return [...back.filter((t) => !got.includes(t)), ...gave];
  });
  const rest = [...world.widow, ...(world.widowDiscard && !hands.some((h) => h.includes(world.widowDiscard!)) ? [world.widowDiscard] : [])];
  let s = whist.settle({ ...world, phase: 'deal', stacked: { dealer: world.dealer, hands, rest }, log: [] });
  if (s.phase === 'pass') for (let seat = 0; seat < s.hands.length; seat++) s = whist.step(s, seat, { type: 'pass-tiles', tiles: world.passing[seat]! });
  return s;
}

/**
 * Whist: the hand dealt again on the world's tiles (each hand with what it has played back and its
 * pass undone), the passes and the auction replayed, the easy bot asked at each other bidder's
 * turn. A declarer who took the widow held one tile other than the one it holds now, which no
 * view tells: its bids are judged on the hand it holds, a near miss the factor allows for.
 */
export function whistEvidence(v: WhistView): (world: WhistState) => number {
  const me = v.seat!;
  const from = lastDealAt(v.log);
  const log = v.log.slice(from);
  if (!log.some((e) => (e.type === 'bid' || e.type === 'pass') && e.seat !== me)) return () => 1;
  const played = playedBy(v);
  const bids: { seat: number; action: WhistAction }[] = [];
  for (const e of log) {
    if (e.type !== 'bid' && e.type !== 'pass') {
      if (e.type === 'deal' || e.type === 'pass-tiles') continue;
      break;
    }
    bids.push({ seat: e.seat, action: e.type === 'bid' ? { type: 'bid', amount: e.amount } : { type: 'pass' } });
  }
  /**
   * Each other bidder's view at its bid, from one replay of the auction: the bid, the bids before
   * it and the options are the same in every world, so another world's bidder differs only in its
   * hand then. One replay per decision, not per world, left samples to spend: hard took 90-150
   * samples a play decision where the baseline took 400.
   */
  let asked: (WhistView | null)[] | null = null;
  const replay = (world: WhistState): (WhistView | null)[] | null => {
    try {
      let s = whistDealtAgain(v, played, world);
      return bids.map((b) => {
        const view = b.seat === me ? null : whist.view(s, b.seat);
        s = whist.step(s, b.seat, b.action);
        return view;
      });
    } catch {
      return null;
    }
  };
  // What a seat held as it bid: what it holds now and has played, and what it was passed (a
  // declarer may have put a passed tile away with the widow since).
  const heldThen = (world: WhistState, seat: number): Tile[] => {
    const back = [...world.hands[seat]!, ...played[seat]!];
    const got = v.phase === 'pass' ? null : world.received[seat];
    return got ? [...back, ...got.filter((t) => !back.includes(t))] : back;
  };
  return (world) => {
    asked ??= replay(world);
    if (!asked) return 1;
    const then: (Tile[] | undefined)[] = [];
    let w = 1;
    for (let i = 0; i < bids.length; i++) {
      const view = asked[i];
      if (!view) continue;
      const { seat, action: a } = bids[i]!;
      const hand = (then[seat] ??= heldThen(world, seat).sort(byEnds));
      const b = chooseWhistEasy({ ...view, hand });
      if (b.type !== a.type || (b.type === 'bid' && a.type === 'bid' && b.amount !== a.amount)) w *= UNLIKELY;
    }
    return w;
  };
}

/** A hand's order in the rules (high end, then low end, highest first), so the bot reads it as it would there. */
const byEnds = (x: Tile, y: Tile): number => {
  const [a, b] = parseTile(x);
  const [c, d] = parseTile(y);
  return Math.max(c, d) * 64 + Math.min(c, d) - (Math.max(a, b) * 64 + Math.min(a, b));
};

export const whistAdapter: Adapter<WhistState, WhistAction, WhistView> = {
  determinizer(v) {
    const k = whistKnowledge(v);
    const passed = new Set(v.log.flatMap((e) => (e.type === 'pass' ? [e.seat] : [])));
    // The deal's place in the passing cycle, read back from its direction (it sets the next deals' directions).
    const passCycle = Math.max(0, [0, 1, 2, 3].findIndex((c) => whist.passDirectionFor(v.options, c) === v.passDirection));
    return (rng) => {
      const { hands, rest } = sampleDeal(k, rng);
      // A view holds every public field under the state's own name; the hidden ones are filled in.
      // The unseen tiles not in a hand: the widow (as many as there are), the tiles set down to pass
      // by seats that have chosen, then a tile the declarer put away.
      const spare = rest.slice(v.widow ? 0 : v.widowSize);
      const { passing, received } = whistPassing(v, hands, spare);
      return {
        ...v, rng: freshRng(rng), passCycle, stacked: null, hands, widow: v.widow ? v.widow.slice() : rest.slice(0, v.widowSize),
        widowDiscard: v.widowDiscard ?? spare[0] ?? null, passing, received, out: hands.map((_, s) => passed.has(s)),
      };
    };
  },
  applyAction: whist.applyAction,
  toAct: whist.toAct,
  phase: (s) => s.phase,
  view: whist.view,
  easy: chooseWhistEasy,
  position: (s) => position(whistTricks(s.maxPip, s.trump!), s, () => true, (seat) => whist.sides(s.options).findIndex((x) => x.includes(seat))),
  score: (s, tricks) => (tricks ? whist.scoreHand({ ...s, phase: 'score', tricksWon: Array.from(tricks), log: [] }).lastHand!.scoreDelta : s.scores.map(() => 0)),
  scoreKey: (s) => `${s.declarer}:${s.contract}`,
  evidence: whistEvidence,
  side: (s, seat) => sideFrom(whist.sides(s.options), seat),
  playCode,
};
