export { customElement, property, state } from 'boneyard-host';
