// Size budgets (gzip -9): a build over budget fails, with the figures.
// boneyard.js is the whole product with easy bots; boneyard-search.js (medium and hard bots) is
// fetched beside it the first time a searching bot moves; boneyard-replay.js adds <domino-replay>.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGETS = { 'boneyard.js': 60 * 1024, 'boneyard-search.js': 10 * 1024, 'boneyard-replay.js': 5 * 1024 };
let over = false;
for (const [file, budget] of Object.entries(BUDGETS)) {
  const raw = readFileSync(new URL(`../dist/${file}`, import.meta.url));
  const gz = gzipSync(raw, { level: 9 }).length;
  console.log(`${file}: ${raw.length} bytes, ${gz} gzip (budget ${budget})`);
  if (gz > budget) {
    console.error(`${file} is ${gz - budget} bytes over its ${budget}-byte gzip budget.`);
    over = true;
  }
}
if (over) process.exit(1);
