/** Closing a complete trick, the same in every trick game. */
interface TrickTable {
  trick: unknown[];
  tricksWon: number[];
  lastTrick: { plays: unknown[]; winner: number } | null;
  log: { type: string }[];
  led: unknown;
  turn: number | null;
}

/** Credits `winner`, keeps the trick as the last trick, and lets the winner lead (after the last trick the chart goes to scoring). */
export function closeTrick<S extends TrickTable>(s: S, winner: number): void {
  s.tricksWon[winner]! += 1;
  s.lastTrick = { plays: s.trick, winner };
  s.log.push({ type: 'trick', winner } as never);
  s.trick = [];
  s.led = null;
  s.turn = winner;
}
