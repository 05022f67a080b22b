/**
 * Domino Euchre and Call-Ace as pure functions over plain data (RULES.md section C).
 * The XState machine (machine.ts) and the bots call these same functions.
 */
import {
  doubleSet, fail, normalizeTile, playableTiles, trickWinnerIndex,
  type RngState, type SuitSystem, type Tile,
} from '@boneyard/core';
import { ends, hasEnd, highEnd as high, isDouble, otherEnd } from '../shared/tiles.ts';
import { optionBag, pickInt, pickOne } from '../shared/options.ts';
import { beginDeal, dealTiles } from '../shared/deal.ts';
import { checkActionShape, copy } from '../shared/actions.ts';
import { nextSeat, sortHand } from '../shared/seats.ts';
import { closeTrick } from '../shared/trick.ts';
import { closeHand, targetWinners } from '../shared/flow.ts';
import { advance, settleChart, type Chart } from '../shared/chart.ts';
import { EUCHRE_FLOW } from './flow.ts';
import type { EuchreAction, EuchreLed, EuchreOptions, EuchrePlay, EuchreState, Suit } from './types.ts';

const HAND = 5;
const SET = doubleSet(6);

// ---------------------------------------------------------------- options

const OPTION_KEYS = [
  'players', 'variant', 'target', 'stickTheDealer', 'leadSuitRule', 'followMembership', 'firstLead',
  'alonePartialPoints', 'turnupPickup', 'threePlayerMarchPoints', 'tieRule', 'accidentalAloneScoring',
] as const;

export function normalizeOptions(input: unknown): EuchreOptions {
  const bag = optionBag(input, OPTION_KEYS, 'Domino Euchre');
  const players = pickOne(bag, 'players', [4, 2, 3, 5] as const, 4);
  const variant = pickOne(bag, 'variant', ['standard', 'call-ace'] as const, 'standard');
  if (players === 5 && variant !== 'call-ace') fail('bad-option', 'Five players need variant "call-ace".');
  if (variant === 'call-ace' && players < 4) fail('bad-option', 'Call-Ace is for 4 or 5 players.');
  return {
    players,
    variant,
    target: pickInt(bag, 'target', 1, 100, 5),
    stickTheDealer: pickOne(bag, 'stickTheDealer', [false, true] as const, false),
    leadSuitRule: pickOne(bag, 'leadSuitRule', ['higher-end', 'leader-declares'] as const, 'higher-end'),
    followMembership: pickOne(bag, 'followMembership', ['either-end', 'higher-end-only'] as const, 'either-end'),
    firstLead: pickOne(bag, 'firstLead', ['bid-winner', 'dealer-left'] as const, 'bid-winner'),
    alonePartialPoints: pickOne(bag, 'alonePartialPoints', [1, 2] as const, 1),
    turnupPickup: pickOne(bag, 'turnupPickup', ['none', 'dealer', 'bid-winner'] as const, 'none'),
    threePlayerMarchPoints: pickInt(bag, 'threePlayerMarchPoints', 1, 10, 2),
    tieRule: pickOne(bag, 'tieRule', ['play-on', 'shared'] as const, 'play-on'),
    accidentalAloneScoring: pickOne(bag, 'accidentalAloneScoring', ['normal', 'alone'] as const, 'normal'),
  };
}

/** Fixed partnerships exist only in the 4-player standard game: 0+2 against 1+3. */
export const hasTeams = (o: EuchreOptions): boolean => o.players === 4 && o.variant === 'standard';
export const teams = (o: EuchreOptions): number[][] =>
  hasTeams(o) ? [[0, 2], [1, 3]] : Array.from({ length: o.players }, (_, s) => [s]);
/** Lone hands can be declared with 4 or 5 players (never with 2 or 3). */
export const aloneAllowed = (o: EuchreOptions): boolean => o.players >= 4;

// ---------------------------------------------------------------- suits (rulings C1, C3-C6)

/** The left bower's number: one below trump, and 6 when blanks are trump. */
export const leftSuit = (trump: Suit): Suit => (trump === 0 ? 6 : trump - 1);
export const proposedTrump = (turnUp: Tile): Suit => high(turnUp);

export function isTrump(t: Tile, trump: Suit | null): boolean {
  if (trump === null) return false;
  const e = ends(t);
  const a = e >> 4;
  const b = e & 15;
  const l = leftSuit(trump);
  return a === trump || b === trump || (a === l && b === l);
}

/** Right bower 100, left bower 99, then the other trumps by their other end. */
export function trumpRank(t: Tile, trump: Suit): number {
  const e = ends(t);
  const a = e >> 4;
  const b = e & 15;
  if (a === trump && b === trump) return 100;
  if (a === b) return 99;
  return otherEnd(t, trump);
}

export function followsLed(t: Tile, led: EuchreLed, trump: Suit | null, o: EuchreOptions): boolean {
  if (led === 'trump') return isTrump(t, trump);
  if (isTrump(t, trump)) return false;
  return o.followMembership === 'either-end' ? hasEnd(t, led) : high(t) === led;
}

export const ledRank = (t: Tile, led: Suit): number => (isDouble(t) ? 100 : otherEnd(t, led));

export function suitSystem(trump: Suit | null, o: EuchreOptions): SuitSystem<EuchreLed> {
  return {
    isTrump: (t) => isTrump(t, trump),
    follows: (t, led) => followsLed(t, led, trump, o),
    trumpRank: (t) => (trump === null ? 0 : trumpRank(t, trump)),
    ledRank: (t, led) => (led === 'trump' ? 0 : ledRank(t, led)),
  };
}

/** Which suit a lead calls for (ruling C5). A choice exists only under 'leader-declares'. */
export function leadChoices(t: Tile, trump: Suit | null, o: EuchreOptions): Suit[] {
  if (isTrump(t, trump)) return [];
  const e = ends(t);
  const a = e >> 4;
  const b = e & 15;
  if (a === b || o.leadSuitRule === 'higher-end') return [a];
  return [a, b];
}

export function trickWinner(plays: readonly EuchrePlay[], led: EuchreLed, trump: Suit | null, o: EuchreOptions): number {
  return plays[trickWinnerIndex(plays.map((p) => p.tile), led, suitSystem(trump, o))]!.seat;
}

// ---------------------------------------------------------------- creation and dealing


export function createState(seed: number | string, optionsInput?: unknown, deal?: unknown): EuchreState {
  const options = normalizeOptions(optionsInput);
  const n = options.players;
  const { stacked, rng, dealer } = beginDeal('Domino Euchre', seed, deal, SET, n, HAND, 28 - n * HAND, 6);
  const zeros = () => Array.from({ length: n }, () => 0);
  return {
    game: 'euchre', options, rng, phase: 'deal', dealer, handNo: 0, stacked,
    hands: Array.from({ length: n }, () => []), turnUp: '0-0', kitty: [], proposed: 0, turn: null, round: 1, calls: [],
    maker: null, alone: false, sittingOut: null, trump: null, pickedUp: false, discard: null,
    calledSuit: null, partnerSeat: null, partnerRevealed: false,
    led: null, trick: [], tricksWon: zeros(), lastTrick: null, lastHand: null, scores: zeros(), log: [], winners: [],
  };
}

// Copy-on-write, every field named and every list an action may change copied (shared/actions.ts says why).
const clone = (s: EuchreState): EuchreState => ({
  game: s.game, options: s.options, rng: [...s.rng] as RngState, phase: s.phase, dealer: s.dealer, handNo: s.handNo, stacked: s.stacked,
  hands: s.hands.map(copy), turnUp: s.turnUp, kitty: [...s.kitty], proposed: s.proposed, turn: s.turn, round: s.round, calls: [...s.calls],
  maker: s.maker, alone: s.alone, sittingOut: s.sittingOut, trump: s.trump, pickedUp: s.pickedUp, discard: s.discard, calledSuit: s.calledSuit,
  partnerSeat: s.partnerSeat, partnerRevealed: s.partnerRevealed, led: s.led, trick: [...s.trick], tricksWon: [...s.tricksWon],
  lastTrick: s.lastTrick, lastHand: s.lastHand, scores: [...s.scores], log: [...s.log], winners: [...s.winners],
});

/** Phase 'deal': 5 tiles each; the first undealt tile is the turn-up (ruling C1). */
export function dealHand(state: EuchreState): EuchreState {
  const s = clone(state);
  const n = s.options.players;
  const { hands, rest } = dealTiles(s.rng, SET, n, HAND, 28 - n * HAND, s.stacked);
  s.stacked = null;
  s.hands = hands.map(sortHand);
  s.turnUp = rest[0]!;
  s.kitty = rest.slice(1);
  s.proposed = proposedTrump(s.turnUp);
  s.round = 1;
  s.calls = [];
  s.maker = null;
  s.alone = false;
  s.sittingOut = null;
  s.trump = null;
  s.pickedUp = false;
  s.discard = null;
  s.calledSuit = null;
  s.partnerSeat = null;
  s.partnerRevealed = false;
  s.led = null;
  s.trick = [];
  s.tricksWon = s.hands.map(() => 0);
  s.log = [{ type: 'deal', hand: s.handNo + 1, dealer: s.dealer, turnUp: s.turnUp }];
  return s;
}

// ---------------------------------------------------------------- legal actions

export function toAct(s: EuchreState): number[] {
  return s.turn === null || s.phase === 'over' ? [] : [s.turn];
}

/** The seat that may take the turn-up (ruling C10), or null. */
function pickupSeat(s: EuchreState): number | null {
  const o = s.options;
  if (o.turnupPickup === 'none' || s.round !== 1 || s.maker === null) return null;
  const who = o.turnupPickup === 'dealer' ? s.dealer : s.maker;
  return who === s.sittingOut ? null : who;
}

/** Suits the maker may call for a partner (ruling C15): not trump, not the left bower's suit. */
export const callableSuits = (trump: Suit): Suit[] => [6, 5, 4, 3, 2, 1, 0].filter((x) => x !== trump && x !== leftSuit(trump));

export function legalActions(s: EuchreState, seat: number): EuchreAction[] {
  if (!toAct(s).includes(seat)) return [];
  const o = s.options;
  const alone = aloneAllowed(o);
  switch (s.phase) {
    case 'round1':
      return [{ type: 'order' }, ...(alone ? [{ type: 'order' as const, alone: true }] : []), { type: 'pass' }];
    case 'round2': {
      const out: EuchreAction[] = [];
      for (const suit of [6, 5, 4, 3, 2, 1, 0]) {
        if (suit === s.proposed) continue;
        out.push({ type: 'call', suit });
        if (alone) out.push({ type: 'call', suit, alone: true });
      }
      if (!(o.stickTheDealer && seat === s.dealer)) out.push({ type: 'pass' });
      return out;
    }
    case 'discard':
      return s.hands[seat]!.map((tile) => ({ type: 'discard', tile }));
    case 'partner':
      return callableSuits(s.trump!).map((suit) => ({ type: 'partner', suit }));
    case 'play': {
      const hand = s.hands[seat]!;
      if (s.trick.length === 0) {
        const out: EuchreAction[] = [];
        for (const t of hand) {
          const choices = leadChoices(t, s.trump, o);
          if (choices.length > 1) for (const suit of choices) out.push({ type: 'play', tile: t, suit });
          else out.push({ type: 'play', tile: t });
        }
        return out;
      }
      return playableTiles(hand, s.led, suitSystem(s.trump, o)).map((t) => ({ type: 'play', tile: t }));
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------- validation

const FIELDS: Record<EuchreAction['type'], readonly string[]> = {
  pass: [], order: ['alone'], call: ['suit', 'alone'], discard: ['tile'], partner: ['suit'], play: ['tile', 'suit'],
};

const isSuit = (x: unknown): x is Suit => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 6;

export function validateAction(s: EuchreState, seat: unknown, action: unknown): EuchreAction {
  const { seat: me, type, a } = checkActionShape(seat, action, s.options.players, FIELDS, 'Domino Euchre');
  if (s.phase === 'over') return fail('game-over', 'The game is over.');
  if (!toAct(s).includes(me)) return fail('not-your-turn', `It is not seat ${me}'s turn.`);
  const o = s.options;
  const hand = s.hands[me]!;
  const wrongPhase = () => fail('illegal-action', `You cannot ${type} now (the game is in its ${s.phase} phase).`);
  const aloneFlag = (): boolean => {
    if (a.alone === undefined || a.alone === false) return false;
    if (a.alone !== true) return fail('bad-action', 'alone must be true or false.');
    if (!aloneAllowed(o)) return fail('illegal-action', `Nobody plays alone with ${o.players} players.`);
    return true;
  };
  switch (type) {
    case 'pass':
      if (s.phase !== 'round1' && s.phase !== 'round2') return wrongPhase();
      if (s.phase === 'round2' && o.stickTheDealer && me === s.dealer) return fail('illegal-action', 'Stick the dealer: the dealer must name trumps.');
      return { type: 'pass' };
    case 'order': {
      if (s.phase !== 'round1') return wrongPhase();
      const alone = aloneFlag();
      return alone ? { type: 'order', alone } : { type: 'order' };
    }
    case 'call': {
      if (s.phase !== 'round2') return wrongPhase();
      if (!isSuit(a.suit)) return fail('bad-suit', 'Name a suit from 0 to 6.');
      if (a.suit === s.proposed) return fail('bad-suit', `The turned-up suit (${s.proposed}) was refused in the first round.`);
      const alone = aloneFlag();
      return alone ? { type: 'call', suit: a.suit, alone } : { type: 'call', suit: a.suit };
    }
    case 'discard': {
      if (s.phase !== 'discard') return wrongPhase();
      const t = normalizeTile(a.tile, 6);
      if (!hand.includes(t)) return fail('not-in-hand', `${t} is not in your hand.`);
      return { type: 'discard', tile: t };
    }
    case 'partner': {
      if (s.phase !== 'partner') return wrongPhase();
      if (!isSuit(a.suit)) return fail('bad-suit', 'Name a suit from 0 to 6.');
      if (!callableSuits(s.trump!).includes(a.suit)) return fail('bad-suit', 'You may not call trumps or the left bower\'s suit.');
      return { type: 'partner', suit: a.suit };
    }
    case 'play': {
      if (s.phase !== 'play') return wrongPhase();
      const t = normalizeTile(a.tile, 6);
      if (!hand.includes(t)) return fail('not-in-hand', `${t} is not in your hand.`);
      if (s.trick.length === 0) {
        const choices = leadChoices(t, s.trump, o);
        if (choices.length <= 1) {
          if (a.suit !== undefined && a.suit !== choices[0]) fail('bad-suit', `${t} leads ${choices.length ? choices[0] : 'trumps'}; there is no suit to name.`);
          return { type: 'play', tile: t };
        }
        if (a.suit === undefined) return fail('suit-required', `Leading ${t}: say which suit it leads (${choices.join(' or ')}).`);
        if (!choices.includes(a.suit as Suit)) return fail('bad-suit', `${t} can lead ${choices.join(' or ')}.`);
        return { type: 'play', tile: t, suit: a.suit as Suit };
      }
      if (a.suit !== undefined) fail('bad-suit', 'Only the leader names a suit.');
      if (!playableTiles(hand, s.led, suitSystem(s.trump, o)).includes(t)) fail('must-follow-suit', 'You must follow the suit that was led while you can.');
      return { type: 'play', tile: t };
    }
  }
  return fail('bad-action', 'Unknown action.');
}

// ---------------------------------------------------------------- transitions

/** The next seat that takes part in play (a partner sitting out is skipped). */
function nextActive(s: EuchreState, seat: number): number {
  let t = nextSeat(seat, s.options.players);
  if (t === s.sittingOut) t = nextSeat(t, s.options.players);
  return t;
}

/** An action's effect on the data; the flow (flow.ts, read by `applyAction` and the machine) picks the phase that follows. */
export function stepData(state: EuchreState, seat: number, action: EuchreAction): EuchreState {
  const s = clone(state);
  const o = s.options;
  const n = o.players;
  switch (action.type) {
    case 'pass': {
      s.calls.push({ seat, round: s.round, action: 'pass' });
      s.log.push({ type: 'pass', seat, round: s.round });
      if (seat !== s.dealer) s.turn = nextSeat(seat, n);
      else if (s.round === 2) {
        // Everyone passed twice: thrown in, the deal passes clockwise (ruling C2).
        s.dealer = nextSeat(s.dealer, n);
        s.log.push({ type: 'thrown-in', dealer: s.dealer });
        s.turn = null;
      }
      return s;
    }
    case 'order':
    case 'call': {
      const suit = action.type === 'order' ? s.proposed : action.suit;
      const alone = action.alone === true;
      s.calls.push({ seat, round: s.round, action: action.type, suit, alone });
      s.log.push({ type: action.type, seat, alone, suit });
      s.maker = seat;
      s.trump = suit;
      s.alone = alone;
      s.sittingOut = alone && hasTeams(o) ? (seat + 2) % 4 : null;
      const picker = pickupSeat(s);
      if (picker !== null) {
        s.hands[picker] = sortHand([...s.hands[picker]!, s.turnUp]);
        s.pickedUp = true;
      }
      return s;
    }
    case 'discard':
      s.hands[seat] = s.hands[seat]!.filter((t) => t !== action.tile);
      s.discard = action.tile;
      s.log.push({ type: 'discard', seat });
      return s;
    case 'partner': {
      s.calledSuit = action.suit;
      const doublet = `${action.suit}-${action.suit}`;
      const holder = s.hands.findIndex((h) => h.includes(doublet));
      // The holder may be the maker himself, or nobody (out of play): then he is alone (ruling C17).
      s.partnerSeat = holder >= 0 && holder !== s.maker ? holder : null;
      s.log.push({ type: 'partner', seat, suit: action.suit });
      return s;
    }
    case 'play': {
      if (s.trick.length === 0) {
        const choices = leadChoices(action.tile, s.trump, o);
        s.led = isTrump(action.tile, s.trump) ? 'trump' : (action.suit ?? choices[0]!);
      }
      const counted: EuchreLed | null = isTrump(action.tile, s.trump) ? 'trump' : followsLed(action.tile, s.led!, s.trump, o) ? s.led : null;
      s.hands[seat] = s.hands[seat]!.filter((t) => t !== action.tile);
      s.trick.push({ seat, tile: action.tile, suit: counted });
      s.log.push({ type: 'play', seat, tile: action.tile, suit: counted });
      if (s.calledSuit !== null && !s.partnerRevealed && action.tile === `${s.calledSuit}-${s.calledSuit}`) {
        s.partnerRevealed = true;
        s.log.push({ type: 'partner-revealed', seat });
      }
      const active = n - (s.sittingOut === null ? 0 : 1);
      if (s.trick.length < active) {
        s.turn = nextActive(s, seat);
        return s;
      }
      closeTrick(s, trickWinner(s.trick, s.led!, s.trump, o));
      return s;
    }
  }
}

/** Ruling C7: the maker leads, or (dealer-left) the dealer's left, or the lone maker's left. */
function startPlay(s: EuchreState): void {
  const n = s.options.players;
  let leader: number;
  if (s.options.firstLead === 'bid-winner') leader = s.maker!;
  else if (s.alone) leader = nextSeat(s.maker!, n);
  else leader = nextSeat(s.dealer, n);
  if (leader === s.sittingOut) leader = nextSeat(leader, n);
  s.turn = leader;
  s.trick = [];
  s.led = null;
}

/** Phase 'score' (rulings C9, C11, C12, C19, C20). */
export function scoreHand(state: EuchreState): EuchreState {
  const s = clone(state);
  const o = s.options;
  const n = o.players;
  const maker = s.maker!;
  let makers: number[];
  if (hasTeams(o)) makers = [maker, (maker + 2) % 4];
  else if (o.variant === 'call-ace' && s.partnerSeat !== null) makers = [maker, s.partnerSeat];
  else makers = [maker];
  makers.sort((a, b) => a - b);
  const defenders = Array.from({ length: n }, (_, i) => i).filter((i) => !makers.includes(i));
  const makerTricks = makers.reduce((sum, x) => sum + s.tricksWon[x]!, 0);
  // A Call-Ace maker who is alone by accident is scored normally unless the setting says otherwise.
  const accidental = o.variant === 'call-ace' && !s.alone && makers.length === 1 && o.accidentalAloneScoring === 'alone';
  const scoredAlone = s.alone || accidental;
  const delta = Array.from({ length: n }, () => 0);
  const euchred = makerTricks < 3;
  if (euchred) {
    for (const d of defenders) delta[d] = 2;
  } else {
    let points: number;
    if (makerTricks === HAND) points = n === 3 ? o.threePlayerMarchPoints : scoredAlone ? 4 : 2;
    else points = scoredAlone ? o.alonePartialPoints : 1;
    for (const m of makers) delta[m] = points;
  }
  for (let i = 0; i < n; i++) s.scores[i]! += delta[i]!;
  s.handNo += 1;
  s.lastHand = {
    hand: s.handNo, maker, trump: s.trump!, alone: s.alone, makers, makerTricks, euchred,
    tricksWon: s.tricksWon.slice(), scoreDelta: delta,
  };
  // First side to the target; a level tie in individual play plays on or is shared (ruling C13).
  closeHand(s, targetWinners(s.scores, teams(o), o.target, { shared: o.tieRule === 'shared' }));
  return s;
}

/**
 * The flow's named guards (read on the state a step left) and what entering a phase sets up: with
 * the table in flow.ts, the chart that both the pure path and the machine follow.
 */
export const euchreChart: Chart<EuchreState> = {
  id: 'euchre',
  phases: EUCHRE_FLOW,
  guards: {
    dealt: () => true,
    'turn-up-taken': (s) => s.maker !== null && s.pickedUp && s.discard === null,
    'ace-to-call': (s) => s.maker !== null && s.options.variant === 'call-ace' && !s.alone && s.calledSuit === null,
    'trump-fixed': (s) => s.maker !== null,
    'all-passed-once': (s) => s.maker === null && s.calls.length === s.options.players,
    'all-passed-twice': (s) => s.maker === null && s.calls.length === 2 * s.options.players,
    'partner-called': (s) => s.calledSuit !== null,
    // Only a play that closes a trick can end the hand (closing one empties the trick).
    'last-trick': (s) => s.trick.length === 0 && s.tricksWon.reduce((a, b) => a + b, 0) === HAND,
    'target-reached': (s) => s.winners.length > 0,
    'next-deal': () => true,
  },
  enter: {
    round1: (s) => void (s.turn = nextSeat(s.dealer, s.options.players)),
    round2: (s) => {
      s.round = 2;
      s.turn = nextSeat(s.dealer, s.options.players);
    },
    discard: (s) => void (s.turn = pickupSeat(s)),
    partner: (s) => void (s.turn = s.maker),
    play: startPlay,
    score: (s) => void (s.turn = null),
    deal: (s) => void (s.turn = null),
    over: (s) => void (s.turn = null),
  },
  run: { deal: dealHand, score: scoreHand },
};

/** An action applied: its effect on the data, then on along the flow. */
export const applyAction = (s: EuchreState, seat: number, action: EuchreAction): EuchreState => advance(euchreChart, s.phase, stepData(s, seat, action));

export const settle = (state: EuchreState): EuchreState => settleChart(euchreChart, state);

export function step(s: EuchreState, seat: number, action: unknown): EuchreState {
  return settle(applyAction(s, seat, validateAction(s, seat, action)));
}
