/** Hand-to-hand flow the trick games share. */

/**
 * Ruling A14 / C13: the sides at or above the target; `first` (a seat) goes out first if its side is
 * among them; otherwise the highest total wins, and a level tie is shared or plays another hand (null).
 */
export function targetWinners(scores: readonly number[], sides: readonly number[][], target: number, o: { shared: boolean; first?: number }): number[] | null {
  const score = (side: readonly number[]) => scores[side[0]!]!;
  const reached = sides.filter((side) => score(side) >= target);
  if (reached.length === 0) return null;
  if (o.first !== undefined) {
    const firstSide = reached.find((side) => side.includes(o.first!));
    if (firstSide) return firstSide.slice();
  }
  const top = Math.max(...reached.map(score));
  const best = reached.filter((side) => score(side) === top);
  if (best.length === 1) return best[0]!.slice();
  return o.shared ? best.flat().sort((a, b) => a - b) : null;
}

interface Flowing {
  dealer: number;
  turn: number | null;
  winners: number[];
  options: { players: number };
}

/** Ends a scored hand: the game is over with `winners`, or the deal passes to the left (the chart then goes to 'over' or 'deal'). Returns true if over. */
export function closeHand(s: Flowing, winners: number[] | null): boolean {
  s.turn = null;
  if (winners) {
    s.winners = winners;
    return true;
  }
  s.dealer = (s.dealer + 1) % s.options.players;
  return false;
}
