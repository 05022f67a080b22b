// Size budget for the one-file bundle (gzip -9): a build over budget fails, with the figures.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 60 * 1024;
const raw = readFileSync(new URL('../dist/boneyard.js', import.meta.url));
const gz = gzipSync(raw, { level: 9 }).length;
console.log(`boneyard.js: ${raw.length} bytes, ${gz} gzip (budget ${BUDGET})`);
if (gz > BUDGET) {
  console.error(`boneyard.js is ${gz - BUDGET} bytes over its ${BUDGET}-byte gzip budget.`);
  process.exit(1);
}
