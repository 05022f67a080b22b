// What a page loads, and each file's gzip (-9) budget. boneyard.js is the whole product with easy
// bots; boneyard-search.js (medium and hard bots) is fetched beside it the first time a searching
// bot moves; boneyard-replay.js adds <domino-replay>; boneyard-es.js is the Spanish words, fetched
// when a widget is shown in Spanish; boneyard-rules.js (explain sentences, the deal text reader) is
// fetched by boneyard.js for a widget with `explain` or a `deal` text; boneyard-online.js (the Colyseus
// SDK) is fetched by a widget with `server`. domino-<game>.js is one game's element, which
// starts domino-<game>.engine.js (that game's rules and all its bots) as its worker.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;
// Raised once, for #17: the referee now checks whatever a page hands it (saved states, seat records,
// notations) and deals unseen tiles afresh on resume; that is ~2 KB in boneyard.js and its search
// file, and ~4 KB in each one-game engine file (which holds its search too).
// Raised again, for #19 (62 -> 70 KB): the table became a game table (seats on a felt, tiles that
// slide and gather, a hand fanning in), with a hand's result, the scoresheet, the game's end, the
// New game / scoresheet / help dialogs and the tools menu: ~6.4 KB of boneyard.js. The help's words
// went to boneyard-rules.js, fetched only when a reader presses "?".
// Raised for #21: the exact solver, the exact Bluff odds and the reading of others' bids are ~7.8 KB
// of the search, in boneyard-search.js (fetched on a searching bot's first move) and in each one-game
// engine file (12 -> 20 KB, 37 -> 45 KB); boneyard.js gained the hint button and the faster rules
// (a shared Bluff log, one-step machine transitions, fast tile reading: Bluff's act 3x faster), ~1.3 KB
// (70 -> 71 KB).
// Raised for #23: each game's flow is now a declared table (phases, exits, named guards, what
// entering a phase sets up) that builds the machine and steers the pure rules; with the Bluff bot's
// reading of silences that is ~1.2 KB in boneyard.js (71 -> 72.5 KB); the one-game engine files
// still fit their 45 KB.
// Raised for #21 again (search 20 -> 20.5 KB, engine files 45 -> 45.5 KB): the Whist easy bot's
// trick estimate on bit tables (a third of a Whist hard decision went to it), Whist's reading of bids
// off one replay, and the Loo/Whist per-game settings: ~0.45 KB, and they gave Whist hard 2-3x the
// samples a card.
// Lowered (engine files 45.5 -> 45 KB) once the search's view of each game became a file of its own
// (ai/src/search/<game>-search.ts): a one-game engine file leaves the other games' views out, 1.4 KB
// (Whist) to 4.1 KB (Bluff) gzip; the cashing play-outs had taken Whist's file 85 bytes over.
// Raised at stop 32 (boneyard.js 72.5 -> 73 KB, search 20.5 -> 21 KB): a table that does not jump (the
// result laid over an inert hand, reserved lines, Bluff's short challenge labels: 164 bytes over) and
// the solver's two-trick ending (349 bytes over), which made it 12-21% faster.
// Raised for #21 (search 21 -> 21.5 KB): Loo's credit for folding and the fold's own hint line,
// 117 bytes over; the credit is worth +0.08 points a hand against hard without it (1,000 duplicate deals).
// Raised for #21 (search 21.5 -> 22 KB, engine files 45 -> 45.5 KB): hard reads what the others' plays
// say beyond their voids (Loo's duties, by the kernel's own legality, so every sampled world is one the
// rules allow; Euchre's ducks at a trick's last seat, +0.01 points a hand over 2,000 duplicate deals):
// ~0.7 KB of the search, 342 bytes over its budget and 260 over Whist's engine file.
// Raised for #21 (search 22 -> 22.5 KB): Loo's hard bot replays a miss and remembers the tiles it put
// out of play itself (+0.08 points a hand against easy over 2,000 duplicate deals), 71 bytes over; the
// view's own put-away tiles are 146 bytes of boneyard.js, still inside its 73 KB.
// Raised for #21 (search 22.5 -> 23.5 KB, engine files 45.5 -> 46.5 KB): the solver's sweeps (a side
// that takes every trick left, or none, where the other cannot ruff; a plan of the two hands), ~0.7 KB:
// 7-tile Whist solves 25% fewer nodes, Loo's half as many; 459 bytes over the search's budget and 689
// over Whist's engine file.
// Raised (boneyard.js 73 -> 73.5 KB): on a phone a big hand keeps to two rows' height with smaller
// tiles, Bluff's challenge buttons keep to two rows, and a bot's seed counts its own moves (so a
// person's simultaneous move early or late leaves the bots' play unchanged): ~1 KB raw, 348 bytes
// gzip, 256 over. Without them a big Bluff hand put the buttons below a phone's screen (761 px of 740).
// Raised for #21 (search 23.5 -> 24 KB, engine files 46.5 -> 47 KB): the solver's hot functions read
// its tables through locals and its helpers are const-bound, so V8 builds the tables' addresses into
// the code and calls the helpers as constants: 16% fewer instructions a node (valgrind), about 0.53 KB
// gzip of each file holding the solver; 118 bytes over the search's budget and 419 over Whist's engine file.
// Raised for #21 (engine files 47 -> 47.5 KB): Euchre's hard bot judges a round-1 pass by its own
// round-2 call, searched first (ai/src/hard.ts, planLater; +0.06 points a hand against easy), ~230
// bytes gzip of each file holding the search: 153 over Whist's engine file (every engine file holds
// hard.ts whole, as each game's bot is chosen at run time).
const TAGS = ['domino-whist', 'domino-euchre', 'domino-loo', 'domino-bluff'];
export const FILES = [
  { key: 'boneyard', file: 'boneyard.js', budget: 73.5 * KB },
  { key: 'search', file: 'boneyard-search.js', budget: 24 * KB },
  { key: 'replay', file: 'boneyard-replay.js', budget: 5 * KB },
  { key: 'spanish', file: 'boneyard-es.js', budget: 10 * KB },
  { key: 'rules', file: 'boneyard-rules.js', budget: 5 * KB },
  // Online play (#20): the Colyseus SDK and the online client, fetched only by a widget with `server`.
  { key: 'online', file: 'boneyard-online.js', budget: 56 * KB },
  ...TAGS.map((tag) => ({ key: tag, file: `${tag}.js`, budget: 35 * KB })),
  ...TAGS.map((tag) => ({ key: `${tag}_engine`, file: `${tag}.engine.js`, budget: 47.5 * KB })),
];

export function measure({ file }) {
  const raw = readFileSync(new URL(`../dist/${file}`, import.meta.url));
  return { bytes: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}
