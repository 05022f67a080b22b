import { fail, normalizeTile, seedRng, shuffle, randInt, type RngState, type Tile } from '@boneyard/core';

/** A stacked deal as the public contract writes it. */
export interface StackedDeal {
  dealer?: number;
  hands?: (string[] | undefined)[];
  rest?: string[];
  dice?: [number, number][];
}

/** Checks a stacked deal against the set and the hand sizes; refuses it with 'bad-deal'. */
export function checkStackedDeal(
  deal: unknown, set: readonly Tile[], players: number, handSize: number, restMax: number, maxPip: number,
): StackedDeal {
  if (typeof deal !== 'object' || deal === null || Array.isArray(deal)) return fail('bad-deal', 'A stacked deal must be an object.');
  const d = deal as Record<string, unknown>;
  for (const k of Object.keys(d)) {
    if (!['dealer', 'hands', 'rest', 'dice'].includes(k)) fail('bad-deal', `A stacked deal has no field "${k}".`);
  }
  const out: StackedDeal = {};
  if (d.dealer !== undefined) {
    if (typeof d.dealer !== 'number' || !Number.isInteger(d.dealer) || d.dealer < 0 || d.dealer >= players) {
      fail('bad-deal', `The dealer must be a seat from 0 to ${players - 1}.`);
    }
    out.dealer = d.dealer as number;
  }
  const seen = new Set<Tile>();
  const take = (raw: unknown, where: string): Tile => {
    let t: Tile;
    try {
      t = normalizeTile(raw, maxPip);
    } catch {
      return fail('bad-deal', `${where}: ${JSON.stringify(raw)} is not a tile of the double-${maxPip} set.`);
    }
    if (!set.includes(t)) fail('bad-deal', `${where}: ${t} is not in this game's set.`);
    if (seen.has(t)) fail('bad-deal', `${where}: ${t} is dealt twice.`);
    seen.add(t);
    return t;
  };
  if (d.hands !== undefined) {
    if (!Array.isArray(d.hands) || d.hands.length > players) fail('bad-deal', `hands must be a list of at most ${players} hands.`);
    out.hands = (d.hands as unknown[]).map((h, s) => {
      if (h === undefined || h === null) return undefined;
      if (!Array.isArray(h)) return fail('bad-deal', `hands[${s}] must be a list of tiles.`);
      if (h.length > handSize) fail('bad-deal', `hands[${s}] has ${h.length} tiles; a hand here has ${handSize}.`);
      return h.map((t) => take(t, `hands[${s}]`));
    });
  }
  if (d.rest !== undefined) {
    if (!Array.isArray(d.rest) || d.rest.length > restMax) fail('bad-deal', `rest must be a list of at most ${restMax} tiles.`);
    out.rest = (d.rest as unknown[]).map((t) => take(t, 'rest'));
  }
  if (d.dice !== undefined) {
    if (!Array.isArray(d.dice)) fail('bad-deal', 'dice must be a list of [a, b] pairs.');
    out.dice = (d.dice as unknown[]).map((p, i) => {
      if (!Array.isArray(p) || p.length !== 2 || !p.every((x) => Number.isInteger(x) && x >= 1 && x <= 6)) {
        return fail('bad-deal', `dice[${i}] must be two numbers from 1 to 6.`);
      }
      return [p[0], p[1]] as [number, number];
    });
  }
  return out;
}

/**
 * Deals `players` hands of `handSize` and `restSize` more tiles, honouring whatever a
 * stacked deal fixes and filling the gaps from the seeded shuffle.
 */
export function dealTiles(
  rng: RngState, set: readonly Tile[], players: number, handSize: number, restSize: number, stacked: StackedDeal | null,
): { hands: Tile[][]; rest: Tile[] } {
  const fixed = new Set<Tile>([...(stacked?.hands ?? []).flatMap((h) => h ?? []), ...(stacked?.rest ?? [])]);
  const pool = shuffle(rng, set.filter((t) => !fixed.has(t)));
  const hands: Tile[][] = [];
  for (let s = 0; s < players; s++) {
    const h = (stacked?.hands?.[s] ?? []).slice();
    while (h.length < handSize) h.push(pool.pop()!);
    hands.push(h);
  }
  const rest = (stacked?.rest ?? []).slice(0, restSize);
  while (rest.length < restSize) rest.push(pool.pop()!);
  return { hands, rest };
}

export const randomSeat = (rng: RngState, players: number): number => randInt(rng, players);

/**
 * The start every tile game shares: the stacked deal checked (no dice in these games), the seeded
 * generator, and the first dealer (stacked, or drawn at random: ruling E1).
 */
export function beginDeal(
  game: string, seed: number | string, deal: unknown, set: readonly Tile[], players: number, handSize: number, restMax: number, maxPip: number,
): { stacked: StackedDeal | null; rng: RngState; dealer: number } {
  const stacked = deal === undefined || deal === null ? null : checkStackedDeal(deal, set, players, handSize, restMax, maxPip);
  if (stacked?.dice) fail('bad-deal', `${game} uses no dice.`);
  const rng = seedRng(seed);
  return { stacked, rng, dealer: stacked?.dealer ?? randomSeat(rng, players) };
}
