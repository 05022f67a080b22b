// How much a hard bot's trick play gives away, on fixed positions, without the arena's noise. Easy
// bots play deals; in each, the first trick-play decision with `--tiles` tiles in hand and a choice
// is a position. There the hard bot decides on its own view, and the ceiling (which sees every hand)
// plays the hand out twice: from the hard bot's move and from its own. The difference in the tricks
// the deciding seat's side takes is the move's double-dummy regret (0 when the move is as good as
// the best with every hand known; a capped ceiling solve can make it negative). It counts what
// hiding the tiles costs as well as the bot's own mistakes, so it is a yardstick for comparing
// builds on the same positions, not a distance from a fair best. Two builds compare exactly where
// the hard bot reaches its sample cap (Whist from 7 tiles up); where it solves, its samples follow
// the clock, unless `--budget` gives it time enough to take them all (`--budget 100000`: every
// decision then takes hard's full count of samples, which at 6 tiles in Whist is many more solves
// than the 40 ms allow, so the figure is of the search's logic, not of its trade with the clock).
// `--against` pairs this run with a saved one: the mean difference and its 95% interval.
//   node bench/regret.mjs [--game whist] [--tiles 8] [--positions 400] [--options '{"players":4}']
//                         [--budget ms] [--save a.json] [--against b.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { GAMES } from '../../engine/dist/index.js';
import { ceilingAction, explainAction } from '../dist/index.js';
import { stats } from '../../../bench/record.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const game = arg('game', 'whist');
const tiles = Number(arg('tiles', game === 'whist' ? 8 : 5));
const count = Number(arg('positions', 400));
const options = JSON.parse(arg('options', '{"players":4}'));
const budget = arg('budget');
const budgetMs = budget === undefined ? undefined : Number(budget);
if (budgetMs !== undefined && !(budgetMs > 0)) throw new Error(`--budget must be a number of milliseconds, not ${budget}`);
const mod = GAMES[game];
if (!mod || game === 'bluff') throw new Error(`--game must be whist, euchre or loo, not ${game}`);
const o = mod.settle(mod.createState(1, options)).options;
// Whose tricks count with the seat's: partners sit two apart.
const partners = game === 'whist' ? o.partnership : game === 'euchre' && o.players === 4;
if (game === 'euchre' && !partners) throw new Error('Euchre positions are measured at the 4-player table only (its sides change with each hand elsewhere)');
const side = (seat) => (partners ? [seat % 2, (seat % 2) + 2] : [seat]);

/** The seat's side's tricks once the ceiling has played the hand out from `s`. */
function playedOut(s, seat) {
  const start = s.handNo;
  for (;;) {
    const pub = mod.view(s, 'public');
    if (pub.over || pub.handNo !== start) return side(seat).reduce((a, q) => a + pub.lastHand.tricksWon[q], 0);
    const turn = mod.toAct(s)[0];
    s = mod.step(s, turn, ceilingAction(s, turn));
  }
}

const regrets = [];
let thinking = 0;
for (let deal = 1; regrets.length < count; deal++) {
  if (deal > count * 20) throw new Error(`too few positions with ${tiles} tiles in hand`);
  let s = mod.settle(mod.createState(deal, options));
  const start = s.handNo;
  for (let m = 0; s.phase !== 'over' && s.handNo === start; m++) {
    const seat = mod.toAct(s)[0];
    const v = mod.view(s, seat);
    if (v.phase === 'play' && v.hand.length === tiles && v.legalActions.length > 1) {
      const t0 = performance.now();
      const a = explainAction(v, { level: 'hard', seed: deal * 7 + m, budgetMs }).action;
      thinking += performance.now() - t0;
      regrets.push(playedOut(mod.step(s, seat, ceilingAction(s, seat)), seat) - playedOut(mod.step(s, seat, a), seat));
      break;
    }
    s = mod.step(s, seat, explainAction(v, { level: 'easy', seed: deal * 31 + m }).action);
  }
}

const r = stats(regrets);
console.log(`${game} ${JSON.stringify(options)}, ${count} positions with ${tiles} tiles in hand: regret ${r.mean.toFixed(3)} tricks a decision (±${(r.hi - r.mean).toFixed(3)}), ${regrets.filter((x) => x > 0).length} moves cost a trick or more; hard thinks ${(thinking / count).toFixed(1)} ms a decision`);
const save = arg('save');
if (save) writeFileSync(save, JSON.stringify({ game, options, tiles, budgetMs, regrets }));
const against = arg('against');
if (against) {
  const b = JSON.parse(readFileSync(against, 'utf8'));
  if (b.game !== game || JSON.stringify(b.options) !== JSON.stringify(options) || b.tiles !== tiles || b.regrets.length !== count) throw new Error(`${against} measured other positions`);
  if (b.budgetMs !== budgetMs) console.log(`note: ${against} gave hard ${b.budgetMs ?? 'its own'} ms a decision, this run ${budgetMs ?? 'its own'}`);
  const d = regrets.map((x, i) => x - b.regrets[i]);
  const p = stats(d);
  console.log(`against ${against}: ${p.mean >= 0 ? '+' : ''}${p.mean.toFixed(3)} tricks a decision [${p.lo.toFixed(3)}, ${p.hi.toFixed(3)}], ${d.filter((x) => x !== 0).length} positions differ`);
}
