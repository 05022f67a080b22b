export { checksum, fail } from 'boneyard-host';
