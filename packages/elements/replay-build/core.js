export { checksum, fail, parseTile, importBeside } from 'boneyard-host';
