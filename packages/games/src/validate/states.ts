/**
 * The shape of every field of each game's referee state (types.ts of each game, as data), for a
 * state read from outside. Sizes are bounded by the game (seats, tiles in the set), so a checked
 * state cannot make the rules loop or allocate without end.
 */
import { doubleSet } from '@boneyard/core';
import { bool, exactly, int, list, nullable, num, oneOf, record, tagged, tileOf, type Shape } from './shape.ts';

const SCORE = num(-1e9, 1e9);
const COUNT = int(0, 1e6);
/** Entries in one hand's public log: far more than any hand writes (a long Bluff hand writes a few thousand). */
const LOG = 200_000;
const rng = list(int(0, 0xffffffff), 4, 4);
const pips = (max: number) => Array.from({ length: max + 1 }, (_, i) => i);

/** What every trick game's state has, given its seats, set, largest hand and led values. */
function trickFields(n: number, tile: Shape, maxHand: number, tricks: number, led: Shape) {
  const seat = int(0, n - 1);
  const play = record({ seat, tile, suit: nullable(led) });
  return {
    seat,
    play,
    fields: {
      rng,
      dealer: seat,
      handNo: COUNT,
      stacked: exactly(null),
      hands: list(list(tile, 0, maxHand), n, n),
      turn: nullable(seat),
      led: nullable(led),
      trick: list(play, 0, n - 1),
      tricksWon: list(int(0, tricks), n, n),
      lastTrick: nullable(record({ plays: list(play, 1, n), winner: seat })),
      scores: list(SCORE, n, n),
      winners: list(seat, 0, n),
    },
  };
}

export function whistShape(o: { players: number }, maxPip: unknown): Shape {
  const n = o.players;
  if (maxPip !== 7 && maxPip !== 8 && maxPip !== 9) return (_x, at) => exactly(7)(maxPip, `${at}.maxPip`);
  const set = doubleSet(maxPip);
  const tile = tileOf(set);
  const tricks = 12;
  const suits = pips(maxPip);
  const led = oneOf(...suits, 'doubles', 'trump');
  const trump = oneOf(...suits, 'doubles', 'none');
  const { seat, fields } = trickFields(n, tile, 13, tricks, led);
  const direction = oneOf('left', 'right', 'across', 'hold');
  const tiles = list(tile, 0, 13);
  return record({
    ...fields,
    game: exactly('whist'),
    options: () => undefined,
    phase: oneOf('pass', 'bid', 'trump', 'exchange', 'play', 'over'),
    maxPip: exactly(maxPip),
    passCycle: COUNT,
    widow: list(tile, 0, 1),
    widowDiscard: nullable(tile),
    passDirection: nullable(direction),
    passing: list(nullable(tiles), n, n),
    received: list(nullable(tiles), n, n),
    bids: list(record({ seat, amount: nullable(int(0, tricks)) }), 0, 1000),
    out: list(bool, n, n),
    declarer: nullable(seat),
    contract: nullable(int(1, tricks)),
    trump: nullable(trump),
    lastHand: nullable(record({
      hand: COUNT, declarer: seat, contract: int(1, tricks), trump, made: bool, tricksWon: list(int(0, tricks), n, n), scoreDelta: list(SCORE, n, n),
    })),
    log: list(tagged({
      deal: { hand: COUNT, dealer: seat },
      'pass-tiles': { seat, direction },
      bid: { seat, amount: int(0, tricks) },
      pass: { seat },
      redeal: { dealer: seat },
      contract: { seat, amount: int(1, tricks), forced: bool },
      trump: { seat, suit: trump },
      exchange: { seat },
      play: { seat, tile, suit: nullable(led) },
      trick: { winner: seat },
    }), 0, LOG),
  });
}

export function euchreShape(o: { players: number }): Shape {
  const n = o.players;
  const tile = tileOf(doubleSet(6));
  const suit = int(0, 6);
  const led = oneOf(...pips(6), 'trump');
  const { seat, fields } = trickFields(n, tile, 7, 5, led);
  const round = oneOf(1, 2);
  return record({
    ...fields,
    game: exactly('euchre'),
    options: () => undefined,
    phase: oneOf('round1', 'round2', 'discard', 'partner', 'play', 'over'),
    turnUp: tile,
    kitty: list(tile, 0, 28),
    proposed: suit,
    round,
    calls: list(record({ seat, round, action: oneOf('pass', 'order', 'call'), suit, alone: bool }, ['suit', 'alone']), 0, 2 * n),
    maker: nullable(seat),
    alone: bool,
    sittingOut: nullable(seat),
    trump: nullable(suit),
    pickedUp: bool,
    discard: nullable(tile),
    calledSuit: nullable(suit),
    partnerSeat: nullable(seat),
    partnerRevealed: bool,
    lastHand: nullable(record({
      hand: COUNT, maker: seat, trump: suit, alone: bool, makers: list(seat, 1, n), makerTricks: int(0, 5), euchred: bool,
      tricksWon: list(int(0, 5), n, n), scoreDelta: list(SCORE, n, n),
    })),
    log: list(tagged({
      deal: { hand: COUNT, dealer: seat, turnUp: tile },
      pass: { seat, round },
      order: { seat, alone: bool, suit },
      call: { seat, alone: bool, suit },
      'thrown-in': { dealer: seat },
      discard: { seat },
      partner: { seat, suit },
      'partner-revealed': { seat },
      play: { seat, tile, suit: nullable(led) },
      trick: { winner: seat },
    }), 0, LOG),
  });
}

export function looShape(o: { players: number }): Shape {
  const n = o.players;
  const tile = tileOf(doubleSet(6));
  const led = oneOf(...pips(6), 'trump');
  const { seat, fields } = trickFields(n, tile, 12, 5, led);
  const choice = oneOf('stand', 'miss', 'fold', 'take-turnup', 'play-for-pot');
  // Chips may be fractions (exact-fraction trick values), a rounding step below zero.
  const chips = num(-1e9, 1e9);
  return record({
    ...fields,
    game: exactly('loo'),
    options: () => undefined,
    phase: oneOf('declare', 'discard', 'play', 'over'),
    turnUp: tile,
    stock: list(tile, 0, 28),
    dead: list(tile, 0, 28),
    trump: int(0, 6),
    declared: list(nullable(choice), n, n),
    missesLeft: int(0, 2),
    missing: nullable(seat),
    turnUpTaken: bool,
    forPot: nullable(seat),
    uncontested: nullable(seat),
    pot: chips,
    potStart: chips,
    looPaid: chips,
    lastHand: nullable(record({
      hand: COUNT, tricksWon: list(int(0, 5), n, n), scoreDelta: list(SCORE, n, n), looed: list(seat, 0, n), folded: list(seat, 0, n),
      uncontested: nullable(seat), forPot: nullable(seat), potStart: chips, trickValue: chips,
    })),
    log: list(tagged({
      deal: { hand: COUNT, dealer: seat, turnUp: tile, pot: chips },
      declare: { seat, choice },
      discard: { seat, count: int(0, 12) },
      uncontested: { seat },
      play: { seat, tile, suit: nullable(led) },
      trick: { winner: seat },
    }), 0, LOG),
  });
}

export function bluffShape(o: { players: number }): Shape {
  const n = o.players;
  const seat = int(0, n - 1);
  const tile = tileOf(doubleSet(6));
  const tiles = list(tile, 0, 56);
  const die = int(1, 6);
  const dice = list(die, 2, 2);
  return record({
    game: exactly('bluff'),
    options: () => undefined,
    rng,
    phase: oneOf('toss', 'claim', 'challenge', 'give', 'over'),
    dealer: seat,
    handNo: COUNT,
    stackedHands: exactly(null),
    diceStack: list(dice, 0, 10_000),
    hands: list(tiles, n, n),
    boneyard: tiles,
    tosser: seat,
    tosses: COUNT,
    dice: nullable(dice),
    pending: list(nullable(list(tile, 0, 2)), n, n),
    claims: list(nullable(list(tile, 0, 2)), n, n),
    turn: nullable(seat),
    passes: int(0, n),
    give: nullable(record({ giver: seat, receiver: seat, count: int(1, 56) })),
    byMaxTosses: bool,
    lastHand: nullable(record({
      hand: COUNT, winners: list(seat, 0, n), loser: seat, tilesLeft: list(int(0, 112), n, n), scoreDelta: list(SCORE, n, n), byMaxTosses: bool,
    })),
    scores: list(SCORE, n, n),
    pot: num(-1e9, 1e9),
    winners: list(seat, 0, n),
    log: list(tagged({
      deal: { hand: COUNT, dealer: seat },
      roll: { seat, dice },
      claims: { sizes: list(int(0, 2), n, n) },
      'no-claims': { next: seat },
      challenge: { seat, target: seat, tiles: list(tile, 1, 2), honest: bool },
      pass: { seat, auto: bool },
      give: { giver: seat, receiver: seat, count: int(1, 56), tiles },
      'round-end': { buried: list(seat, 0, n) },
      out: { seats: list(seat, 0, n) },
    }, ['tiles']), 0, LOG),
  });
}
