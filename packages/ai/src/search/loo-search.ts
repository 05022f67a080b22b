/** The search's view of Loo: determinize a seat's view into a referee state, read the declarations as evidence. */
import { doubleSet, lastDealAt, type Tile } from '@boneyard/core';
import { loo } from '@boneyard/games';
import type { LooAction, LooState, LooView } from '@boneyard/games';
import { chooseLooEasy } from '../loo-easy.ts';
import { freshRng, playAction, playCode, playedBy, position, UNLIKELY } from './common.ts';
import { trickKnowledge } from './knowledge.ts';
import type { Adapter } from './pimc.ts';
import { sampleDeal, type Knowledge } from './sample.ts';
import { looTricks } from './tables.ts';

/** What a Loo seat knows about the hidden tiles (`plain`: from failures to follow only, and without the tiles it put out of play itself, as the baseline read it). */
export function looKnowledge(v: LooView, plain = false): Knowledge {
  const me = v.seat!;
  const n = v.players;
  const known: Tile[][] = Array.from({ length: n }, () => []);
  if (v.turnUpTaken && v.dealer !== me) known[v.dealer] = [v.turnUp];
  return trickKnowledge(v, doubleSet(6), loo.suitSystem(v.trump, v.options), {
    known, seenOut: [...(v.turnUpTaken ? [] : [v.turnUp]), ...(plain ? [] : v.ownOutOfPlay)], mustTrump: true, duties: plain ? undefined : looTricks(v.options, v.trump),
  });
}

/**
 * Loo: the declarations replayed on the world's deal, the easy bot asked at each other seat's turn.
 * A folded hand is out of play, so the world deals it from its out-of-play tiles (and the dealer's
 * put-away tile likewise): weighing the fold then weighs what those tiles can be. A miss is replayed
 * too: the taker's old hand and its discards come from the out-of-play tiles, the stock it drew is
 * what it kept and discarded, and the easy bot is asked both whether it would have missed with the
 * old hand and what it would have discarded from the draw (the bots discard by its rule): a world
 * whose taker kept what that rule would not keep weighs UNLIKELY. The declarations after a miss are
 * weighed like any other. With `readPlays`, the tricks so far are replayed after them and the easy
 * bot asked at each other seat's play.
 */
export function looEvidence(v: LooView, readPlays = false): (world: LooState) => number {
  const me = v.seat!;
  const log = v.log.slice(lastDealAt(v.log));
  if (!log.some((e) => (e.type === 'declare' || (readPlays && e.type === 'play')) && e.seat !== me)) return () => 1;
  const plays = readPlays ? log.flatMap((e) => (e.type === 'play' ? [e] : [])) : [];
  const played = playedBy(v);
  const choices = log.flatMap((e) => (e.type === 'declare' ? [e] : []));
  const discardsOf = loo.missDraw(v.players) - 5;
  const runs = loo.outOfPlayRuns(v.log);
  return (world) => {
    // Each seat's out-of-play tiles, run by run, read off the world's pile as the game lays it out
    // (the determinizer puts the seat's own where they went).
    const out = loo.outOfPlayBySeat(runs, world.dead, world.hands.length);
    const hands = world.hands.map((h, s) => [...h, ...played[s]!]);
    // The stock as the misses drew it, and each taker's discards.
    const drawn: Tile[] = [];
    const discards = new Map<number, Tile[]>();
    for (const e of choices) {
      if (e.choice === 'fold') hands[e.seat] = out[e.seat]![0] ?? [];
      if (e.choice === 'miss') {
        // The old hand went out of play first, then the discards.
        const gone = out[e.seat]![1] ?? [];
        discards.set(e.seat, gone);
        drawn.push(...hands[e.seat]!, ...gone);
        hands[e.seat] = out[e.seat]![0] ?? [];
      }
    }
    let putAway: Tile | null = null;
    if (v.turnUpTaken && hands[v.dealer]!.includes(v.turnUp)) {
      putAway = out[v.dealer]![0]?.[0] ?? null;
      if (putAway === null) return 1;
      hands[v.dealer] = [...hands[v.dealer]!.filter((t) => t !== v.turnUp), putAway];
    }
    if (hands.some((h) => h.length !== 5) || [...discards.values()].some((d) => d.length !== discardsOf)) return 1;
    const misses = choices.filter((e) => e.choice === 'miss').length;
    let s: LooState = {
      ...world, hands, stock: [...drawn, ...world.stock], dead: [], declared: hands.map(() => null), missesLeft: world.missesLeft + misses,
      missing: null, turnUpTaken: false, forPot: null, uncontested: null, led: null, trick: [], tricksWon: hands.map(() => 0),
      log: log.slice(0, 1), phase: 'declare', turn: (v.dealer + 1) % hands.length,
    };
    let w = 1;
    for (const e of choices) {
      if (e.seat !== me) {
        const b = chooseLooEasy(loo.view(s, e.seat));
        if (b.type !== e.choice) w *= UNLIKELY;
      }
      const a = (e.choice === 'take-turnup' ? { type: 'take-turnup', discard: putAway } : { type: e.choice }) as LooAction;
      try {
        s = loo.step(s, e.seat, a);
        if (e.choice === 'miss') {
          const gone = discards.get(e.seat)!;
          if (e.seat !== me) {
            const b = chooseLooEasy(loo.view(s, e.seat)) as { tile?: Tile; tiles?: Tile[] };
            const would = b.tiles ?? (b.tile ? [b.tile] : []);
            if (would.length !== gone.length || would.some((t) => !gone.includes(t))) w *= UNLIKELY;
          }
          s = loo.step(s, e.seat, (gone.length === 1 ? { type: 'discard', tile: gone[0]! } : { type: 'discard', tiles: gone }) as LooAction);
        }
      } catch {
        return w;
      }
    }
    for (const e of plays) {
      if (e.seat !== me) {
        const b = chooseLooEasy(loo.view(s, e.seat)) as { tile?: Tile };
        if (b.tile !== e.tile) w *= UNLIKELY;
      }
      try {
        s = loo.applyAction(s, e.seat, playAction(e) as LooAction);
      } catch {
        return w;
      }
    }
    return w;
  };
}

export const looAdapter: Adapter<LooState, LooAction, LooView> = {
  determinizer(v, plain) {
    const k = looKnowledge(v, plain);
    const own = plain ? [] : v.ownOutOfPlay;
    const runs = loo.outOfPlayRuns(v.log);
    return (rng) => {
      const { hands, rest } = sampleDeal(k, rng);
      // The others' out-of-play tiles are dealt; the seat's own lie where they went (so the world shows it its view).
      let dead = rest.slice(v.stockSize);
      if (own.length > 0) {
        const others = dead;
        dead = [];
        let o = 0;
        let m = 0;
        for (const r of runs) {
          if (r.seat === v.seat) dead.push(...own.slice(m, (m += r.count)));
          else dead.push(...others.slice(o, (o += r.count)));
        }
        dead.push(...others.slice(o));
      }
      return {
        ...v, rng: freshRng(rng), stacked: null, hands, stock: rest.slice(0, v.stockSize), dead,
        missing: v.phase === 'discard' ? v.turn : null, uncontested: null, looPaid: 0,
      };
    };
  },
  applyAction: loo.applyAction,
  toAct: loo.toAct,
  phase: (s) => s.phase,
  view: loo.view,
  easy: chooseLooEasy,
  position: (s) => position(looTricks(s.options, s.trump), s, (seat) => s.declared[seat] !== 'fold', (seat) => seat),
  score: (s, tricks) => loo.scoreHand({ ...s, phase: 'score', tricksWon: tricks ? Array.from(tricks) : s.tricksWon, log: [] }).lastHand!.scoreDelta,
  scoreKey: (s) => `${s.declared.join()}:${s.forPot}:${s.uncontested}`,
  evidence: looEvidence,
  side: (_s, seat) => [seat],
  playCode,
};
