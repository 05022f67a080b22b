export { whist, euchre, loo, bluff } from './host.js';
