// dist/react.js wraps the very element classes boneyard.js beside it defines (vite.react.ts).
export { DominoWhist, DominoEuchre, DominoLoo, DominoBluff } from 'boneyard-host';
