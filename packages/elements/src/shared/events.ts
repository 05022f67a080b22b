/** Every event Boneyard fires bubbles and crosses shadow roots. */
export function fire<T>(target: EventTarget, name: `domino-${string}`, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
}

export interface DominoMoveDetail {
  seat: number;
  action: { type: string } & Record<string, unknown>;
  /** 'person' for the seat in front of the screen, 'bot' otherwise. */
  by: 'person' | 'bot';
}
export interface DominoTileSelectDetail {
  tile: string;
  /** Position in the hand (a hand may hold two copies of a tile). */
  index: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'domino-move': CustomEvent<DominoMoveDetail>;
    'domino-hand-end': CustomEvent<{ hand: number; tricksWon: number[]; scoreDelta: number[] }>;
    'domino-game-end': CustomEvent<{ winners: number[]; scores: number[] }>;
    'domino-tile-select': CustomEvent<DominoTileSelectDetail>;
    'domino-selection-clear': CustomEvent<Record<string, never>>;
    'domino-notation': CustomEvent<{ notation: string }>;
    'domino-position': CustomEvent<{ position: string }>;
    'domino-engine': CustomEvent<{ mode: 'worker' | 'main'; secure: boolean }>;
  }
}
