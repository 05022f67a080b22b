export { whist, euchre, loo, bluff } from 'boneyard-host';
