export { property, state } from 'boneyard-host';
