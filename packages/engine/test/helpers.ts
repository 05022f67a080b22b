import { createGame, type Game } from '../src/index.ts';

/** The code of the refusal `fn` throws, or 'no error'. */
export const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return 'no error';
};

/** A tiny deterministic generator for choosing random legal actions in tests. */
export function pickerFor(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/**
 * A random legal action, except that bids are kept to the lowest legal one: wholly random
 * bids make three-player games drift for thousands of hands before anyone reaches 25.
 */
export function randomAction<A extends { type: string }>(legal: A[], pick: (n: number) => number): A {
  const bids = legal.filter((a) => a.type === 'bid');
  if (bids.length > 1) {
    const short = [bids[0]!, ...legal.filter((a) => a.type !== 'bid')];
    return short[pick(short.length)]!;
  }
  return legal[pick(legal.length)]!;
}

/** Plays random legal actions until the game ends; returns the game. */
export function playRandom(game: Game, seed: number, maxSteps = 20000, onStep?: (g: Game) => void): Game {
  const pick = pickerFor(seed);
  for (let i = 0; i < maxSteps && !game.isOver(); i++) {
    const seats: number[] = game.view('public').toAct;
    const seat = seats[pick(seats.length)]!;
    game.act(seat, randomAction(game.legalActions(seat), pick));
    onStep?.(game);
  }
  return game;
}

export const WHIST_CONFIGS = [
  { players: 3 },
  { players: 3, passing: true },
  { players: 4, partnership: true },
  { players: 4, partnership: true, passing: true },
  { players: 4, partnership: false },
  { players: 4, partnership: false, passing: true },
  { players: 5 },
  { players: 5, passing: true },
] as const;

export const newWhist = (seed: number, options: Record<string, unknown>): Game => createGame({ game: 'whist', seed, options });

export const EUCHRE_CONFIGS = [
  { players: 4 },
  { players: 4, turnupPickup: 'dealer', firstLead: 'dealer-left' },
  { players: 4, turnupPickup: 'bid-winner', leadSuitRule: 'leader-declares', alonePartialPoints: 2, target: 7 },
  { players: 4, stickTheDealer: true, followMembership: 'higher-end-only' },
  { players: 2 },
  { players: 3 },
  { players: 4, variant: 'call-ace' },
  { players: 5, variant: 'call-ace', turnupPickup: 'dealer' },
] as const;

export const LOO_CONFIGS = [
  { players: 4 },
  { players: 3 },
  { players: 2 },
  { players: 4, scoring: 'chips', deals: 6 },
  { players: 3, scoring: 'chips', looCap: 3, playForPotCounts: [3, 4], deals: 6 },
  { players: 2, scoring: 'chips', trickValueRounding: 'exact-fraction', deals: 4 },
  { players: 4, trumpLeadRule: 'every-lead-3plus', leadHighestTrump: true, mustHead: true, mustOvertrump: true, doubleRank: 'literal-pip' },
] as const;

export const BLUFF_CONFIGS = [
  { players: 5 },
  { players: 2 },
  { players: 7 },
  { players: 4, settlement: 'per-tile', deals: 2 },
  { players: 3, passedTileChoice: 'random', simultaneousOut: 'share', loserTiebreak: 'random' },
] as const;
