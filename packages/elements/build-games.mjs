/**
 * The one-game files, for pages that want a single game: for each game, dist/domino-<game>.js
 * (the element and what draws it; no engine) and dist/domino-<game>.engine.js (the referee, that
 * game's rules alone, and its bots), which the first starts as a worker or, under a strict CSP,
 * imports onto the page. Each is built alone, with nothing shared, so its size is what a page pays.
 */
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { cssMinify } from './css-minify.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const GAMES = ['whist', 'euchre', 'loo', 'bluff'];
const MODULE = { whist: 'whistModule', euchre: 'euchreModule', loo: 'looModule', bluff: 'bluffModule' };
const modulesPath = here('../engine/src/modules.ts');
const gamesSrc = here('../games/src/');
const aiSrc = here('../ai/src/');
const ABSENT = 'const absent = (g, k) => { throw new Error(`This file plays GAME only; ${g}.${k} is in boneyard.js.`); };';

/**
 * Cuts the engine and the bots down to one game: the engine's registry holds that game alone;
 * `@boneyard/games` offers the others, and the bots' files named for them (any `<game>-*.ts` under `ai/src`:
 * easy and hard bots, search views, odds) are stand-ins that say so if anything ever calls them
 * (the bots' dispatch names every game; a one-game table never takes those branches).
 */
const oneGame = (game) => ({
  name: 'boneyard-one-game',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id === './registry.ts' && importer?.includes('/engine/src/')) return '\0boneyard-registry';
    if (id === '@boneyard/games') return '\0boneyard-games';
    if (id === './states.ts' && importer?.includes('/games/src/validate/')) return '\0boneyard-states';
    // The bots' files named for another game (its easy or hard bot, its search view, its odds).
    const other = /^\.{1,2}\/(?:\w+\/)?(whist|euchre|loo|bluff)-\w+\.ts$/.exec(id);
    if (other && other[1] !== game && importer?.includes('/ai/src/')) return `\0boneyard-absent:${join(dirname(importer), id).slice(aiSrc.length, -3)}`;
  },
  load(id) {
    if (id === '\0boneyard-registry') {
      return `import { ${MODULE[game]} } from ${JSON.stringify(modulesPath)};\nexport const GAMES = { ${game}: ${MODULE[game]}() };`;
    }
    if (id.startsWith('\0boneyard-absent:')) {
      // Another game's bot: the same exports, each saying it is not in this file.
      const file = id.slice('\0boneyard-absent:'.length);
      const names = [...readFileSync(`${aiSrc}${file}.ts`, 'utf8').matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1]);
      return [ABSENT.replace('GAME', game), ...names.map((n) => `export const ${n} = () => absent(${JSON.stringify(file)}, ${JSON.stringify(n)});`)].join('\n');
    }
    if (id === '\0boneyard-states') {
      // The saved-state checker's shapes: this game's alone (a state of another game is refused anyway).
      const others = GAMES.filter((g) => g !== game).map((g) => `export const ${g}Shape = () => () => { throw new RuleError('bad-snapshot', 'This file plays ${game} only.'); };`);
      return [`export { ${game}Shape } from ${JSON.stringify(`${gamesSrc}validate/states.ts`)};`, "import { RuleError } from '@boneyard/core';", ...others].join('\n');
    }
    if (id !== '\0boneyard-games') return;
    const absent = GAMES.filter((g) => g !== game);
    return [
      `export * as ${game} from ${JSON.stringify(`${gamesSrc}${game}/index.ts`)};`,
      `export * from ${JSON.stringify(`${gamesSrc}shared/deal.ts`)};`,
      `export { checkInvariants, tilesConserved, chipsConserved, lastHandScored } from ${JSON.stringify(`${gamesSrc}shared/invariants.ts`)};`,
      // Tables of other games' functions may be built as the bots load; only calling one fails.
      'const absent = (g) => new Proxy({}, { get: (_, k) => () => { throw new Error(`This file plays ' + game + ' only; ${g}.${String(k)} is in boneyard.js.`); } });',
      ...absent.map((g) => `export const ${g} = /*#__PURE__*/ absent(${JSON.stringify(g)});`),
    ].join('\n');
  },
});

const common = (name, entry, plugins = []) => ({
  configFile: false,
  plugins: [cssMinify(), ...plugins],
  logLevel: 'warn',
  base: './',
  build: {
    lib: { entry: here(entry), formats: ['es'], fileName: () => name },
    outDir: here('dist'),
    emptyOutDir: false,
    minify: true,
    // Top-level `const` stays `const`, which V8 takes as a constant: the solver's tables (ai/src/solver/solve.ts).
    rolldownOptions: { output: { minify: true, codeSplitting: false, topLevelVar: false } },
  },
});

// The Spanish table, fetched beside any of the files above when a widget is shown in Spanish, and
// the rules pages' kit that boneyard.js fetches for `explain` and `deal` (the one-game files hold it).
await build(common('boneyard-es.js', 'src/shared/i18n/es.ts'));
await build(common('boneyard-rules.js', 'src/shared/rules-kit.ts'));
// The online client and the Colyseus SDK, fetched beside boneyard.js (or a one-game file) by a widget with `server`.
await build(common('boneyard-online.js', 'src/shared/online/online-client.ts'));

const only = process.argv.slice(2);
for (const game of only.length ? only : GAMES) {
  const page = common(`domino-${game}.js`, `src/domino-${game}/domino-${game}.ts`, [oneGame(game)]);
  await build({
    ...page,
    define: { __BONEYARD_ENGINE_STEM__: JSON.stringify(`./domino-${game}.engine`) },
    resolve: {
      alias: [
        { find: /^\.\/spawn-worker\.ts$/, replacement: here('src/shared/spawn-worker.split.ts') },
        { find: /^\.\/load-es\.ts$/, replacement: here('src/shared/i18n/load-es.lazy.ts') },
        { find: /^\.\/online\/load-online\.ts$/, replacement: here('src/shared/online/load-online.lazy.ts') },
      ],
    },
  });
  await build(common(`domino-${game}.engine.js`, 'src/engine-entry.ts', [oneGame(game)]));
}
