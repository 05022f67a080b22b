// Checks the packages as npm would ship them (run after `pnpm build`): `pnpm pack` each one,
// unpack the tarballs into a fresh project's node_modules, then use them the way a consumer
// would: from plain Node through the published `exports` (dist/, not src/), and from TypeScript
// through the published types. Prints what it checked; exits non-zero on any failure.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['core', 'games', 'ai', 'engine', 'elements'];
const dir = mkdtempSync(join(tmpdir(), 'boneyard-pack-'));
const run = (cmd, args, cwd) => {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
};

try {
  const modules = join(dir, 'node_modules');
  for (const p of PACKAGES) {
    const tgz = join(dir, `${p}.tgz`);
    run('pnpm', ['pack', '--out', tgz], join(root, 'packages', p));
    const into = join(modules, '@boneyard', p);
    mkdirSync(into, { recursive: true });
    run('tar', ['-xzf', tgz, '-C', into, '--strip-components=1'], dir);
    const pkg = JSON.parse(readFileSync(join(into, 'package.json'), 'utf8'));
    const files = readdirSync(into, { recursive: true }).filter((f) => !String(f).includes('/') || String(f).startsWith('dist/'));
    if (files.some((f) => String(f).startsWith('src'))) throw new Error(`${p}: the tarball ships src/`);
    console.log(`@boneyard/${p}: ${files.filter((f) => /\.(js|d\.ts|json)$/.test(String(f))).length} files; exports ${JSON.stringify(pkg.exports['.'] ?? pkg.exports)}`);
  }
  // The declarations name their dependencies' types (xstate, lit, comlink), which a real install
  // brings as the packages' dependencies; here they are linked from the workspace.
  for (const [dep, from] of [['xstate', 'engine'], ['comlink', 'engine'], ['lit', 'elements']]) symlinkSync(join(root, 'packages', from, 'node_modules', dep), join(modules, dep));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));

  writeFileSync(join(dir, 'use.mjs'), `
    import { createGame, chooseAction, toNotation } from '@boneyard/engine';
    import { chooseAction as aiChoose } from '@boneyard/ai';
    import { euchre } from '@boneyard/games';
    import { parseTile } from '@boneyard/core';
    import { createRequire } from 'node:module';
    const g = createGame({ game: 'euchre', seed: 7, options: { players: 4 } });
    while (!g.isOver()) { const s = g.view('public').toAct[0]; g.act(s, chooseAction(g.view(s))); }
    const require = createRequire(import.meta.url);
    const files = ['@boneyard/elements', '@boneyard/elements/domino-euchre.js', '@boneyard/elements/domino-euchre.engine.js', '@boneyard/elements/custom-elements.json']
      .map((f) => require.resolve(f).split('node_modules/')[1]);
    console.log(JSON.stringify({ winners: g.view('public').winners, moves: g.history().length, notation: toNotation(g).length > 0,
      ai: typeof aiChoose, games: typeof euchre.legalActions, core: parseTile('6-4'), files }));
  `);
  console.log(run(process.execPath, ['use.mjs'], dir).trim());

  writeFileSync(join(dir, 'use.ts'), `
    import { createGame, type TableUpdate } from '@boneyard/engine';
    import type { EuchreView } from '@boneyard/games';
    import type { DominoEuchre } from '@boneyard/elements';
    const g = createGame({ game: 'euchre', seed: 7 });
    const v: EuchreView = g.view(0);
    const players: number = g.players;
    const u: TableUpdate | null = null;
    const el = document.createElement('domino-euchre');
    const same: DominoEuchre = el;
    // @ts-expect-error a view has no such field: the published types are really read
    v.noSuchField;
    export { players, u, same };
  `);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: {
    target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, lib: ['ES2022', 'DOM'], types: [], skipLibCheck: false,
    experimentalDecorators: true, useDefineForClassFields: false,
  }, files: ['use.ts'] }));
  run(join(root, 'node_modules/.bin/tsc'), ['-p', '.'], dir);
  console.log('TypeScript: use.ts type-checks against the published declarations');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
