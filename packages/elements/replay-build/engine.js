export { createGame } from 'boneyard-host';
export { fromNotation } from '../../engine/src/notation.ts';
