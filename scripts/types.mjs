// Declaration files for a package's published dist (`node scripts/types.mjs <package>`): tsc emits
// the package's sources as .d.ts (relative imports rewritten to .js), into dist/types/. Imports
// of the other @boneyard packages stay as they are: each package publishes its own types.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const name = process.argv[2];
const root = fileURLToPath(new URL('..', import.meta.url));
const packages = join(root, 'packages');
const out = mkdtempSync(join(tmpdir(), 'boneyard-types-'));
try {
  execFileSync('pnpm', ['exec', 'tsc', '-p', join(packages, name), '--noEmit', 'false', '--declaration', '--emitDeclarationOnly',
    '--rewriteRelativeImportExtensions', '--rootDir', root, '--outDir', out], { stdio: 'inherit', cwd: join(packages, name) });
  rmSync(join(packages, name, 'dist/types'), { recursive: true, force: true });
  const types = join(packages, name, 'dist/types');
  cpSync(join(out, 'packages', name, 'src'), types, { recursive: true, filter: (p) => !/\.(test|stories)\.d\.ts$/.test(p) });
  // The sources import './x.ts'; tsc leaves that in declarations, where a consumer wants './x.js'.
  for (const f of readdirSync(types, { recursive: true })) {
    if (!f.endsWith('.d.ts')) continue;
    const file = join(types, f);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/((?:from|import\()\s*['"])(\.{1,2}\/[^'"]+)\.ts(['"])/g, '$1$2.js$3'));
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
