// Does the hard bot know what its bids are worth? For each decision before the play (Whist's bids,
// trump and widow; Euchre's order-up, calls and lone hands; Loo's stand, fold and miss), the tricks
// its search expected its side to take with the move it chose, against what its side then took.
// Hard sits in the even seats, easy bots in the odd ones (as the arena's hard vs easy), one hand a
// deal. A search whose play-outs misjudge the play shows here first: Euchre's play-outs were
// random until 2026-11-26, and its order-ups expected 3.16 tricks where the side took 3.33.
//   node bench/calibration.mjs [--game euchre] [--hands 300]
import { GAMES } from '../../engine/dist/index.js';
import { explainAction } from '../dist/index.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const hands = Number(arg('hands', 300));
const games = arg('game', 'whist,euchre,loo').split(',');

for (const game of games) {
  const mod = GAMES[game];
  const rows = new Map();
  for (let seed = 1; seed <= hands; seed++) {
    let s = mod.settle(mod.createState(seed, { players: 4 }));
    const asked = [];
    for (let moves = 0; ; moves++) {
      const pub = mod.view(s, 'public');
      if (pub.over || pub.handNo >= 1) {
        const won = pub.lastHand.tricksWon;
        // Tricks of the deciding seat's side: partners sit two apart in the partnership games.
        const side = (seat) => (game === 'loo' ? won[seat] : won[seat % 2] + won[(seat % 2) + 2]);
        for (const a of asked) {
          const row = rows.get(a.key) ?? { n: 0, expected: 0, taken: 0 };
          row.n++;
          row.expected += a.expected;
          row.taken += side(a.seat);
          rows.set(a.key, row);
        }
        break;
      }
      const seat = mod.toAct(s)[0];
      const v = mod.view(s, seat);
      const d = explainAction(v, { level: seat % 2 === 0 ? 'hard' : 'easy', seed: seed * 7919 + moves });
      if (seat % 2 === 0 && v.phase !== 'play' && d.tricks !== undefined) {
        const a = d.action;
        const key = `${v.phase}: ${a.type}${a.alone ? ' alone' : ''}${a.take === false ? ' (keeps its hand)' : ''}`;
        asked.push({ key, seat, expected: d.tricks });
      }
      s = mod.step(s, seat, d.action);
    }
  }
  console.log(`${game}, ${hands} hands: hard's expected tricks for its side against what it took`);
  for (const [key, r] of [...rows].sort((a, b) => b[1].n - a[1].n)) {
    console.log(`  ${key.padEnd(34)} n ${String(r.n).padStart(4)}  expected ${(r.expected / r.n).toFixed(2)}  taken ${(r.taken / r.n).toFixed(2)}`);
  }
}
