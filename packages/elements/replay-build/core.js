export { checksum, doubleSet, fail, isRuleError, parseTile, importBeside } from 'boneyard-host';
