/**
 * The search's view of each trick game: determinize a seat's view into a full referee state,
 * and read a play-phase state into the kernel. Everything else is the games' own rules.
 */
import { doubleSet, parseTile, seedRng, type Tile } from '@boneyard/core';
import { euchre, loo, whist } from '@boneyard/games';
import type { EuchreAction, EuchreState, EuchreView, LooAction, LooState, LooView, WhistAction, WhistState, WhistView } from '@boneyard/games';
import type { TrickTables } from '../kernel/trick.ts';
import { chooseEuchreEasy } from '../euchre-easy.ts';
import { chooseLooEasy } from '../loo-easy.ts';
import { chooseWhistEasy } from '../whist-easy.ts';
import { trickKnowledge } from './knowledge.ts';
import type { Rng } from './rng.ts';
import type { Adapter, Trickified } from './pimc.ts';
import { toPosition } from './position.ts';
import { sampleDeal, type Knowledge } from './sample.ts';
import { euchreTricks, ledCode, looTricks, whistTricks } from './tables.ts';

interface PlayStateLike {
  hands: Tile[][];
  turn: number | null;
  trick: { seat: number; tile: Tile }[];
  tricksWon: number[];
}

function position(t: TrickTables, s: PlayStateLike & { led: unknown }, active: (seat: number) => boolean, sideOf: (seat: number) => number): Trickified {
  const n = s.hands.length;
  return {
    t,
    p: toPosition(t, {
      hands: s.hands, active: Array.from({ length: n }, (_, i) => active(i)), side: Array.from({ length: n }, (_, i) => sideOf(i)),
      turn: s.turn!, led: s.led as never, trick: s.trick, tricksWon: s.tricksWon,
    }),
  };
}

/** A play action as the kernel's tile index and led code (a lead with no named suit: its one choice). */
function playCode(s: { trick: unknown[] }, a: { type: string; tile?: Tile; suit?: unknown }, t: TrickTables): { tile: number; led: number } | null {
  if (a.type !== 'play') return null;
  const i = t.index.get(a.tile!)!;
  if (s.trick.length > 0) return { tile: i, led: -1 };
  return { tile: i, led: a.suit === undefined ? t.choices[i * 2]! : ledCode(t, a.suit as number | 'doubles') };
}

const sideFrom = (sides: number[][], seat: number): number[] => sides.find((x) => x.includes(seat)) ?? [seat];
const freshRng = (rng: Rng) => seedRng(rng.next());

/** How much a world loses for each recorded choice the bots would not have made in it. */
export const UNLIKELY = 0.15;

/** Tiles each seat has played this hand, from the log. */
const playedBy = (v: { players: number; log: readonly { type: string; seat?: number; tile?: Tile }[] }): Tile[][] => {
  const out: Tile[][] = Array.from({ length: v.players }, () => []);
  for (const e of v.log) if (e.type === 'play') out[e.seat!]!.push(e.tile!);
  return out;
};

/** Where the current deal starts in a log (a hand thrown in is dealt again). */
const lastDeal = (log: readonly { type: string }[]): number => {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.type === 'deal') return i;
  return 0;
};

// ---------------------------------------------------------------- Whist

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
 * Whist: the hand dealt again on the world's tiles (each hand with what it has played back and its
 * pass undone), the passes and the auction replayed, the easy bot asked at each other bidder's
 * turn. A declarer who took the widow held one tile other than the one it holds now, which no
 * view tells: its bids are judged on the hand it holds, a near miss the factor allows for.
 */
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

export function whistEvidence(v: WhistView): (world: WhistState) => number {
  const me = v.seat!;
  const from = lastDeal(v.log);
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

// ---------------------------------------------------------------- Euchre

const makersOf = (s: EuchreState): number[] =>
  s.maker === null ? [] : euchre.hasTeams(s.options) ? [s.maker, (s.maker + 2) % 4] : s.partnerSeat !== null ? [s.maker, s.partnerSeat] : [s.maker];

/** What a Euchre seat knows about the hidden tiles. */
export function euchreKnowledge(v: EuchreView): Knowledge {
  const me = v.seat!;
  const o = v.options;
  const n = v.players;
  const known: Tile[][] = Array.from({ length: n }, () => []);
  const picker = v.pickedUp ? (o.turnupPickup === 'dealer' ? v.dealer : v.maker) : null;
  if (picker !== null && picker !== me) known[picker] = [v.turnUp];
  const seenOut = [...(v.pickedUp ? [] : [v.turnUp]), ...(v.discard ? [v.discard] : [])];
  const k = trickKnowledge(v, doubleSet(6), v.trump === null ? null : euchre.suitSystem(v.trump, o), { known, seenOut });
  // The picker may have discarded the turn-up itself: once it has discarded, the turn-up is in its hand or out of play.
  if (picker !== null && picker !== me && k.known[picker]!.length > 0 && v.log.some((e) => e.type === 'discard')) {
    for (const t of k.known[picker]!) {
      k.unknown.push(t);
      k.cannot.forEach((c, s) => { if (s !== picker) c.add(t); });
    }
    k.known[picker] = [];
  }
  return k;
}

/**
 * Euchre: the auction replayed on the world's deal (each hand with the tiles it has played back,
 * the picker's pick-up undone), the easy bot asked at each other seat's turn.
 */
export function euchreEvidence(v: EuchreView): (world: EuchreState) => number {
  const me = v.seat!;
  const auction = v.log.filter((e) => e.type === 'pass' || e.type === 'order' || e.type === 'call');
  if (!auction.some((e) => (e as { seat: number }).seat !== me)) return () => 1;
  const played = playedBy(v);
  const picker = v.pickedUp ? (v.options.turnupPickup === 'dealer' ? v.dealer : v.maker) : null;
  return (world) => {
    const hands = world.hands.map((h, s) => [...h, ...played[s]!]);
    let rest = world.kitty.filter((t) => t !== v.turnUp);
    if (picker !== null && hands[picker]!.includes(v.turnUp)) {
      // It took the turn-up and put one tile away: this seat knows which only if it is the picker.
      const discard = picker === me ? v.discard! : rest[0]!;
      hands[picker] = [...hands[picker]!.filter((t) => t !== v.turnUp), discard];
      rest = rest.filter((t) => t !== discard);
    }
    let s: EuchreState;
    try {
      s = euchre.settle(euchre.createState(1, v.options, { dealer: v.dealer, hands, rest: [v.turnUp, ...rest] }));
    } catch {
      return 1;
    }
    s.scores = world.scores.slice();
    let w = 1;
    for (const e of v.log.slice(lastDeal(v.log))) {
      if (e.type === 'deal') continue;
      if (e.type !== 'pass' && e.type !== 'order' && e.type !== 'call') break;
      const a: EuchreAction = e.type === 'pass' ? { type: 'pass' } : e.type === 'order' ? { type: 'order', alone: e.alone } : { type: 'call', suit: e.suit!, alone: e.alone };
      if (e.seat !== me) {
        const b = chooseEuchreEasy(euchre.view(s, e.seat)) as { type: string; suit?: number; alone?: boolean };
        if (b.type !== a.type || (a.type === 'call' && b.suit !== a.suit) || (a.type !== 'pass' && !!b.alone !== !!a.alone)) w *= UNLIKELY;
      }
      try {
        s = euchre.step(s, e.seat, a);
      } catch {
        return w;
      }
    }
    return w;
  };
}

export const euchreAdapter: Adapter<EuchreState, EuchreAction, EuchreView> = {
  determinizer(v) {
    const me = v.seat!;
    const k = euchreKnowledge(v);
    return (rng) => {
      const { hands, rest } = sampleDeal(k, rng);
      let partnerSeat = v.partner ?? (v.secretPartner ? me : null);
      if (partnerSeat === null && v.calledSuit !== null) {
        const doublet = `${v.calledSuit}-${v.calledSuit}`;
        const holder = hands.findIndex((h) => h.includes(doublet));
        partnerSeat = holder >= 0 ? holder : null;
      }
      return {
        ...v, rng: freshRng(rng), stacked: null, hands, kitty: rest, discard: v.discard ?? null, partnerSeat,
        partnerRevealed: v.partner !== null,
      };
    };
  },
  applyAction: euchre.applyAction,
  toAct: euchre.toAct,
  phase: (s) => s.phase,
  view: euchre.view,
  easy: chooseEuchreEasy,
  position: (s) => {
    const makers = makersOf(s);
    const teamsOn = euchre.hasTeams(s.options);
    return position(euchreTricks(s.options, s.trump!), s, (seat) => seat !== s.sittingOut,
      (seat) => (teamsOn ? seat % 2 : s.options.variant === 'call-ace' ? (makers.includes(seat) ? 0 : 1) : seat));
  },
  score: (s, tricks) => (tricks ? euchre.scoreHand({ ...s, phase: 'score', tricksWon: Array.from(tricks), log: [] }).lastHand!.scoreDelta : s.scores.map(() => 0)),
  scoreKey: (s) => `${s.maker}:${s.alone}:${s.partnerSeat}`,
  evidence: euchreEvidence,
  side: (s, seat) => {
    if (euchre.hasTeams(s.options)) return sideFrom(euchre.teams(s.options), seat);
    if (s.options.variant !== 'call-ace') return [seat];
    const makers = makersOf(s);
    return makers.includes(seat) ? makers : s.scores.map((_, i) => i).filter((i) => !makers.includes(i));
  },
  playCode,
};

// ---------------------------------------------------------------- Loo

/** What a Loo seat knows about the hidden tiles. */
export function looKnowledge(v: LooView): Knowledge {
  const me = v.seat!;
  const n = v.players;
  const known: Tile[][] = Array.from({ length: n }, () => []);
  if (v.turnUpTaken && v.dealer !== me) known[v.dealer] = [v.turnUp];
  return trickKnowledge(v, doubleSet(6), loo.suitSystem(v.trump, v.options), { known, seenOut: v.turnUpTaken ? [] : [v.turnUp], mustTrump: true });
}

/**
 * Loo: the declarations replayed on the world's deal, the easy bot asked at each other seat's turn.
 * A folded hand is out of play, so the world deals it from its out-of-play tiles (and the dealer's
 * put-away tile likewise): weighing the fold then weighs what those tiles can be. A miss ends the
 * replay (the old hand's fate and the draw are past what is worth rebuilding).
 */
export function looEvidence(v: LooView): (world: LooState) => number {
  const me = v.seat!;
  const log = v.log.slice(lastDeal(v.log));
  if (!log.some((e) => e.type === 'declare' && e.seat !== me)) return () => 1;
  const played = playedBy(v);
  const choices = log.flatMap((e) => (e.type === 'declare' ? [e] : []));
  return (world) => {
    const dead = world.dead.slice();
    const hands = world.hands.map((h, s) => [...h, ...played[s]!]);
    for (const e of choices) {
      if (e.choice === 'fold' && e.seat !== me) hands[e.seat] = dead.splice(0, 5);
      if (e.choice === 'miss') break;
    }
    let putAway: Tile | null = null;
    if (v.turnUpTaken && hands[v.dealer]!.includes(v.turnUp)) {
      putAway = v.dealer === me ? null : dead.shift() ?? null;
      if (v.dealer !== me && putAway === null) return 1;
      if (putAway !== null) hands[v.dealer] = [...hands[v.dealer]!.filter((t) => t !== v.turnUp), putAway];
    }
    if (v.dealer === me && v.turnUpTaken) return 1; // its own put-away tile is not in the view: nothing to replay against
    if (hands.some((h) => h.length !== 5)) return 1;
    const misses = choices.filter((e) => e.choice === 'miss').length;
    let s: LooState = {
      ...world, hands, stock: [...world.stock], dead: [], declared: hands.map(() => null), missesLeft: world.missesLeft + misses,
      missing: null, turnUpTaken: false, forPot: null, uncontested: null, led: null, trick: [], tricksWon: hands.map(() => 0),
      log: log.slice(0, 1), phase: 'declare', turn: (v.dealer + 1) % hands.length,
    };
    let w = 1;
    for (const e of choices) {
      if (e.seat !== me) {
        const b = chooseLooEasy(loo.view(s, e.seat));
        if (b.type !== e.choice) w *= UNLIKELY;
      }
      if (e.choice === 'miss') break;
      const a = (e.choice === 'take-turnup' ? { type: 'take-turnup', discard: putAway } : { type: e.choice }) as LooAction;
      try {
        s = loo.step(s, e.seat, a);
      } catch {
        return w;
      }
    }
    return w;
  };
}

export const looAdapter: Adapter<LooState, LooAction, LooView> = {
  determinizer(v) {
    const k = looKnowledge(v);
    return (rng) => {
      const { hands, rest } = sampleDeal(k, rng);
      return {
        ...v, rng: freshRng(rng), stacked: null, hands, stock: rest.slice(0, v.stockSize), dead: rest.slice(v.stockSize),
        missing: v.phase === 'discard' ? v.turn : null, uncontested: null, looPaid: 0,
      };
    };
  },
  applyAction: loo.applyAction,
  toAct: loo.toAct,
  phase: (s) => s.phase,
  view: loo.view,
  easy: chooseLooEasy,
  position: (s) => position(looTricks(s.options, s.trump), s, (seat) => s.declared[seat] !== 'fold', (seat) => seat),
  score: (s, tricks) => loo.scoreHand({ ...s, phase: 'score', tricksWon: tricks ? Array.from(tricks) : s.tricksWon, log: [] }).lastHand!.scoreDelta,
  scoreKey: (s) => `${s.declared.join()}:${s.forPot}:${s.uncontested}`,
  evidence: looEvidence,
  side: (_s, seat) => [seat],
  playCode,
};
