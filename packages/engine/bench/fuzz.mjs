// `pnpm fuzz`: random hands of every game and configuration through the pure rules, checking
// the invariants after every action and the referee machine on a sample; prints any failing seed.
// Usage: node packages/engine/bench/fuzz.mjs [--hands N] [--game whist|euchre|loo|bluff] [--first S]
// Games are numbered from seed S + 1 (0 by default), so a later run can look at seeds no run has seen.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { GAMES, checkInvariants, createGame } from '../dist/index.js';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const HANDS = Number(arg('hands', 100000));
const only = arg('game', null);
const FIRST = Number(arg('first', 0));
if (!Number.isSafeInteger(FIRST) || FIRST < 0) throw new Error(`--first wants a whole number of 0 or more, not ${arg('first')}`);

const CONFIGS = {
  whist: [{ players: 3 }, { players: 4 }, { players: 4, partnership: false, passing: true }, { players: 5, passing: true },
    { players: 4, biddingStyle: 'single-round', allPass: 'force-dealer-min-bid', partnershipScoring: 'literal-sum', widowBeforeTrump: true }],
  euchre: [{ players: 4 }, { players: 2 }, { players: 3 }, { players: 4, variant: 'call-ace', turnupPickup: 'dealer' },
    { players: 5, variant: 'call-ace', leadSuitRule: 'leader-declares', accidentalAloneScoring: 'alone' },
    { players: 4, turnupPickup: 'bid-winner', firstLead: 'dealer-left', stickTheDealer: true, followMembership: 'higher-end-only' }],
  loo: [{ players: 4 }, { players: 3 }, { players: 2 }, { players: 4, scoring: 'chips', deals: 30 }, { players: 3, scoring: 'chips', looCap: 4, playForPotCounts: [3, 4], deals: 30 },
    { players: 4, trumpLeadRule: 'every-lead-3plus', leadHighestTrump: true, mustHead: true, mustOvertrump: true, doubleRank: 'literal-pip', trickValueRounding: 'exact-fraction', scoring: 'chips', deals: 30 }],
  bluff: [{ players: 5 }, { players: 2 }, { players: 7 }, { players: 4, settlement: 'per-tile' }, { players: 3, passedTileChoice: 'random', simultaneousOut: 'share' }],
};

function picker(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

// With no --game, run one process per game, as many at once as there are cores.
if (!only) {
  const games = Object.keys(CONFIGS);
  const t0 = performance.now();
  const outputs = {};
  let failed = false;
  const run = (game) => new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--game', game, '--hands', String(HANDS), '--first', String(FIRST)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => {
      outputs[game] = out.split('\n').filter((l) => l.startsWith(game.padEnd(7)));
      if (code !== 0) failed = true;
      resolve();
    });
  });
  const queue = games.slice();
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), games.length) }, async () => {
    while (queue.length) await run(queue.shift());
  }));
  for (const g of games) console.log(outputs[g].join('\n'));
  console.log(`fuzz: ${HANDS} hands per game (games from seed ${FIRST + 1}) in ${((performance.now() - t0) / 1000).toFixed(0)} s, ${failed ? 'FAILURES (seeds above)' : '0 failures'}`);
  process.exit(failed ? 1 : 0);
}

let failures = 0;
const rows = [];
for (const game of Object.keys(CONFIGS)) {
  if (only && game !== only) continue;
  const mod = GAMES[game];
  const t0 = performance.now();
  let hands = 0;
  let actions = 0;
  let seed = FIRST;
  while (hands < HANDS) {
    seed++;
    const options = CONFIGS[game][seed % CONFIGS[game].length];
    const pick = picker(seed * 2654435761);
    let s = mod.settle(mod.createState(seed, options));
    // One game in a hundred also runs through the machine, which must agree at every hand's end.
    const machine = seed % 100 === 0 ? createGame({ game, seed, options }) : null;
    let handNo = s.handNo;
    try {
      for (let i = 0; s.phase !== 'over' && hands < HANDS; i++) {
        if (i > 200000) throw new Error('did not terminate');
        const seats = mod.toAct(s);
        const seat = seats[pick(seats.length)];
        const legal = mod.legalActions(s, seat);
        if (legal.length === 0) throw new Error(`seat ${seat} must act but has no legal action`);
        const bids = legal.filter((a) => a.type === 'bid');
        const choices = bids.length > 1 ? [bids[0], ...legal.filter((a) => a.type !== 'bid')] : legal;
        const action = choices[pick(choices.length)];
        s = mod.step(s, seat, action);
        actions++;
        if (machine) {
          machine.act(seat, action);
          if ((s.handNo !== handNo || s.phase === 'over') && JSON.stringify(machine.state) !== JSON.stringify(s)) throw new Error('machine and pure rules disagree');
        }
        // Invariants after every few actions and at every hand's end (where scoring is checked).
        const handEnded = s.handNo !== handNo;
        if (handEnded || i % 4 === 0) {
          const broken = checkInvariants(s);
          if (broken) throw new Error(broken);
        }
        if (handEnded) {
          hands += s.handNo - handNo;
          handNo = s.handNo;
        }
      }
    } catch (e) {
      failures++;
      console.error(`FAIL ${game} seed=${seed} options=${JSON.stringify(options)}: ${e.message}`);
      if (failures > 20) break;
    }
  }
  const secs = (performance.now() - t0) / 1000;
  rows.push(`${game.padEnd(7)} ${String(hands).padStart(7)} hands ${String(actions).padStart(9)} actions ${secs.toFixed(1).padStart(6)} s  ${String(seed - FIRST).padStart(6)} games`);
}
console.log(rows.join('\n'));
console.log(`fuzz: ${failures} failure${failures === 1 ? '' : 's'}`);
process.exit(failures > 0 ? 1 : 0);
