/** How hard the searching levels look. */
import type { SearchOptions } from './search/pimc.ts';

export interface Effort {
  budgetMs: number;
  /**
   * Samples for a trick-play decision, and for one that simulates the auction too. More buys
   * nothing measurable against hard as it is (1,000 duplicate deals each): Loo with 1,000 / 400,
   * +0.01 points a hand [-0.03, +0.06]; Euchre's auction with 480, +0.00 [-0.02, +0.03]. Nor does
   * more time, though the weighing (`weightedIn`, `playsIn`) now takes most of a play decision's
   * budget, so hard takes a median of 150 to 350 samples there: with 100 ms and caps of 1,000 / 400,
   * against easy on 2,000 duplicate deals paired with hard (2026-11-29), Loo +0.02 points a hand
   * [-0.02, +0.06], Euchre +0.01 [-0.01, +0.04].
   */
  playSamples: number;
  bidSamples: number;
  /**
   * How sampled deals are played out. Hard's 'cashing' leads a tile no opponent can head where it
   * holds one ('greedy' leads at random, so it undervalued a side holding the top tiles: in Whist
   * its play-outs gave the declaring side 0.7 tricks fewer than hard bots then took, and the
   * auctions ended 2.4 tricks under what the declarers made). Measured against the baseline
   * (otherwise the same), 400 duplicate deals each: Whist +0.58 points a hand [+0.18, +0.99],
   * Loo +0.38 [+0.25, +0.51]. Euchre's play-outs were random until 2026-11-26 (the kernel's fast
   * path for small sets took every policy but greedy); played as said, hard's expected tricks when
   * it orders up or calls match what its side then takes (3.13 / 3.14 and 3.50 / 3.52 tricks over
   * 300 hands against easy; random play-outs said 3.16 / 3.33 and 3.43 / 3.62), and hard vs the
   * baseline over 2,000 duplicate deals went from +0.09 to +0.17 tricks a hand, +0.04 to +0.06 points.
   */
  policy: SearchOptions['policy'];
  /**
   * How the worlds of a trick-play decision are played out where they are not solved (Whist from 7
   * tiles in hand, Loo). Hard's 'cashing-strict' is 'cashing' without its one move in eight at random:
   * the double-dummy regret of hard's play (bench/regret.mjs, 400 positions, paired) falls by 0.110
   * tricks a decision [-0.260, +0.040] with 10 tiles in hand, 0.065 [-0.131, +0.001] with 8, 0.015
   * [-0.068, +0.038] with 7; over 2,000 duplicate Whist deals against easy, paired with hard playing
   * 'cashing' on the same deals (2026-11-27), +0.15 tricks a hand [+0.02, +0.28], +0.08 points [-0.09,
   * +0.25]; Loo level (+0.00 tricks [-0.01, +0.01], -0.01 points [-0.03, +0.01]). The auction keeps
   * 'cashing': judged by strict play-outs, hard's Whist bids grew bold and lost points (docs/BOTS.md;
   * again once the trick play was strict, 2,000 duplicate deals against easy, 2026-11-28: +1.17 tricks
   * a hand, -0.12 points [-0.36, +0.11], 82% of contracts made against 90%). Strict leaders that lead
   * into a partner's sure winner where nothing cashes cut the double-dummy regret at 10 tiles by 0.25
   * tricks a decision, yet cost -0.20 tricks [-0.34, -0.06] and -0.25 points a hand over 2,000 deals.
   */
  playPolicy?: SearchOptions['policy'];
  /** Solve sampled worlds exactly (search/pimc.ts) where every hand holds at most `maxTiles`. */
  exact?: SearchOptions['exact'];
  /**
   * The games whose trick play is solved (`exact`). Not Loo: its hands are five tiles, so every
   * play would be solved, and the solver's reading of a table where each plays alone (the others
   * all combine against the seat) gave up tricks and points to play-outs: hard vs the baseline over
   * 1,000 duplicate deals was -0.06 tricks / -0.03 points a hand solving, -0.02 / +0.04 [+0.01,
   * +0.08] playing out. Solving only where it matters most (a seer's solver finds hard's first
   * leads the costliest, 0.12 of its 0.28 tricks of regret a hand over 200 hands) paid nothing
   * either, against hard as it is over 1,000 duplicate deals each (2026-11-27): the first lead
   * +0.01 points a hand [-0.02, +0.04], the first trick -0.01 [-0.04, +0.02], every lead +0.01
   * [-0.02, +0.05]. Nor did solving with every seat for itself (max^n: each seat takes its own most
   * tricks, with shallow pruning and twins; a 4-player first lead is about 31,000 nodes), against hard
   * as it is, 1,000 duplicate deals each (2026-11-27): worlds up to 20,000 nodes solved, the rest
   * played out, -0.05 points a hand [-0.09, -0.00]; up to 3,000, -0.03 [-0.07, +0.02]. Its
   * declarations are judged by play-outs either way. Nor did play-outs in which the seat picks each
   * of its own later plays for the best end while the others play on by the policy (a best reply to
   * them in each world, up to a few hundred lines a play-out). Each against easy over the same 2,000
   * duplicate deals as hard, paired with hard's (2026-11-27): in the play and the declarations,
   * +0.06 tricks a hand [+0.04, +0.09], -0.02 points [-0.06, +0.03] (the stander flattered more);
   * the same with a fold credit of 1.0, +0.03 points [-0.02, +0.07], of 1.6, +0.02 [-0.03, +0.06];
   * in the play only, +0.01 [-0.01, +0.03].
   */
  exactIn?: readonly string[];
  /**
   * The games whose sampled worlds are weighed by what the other seats' bids say (search/<game>-search.ts
   * evidence, which reads each bid as the easy bot would have made it). Not Whist: its partner and
   * opponents at a searching table bid by search, not by the easy bot's count, and the weighing
   * cost hard 0.3 points a hand against the baseline (400 duplicate deals: -0.39 [-0.67, -0.11]
   * weighing, -0.09 [-0.34, +0.15] not). In Euchre a searching partner's passes are read as the easy
   * bot's too; reading only the opponents' instead moved nothing (2,000 duplicate deals against hard
   * as it is, 2026-11-27: +0.01 tricks a hand [-0.01, +0.03], +0.00 points [-0.01, +0.01]).
   * Reading only the opponents' Whist bids (the partner's skipped) was tried too, paired with hard on
   * the same deals (2026-11-29): against easy, 2,000 duplicate deals, +0.53 tricks a hand [+0.38,
   * +0.67], +0.11 points [-0.06, +0.29] (34% of the easy-to-ceiling gap in tricks, 23% in points,
   * where hard closes 28% / 22%); against the baseline, whose bids are searched, 1,000 duplicate deals,
   * +0.14 tricks [-0.09, +0.37], -0.27 points [-0.55, +0.01], 84.9% of its contracts made against
   * 88.3%. Read by the easy count, a searching opponent's bids mislead the auction, so Whist stays out.
   */
  weightedIn?: readonly string[];
  /**
   * Loo: what folding is credited, in tricks' worth, when the declaration is chosen. Play-outs flatter
   * a stander (300 hands against easy: standing expected 2.52 tricks, taken 2.11; keeping the turn-up
   * 3.19 / 2.72), so a hand that should fold looked worth playing. Measured against hard without it,
   * 1,000 duplicate deals each (points a hand, tricks a hand): 0.3 +0.04 [+0.01, +0.07] / -0.02;
   * 0.6 +0.08 [+0.04, +0.12] / -0.07; 1.0 +0.08 [+0.02, +0.14] / -0.20; 1.5 +0.03 [-0.05, +0.11] / -0.40.
   * With it (300 hands): standing 2.59 / 2.27, keeping the turn-up 3.24 / 2.73, taking the miss 1.88 /
   * 1.85, calibrated; crediting the miss too scored less against hard with this credit alone (0.6 of a
   * trick -0.06 [-0.10, -0.01], 0.3 -0.03 [-0.06, +0.00], -0.3 -0.01 [-0.05, +0.02]). Where the
   * flattery comes from was tried too: play-outs in which the seat's own cashing leads see only what it
   * could know (a lead is safe when no tile it has not seen heads it; the others still see all), so a
   * top tile is not counted safe because the tiles above it happen to lie out of play in the sample.
   * Against hard as it is, 1,000 duplicate deals each (2026-11-27): with this credit -0.09 tricks a
   * hand [-0.13, -0.06], +0.01 points [-0.05, +0.06]; with a credit of 0.2, +0.03 [+0.00, +0.05],
   * -0.01 [-0.06, +0.04]. No points either way, so not kept. Checked again once a miss was read (the
   * takers' hands stronger in the samples, so standing flattered less), against easy on the same 2,000
   * duplicate deals, paired with 0.6 (2026-11-27): 0.3 -0.03 points a hand [-0.07, +0.01], 0.9 -0.07
   * [-0.11, -0.03]. Nor do Loo's declarations gain from play-outs without their random moves (the
   * trick play's 'cashing-strict'), which might flatter a stander less: against easy on the same 2,000
   * duplicate deals, paired with hard as it is (2026-11-29), -0.01 points a hand [-0.04, +0.03] with
   * this credit; +0.01 [-0.02, +0.04] with a credit of 0.3 (+0.05 tricks [+0.04, +0.07]).
   */
  foldCredit?: number;
  /**
   * Read the others' plays as the baseline did: a failure to follow (or, in Loo, to trump) rules
   * tiles out, the game's other duties do not (search/knowledge.ts, dutyKnowledge). Reading Loo's
   * lead duties too keeps every sampled world one the rules allow (a trick's winner who leads a plain
   * tile holds no trump), but moved no score: hard against hard reading plainly, 2,000 duplicate
   * deals (2026-11-27), -0.00 tricks a hand [-0.01, +0.01], +0.00 points [-0.01, +0.02].
   */
  plainKnowledge?: boolean;
  /**
   * The games whose weighing (`weightedIn`) reads the other seats' plays too, not their bids alone:
   * the hand so far is replayed on the sampled world and the easy bot asked at each opponent's play
   * (search/<game>-search.ts evidence); each play it would not have made there costs the world
   * UNLIKELY. Against easy, 2,000 duplicate deals paired with hard without it (2026-11-29): Loo +0.01
   * tricks a hand [-0.00, +0.02], +0.03 points [+0.01, +0.05]; Euchre, in place of the reading before
   * it (a trick's last seat that did not head an opponent holds nothing that would have), +0.03
   * tricks [+0.00, +0.05], +0.01 points [-0.01, +0.03]. Against hard without it, where the others do
   * not play as the easy bot, 1,000 duplicate deals: Loo -0.00 points [-0.03, +0.02], Euchre +0.00
   * [-0.01, +0.02]. The reading it replaced, against hard without it (2026-11-27): Euchre, 2,000,
   * +0.01 points [+0.00, +0.02]; Whist, 1,000, +0.02 [-0.20, +0.24]; Loo, 1,000, -0.02 [-0.04, -0.00].
   * Not Whist, whose worlds are not weighed (`weightedIn`). What a Loo play the easy bot would not
   * have made costs, against easy on the same 2,000 duplicate deals, paired with UNLIKELY (0.15):
   * 0.05 -0.00 points a hand [-0.02, +0.01], 0.4 -0.03 [-0.04, -0.01]; so UNLIKELY it stays.
   */
  playsIn?: readonly string[];
  /**
   * The games whose auctions are judged with the seat's own later choice searched first (hard.ts,
   * planLater). Euchre: a round-1 pass with the seat's own round-2 call rather than the easy bot's in
   * the play-outs. There is one such situation (every seat passed round 1, those before it round 2),
   * so one search settles it; it takes half the budget. Without it a pass looked 0.85 tricks worse
   * than it was (600 hands, hard in two seats: expected 2.35, taken 3.20; with it 2.91 / 3.16), so
   * hard ordered up weak trumps it could have turned down for a suit of its own. Against easy, 2,000
   * duplicate deals paired with hard without it (2026-11-28): +0.07 tricks a hand [+0.03, +0.12],
   * +0.06 points [+0.03, +0.09]; with the full budget for each search +0.08 points [+0.05, +0.11],
   * but 68 ms at p95. At the smaller tables, 600 duplicate deals each, paired: for two +0.13 points a
   * hand [+0.08, +0.18], for three +0.05 [+0.02, +0.08]. Not Whist: a bid judged with the trump the
   * seat would then name searched first (hard's trump differs from the easy bot's in a quarter of
   * hands) made hard bolder and cost points, as every bolder Whist bidder has (1,000 duplicate deals
   * against easy, paired with hard's run on the same deals: +0.69 tricks a hand [+0.43, +0.95],
   * -0.32 points [-0.64, +0.01]; 84% of its contracts made against 90%).
   */
  plansIn?: readonly string[];
  /**
   * The games whose auction play-outs play the seat's partner by the adapter's `ally` model rather
   * than the easy bot (search/pimc.ts). Euchre's easy bot makes trump far less often than hard: at
   * hard's own round-1 turns (300 hands, hard in two seats) easy would order 25 times where hard
   * ordered 108, and at its round-2 turns call 60 times where hard called 146 of 156. So a pass,
   * which leaves trump to a partner, looked worse than it was (600 hands: expected 2.90 tricks, taken
   * 3.15; a round-2 pass 1.45 / 2.82). The ally is the easy count with the bars that best match
   * hard's choices (search/euchre-search.ts, euchreAlly); with it a pass expects 3.03 / 3.14, a round-2
   * pass 2.53 / 2.81. Against easy, 2,000 duplicate deals paired with hard without it (2026-11-28):
   * +0.00 tricks a hand [-0.04, +0.05], +0.04 points [+0.01, +0.07]. Reading the partner's own
   * passes and calls by the same model when worlds are weighed (`weightedIn`) added nothing on the
   * same deals: -0.01 points a hand [-0.04, +0.01] against this.
   */
  alliesIn?: readonly string[];
}

/** Levels the arena measures but no table offers: today's hard kept as it was, so progress is measured against it. */
export const ARENA_LEVELS = ['baseline'] as const;
export type ArenaLevel = (typeof ARENA_LEVELS)[number];

export const EFFORT: Record<'medium' | 'hard' | ArenaLevel, Effort> = {
  hard: { budgetMs: 40, playSamples: 400, bidSamples: 160, policy: 'cashing', playPolicy: 'cashing-strict', exact: { maxTiles: 6, maxNodes: 200_000 }, exactIn: ['whist', 'euchre'], weightedIn: ['euchre', 'loo'], foldCredit: 0.6, playsIn: ['euchre', 'loo'], plansIn: ['euchre'], alliesIn: ['euchre'] },
  medium: { budgetMs: 10, playSamples: 40, bidSamples: 16, policy: 'random' },
  baseline: { budgetMs: 40, playSamples: 400, bidSamples: 160, policy: 'greedy', plainKnowledge: true },
};
