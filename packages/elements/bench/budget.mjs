// Size budgets (gzip -9, bench/sizes.mjs): a build over budget fails, with the figures.
import { FILES, measure } from './sizes.mjs';

let over = false;
for (const f of FILES) {
  const { bytes, gzip } = measure(f);
  console.log(`${f.file}: ${bytes} bytes, ${gzip} gzip (budget ${f.budget})`);
  if (gzip > f.budget) {
    console.error(`${f.file} is ${gzip - f.budget} bytes over its ${f.budget}-byte gzip budget.`);
    over = true;
  }
}
if (over) process.exit(1);
