// Merges measured numbers into bench/results.json (a flat object) and prints them as a table; and the
// statistics the benches share.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('./results.json', import.meta.url));

export function record(results) {
  const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  Object.assign(all, results);
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  const width = Math.max(...Object.keys(results).map((k) => k.length));
  for (const [k, v] of Object.entries(results)) console.log(`${k.padEnd(width)}  ${typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 2 }) : v}`);
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `xs`'s mean and 95% interval as the arena's tables print them: "+0.12 [-0.03, +0.27]". */
export function signedInterval(xs) {
  const s = stats(xs);
  const fmt = (x) => (x >= 0 ? '+' : '') + x.toFixed(2);
  return `${fmt(s.mean)} [${fmt(s.lo)}, ${fmt(s.hi)}]`;
}

/** The mean of `xs` with its 95% confidence interval (normal approximation). */
export function stats(xs) {
  const n = xs.length;
  if (n === 0) return { n, mean: NaN, lo: NaN, hi: NaN };
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = 1.96 * (sd / Math.sqrt(n));
  return { n, mean, lo: mean - half, hi: mean + half };
}
