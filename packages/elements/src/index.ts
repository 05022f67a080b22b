/** Boneyard's web components. Importing this module defines every element. */
export { DominoTile } from './domino-tile/domino-tile.ts';
export { DominoHand } from './domino-hand/domino-hand.ts';
export { DominoTable, type SeatInfo, type TablePlay } from './domino-table/domino-table.ts';
export { DominoWhist } from './domino-whist/domino-whist.ts';
export { DominoEuchre } from './domino-euchre/domino-euchre.ts';
export { DominoLoo } from './domino-loo/domino-loo.ts';
export { DominoBluff } from './domino-bluff/domino-bluff.ts';
export type { DominoMoveDetail } from './shared/events.ts';
// For boneyard-replay.js, through boneyard.js: one copy of Lit on the page.
export { LitElement, html, css, nothing } from 'lit';
export { property, state } from 'lit/decorators.js';
