/**
 * Domino Loo as pure functions over plain data (RULES.md section D).
 * The XState machine (machine.ts) and the bots call these same functions.
 */
import {
  doubleSet, fail, normalizeTile, trickWinnerIndex,
  type RngState, type SuitSystem, type Tile,
} from '@boneyard/core';
import { ends, hasEnd, highEnd as high, isDouble, otherEnd } from '../shared/tiles.ts';
import { optionBag, pickInt, pickOne } from '../shared/options.ts';
import { beginDeal, dealTiles } from '../shared/deal.ts';
import { checkActionShape, copy } from '../shared/actions.ts';
import { nextSeat, nextSeatWhere, sortHand } from '../shared/seats.ts';
import { closeTrick } from '../shared/trick.ts';
import { closeHand, targetWinners } from '../shared/flow.ts';
import { advance, settleChart, type Chart } from '../shared/chart.ts';
import { LOO_FLOW } from './flow.ts';
import type { Declaration, LooAction, LooLed, LooOptions, LooPlay, LooState, Suit } from './types.ts';

export const HAND = 5;
const SET = doubleSet(6);
const DEALER_ANTE = 5;

// ---------------------------------------------------------------- options

const OPTION_KEYS = [
  'players', 'scoring', 'target', 'uncontestedPoints', 'playForPotCounts', 'trumpLeadRule', 'leadHighestTrump',
  'mustHead', 'mustOvertrump', 'doubleRank', 'trickValueRounding', 'looCap', 'deals', 'chipTarget',
] as const;

export function normalizeOptions(input: unknown): LooOptions {
  const bag = optionBag(input, OPTION_KEYS, 'Domino Loo');
  const pfp = bag.playForPotCounts;
  let playForPotCounts = [4];
  if (pfp !== undefined) {
    const ok = Array.isArray(pfp) && pfp.length > 0 && pfp.every((x) => x === 3 || x === 4) && new Set(pfp).size === pfp.length;
    if (!ok) fail('bad-option', 'Option playForPotCounts must be [4] or [3, 4].');
    playForPotCounts = (pfp as number[]).slice().sort();
  }
  const cap = bag.looCap;
  if (cap !== undefined && cap !== null && cap !== 'none' && !(typeof cap === 'number' && Number.isInteger(cap) && cap >= 1)) {
    fail('bad-option', 'Option looCap must be "none" or a whole number of chips.');
  }
  const chipTarget = bag.chipTarget;
  if (chipTarget !== undefined && chipTarget !== null && !(typeof chipTarget === 'number' && Number.isInteger(chipTarget) && chipTarget >= 1)) {
    fail('bad-option', 'Option chipTarget must be a whole number of chips, or null.');
  }
  return {
    players: pickOne(bag, 'players', [4, 2, 3] as const, 4),
    scoring: pickOne(bag, 'scoring', ['points', 'chips'] as const, 'points'),
    target: pickInt(bag, 'target', 1, 1000, 15),
    uncontestedPoints: pickOne(bag, 'uncontestedPoints', [5, 0] as const, 5),
    playForPotCounts,
    trumpLeadRule: pickOne(bag, 'trumpLeadRule', ['first-lead-3plus', 'every-lead-3plus'] as const, 'first-lead-3plus'),
    leadHighestTrump: pickOne(bag, 'leadHighestTrump', [false, true] as const, false),
    mustHead: pickOne(bag, 'mustHead', [false, true] as const, false),
    mustOvertrump: pickOne(bag, 'mustOvertrump', [false, true] as const, false),
    doubleRank: pickOne(bag, 'doubleRank', ['highest', 'literal-pip'] as const, 'highest'),
    trickValueRounding: pickOne(bag, 'trickValueRounding', ['floor-carry', 'exact-fraction'] as const, 'floor-carry'),
    looCap: typeof cap === 'number' ? cap : null,
    deals: pickInt(bag, 'deals', 1, 1000, 10),
    chipTarget: typeof chipTarget === 'number' ? chipTarget : null,
  };
}

/** Ruling D2: how many misses there are, and how many tiles a miss draws and keeps. */
export const missesFor = (players: number): number => (players === 4 ? 1 : 2);
export const missDraw = (players: number): number => (players === 4 ? 7 : 6);
export const foldAllowed = (o: LooOptions): boolean => o.players >= 3;

// ---------------------------------------------------------------- suits and ranks (rulings D1, D8, D9, D11)

export const trumpOf = (turnUp: Tile): Suit => high(turnUp);
export const isTrump = (t: Tile, trump: Suit): boolean => hasEnd(t, trump);

/** Rank inside suit n: the doublet on top (or at its pip under 'literal-pip'), the rest by the other end. */
export function rankIn(t: Tile, n: Suit, o: LooOptions): number {
  if (isDouble(t)) return o.doubleRank === 'highest' ? 100 : n;
  return otherEnd(t, n);
}

export function followsLed(t: Tile, led: LooLed, trump: Suit): boolean {
  if (led === 'trump') return isTrump(t, trump);
  return !isTrump(t, trump) && hasEnd(t, led);
}

export function suitSystem(trump: Suit, o: LooOptions): SuitSystem<LooLed> {
  return {
    isTrump: (t) => isTrump(t, trump),
    follows: (t, led) => followsLed(t, led, trump),
    trumpRank: (t) => rankIn(t, trump, o),
    ledRank: (t, led) => (led === 'trump' ? rankIn(t, trump, o) : rankIn(t, led, o)),
  };
}

export function trickWinner(plays: readonly LooPlay[], led: LooLed, trump: Suit, o: LooOptions): number {
  return plays[trickWinnerIndex(plays.map((p) => p.tile), led, suitSystem(trump, o))]!.seat;
}

// ---------------------------------------------------------------- creation and dealing


export function createState(seed: number | string, optionsInput?: unknown, deal?: unknown): LooState {
  const options = normalizeOptions(optionsInput);
  const n = options.players;
  const { stacked, rng, dealer } = beginDeal('Domino Loo', seed, deal, SET, n, HAND, 28 - n * HAND, 6);
  const zeros = () => Array.from({ length: n }, () => 0);
  return {
    game: 'loo', options, rng, phase: 'deal', dealer, handNo: 0, stacked,
    hands: Array.from({ length: n }, () => []), turnUp: '0-0', stock: [], dead: [], trump: 0, turn: null,
    declared: Array.from({ length: n }, () => null), missesLeft: 0, missing: null, turnUpTaken: false, forPot: null, uncontested: null,
    led: null, trick: [], tricksWon: zeros(), lastTrick: null, lastHand: null, scores: zeros(), pot: 0, potStart: 0, looPaid: 0,
    log: [], winners: [],
  };
}

// Copy-on-write, every field named and every list an action may change copied (shared/actions.ts says why).
const clone = (s: LooState): LooState => ({
  game: s.game, options: s.options, rng: [...s.rng] as RngState, phase: s.phase, dealer: s.dealer, handNo: s.handNo, stacked: s.stacked,
  hands: s.hands.map(copy), turnUp: s.turnUp, stock: [...s.stock], dead: [...s.dead], trump: s.trump, turn: s.turn, declared: [...s.declared],
  missesLeft: s.missesLeft, missing: s.missing, turnUpTaken: s.turnUpTaken, forPot: s.forPot, uncontested: s.uncontested, led: s.led,
  trick: [...s.trick], tricksWon: [...s.tricksWon], lastTrick: s.lastTrick, lastHand: s.lastHand, scores: [...s.scores], pot: s.pot,
  potStart: s.potStart, looPaid: s.looPaid, log: [...s.log], winners: [...s.winners],
});

/** Phase 'deal': antes (ruling D14), 5 tiles each, the turn-up, the stock for the misses. */
export function dealHand(state: LooState): LooState {
  const s = clone(state);
  const o = s.options;
  const n = o.players;
  if (o.scoring === 'chips') {
    // After a deal with loos only the dealer antes; otherwise everyone does (the dealer's 5 is his whole ante).
    for (let seat = 0; seat < n; seat++) {
      const ante = seat === s.dealer ? DEALER_ANTE : s.looPaid > 0 ? 0 : 1;
      s.scores[seat]! -= ante;
      s.pot += ante;
    }
  }
  s.looPaid = 0;
  s.potStart = s.pot;
  const { hands, rest } = dealTiles(s.rng, SET, n, HAND, 28 - n * HAND, s.stacked);
  s.stacked = null;
  s.hands = hands.map(sortHand);
  s.turnUp = rest[0]!;
  s.stock = rest.slice(1);
  s.dead = [];
  s.trump = trumpOf(s.turnUp);
  s.declared = s.hands.map(() => null);
  s.missesLeft = missesFor(n);
  s.missing = null;
  s.turnUpTaken = false;
  s.forPot = null;
  s.uncontested = null;
  s.led = null;
  s.trick = [];
  s.tricksWon = s.hands.map(() => 0);
  s.log = [{ type: 'deal', hand: s.handNo + 1, dealer: s.dealer, turnUp: s.turnUp, pot: s.pot }];
  s.turn = nextSeat(s.dealer, n);
  return s;
}

// ---------------------------------------------------------------- legal actions

export const toAct = (s: LooState): number[] => (s.turn === null || s.phase === 'over' ? [] : [s.turn]);

/** Ruling D6: every non-dealer but one folded, and that one took the miss. */
export function playForPotAllowed(s: LooState): boolean {
  const o = s.options;
  if (!o.playForPotCounts.includes(o.players)) return false;
  const others = s.declared.flatMap((d, seat) => (seat === s.dealer ? [] : [d]));
  const staying = others.filter((d) => d !== 'fold');
  return staying.length === 1 && staying[0] === 'miss';
}

/** The seats playing this deal: declared, and not folded. */
function playing(s: LooState): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < s.declared.length; seat++) {
    const d = s.declared[seat];
    if (d !== null && d !== 'fold') out.push(seat);
  }
  return out;
}

/** How many seats are playing this deal (playing(s).length, without the list). */
function playingCount(s: LooState): number {
  let n = 0;
  for (const d of s.declared) if (d !== null && d !== 'fold') n++;
  return n;
}

function declareActions(s: LooState, seat: number): LooAction[] {
  const o = s.options;
  const out: LooAction[] = [{ type: 'stand' }];
  if (seat === s.dealer) for (const t of s.hands[seat]!) out.push({ type: 'take-turnup', discard: t });
  if (s.missesLeft > 0 && s.stock.length >= missDraw(o.players)) out.push({ type: 'miss' });
  if (foldAllowed(o)) out.push({ type: 'fold' });
  if (seat === s.dealer && playForPotAllowed(s)) out.push({ type: 'play-for-pot' });
  return out;
}

function combinations(items: readonly Tile[], k: number): Tile[][] {
  if (k === 1) return items.map((t) => [t]);
  const out: Tile[][] = [];
  for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) out.push([items[i]!, items[j]!]);
  return out;
}

/** The tiles a leader may lead (ruling D10). */
function leadable(s: LooState, hand: Tile[]): { tiles: Tile[]; forced: boolean } {
  const o = s.options;
  const trumps = hand.filter((t) => isTrump(t, s.trump));
  const first = s.tricksWon.every((x) => x === 0);
  // Two duties, either of which binds: the last trick's winner leads a trump if able (every lead after the
  // first), and a leader with three or more trumps leads one (the first lead, or every lead under the option).
  const winnerDuty = !first && trumps.length > 0;
  const threeDuty = trumps.length >= 3 && (first || o.trumpLeadRule === 'every-lead-3plus');
  const forced = winnerDuty || threeDuty;
  if (!forced) return { tiles: hand.slice(), forced: false };
  if (!o.leadHighestTrump) return { tiles: trumps, forced: true };
  const sys = suitSystem(s.trump, o);
  return { tiles: [trumps.slice().sort((a, b) => sys.trumpRank(b) - sys.trumpRank(a))[0]!], forced: true };
}

/** The tiles a follower may play (ruling D11), with the reason a tile is refused. */
function followable(s: LooState, hand: Tile[]): { tiles: Tile[]; why: 'must-follow-suit' | 'must-trump' | null } {
  const o = s.options;
  const sys = suitSystem(s.trump, o);
  const led = s.led!;
  const best = s.trick[trickWinnerIndex(s.trick.map((p) => p.tile), led, sys)]!.tile;
  const trumpInTrick = s.trick.some((p) => isTrump(p.tile, s.trump));
  const beats = (t: Tile) => trickWinnerIndex([best, t], led, sys) === 1;
  const heading = (xs: Tile[]) => {
    const better = xs.filter(beats);
    return better.length > 0 ? better : xs;
  };
  const follows = hand.filter((t) => followsLed(t, led, s.trump));
  if (follows.length > 0) return { tiles: o.mustHead && (!trumpInTrick || led === 'trump') ? heading(follows) : follows, why: 'must-follow-suit' };
  const trumps = hand.filter((t) => isTrump(t, s.trump));
  if (trumps.length > 0) return { tiles: (o.mustHead || (o.mustOvertrump && trumpInTrick)) ? heading(trumps) : trumps, why: 'must-trump' };
  return { tiles: hand.slice(), why: null };
}

export function legalActions(s: LooState, seat: number): LooAction[] {
  if (!toAct(s).includes(seat)) return [];
  const hand = s.hands[seat]!;
  switch (s.phase) {
    case 'declare':
      return declareActions(s, seat);
    case 'discard': {
      const k = hand.length - HAND;
      return combinations(hand, k).map((c) => (k === 1 ? { type: 'discard', tile: c[0]! } : { type: 'discard', tiles: c }));
    }
    case 'play': {
      if (s.trick.length > 0) return followable(s, hand).tiles.map((tile) => ({ type: 'play', tile }));
      const out: LooAction[] = [];
      for (const t of leadable(s, hand).tiles) {
        const e = ends(t);
        const a = e >> 4;
        const b = e & 15;
        if (isTrump(t, s.trump) || a === b) out.push({ type: 'play', tile: t });
        else out.push({ type: 'play', tile: t, suit: a }, { type: 'play', tile: t, suit: b });
      }
      return out;
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------- validation

const FIELDS: Record<LooAction['type'], readonly string[]> = {
  stand: [], miss: [], fold: [], discard: ['tile', 'tiles'], 'take-turnup': ['discard'], 'play-for-pot': [], play: ['tile', 'suit'],
};

export function validateAction(s: LooState, seat: unknown, action: unknown): LooAction {
  const { seat: me, type, a } = checkActionShape(seat, action, s.options.players, FIELDS, 'Domino Loo');
  if (s.phase === 'over') return fail('game-over', 'The game is over.');
  if (!toAct(s).includes(me)) return fail('not-your-turn', `It is not seat ${me}'s turn.`);
  const o = s.options;
  const hand = s.hands[me]!;
  const own = (raw: unknown): Tile => {
    const t = normalizeTile(raw, 6);
    if (!hand.includes(t)) fail('not-in-hand', `${t} is not in your hand.`);
    return t;
  };
  const wrongPhase = () => fail('illegal-action', `You cannot ${type} now (the game is in its ${s.phase} phase).`);
  const declare = () => {
    if (s.phase !== 'declare') wrongPhase();
  };
  switch (type) {
    case 'stand':
      declare();
      return { type: 'stand' };
    case 'miss':
      declare();
      if (s.missesLeft === 0 || s.stock.length < missDraw(o.players)) fail('illegal-action', 'No miss is left to take.');
      return { type: 'miss' };
    case 'fold':
      declare();
      if (!foldAllowed(o)) fail('illegal-action', 'Nobody may fold with two players.');
      return { type: 'fold' };
    case 'take-turnup':
      declare();
      if (me !== s.dealer) fail('illegal-action', 'Only the dealer may take the turn-up.');
      return { type: 'take-turnup', discard: own(a.discard) };
    case 'play-for-pot':
      declare();
      if (me !== s.dealer || !playForPotAllowed(s)) fail('illegal-action', 'Playing for the pot is allowed only to a dealer facing one player who took the miss.');
      return { type: 'play-for-pot' };
    case 'discard': {
      if (s.phase !== 'discard') return wrongPhase();
      const k = hand.length - HAND;
      if (k === 1) {
        if (a.tiles !== undefined || a.tile === undefined) fail('bad-action', 'Discard one tile: { type: "discard", tile }.');
        return { type: 'discard', tile: own(a.tile) };
      }
      if (a.tile !== undefined || !Array.isArray(a.tiles) || a.tiles.length !== k) return fail('bad-action', `Discard ${k} tiles: { type: "discard", tiles }.`);
      const tiles = a.tiles.map(own);
      if (new Set(tiles).size !== k) fail('bad-action', 'Discard different tiles.');
      return { type: 'discard', tiles };
    }
    case 'play': {
      if (s.phase !== 'play') return wrongPhase();
      const t = own(a.tile);
      const e = ends(t);
      const x = e >> 4;
      const y = e & 15;
      if (s.trick.length === 0) {
        const lead = leadable(s, hand);
        if (!lead.tiles.includes(t)) fail('must-lead-trump', lead.tiles.length === 1 && o.leadHighestTrump ? `You must lead your highest trump, ${lead.tiles[0]}.` : 'You must lead a trump.');
        if (isTrump(t, s.trump) || x === y) {
          if (a.suit !== undefined && a.suit !== (isTrump(t, s.trump) ? undefined : x)) fail('bad-suit', `${t} leads ${isTrump(t, s.trump) ? 'trumps' : `${x}s`}; there is no suit to name.`);
          return { type: 'play', tile: t };
        }
        if (a.suit === undefined) return fail('suit-required', `Leading ${t}: name its suit (${x} or ${y}).`);
        if (a.suit !== x && a.suit !== y) return fail('bad-suit', `${t} can lead ${x} or ${y}.`);
        return { type: 'play', tile: t, suit: a.suit };
      }
      if (a.suit !== undefined) fail('bad-suit', 'Only the leader names a suit.');
      const f = followable(s, hand);
      if (!f.tiles.includes(t)) fail(f.why ?? 'illegal-action', f.why === 'must-trump' ? 'You cannot follow suit, so you must trump.' : 'You must follow the suit that was led.');
      return { type: 'play', tile: t };
    }
  }
  return fail('bad-action', 'Unknown action.');
}

// ---------------------------------------------------------------- transitions

/** An action's effect on the data; the flow (flow.ts, read by `applyAction` and the machine) picks the phase that follows. */
export function stepData(state: LooState, seat: number, action: LooAction): LooState {
  const s = clone(state);
  const n = s.options.players;
  switch (action.type) {
    case 'stand':
    case 'fold':
    case 'play-for-pot':
    case 'take-turnup':
    case 'miss': {
      const choice: Declaration = action.type;
      s.declared[seat] = choice;
      s.log.push({ type: 'declare', seat, choice });
      if (action.type === 'fold') {
        s.dead.push(...s.hands[seat]!);
        s.hands[seat] = [];
      } else if (action.type === 'take-turnup') {
        s.hands[seat] = sortHand([...s.hands[seat]!.filter((t) => t !== action.discard), s.turnUp]);
        s.dead.push(action.discard);
        s.turnUpTaken = true;
      } else if (action.type === 'play-for-pot') {
        s.forPot = seat;
      } else if (action.type === 'miss') {
        // The old hand goes out of play face down; the new one comes from the stock, never from the discards.
        const k = missDraw(n);
        s.dead.push(...s.hands[seat]!);
        s.hands[seat] = sortHand(s.stock.slice(0, k));
        s.stock = s.stock.slice(k);
        s.missesLeft -= 1;
        s.missing = seat;
        return s;
      }
      return afterDeclaration(s, seat);
    }
    case 'discard': {
      const gone = action.tiles ?? [action.tile!];
      s.hands[seat] = s.hands[seat]!.filter((t) => !gone.includes(t));
      s.dead.push(...gone);
      s.log.push({ type: 'discard', seat, count: gone.length });
      s.missing = null;
      return afterDeclaration(s, seat);
    }
    case 'play': {
      const o = s.options;
      if (s.trick.length === 0) {
        const x = high(action.tile);
        s.led = isTrump(action.tile, s.trump) ? 'trump' : (action.suit ?? x);
      }
      const counted: LooLed | null = isTrump(action.tile, s.trump) ? 'trump' : followsLed(action.tile, s.led!, s.trump) ? s.led : null;
      s.hands[seat] = s.hands[seat]!.filter((t) => t !== action.tile);
      s.trick.push({ seat, tile: action.tile, suit: counted });
      s.log.push({ type: 'play', seat, tile: action.tile, suit: counted });
      if (s.trick.length < playingCount(s)) {
        s.turn = nextPlaying(s, seat);
        return s;
      }
      closeTrick(s, trickWinner(s.trick, s.led!, s.trump, o));
      return s;
    }
  }
}

function nextPlaying(s: LooState, seat: number): number {
  return nextSeatWhere(seat, s.options.players, (t) => s.declared[t] !== 'fold');
}

/** Moves the declarations on; after the dealer (or when the dealer faces no one) the deal is played or taken uncontested (D5). */
function afterDeclaration(s: LooState, seat: number): LooState {
  const n = s.options.players;
  if (seat !== s.dealer) {
    const nxt = nextSeat(seat, n);
    if (nxt === s.dealer && s.declared.every((d, i) => i === s.dealer || d === 'fold')) return uncontested(s, s.dealer);
    s.turn = nxt;
    return s;
  }
  const staying = playing(s);
  if (staying.length === 1) return uncontested(s, staying[0]!);
  return s;
}

function uncontested(s: LooState, seat: number): LooState {
  s.log.push({ type: 'uncontested', seat });
  s.turn = null;
  s.uncontested = seat;
  s.forPot = null;
  return s;
}

/** What a trick is worth in a chips game whose pot started at `potStart` (ruling D15). */
export const trickValue = (o: LooOptions, potStart: number): number =>
  o.trickValueRounding === 'floor-carry' ? Math.floor(potStart / HAND) : potStart / HAND;

/** Phase 'score' (rulings D5, D12-D18). */
export function scoreHand(state: LooState): LooState {
  const s = clone(state);
  const o = s.options;
  const n = o.players;
  const delta = Array.from({ length: n }, () => 0);
  const folded = s.declared.flatMap((d, seat) => (d === 'fold' ? [seat] : []));
  const taker = s.uncontested;
  const potStart = s.potStart;
  const worth = trickValue(o, potStart);
  let looed: number[] = [];
  if (taker !== null) {
    if (o.scoring === 'points') delta[taker] = o.uncontestedPoints;
    else {
      delta[taker] = s.pot;
      s.pot = 0;
    }
  } else {
    looed = playing(s).filter((seat) => s.tricksWon[seat] === 0 && seat !== s.forPot);
    for (const seat of playing(s)) {
      if (seat === s.forPot) continue; // what he wins stays in the pot; he cannot be looed
      if (o.scoring === 'points') delta[seat] = looed.includes(seat) ? -5 : s.tricksWon[seat]!;
      else {
        const won = s.tricksWon[seat]! * worth;
        s.pot -= won;
        delta[seat] = won;
      }
    }
    if (o.scoring === 'chips') {
      for (const seat of looed) {
        const pay = o.looCap === null ? potStart : Math.min(potStart, o.looCap);
        delta[seat]! -= pay;
        s.looPaid += pay;
      }
      s.pot += s.looPaid;
    }
  }
  for (let i = 0; i < n; i++) s.scores[i]! += delta[i]!;
  s.handNo += 1;
  s.lastHand = {
    hand: s.handNo, tricksWon: s.tricksWon.slice(), scoreDelta: delta, looed, folded, uncontested: taker, forPot: s.forPot, potStart, trickValue: worth,
  };
  const singles = Array.from({ length: n }, (_, i) => [i]);
  let winners: number[] | null;
  if (o.scoring === 'points') winners = targetWinners(s.scores, singles, o.target, { shared: false });
  else {
    const top = Math.max(...s.scores);
    const done = s.handNo >= o.deals || (o.chipTarget !== null && top >= o.chipTarget);
    winners = done ? s.scores.flatMap((x, i) => (x === top ? [i] : [])) : null;
  }
  closeHand(s, winners);
  return s;
}

/**
 * The flow's named guards (read on the state a step left) and what entering a phase sets up: with
 * the table in flow.ts, the chart that both the pure path and the machine follow.
 */
export const looChart: Chart<LooState> = {
  id: 'loo',
  phases: LOO_FLOW,
  guards: {
    dealt: () => true,
    missed: (s) => s.missing !== null,
    uncontested: (s) => s.uncontested !== null,
    'declarations-done': (s) => s.declared[s.dealer] !== null,
    discarded: (s) => s.missing === null,
    // Only a play that closes a trick can end the hand (closing one empties the trick).
    'last-trick': (s) => s.trick.length === 0 && s.tricksWon.reduce((a, b) => a + b, 0) === HAND,
    'game-decided': (s) => s.winners.length > 0,
    'next-deal': () => true,
  },
  enter: {
    // Ruling D7: the dealer's left leads, or the first player still in, clockwise from the dealer.
    play: (s) => void (s.turn = nextPlaying(s, s.dealer)),
    score: (s) => void (s.turn = null),
    over: (s) => void (s.turn = null),
  },
  run: { deal: dealHand, score: scoreHand },
};

/** An action applied: its effect on the data, then on along the flow. */
export const applyAction = (s: LooState, seat: number, action: LooAction): LooState => advance(looChart, s.phase, stepData(s, seat, action));

export const settle = (state: LooState): LooState => settleChart(looChart, state);

export function step(s: LooState, seat: number, action: unknown): LooState {
  return settle(applyAction(s, seat, validateAction(s, seat, action)));
}
