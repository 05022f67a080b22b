// Adds up the JSON reports every package's vitest run writes, and prints one closing line.
import { readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
for (const f of readdirSync('.test-results').filter((x) => x.endsWith('.json')).sort()) {
  const r = JSON.parse(readFileSync(`.test-results/${f}`, 'utf8'));
  rows.push(`${f.replace('.json', '').padEnd(12)} ${String(r.numPassedTests).padStart(5)} passed ${String(r.numFailedTests).padStart(3)} failed`);
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
console.log(rows.join('\n'));
if (rows.length === 0) {
  console.log('0 passed, 1 failed');
  console.error('No test reports were written.');
  process.exit(1);
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
