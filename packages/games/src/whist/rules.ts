/**
 * Domino Whist as pure functions over plain data (RULES.md section A).
 * The XState machine (machine.ts) and the bots call these same functions.
 */
import {
  doubleSet, fail, normalizeTile, playableTiles, trickWinnerIndex,
  type RngState, type SuitSystem, type Tile,
} from '@boneyard/core';
import { ends, hasEnd, isDouble, otherEnd } from '../shared/tiles.ts';
import { optionBag, pickInt, pickOne } from '../shared/options.ts';
import { beginDeal, dealTiles, type StackedDeal } from '../shared/deal.ts';
import { checkActionShape, copy, copyOrNull } from '../shared/actions.ts';
import { nextSeat, nextSeatWhere, sortHand } from '../shared/seats.ts';
import { closeTrick } from '../shared/trick.ts';
import { closeHand, targetWinners } from '../shared/flow.ts';
import { advance, settleChart, type Chart } from '../shared/chart.ts';
import { WHIST_FLOW } from './flow.ts';
import type {
  PassDirection, TrickPlay, WhistAction, WhistLed, WhistOptions, WhistState, WhistTrump,
} from './types.ts';

// ---------------------------------------------------------------- configuration

interface Config { maxPip: number; handSize: number; widow: number; tricks: number; minBid: number; target: number }

/** The reconstructed summary table (ruling A1). */
export function configFor(players: number, partnership: boolean): Config {
  if (players === 3) return { maxPip: 7, handSize: 12, widow: 0, tricks: 12, minBid: 4, target: 25 };
  if (players === 4) return { maxPip: 8, handSize: 11, widow: 1, tricks: 11, minBid: partnership ? 4 : 1, target: partnership ? 30 : 20 };
  return { maxPip: 9, handSize: 11, widow: 0, tricks: 11, minBid: 1, target: 20 };
}

const OPTION_KEYS = [
  'players', 'partnership', 'passing', 'target', 'minBid', 'maxBid', 'biddingStyle', 'allPass',
  'passingCycleCountsThrownIn', 'widowBeforeTrump', 'partnershipScoring', 'simultaneousTarget',
] as const;

export function normalizeOptions(input: unknown): WhistOptions {
  const bag = optionBag(input, OPTION_KEYS, 'Domino Whist');
  const players = pickOne(bag, 'players', [3, 4, 5] as const, 3);
  const partnership = pickOne(bag, 'partnership', [true, false] as const, players === 4);
  if (partnership && players !== 4) fail('bad-option', 'Partnerships need exactly 4 players.');
  const cfg = configFor(players, partnership);
  const maxBid = pickInt(bag, 'maxBid', 1, cfg.tricks, cfg.tricks);
  const minBid = pickInt(bag, 'minBid', 1, maxBid, Math.min(cfg.minBid, maxBid));
  return {
    players,
    partnership,
    passing: pickOne(bag, 'passing', [false, true] as const, false),
    target: pickInt(bag, 'target', 1, 1000, cfg.target),
    minBid,
    maxBid,
    biddingStyle: pickOne(bag, 'biddingStyle', ['auction', 'single-round'] as const, 'auction'),
    allPass: pickOne(bag, 'allPass', ['redeal-next-dealer', 'redeal-same-dealer', 'force-dealer-min-bid'] as const, 'redeal-next-dealer'),
    passingCycleCountsThrownIn: pickOne(bag, 'passingCycleCountsThrownIn', [false, true] as const, false),
    widowBeforeTrump: pickOne(bag, 'widowBeforeTrump', [false, true] as const, false),
    partnershipScoring: pickOne(bag, 'partnershipScoring', ['team-contract', 'literal-sum'] as const, 'team-contract'),
    simultaneousTarget: pickOne(bag, 'simultaneousTarget', ['bidder-goes-out', 'highest', 'shared'] as const, 'bidder-goes-out'),
  };
}

export const tricksPerHand = (o: WhistOptions): number => configFor(o.players, o.partnership).tricks;
export const setFor = (o: WhistOptions): Tile[] => doubleSet(configFor(o.players, o.partnership).maxPip);

/** Passing cycle (ruling A16): 3 and 5 players right, left, hold; 4 players left, right, across, hold. */
export function passDirectionFor(o: WhistOptions, cycle: number): PassDirection {
  if (!o.passing) return 'hold';
  const order: PassDirection[] = o.players === 4 ? ['left', 'right', 'across', 'hold'] : ['right', 'left', 'hold'];
  return order[cycle % order.length]!;
}

/** Where a seat's passed tiles go. Left is the next seat clockwise. */
export function passTarget(seat: number, dir: PassDirection, n: number): number {
  if (dir === 'left') return (seat + 1) % n;
  if (dir === 'right') return (seat + n - 1) % n;
  if (dir === 'across') return (seat + 2) % n;
  return seat;
}

/** Partnerships sit opposite: seats 0 and 2 against 1 and 3. */
export const sides = (o: WhistOptions): number[][] =>
  o.partnership ? [[0, 2], [1, 3]] : Array.from({ length: o.players }, (_, s) => [s]);
export const sideOf = (o: WhistOptions, seat: number): number[] => sides(o).find((s) => s.includes(seat))!;

// ---------------------------------------------------------------- suits (rulings A2-A4, A10, A11)

/** Is `t` a trump? Trump tiles belong only to the trump suit. */
export function isTrump(t: Tile, trump: WhistTrump | null): boolean {
  if (trump === null || trump === 'none') return false;
  if (trump === 'doubles') return isDouble(t);
  return hasEnd(t, trump);
}

export function followsLed(t: Tile, led: WhistLed, trump: WhistTrump | null): boolean {
  if (led === 'trump') return isTrump(t, trump);
  if (isTrump(t, trump)) return false;
  if (led === 'doubles') return isDouble(t);
  return hasEnd(t, led);
}

/** Rank in a number suit: the doublet on top, then by the other end. In the Doubles suit: by the number. */
function rankIn(t: Tile, suit: number | 'doubles'): number {
  const e = ends(t);
  const a = e >> 4;
  if (suit === 'doubles') return a;
  return a === (e & 15) ? 100 : otherEnd(t, suit);
}

const systems = new Map<string, SuitSystem<WhistLed>>();
export function suitSystem(trump: WhistTrump | null): SuitSystem<WhistLed> {
  const key = String(trump);
  let sys = systems.get(key);
  if (!sys) {
    sys = {
      isTrump: (t) => isTrump(t, trump),
      follows: (t, led) => followsLed(t, led, trump),
      trumpRank: (t) => (trump === 'doubles' ? rankIn(t, 'doubles') : typeof trump === 'number' ? rankIn(t, trump) : 0),
      ledRank: (t, led) => (led === 'trump' ? 0 : rankIn(t, led)),
    };
    systems.set(key, sys);
  }
  return sys;
}

/** The suits a leader may announce for `t` (ruling A9). Empty for a trump tile: it is led as trump. */
export function leadChoices(t: Tile, trump: WhistTrump | null): (number | 'doubles')[] {
  if (isTrump(t, trump)) return [];
  const e = ends(t);
  const a = e >> 4;
  const b = e & 15;
  return a === b ? [a, 'doubles'] : [a, b];
}

/** Winner's seat of a complete trick. */
export function trickWinner(plays: readonly TrickPlay[], led: WhistLed, trump: WhistTrump | null): number {
  return plays[trickWinnerIndex(plays.map((p) => p.tile), led, suitSystem(trump))]!.seat;
}

// ---------------------------------------------------------------- creation and dealing


export function createState(seed: number | string, optionsInput?: unknown, deal?: unknown): WhistState {
  const options = normalizeOptions(optionsInput);
  const cfg = configFor(options.players, options.partnership);
  const n = options.players;
  const { stacked, rng, dealer } = beginDeal('Domino Whist', seed, deal, doubleSet(cfg.maxPip), n, cfg.handSize, cfg.widow, cfg.maxPip);
  return {
    game: 'whist',
    options,
    rng,
    phase: 'deal',
    maxPip: cfg.maxPip,
    dealer,
    handNo: 0,
    passCycle: 0,
    stacked,
    hands: Array.from({ length: n }, () => []),
    widow: [],
    widowDiscard: null,
    passDirection: null,
    passing: Array.from({ length: n }, () => null),
    received: Array.from({ length: n }, () => null),
    turn: null,
    bids: [],
    out: Array.from({ length: n }, () => false),
    declarer: null,
    contract: null,
    trump: null,
    led: null,
    trick: [],
    tricksWon: Array.from({ length: n }, () => 0),
    lastTrick: null,
    lastHand: null,
    scores: Array.from({ length: n }, () => 0),
    log: [],
    winners: [],
  };
}

// Copy-on-write, every field named and every list an action may change copied (shared/actions.ts says why).
const clone = (s: WhistState): WhistState => ({
  game: s.game, options: s.options, rng: [...s.rng] as RngState, phase: s.phase, maxPip: s.maxPip, dealer: s.dealer, handNo: s.handNo,
  passCycle: s.passCycle, stacked: s.stacked, hands: s.hands.map(copy), widow: [...s.widow], widowDiscard: s.widowDiscard,
  passDirection: s.passDirection, passing: s.passing.map(copyOrNull), received: s.received.map(copyOrNull), turn: s.turn, bids: [...s.bids],
  out: [...s.out], declarer: s.declarer, contract: s.contract, trump: s.trump, led: s.led, trick: [...s.trick], tricksWon: [...s.tricksWon],
  lastTrick: s.lastTrick, lastHand: s.lastHand, scores: [...s.scores], log: [...s.log], winners: [...s.winners],
});

/** Phase 'deal': shuffle and deal a fresh hand (the stacked deal, if any, is used once). */
export function dealHand(state: WhistState): WhistState {
  const s = clone(state);
  const o = s.options;
  const cfg = configFor(o.players, o.partnership);
  const { hands, rest } = dealTiles(s.rng, doubleSet(cfg.maxPip), o.players, cfg.handSize, cfg.widow, s.stacked);
  s.stacked = null;
  s.hands = hands.map(sortHand);
  s.widow = rest;
  s.widowDiscard = null;
  s.passDirection = passDirectionFor(o, s.passCycle);
  s.passing = s.hands.map(() => null);
  s.received = s.hands.map(() => null);
  s.bids = [];
  s.out = s.hands.map(() => false);
  s.declarer = null;
  s.contract = null;
  s.trump = null;
  s.led = null;
  s.trick = [];
  s.tricksWon = s.hands.map(() => 0);
  s.log = [{ type: 'deal', hand: s.handNo + 1, dealer: s.dealer }];
  return s;
}

// ---------------------------------------------------------------- legal actions

function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const go = (from: number) => {
    if (pick.length === k) {
      out.push(pick.slice());
      return;
    }
    for (let i = from; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]!);
      go(i + 1);
      pick.pop();
    }
  };
  go(0);
  return out;
}

export function toAct(s: WhistState): number[] {
  if (s.phase === 'pass') return s.passing.flatMap((p, seat) => (p === null ? [seat] : []));
  if (s.phase === 'over' || s.turn === null) return [];
  return [s.turn];
}

export const lowestBid = (s: WhistState): number => {
  const high = highBid(s);
  return Math.max(s.options.minBid, high ? high.amount + 1 : 1);
};

export function highBid(s: WhistState): { seat: number; amount: number } | null {
  let best: { seat: number; amount: number } | null = null;
  for (const b of s.bids) if (b.amount !== null && (!best || b.amount > best.amount)) best = { seat: b.seat, amount: b.amount };
  return best;
}

/** Every legal action for `seat` now; [] when it has nothing to do. */
export function legalActions(s: WhistState, seat: number): WhistAction[] {
  if (!toAct(s).includes(seat)) return [];
  const hand = s.hands[seat]!;
  switch (s.phase) {
    case 'pass':
      return combinations(hand, 3).map((tiles) => ({ type: 'pass-tiles', tiles }));
    case 'bid': {
      const out: WhistAction[] = [];
      for (let a = lowestBid(s); a <= s.options.maxBid; a++) out.push({ type: 'bid', amount: a });
      out.push({ type: 'pass' });
      return out;
    }
    case 'trump': {
      const out: WhistAction[] = [];
      for (let n = s.maxPip; n >= 0; n--) out.push({ type: 'trump', suit: n });
      out.push({ type: 'trump', suit: 'doubles' }, { type: 'trump', suit: 'none' });
      return out;
    }
    case 'exchange':
      return [{ type: 'exchange', take: false }, ...hand.map((t) => ({ type: 'exchange' as const, take: true, discard: t }))];
    case 'play': {
      if (s.trick.length === 0) {
        const out: WhistAction[] = [];
        for (const t of hand) {
          const choices = leadChoices(t, s.trump);
          if (choices.length === 0) out.push({ type: 'play', tile: t });
          else for (const suit of choices) out.push({ type: 'play', tile: t, suit });
        }
        return out;
      }
      return playableTiles(hand, s.led, suitSystem(s.trump)).map((t) => ({ type: 'play', tile: t }));
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------- validation

const FIELDS: Record<WhistAction['type'], string[]> = {
  'pass-tiles': ['tiles'],
  bid: ['amount'],
  pass: [],
  trump: ['suit'],
  exchange: ['take', 'discard'],
  play: ['tile', 'suit'],
};

/**
 * Checks `action` for `seat` and returns it in canonical form, or throws a RuleError
 * whose code says why. Never changes the state.
 */
export function validateAction(s: WhistState, seat: unknown, action: unknown): WhistAction {
  const { seat: me, type, a } = checkActionShape(seat, action, s.options.players, FIELDS, 'Domino Whist');
  if (s.phase === 'over') return fail('game-over', 'The game is over.');
  if (!toAct(s).includes(me)) return fail('not-your-turn', `It is not seat ${me}'s turn.`);
  const hand = s.hands[me]!;
  const own = (raw: unknown): Tile => {
    const t = normalizeTile(raw, s.maxPip);
    if (!hand.includes(t)) fail('not-in-hand', `${t} is not in your hand.`);
    return t;
  };
  const wrongPhase = () => fail('illegal-action', `You cannot ${type} now (the game is in its ${s.phase} phase).`);
  switch (type) {
    case 'pass-tiles': {
      if (s.phase !== 'pass') return wrongPhase();
      if (!Array.isArray(a.tiles) || a.tiles.length !== 3) return fail('bad-action', 'Pass exactly three tiles.');
      const tiles = a.tiles.map(own);
      if (new Set(tiles).size !== 3) fail('bad-action', 'Pass three different tiles.');
      return { type: 'pass-tiles', tiles };
    }
    case 'bid': {
      if (s.phase !== 'bid') return wrongPhase();
      const amount = a.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount)) return fail('bad-action', 'A bid is a whole number of tricks.');
      if (amount < lowestBid(s)) fail('bid-too-low', `The lowest bid now is ${lowestBid(s)}.`);
      if (amount > s.options.maxBid) fail('bid-too-high', `No bid may exceed ${s.options.maxBid}.`);
      return { type: 'bid', amount };
    }
    case 'pass':
      if (s.phase !== 'bid') return wrongPhase();
      return { type: 'pass' };
    case 'trump': {
      if (s.phase !== 'trump') return wrongPhase();
      const suit = a.suit;
      const ok = suit === 'doubles' || suit === 'none' || (typeof suit === 'number' && Number.isInteger(suit) && suit >= 0 && suit <= s.maxPip);
      if (!ok) return fail('bad-suit', `Trump is a number from 0 to ${s.maxPip}, "doubles" or "none".`);
      return { type: 'trump', suit: suit as WhistTrump };
    }
    case 'exchange': {
      if (s.phase !== 'exchange') return wrongPhase();
      if (typeof a.take !== 'boolean') return fail('bad-action', 'exchange.take must be true or false.');
      if (!a.take) {
        if (a.discard !== undefined) fail('bad-action', 'Keeping your hand discards the widow itself; name no discard.');
        return { type: 'exchange', take: false };
      }
      if (a.discard === undefined) return fail('bad-action', 'Taking the widow: name the tile you discard.');
      return { type: 'exchange', take: true, discard: own(a.discard) };
    }
    case 'play': {
      if (s.phase !== 'play') return wrongPhase();
      const t = own(a.tile);
      const suit = a.suit;
      if (s.trick.length === 0) {
        const choices = leadChoices(t, s.trump);
        if (choices.length === 0) {
          if (suit !== undefined) fail('bad-suit', `${t} is a trump; it is led as trump, with no suit to name.`);
          return { type: 'play', tile: t };
        }
        if (suit === undefined) return fail('suit-required', `Leading ${t}: say which suit it leads (${choices.join(' or ')}).`);
        if (!choices.includes(suit as number | 'doubles')) fail('bad-suit', `${t} can lead ${choices.join(' or ')}, not ${JSON.stringify(suit)}.`);
        return { type: 'play', tile: t, suit: suit as number | 'doubles' };
      }
      if (suit !== undefined) fail('bad-suit', 'Only the leader names a suit.');
      if (!playableTiles(hand, s.led, suitSystem(s.trump)).includes(t)) {
        fail('must-follow-suit', `You must follow ${describeLed(s.led!)} while you hold one.`);
      }
      return { type: 'play', tile: t };
    }
  }
  return fail('bad-action', 'Unknown action.');
}

export const describeLed = (led: WhistLed): string =>
  led === 'trump' ? 'trumps' : led === 'doubles' ? 'doubles' : `${led}s`;

// ---------------------------------------------------------------- transitions

/** A validated action's effect on the data; the flow (flow.ts, read by `applyAction` and the machine) picks the phase that follows. */
export function stepData(state: WhistState, seat: number, action: WhistAction): WhistState {
  const s = clone(state);
  const o = s.options;
  const n = o.players;
  switch (action.type) {
    case 'pass-tiles': {
      s.passing[seat] = action.tiles.slice();
      s.hands[seat] = s.hands[seat]!.filter((t) => !action.tiles.includes(t));
      s.log.push({ type: 'pass-tiles', seat, direction: s.passDirection! });
      if (s.passing.every((p) => p !== null)) {
        // Everyone has set tiles down; only now does anyone pick up what they were given.
        for (let from = 0; from < n; from++) {
          const to = passTarget(from, s.passDirection!, n);
          s.received[to] = s.passing[from]!.slice();
          s.hands[to]!.push(...s.passing[from]!);
        }
        s.hands = s.hands.map(sortHand);
      }
      return s;
    }
    case 'bid':
    case 'pass': {
      const amount = action.type === 'bid' ? action.amount : null;
      s.bids.push({ seat, amount });
      s.log.push(amount === null ? { type: 'pass', seat } : { type: 'bid', seat, amount });
      if (amount === null) s.out[seat] = true;
      return advanceAuction(s);
    }
    case 'trump':
      s.trump = action.suit;
      s.log.push({ type: 'trump', seat, suit: action.suit });
      return s;
    case 'exchange': {
      const w = s.widow[0]!;
      if (action.take) {
        s.hands[seat] = sortHand([...s.hands[seat]!.filter((t) => t !== action.discard), w]);
        s.widowDiscard = action.discard!;
      } else {
        s.widowDiscard = w;
      }
      s.widow = [];
      s.log.push({ type: 'exchange', seat });
      return s;
    }
    case 'play': {
      const lead = s.trick.length === 0;
      if (lead) s.led = isTrump(action.tile, s.trump) ? 'trump' : action.suit!;
      const counted: WhistLed | null = isTrump(action.tile, s.trump) ? 'trump' : followsLed(action.tile, s.led!, s.trump) ? s.led : null;
      s.hands[seat] = s.hands[seat]!.filter((t) => t !== action.tile);
      s.trick.push({ seat, tile: action.tile, suit: counted });
      s.log.push({ type: 'play', seat, tile: action.tile, suit: counted });
      if (s.trick.length < n) {
        s.turn = nextSeat(seat, n);
        return s;
      }
      closeTrick(s, trickWinner(s.trick, s.led!, s.trump));
      return s;
    }
  }
}

function startPlay(s: WhistState): void {
  s.turn = s.declarer;
  s.trick = [];
  s.led = null;
}

function winAuction(s: WhistState, seat: number, amount: number, forced: boolean): WhistState {
  s.declarer = seat;
  s.contract = amount;
  s.turn = seat;
  s.log.push({ type: 'contract', seat, amount, forced });
  return s;
}

function advanceAuction(s: WhistState): WhistState {
  const n = s.options.players;
  const high = highBid(s);
  const finished = s.options.biddingStyle === 'single-round'
    ? s.bids.length === n
    : s.out.every((o, seat) => o || (high !== null && seat === high.seat)) && (high !== null || s.out.every(Boolean));
  if (!finished) {
    s.turn = s.options.biddingStyle === 'auction' ? nextSeatWhere(s.turn!, n, (t) => !s.out[t]) : nextSeat(s.turn!, n);
    return s;
  }
  if (high) return winAuction(s, high.seat, high.amount, false);
  // Everyone passed (ruling A7).
  if (s.options.allPass === 'force-dealer-min-bid') return winAuction(s, s.dealer, s.options.minBid, true);
  if (s.options.allPass === 'redeal-next-dealer') s.dealer = nextSeat(s.dealer, n);
  if (s.options.passingCycleCountsThrownIn) s.passCycle += 1;
  s.log.push({ type: 'redeal', dealer: s.dealer });
  s.turn = null;
  return s;
}

/** Phase 'score': settle the hand (rulings A12-A14), then go on to the next deal or end the game. */
export function scoreHand(state: WhistState): WhistState {
  const s = clone(state);
  const o = s.options;
  const n = o.players;
  const d = s.declarer!;
  const c = s.contract!;
  const delta = Array.from({ length: n }, () => 0);
  let made: boolean;
  if (!o.partnership) {
    made = s.tricksWon[d]! >= c;
    for (let seat = 0; seat < n; seat++) delta[seat] = seat === d ? (made ? c : -c) : s.tricksWon[seat]!;
  } else {
    const mine = sideOf(o, d);
    const theirs = sides(o).find((x) => !x.includes(d))!;
    const partner = mine.find((x) => x !== d)!;
    const teamTricks = (side: number[]) => side.reduce((sum, x) => sum + s.tricksWon[x]!, 0);
    let mineDelta: number;
    if (o.partnershipScoring === 'team-contract') {
      made = teamTricks(mine) >= c;
      mineDelta = made ? c : -c;
    } else {
      made = s.tricksWon[d]! >= c;
      mineDelta = (made ? c : -c) + s.tricksWon[partner]!;
    }
    for (const x of mine) delta[x] = mineDelta;
    for (const x of theirs) delta[x] = teamTricks(theirs);
  }
  for (let seat = 0; seat < n; seat++) s.scores[seat]! += delta[seat]!;
  s.handNo += 1;
  s.lastHand = { hand: s.handNo, declarer: d, contract: c, trump: s.trump!, made, tricksWon: s.tricksWon.slice(), scoreDelta: delta };
  const o2 = s.options;
  const winners = targetWinners(s.scores, sides(o2), o2.target, {
    shared: o2.simultaneousTarget === 'shared',
    ...(o2.simultaneousTarget === 'bidder-goes-out' ? { first: d } : {}),
  });
  if (!closeHand(s, winners)) s.passCycle += 1;
  return s;
}

const widowFirst = (s: WhistState) => s.options.players === 4 && s.options.widowBeforeTrump;

/**
 * The flow's named guards (read on the state a step left) and what entering a phase sets up: with
 * the table in flow.ts, the chart that both the pure path and the machine follow.
 */
export const whistChart: Chart<WhistState> = {
  id: 'whist',
  phases: WHIST_FLOW,
  guards: {
    'passing-hand': (s) => s.passDirection !== 'hold',
    'holding-hand': () => true,
    'tiles-passed': (s) => s.passing.every((p) => p !== null),
    'won-widow-first': (s) => s.declarer !== null && widowFirst(s),
    'contract-won': (s) => s.declarer !== null,
    'all-passed': (s) => s.log[s.log.length - 1]!.type === 'redeal',
    'widow-next': (s) => s.options.players === 4 && !s.options.widowBeforeTrump,
    'trump-named': (s) => s.trump !== null,
    'trump-next': widowFirst,
    'widow-settled': (s) => s.widow.length === 0,
    'last-trick': (s) => s.trick.length === 0 && s.hands.every((h) => h.length === 0),
    'target-reached': (s) => s.winners.length > 0,
    'next-deal': () => true,
  },
  enter: {
    pass: (s) => void (s.turn = null),
    bid: (s) => void (s.turn = nextSeat(s.dealer, s.options.players)),
    play: startPlay,
    score: (s) => void (s.turn = null),
    deal: (s) => void (s.turn = null),
    over: (s) => void (s.turn = null),
  },
  run: { deal: dealHand, score: scoreHand },
};

/** Applies a validated action: its effect on the data, then on along the flow. The result may sit in the automatic phases 'deal' or 'score'. */
export const applyAction = (s: WhistState, seat: number, action: WhistAction): WhistState => advance(whistChart, s.phase, stepData(s, seat, action));

export const settle = (state: WhistState): WhistState => settleChart(whistChart, state);

/** The whole pure path for one action: validate, apply, settle. */
export function step(s: WhistState, seat: number, action: unknown): WhistState {
  return settle(applyAction(s, seat, validateAction(s, seat, action)));
}

export type { StackedDeal };
