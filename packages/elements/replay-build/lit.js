// boneyard-replay.js takes these from the bundle it sits beside: 'boneyard-host' is written ./boneyard.js (vite.replay.ts).
export { LitElement, html, css, nothing } from 'boneyard-host';
