/**
 * React wrappers (through @lit/react): `<DominoWhist players={4} onDominoGameEnd={...} />`.
 * Attributes are set as properties; the elements' `domino-*` events become `onDomino*` props.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import type { DominoHintDetail, DominoMoveDetail, DominoRoomDetail } from '../shared/events.ts';
import { DominoWhist as WhistElement } from '../domino-whist/domino-whist.ts';
import { DominoEuchre as EuchreElement } from '../domino-euchre/domino-euchre.ts';
import { DominoLoo as LooElement } from '../domino-loo/domino-loo.ts';
import { DominoBluff as BluffElement } from '../domino-bluff/domino-bluff.ts';

const events = {
  onDominoMove: 'domino-move' as EventName<CustomEvent<DominoMoveDetail>>,
  onDominoHandEnd: 'domino-hand-end' as EventName<CustomEvent<unknown>>,
  onDominoGameEnd: 'domino-game-end' as EventName<CustomEvent<{ winners: number[]; scores: number[] }>>,
  onDominoRoom: 'domino-room' as EventName<CustomEvent<DominoRoomDetail>>,
  onDominoHint: 'domino-hint' as EventName<CustomEvent<DominoHintDetail>>,
};

export const DominoWhist = createComponent({ react: React, tagName: 'domino-whist', elementClass: WhistElement, events, displayName: 'DominoWhist' });
export const DominoEuchre = createComponent({ react: React, tagName: 'domino-euchre', elementClass: EuchreElement, events, displayName: 'DominoEuchre' });
export const DominoLoo = createComponent({ react: React, tagName: 'domino-loo', elementClass: LooElement, events, displayName: 'DominoLoo' });
export const DominoBluff = createComponent({ react: React, tagName: 'domino-bluff', elementClass: BluffElement, events, displayName: 'DominoBluff' });
