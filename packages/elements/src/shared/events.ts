/** Every event Boneyard fires bubbles and crosses shadow roots. */
export function fire<T>(target: EventTarget, name: `domino-${string}`, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
}

export interface DominoMoveDetail {
  seat: number;
  action: { type: string } & Record<string, unknown>;
  /** 'person' for the seat in front of the screen, 'friend' for another person at an online table, 'bot' otherwise. */
  by: 'person' | 'friend' | 'bot';
}
export interface DominoTileSelectDetail {
  tile: string;
  /** Position in the hand (a hand may hold two copies of a tile). */
  index: number;
}

/** The reader pressed Hint: the move the hard bot would make for their seat (one of their legal moves), nothing else. */
export interface DominoHintDetail {
  action: { type: string } & Record<string, unknown>;
}

/** An online table this widget created or joined: its code, and a link that seats a friend at it. */
export interface DominoRoomDetail {
  code: string;
  invite: string;
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
    'domino-room': CustomEvent<DominoRoomDetail>;
    'domino-hint': CustomEvent<DominoHintDetail>;
    'domino-engine': CustomEvent<{ mode: 'worker' | 'main' | 'online'; secure: boolean }>;
  }
}
