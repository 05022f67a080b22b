export { checksum, fail, parseTile } from 'boneyard-host';
