// Hard against easy at every table the games offer besides the four-seat ones the main arena reports
// cover: pnpm arena:variants [--deals 600] [--only whist]. Each configuration is one arena run
// (arena.mjs, duplicate deals, the sides swapped) of hard:easy; the table of all of them goes to
// bench/arena-variants.md. Whist plays half as many deals (one takes about twice as long to play).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, signedInterval } from '../../../bench/record.mjs';

const CONFIGS = [
  ['whist', { players: 3 }], ['whist', { players: 4, partnership: false }], ['whist', { players: 4, passing: true }], ['whist', { players: 5 }],
  ['euchre', { players: 2 }], ['euchre', { players: 3 }], ['euchre', { players: 4, variant: 'call-ace' }], ['euchre', { players: 5, variant: 'call-ace' }],
  ['loo', { players: 2 }], ['loo', { players: 3 }], ['loo', { players: 4, scoring: 'chips' }],
  ['bluff', { players: 2 }], ['bluff', { players: 3 }], ['bluff', { players: 5 }], ['bluff', { players: 5, settlement: 'per-tile' }], ['bluff', { players: 7 }],
];

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const deals = Number(arg('deals', '600'));
const only = arg('only', null);
const arena = fileURLToPath(new URL('./arena.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'variants-'));

const rows = [];
let build = '';
const t0 = performance.now();
for (const [game, options] of CONFIGS) {
  if (only && game !== only) continue;
  const n = game === 'whist' ? Math.ceil(deals / 2) : deals;
  const save = join(dir, 'part.json');
  execFileSync(process.execPath, [arena, '--game', game, '--options', JSON.stringify(options), '--deals', String(n), '--matchups', 'hard:easy', '--save', save, '--out', join(dir, 'report.md')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const part = JSON.parse(readFileSync(save, 'utf8'));
  build = part.build;
  const { deals: ds, think } = part.results[0];
  const table = Object.entries(part.options).map(([k, v]) => `${k} ${v}`).join(', ');
  rows.push(`| ${game} | ${table} | ${ds.length} | ${game === 'bluff' ? '-' : signedInterval(ds.map((d) => d.tricks))} | ${signedInterval(ds.map((d) => d.points))}${game === 'bluff' || part.options.scoring === 'chips' ? ' chips' : ''} | ${percentile(think, 95).toFixed(1)} / ${(think.at(-1) ?? 0).toFixed(1)} ms |`);
  console.log(rows.at(-1));
}
rmSync(dir, { recursive: true, force: true });

const text = [
  `Arena, every other table: hard vs easy, duplicate deals (each played twice, the sides swapped), ${((performance.now() - t0) / 60000).toFixed(0)} minutes; bots built from ${build}.`,
  'A minus B per hand, per side at a partnership table and per player elsewhere, with 95% intervals; the four-seat tables the main reports cover are not repeated here.',
  '',
  "| game | table | deals | tricks per hand | points per hand | hard's think p95 / max |",
  '|---|---|---|---|---|---|',
  ...rows,
].join('\n');
if (!only) writeFileSync(fileURLToPath(new URL('../../../bench/arena-variants.md', import.meta.url)), `${text}\n`);
console.log(text);
