/**
 * The dice-bluff game derived from UBUFF ("Challenge") as pure functions over plain data
 * (RULES.md section B). Two double-six sets: every tile exists twice, so hands are multisets.
 */
import { doubleSet, fail, normalizeTile, parseTile, randInt, rollDie, seedRng, shuffle, type RngState, type Tile } from '@boneyard/core';
import { optionBag, pickInt, pickOne } from '../shared/options.ts';
import { checkActionShape, copy, copyOrNull } from '../shared/actions.ts';
import { nextSeat, sortHand } from '../shared/seats.ts';
import { advance, settleChart, type Chart } from '../shared/chart.ts';
import { BLUFF_FLOW } from './flow.ts';
import type { BluffAction, BluffOptions, BluffState } from './types.ts';

const HAND = 8;
/** Two double-six sets: 56 tiles, each twice. */
export const BLUFF_SET: Tile[] = [...doubleSet(6), ...doubleSet(6)];

// ---------------------------------------------------------------- options

const OPTION_KEYS = [
  'players', 'settlement', 'stake', 'perTile', 'deals', 'chipTarget', 'passedTileChoice', 'simultaneousOut', 'loserTiebreak', 'maxTosses',
] as const;

export function normalizeOptions(input: unknown): BluffOptions {
  const bag = optionBag(input, OPTION_KEYS, 'Domino Bluff');
  const chipTarget = bag.chipTarget;
  if (chipTarget !== undefined && chipTarget !== null && !(typeof chipTarget === 'number' && Number.isInteger(chipTarget) && chipTarget >= 1)) {
    fail('bad-option', 'Option chipTarget must be a whole number of chips, or null.');
  }
  return {
    players: pickInt(bag, 'players', 2, 7, 5),
    settlement: pickOne(bag, 'settlement', ['pot', 'per-tile'] as const, 'pot'),
    stake: pickInt(bag, 'stake', 1, 1000, 1),
    perTile: pickInt(bag, 'perTile', 1, 1000, 1),
    deals: pickInt(bag, 'deals', 1, 1000, 3),
    chipTarget: typeof chipTarget === 'number' ? chipTarget : null,
    passedTileChoice: pickOne(bag, 'passedTileChoice', ['giver', 'random'] as const, 'giver'),
    simultaneousOut: pickOne(bag, 'simultaneousOut', ['turn-order', 'share'] as const, 'turn-order'),
    loserTiebreak: pickOne(bag, 'loserTiebreak', ['clockwise-from-winner', 'random'] as const, 'clockwise-from-winner'),
    maxTosses: pickInt(bag, 'maxTosses', 10, 100000, 500),
  };
}

// ---------------------------------------------------------------- claims (ruling B4)

const sameDice = (x: number, y: number, dice: readonly [number, number]) =>
  (x === dice[0] && y === dice[1]) || (x === dice[1] && y === dice[0]);

/** Is this claim honest for the dice? A single must match them; a pair must form a train [x-n][n-y] with {x, y} the dice. */
export function claimHonest(tiles: readonly Tile[], dice: readonly [number, number]): boolean {
  if (tiles.length === 1) {
    const [a, b] = parseTile(tiles[0]!);
    return sameDice(a, b, dice);
  }
  if (tiles.length !== 2) return false;
  const [p, q] = parseTile(tiles[0]!);
  const [r, s] = parseTile(tiles[1]!);
  // Try each end of the first tile against each end of the second as the joint n.
  for (const [n1, x] of [[p, q], [q, p]] as const) {
    for (const [n2, y] of [[r, s], [s, r]] as const) if (n1 === n2 && sameDice(x, y, dice)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- multiset helpers

/** Removes one copy of each of `tiles` from `hand`; null if the hand lacks any. */
export function takeFrom(hand: readonly Tile[], tiles: readonly Tile[]): Tile[] | null {
  const out = hand.slice();
  for (const t of tiles) {
    const i = out.indexOf(t);
    if (i < 0) return null;
    out.splice(i, 1);
  }
  return out;
}


// ---------------------------------------------------------------- creation and dealing

function checkDeal(deal: unknown, n: number): { dealer?: number; hands?: (Tile[] | undefined)[]; dice: [number, number][] } {
  if (typeof deal !== 'object' || deal === null || Array.isArray(deal)) return fail('bad-deal', 'A stacked deal must be an object.');
  const d = deal as Record<string, unknown>;
  for (const k of Object.keys(d)) if (!['dealer', 'hands', 'rest', 'dice'].includes(k)) fail('bad-deal', `A stacked deal has no field "${k}".`);
  if (d.rest !== undefined) fail('bad-deal', 'Domino Bluff deals no turn-up or widow: leave out "rest".');
  const out: { dealer?: number; hands?: (Tile[] | undefined)[]; dice: [number, number][] } = { dice: [] };
  if (d.dealer !== undefined) {
    if (typeof d.dealer !== 'number' || !Number.isInteger(d.dealer) || d.dealer < 0 || d.dealer >= n) fail('bad-deal', `The dealer must be a seat from 0 to ${n - 1}.`);
    out.dealer = d.dealer as number;
  }
  const count = new Map<Tile, number>();
  if (d.hands !== undefined) {
    if (!Array.isArray(d.hands) || d.hands.length > n) fail('bad-deal', `hands must be a list of at most ${n} hands.`);
    out.hands = (d.hands as unknown[]).map((h, s) => {
      if (h === undefined || h === null) return undefined;
      if (!Array.isArray(h) || h.length > HAND) return fail('bad-deal', `hands[${s}] must list at most ${HAND} tiles.`);
      return h.map((raw) => {
        let t: Tile;
        try {
          t = normalizeTile(raw, 6);
        } catch {
          return fail('bad-deal', `hands[${s}]: ${JSON.stringify(raw)} is not a double-six tile.`);
        }
        count.set(t, (count.get(t) ?? 0) + 1);
        if (count.get(t)! > 2) fail('bad-deal', `${t} is dealt more than twice (there are two sets).`);
        return t;
      });
    });
  }
  if (d.dice !== undefined) {
    if (!Array.isArray(d.dice)) fail('bad-deal', 'dice must be a list of [a, b] pairs.');
    out.dice = (d.dice as unknown[]).map((p, i) => {
      if (!Array.isArray(p) || p.length !== 2 || !p.every((x) => Number.isInteger(x) && x >= 1 && x <= 6)) return fail('bad-deal', `dice[${i}] must be two numbers from 1 to 6.`);
      return [p[0], p[1]] as [number, number];
    });
  }
  return out;
}

export function createState(seed: number | string, optionsInput?: unknown, deal?: unknown): BluffState {
  const options = normalizeOptions(optionsInput);
  const n = options.players;
  const stacked = deal === undefined || deal === null ? null : checkDeal(deal, n);
  const rng = seedRng(seed);
  const dealer = stacked?.dealer ?? randInt(rng, n);
  return {
    game: 'bluff', options, rng, phase: 'deal', dealer, handNo: 0,
    stackedHands: stacked?.hands ?? null, diceStack: stacked?.dice ?? [],
    hands: Array.from({ length: n }, () => []), boneyard: [], tosser: dealer, tosses: 0, dice: null,
    pending: Array.from({ length: n }, () => null), claims: Array.from({ length: n }, () => null),
    turn: null, passes: 0, give: null, byMaxTosses: false, log: [], lastHand: null,
    scores: Array.from({ length: n }, () => 0), pot: 0, winners: [],
  };
}

// Copy-on-write, every field named and every list an action may change copied (shared/actions.ts says why).
const clone = (s: BluffState): BluffState => ({
  game: s.game, options: s.options, rng: [...s.rng] as RngState, phase: s.phase, dealer: s.dealer, handNo: s.handNo,
  stackedHands: s.stackedHands && [...s.stackedHands], diceStack: [...s.diceStack], hands: s.hands.map(copy), boneyard: [...s.boneyard],
  tosser: s.tosser, tosses: s.tosses, dice: s.dice && ([...s.dice] as [number, number]), pending: s.pending.map(copyOrNull),
  claims: s.claims.map(copyOrNull), turn: s.turn, passes: s.passes, give: s.give, byMaxTosses: s.byMaxTosses, log: [...s.log], lastHand: s.lastHand,
  scores: [...s.scores], pot: s.pot, winners: [...s.winners],
});

/**
 * The state with every field copied but no list: for an action that only replaces fields and
 * writes to lists it copies itself (a claim writes `pending` alone, and there are five claims to a
 * toss). The lists stay shared with the previous state, which is never changed.
 */
const shallow = (s: BluffState): BluffState => ({
  game: s.game, options: s.options, rng: s.rng, phase: s.phase, dealer: s.dealer, handNo: s.handNo,
  stackedHands: s.stackedHands, diceStack: s.diceStack, hands: s.hands, boneyard: s.boneyard,
  tosser: s.tosser, tosses: s.tosses, dice: s.dice, pending: s.pending,
  claims: s.claims, turn: s.turn, passes: s.passes, give: s.give, byMaxTosses: s.byMaxTosses, log: s.log, lastHand: s.lastHand,
  scores: s.scores, pot: s.pot, winners: s.winners,
});

/** Phase 'deal': antes for a pot, 8 tiles each, the rest to the boneyard; the dealer tosses first. */
export function dealHand(state: BluffState): BluffState {
  const s = clone(state);
  const o = s.options;
  const n = o.players;
  if (o.settlement === 'pot') {
    for (let i = 0; i < n; i++) s.scores[i]! -= o.stake;
    s.pot += o.stake * n;
  }
  const fixed = (s.stackedHands ?? []).map((h) => h ?? []);
  let pool = BLUFF_SET.slice();
  for (const h of fixed) pool = takeFrom(pool, h)!;
  pool = shuffle(s.rng, pool);
  s.hands = Array.from({ length: n }, (_, i) => {
    const h = (fixed[i] ?? []).slice();
    while (h.length < HAND) h.push(pool.pop()!);
    return sortHand(h);
  });
  s.stackedHands = null;
  s.boneyard = pool;
  s.tosser = s.dealer;
  s.tosses = 0;
  s.dice = null;
  s.pending = s.hands.map(() => null);
  s.claims = s.hands.map(() => null);
  s.passes = 0;
  s.give = null;
  s.byMaxTosses = false;
  s.log = [{ type: 'deal', hand: s.handNo + 1, dealer: s.dealer }];
  return s;
}

// ---------------------------------------------------------------- legal actions

export function toAct(s: BluffState): number[] {
  if (s.phase === 'claim') {
    const out: number[] = [];
    for (let i = 0; i < s.pending.length; i++) if (s.pending[i] === null) out.push(i);
    return out;
  }
  if (s.phase === 'give') return s.give ? [s.give.giver] : [];
  return s.turn === null || s.phase === 'over' ? [] : [s.turn];
}

/** Whether `seat` is among toAct(s), without the list. */
function mayAct(s: BluffState, seat: number): boolean {
  if (s.phase === 'claim') return s.pending[seat] === null;
  if (s.phase === 'give') return s.give !== null && s.give.giver === seat;
  return s.turn !== null && s.phase !== 'over' && s.turn === seat;
}

/** Every distinct claim (1 or 2 tiles) a hand can make: tile strings, a pair as two strings. */
function claimOptions(hand: readonly Tile[]): Tile[][] {
  const { kinds, counts } = kindsOf(hand);
  const out: Tile[][] = kinds.map((t) => [t]);
  for (let i = 0; i < kinds.length; i++) {
    for (let j = i; j < kinds.length; j++) {
      if (i === j && counts[i]! < 2) continue;
      out.push([kinds[i]!, kinds[j]!]);
    }
  }
  return out;
}

/** The distinct tiles of a hand in the order they first appear, and how many of each it holds. */
function kindsOf(hand: readonly Tile[]): { kinds: Tile[]; counts: number[] } {
  const kinds: Tile[] = [];
  const counts: number[] = [];
  for (const t of hand) {
    const k = kinds.indexOf(t);
    if (k < 0) {
      kinds.push(t);
      counts.push(1);
    } else counts[k]! += 1;
  }
  return { kinds, counts };
}

/** Distinct multisets of `k` tiles from `hand`. */
function giveOptions(hand: readonly Tile[], k: number): Tile[][] {
  if (k === 0) return [[]];
  const { kinds, counts } = kindsOf(hand);
  const out: Tile[][] = [];
  // How many of each kind `acc` holds: a kind is taken no more often than the hand holds it.
  const taken = counts.map(() => 0);
  const go = (from: number, acc: Tile[]) => {
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = from; i < kinds.length; i++) {
      if (taken[i]! >= counts[i]!) continue;
      acc.push(kinds[i]!);
      taken[i]! += 1;
      go(i, acc);
      taken[i]! -= 1;
      acc.pop();
    }
  };
  go(0, []);
  return out;
}

/** Claims on the table `seat` may challenge. */
export function challengeTargets(s: BluffState, seat: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.claims.length; i++) if (s.claims[i] !== null && i !== seat) out.push(i);
  return out;
}

/** Whether `seat` has a claim to challenge (challengeTargets is not empty). */
function canChallenge(s: BluffState, seat: number): boolean {
  for (let i = 0; i < s.claims.length; i++) if (s.claims[i] !== null && i !== seat) return true;
  return false;
}

export function legalActions(s: BluffState, seat: number): BluffAction[] {
  if (!mayAct(s, seat)) return [];
  switch (s.phase) {
    case 'toss':
      return [{ type: 'roll' }];
    case 'claim':
      return [{ type: 'no-claim' }, ...claimOptions(s.hands[seat]!).map((tiles) => ({ type: 'claim' as const, tiles }))];
    case 'challenge':
      return [...challengeTargets(s, seat).map((target) => ({ type: 'challenge' as const, target })), { type: 'pass' }];
    case 'give':
      return giveOptions(s.hands[seat]!, Math.min(s.give!.count, s.hands[seat]!.length)).map((tiles) => ({ type: 'give', tiles }));
    default:
      return [];
  }
}

// ---------------------------------------------------------------- validation

const FIELDS: Record<BluffAction['type'], readonly string[]> = {
  roll: [], claim: ['tiles'], 'no-claim': [], challenge: ['target'], pass: [], give: ['tiles'],
};

export function validateAction(s: BluffState, seat: unknown, action: unknown): BluffAction {
  const { seat: me, type, a } = checkActionShape(seat, action, s.options.players, FIELDS, 'Domino Bluff');
  if (s.phase === 'over') return fail('game-over', 'The game is over.');
  if (!mayAct(s, me)) return fail('not-your-turn', `It is not seat ${me}'s turn.`);
  const wrongPhase = () => fail('illegal-action', `You cannot ${type} now (the game is in its ${s.phase} phase).`);
  const tilesField = (min: number, max: number): Tile[] => {
    if (!Array.isArray(a.tiles) || a.tiles.length < min || a.tiles.length > max) return fail('bad-action', `tiles must list ${min === max ? min : `${min} to ${max}`} tiles.`);
    const tiles = a.tiles.map((t) => normalizeTile(t, 6));
    if (takeFrom(s.hands[me]!, tiles) === null) fail('not-in-hand', 'Those tiles are not all in your hand.');
    return tiles;
  };
  switch (type) {
    case 'roll':
      return s.phase === 'toss' ? { type: 'roll' } : wrongPhase();
    case 'no-claim':
      return s.phase === 'claim' ? { type: 'no-claim' } : wrongPhase();
    case 'claim':
      if (s.phase !== 'claim') return wrongPhase();
      return { type: 'claim', tiles: tilesField(1, 2) };
    case 'pass':
      return s.phase === 'challenge' ? { type: 'pass' } : wrongPhase();
    case 'challenge': {
      if (s.phase !== 'challenge') return wrongPhase();
      if (typeof a.target !== 'number' || !Number.isInteger(a.target) || a.target < 0 || a.target >= s.claims.length || a.target === me || s.claims[a.target] === null) return fail('illegal-action', 'Challenge another player whose claim is still on the table.');
      return { type: 'challenge', target: a.target };
    }
    case 'give': {
      if (s.phase !== 'give') return wrongPhase();
      const k = Math.min(s.give!.count, s.hands[me]!.length);
      return { type: 'give', tiles: tilesField(k, k) };
    }
  }
  return fail('bad-action', 'Unknown action.');
}

// ---------------------------------------------------------------- transitions

function nextDice(s: BluffState): [number, number] {
  const stacked = s.diceStack[0];
  if (stacked) {
    s.diceStack = s.diceStack.slice(1);
    return stacked;
  }
  return [rollDie(s.rng), rollDie(s.rng)];
}

/** An action's effect on the data; the flow (flow.ts, read by `applyAction` and the machine) picks the phase that follows. */
export function stepData(state: BluffState, seat: number, action: BluffAction): BluffState {
  if (action.type === 'claim' || action.type === 'no-claim') {
    const s = shallow(state);
    s.pending = [...state.pending];
    s.pending[seat] = action.type === 'claim' ? action.tiles.slice() : [];
    return s;
  }
  const s = clone(state);
  const n = s.options.players;
  switch (action.type) {
    case 'roll': {
      s.dice = nextDice(s);
      s.tosses += 1;
      s.log.push({ type: 'roll', seat, dice: s.dice });
      return s;
    }
    case 'pass':
      s.log.push({ type: 'pass', seat, auto: false });
      s.passes += 1;
      s.turn = nextSeat(seat, n);
      return advanceChallenge(s);
    case 'challenge': {
      const t = action.target;
      const tiles = s.claims[t]!;
      const honest = claimHonest(tiles, s.dice!);
      s.claims[t] = null;
      s.log.push({ type: 'challenge', seat, target: t, tiles: tiles.slice(), honest });
      s.passes = 0;
      let giver: number;
      let receiver: number;
      if (honest) {
        // The challenger takes the claim, and the claimant passes him as many tiles again.
        s.hands[seat] = sortHand([...s.hands[seat]!, ...tiles]);
        giver = t;
        receiver = seat;
      } else {
        // The bluffer takes his tiles back, and the challenger passes him as many.
        s.hands[t] = sortHand([...s.hands[t]!, ...tiles]);
        giver = seat;
        receiver = t;
      }
      s.turn = nextSeat(seat, n);
      const count = Math.min(tiles.length, s.hands[giver]!.length);
      if (count === 0) return afterSettled(s);
      s.give = { giver, receiver, count };
      if (s.options.passedTileChoice === 'random') {
        const pick = shuffle(s.rng, s.hands[giver]!).slice(0, count);
        return completeGive(s, pick);
      }
      return s;
    }
    case 'give':
      return completeGive(s, action.tiles);
  }
}

/** Phase 'reveal': everyone has chosen, so the claims go down together; only their sizes are public. */
export function revealClaims(state: BluffState): BluffState {
  const s = clone(state);
  const n = s.options.players;
  for (let i = 0; i < n; i++) {
    const c = s.pending[i]!;
    if (c.length > 0) {
      s.hands[i] = takeFrom(s.hands[i]!, c)!;
      s.claims[i] = c;
    }
  }
  s.pending = s.hands.map(() => null);
  if (s.claims.every((c) => c === null)) {
    // Nobody claimed: the dice pass on (ruling B5).
    s.tosser = nextSeat(s.tosser, n);
    s.log.push({ type: 'no-claims', next: s.tosser });
    return toNextToss(s);
  }
  s.log.push({ type: 'claims', sizes: s.claims.map((c) => c?.length ?? 0) });
  s.passes = 0;
  s.turn = s.tosser;
  return advanceChallenge(s);
}

function completeGive(s: BluffState, tiles: Tile[]): BluffState {
  const g = s.give!;
  s.hands[g.giver] = takeFrom(s.hands[g.giver]!, tiles)!;
  s.hands[g.receiver] = sortHand([...s.hands[g.receiver]!, ...tiles]);
  s.log.push({ type: 'give', giver: g.giver, receiver: g.receiver, count: tiles.length, tiles: tiles.slice() });
  s.give = null;
  return afterSettled(s);
}

/** Whether a seat is out: no tiles in hand and no claim on the table. */
function someoneOut(s: BluffState): boolean {
  for (let i = 0; i < s.hands.length; i++) if (s.hands[i]!.length === 0 && s.claims[i] === null) return true;
  return false;
}

/** After a settled challenge: anyone out ends the deal; otherwise challenges go on. */
function afterSettled(s: BluffState): BluffState {
  return someoneOut(s) ? s : advanceChallenge(s);
}

/** No claim left to challenge, or a full circuit of passes. */
const roundOver = (s: BluffState): boolean => s.claims.every((c) => c === null) || s.passes >= s.options.players;

/**
 * Moves the challenge turn on (ruling B6-B7): seats with nothing to challenge pass by
 * themselves; the round ends with no claims left or a full circuit of passes.
 */
function advanceChallenge(s: BluffState): BluffState {
  const n = s.options.players;
  for (;;) {
    if (roundOver(s)) {
      s.turn = null;
      return s;
    }
    if (canChallenge(s, s.turn!)) return s;
    s.log.push({ type: 'pass', seat: s.turn!, auto: true });
    s.passes += 1;
    s.turn = nextSeat(s.turn!, n);
  }
}

/** Phase 'round-end': unchallenged claims go to the boneyard unseen; then someone is out, or the dice move on. */
export function endRound(state: BluffState): BluffState {
  const s = clone(state);
  const n = s.options.players;
  const buried = s.claims.flatMap((c, i) => (c !== null ? [i] : []));
  for (const i of buried) s.boneyard.push(...s.claims[i]!);
  s.claims = s.claims.map(() => null);
  s.log.push({ type: 'round-end', buried });
  if (someoneOut(s)) return s;
  s.tosser = nextSeat(s.tosser, n);
  return toNextToss(s);
}

/** The dice move on, unless the toss limit is reached (the deal is then settled on the tiles left). */
function toNextToss(s: BluffState): BluffState {
  s.dice = null;
  if (s.tosses >= s.options.maxTosses) s.byMaxTosses = true;
  return s;
}

/** Phase 'score' (rulings B11-B14): the winner(s), the loser (most tiles, claims on the table counted back), the settlement. */
export function scoreHand(state: BluffState): BluffState {
  const s = clone(state);
  const byMaxTosses = s.byMaxTosses;
  const n = s.options.players;
  const o = s.options;
  const tilesLeft = s.hands.map((h, i) => h.length + (s.claims[i]?.length ?? 0));
  const order = Array.from({ length: n }, (_, k) => (s.tosser + k) % n);
  let winners: number[];
  if (byMaxTosses) {
    const fewest = Math.min(...tilesLeft);
    winners = order.filter((i) => tilesLeft[i] === fewest);
  } else {
    winners = order.filter((i) => s.hands[i]!.length === 0 && s.claims[i] === null);
    s.log.push({ type: 'out', seats: winners.slice() });
  }
  if (o.simultaneousOut === 'turn-order' || byMaxTosses) winners = winners.slice(0, 1);
  const most = Math.max(...tilesLeft);
  const fromWinner = Array.from({ length: n }, (_, k) => (winners[0]! + k) % n);
  const tied = fromWinner.filter((i) => tilesLeft[i] === most && !winners.includes(i));
  const loser = tied.length === 0 ? fromWinner.find((i) => !winners.includes(i))! : o.loserTiebreak === 'random' ? tied[randInt(s.rng, tied.length)]! : tied[0]!;
  const delta = Array.from({ length: n }, () => 0);
  if (o.settlement === 'pot') {
    const share = Math.floor(s.pot / winners.length);
    for (const w of winners) delta[w] = share;
    s.pot -= share * winners.length;
  } else {
    for (let i = 0; i < n; i++) {
      if (winners.includes(i)) continue;
      // Shared wins split each payment; an odd chip stays with the payer.
      const each = Math.floor((tilesLeft[i]! * o.perTile) / winners.length);
      delta[i] = -each * winners.length;
      for (const w of winners) delta[w]! += each;
    }
  }
  for (let i = 0; i < n; i++) s.scores[i]! += delta[i]!;
  s.handNo += 1;
  s.lastHand = { hand: s.handNo, winners, loser, tilesLeft, scoreDelta: delta, byMaxTosses };
  s.claims = s.claims.map(() => null);
  s.give = null;
  s.turn = null;
  s.dice = null;
  const top = Math.max(...s.scores);
  if (s.handNo >= o.deals || (o.chipTarget !== null && top >= o.chipTarget)) {
    s.winners = s.scores.flatMap((x, i) => (x === top ? [i] : []));
    return s;
  }
  // The loser deals next and tosses first.
  s.dealer = loser;
  return s;
}

/**
 * The flow's named guards (read on the state a step left) and what entering a phase sets up: with
 * the table in flow.ts, the chart that both the pure path and the machine follow.
 */
export const bluffChart: Chart<BluffState> = {
  id: 'bluff',
  phases: BLUFF_FLOW,
  guards: {
    dealt: () => true,
    rolled: (s) => s.dice !== null,
    'all-chosen': (s) => s.pending.every((p) => p !== null),
    'tosses-run-out': (s) => s.byMaxTosses,
    'nobody-claimed': (s) => s.claims.every((c) => c === null),
    'round-over': roundOver,
    'claims-open': () => true,
    'give-owed': (s) => s.give !== null,
    'someone-out': someoneOut,
    'challenges-go-on': () => true,
    'next-toss': () => true,
    'game-over': (s) => s.winners.length > 0,
    'next-deal': () => true,
  },
  enter: {
    toss: (s) => void (s.turn = s.tosser),
    claim: (s) => {
      s.pending = s.hands.map(() => null);
      s.turn = null;
    },
    'round-end': (s) => void (s.turn = null),
    score: (s) => void (s.turn = null),
    over: (s) => void (s.turn = null),
  },
  run: { deal: dealHand, reveal: revealClaims, 'round-end': endRound, score: scoreHand },
};

/** An action applied: its effect on the data, then on along the flow. */
export const applyAction = (s: BluffState, seat: number, action: BluffAction): BluffState => advance(bluffChart, s.phase, stepData(s, seat, action));

export const settle = (state: BluffState): BluffState => settleChart(bluffChart, state);

export function step(s: BluffState, seat: number, action: unknown): BluffState {
  return settle(applyAction(s, seat, validateAction(s, seat, action)));
}
