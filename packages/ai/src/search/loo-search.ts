/** The search's view of Loo: determinize a seat's view into a referee state, read the declarations as evidence. */
import { doubleSet, type Tile } from '@boneyard/core';
import { loo } from '@boneyard/games';
import type { LooAction, LooState, LooView } from '@boneyard/games';
import { chooseLooEasy } from '../loo-easy.ts';
import { freshRng, lastDeal, playCode, playedBy, position, UNLIKELY } from './common.ts';
import { trickKnowledge } from './knowledge.ts';
import type { Adapter } from './pimc.ts';
import { sampleDeal, type Knowledge } from './sample.ts';
import { looTricks } from './tables.ts';

/** What a Loo seat knows about the hidden tiles (`plain`: from failures to follow only, as the baseline read it). */
export function looKnowledge(v: LooView, plain = false): Knowledge {
  const me = v.seat!;
  const n = v.players;
  const known: Tile[][] = Array.from({ length: n }, () => []);
  if (v.turnUpTaken && v.dealer !== me) known[v.dealer] = [v.turnUp];
  return trickKnowledge(v, doubleSet(6), loo.suitSystem(v.trump, v.options), {
    known, seenOut: v.turnUpTaken ? [] : [v.turnUp], mustTrump: true, duties: plain ? undefined : looTricks(v.options, v.trump),
  });
}

/**
 * Loo: the declarations replayed on the world's deal, the easy bot asked at each other seat's turn.
 * A folded hand is out of play, so the world deals it from its out-of-play tiles (and the dealer's
 * put-away tile likewise): weighing the fold then weighs what those tiles can be. A miss ends the
 * replay (the old hand's fate and the draw are past what is worth rebuilding).
 */
export function looEvidence(v: LooView): (world: LooState) => number {
  const me = v.seat!;
  const log = v.log.slice(lastDeal(v.log));
  if (!log.some((e) => e.type === 'declare' && e.seat !== me)) return () => 1;
  const played = playedBy(v);
  const choices = log.flatMap((e) => (e.type === 'declare' ? [e] : []));
  return (world) => {
    const dead = world.dead.slice();
    const hands = world.hands.map((h, s) => [...h, ...played[s]!]);
    for (const e of choices) {
      if (e.choice === 'fold' && e.seat !== me) hands[e.seat] = dead.splice(0, 5);
      if (e.choice === 'miss') break;
    }
    let putAway: Tile | null = null;
    if (v.turnUpTaken && hands[v.dealer]!.includes(v.turnUp)) {
      putAway = v.dealer === me ? null : dead.shift() ?? null;
      if (v.dealer !== me && putAway === null) return 1;
      if (putAway !== null) hands[v.dealer] = [...hands[v.dealer]!.filter((t) => t !== v.turnUp), putAway];
    }
    if (v.dealer === me && v.turnUpTaken) return 1; // its own put-away tile is not in the view: nothing to replay against
    if (hands.some((h) => h.length !== 5)) return 1;
    const misses = choices.filter((e) => e.choice === 'miss').length;
    let s: LooState = {
      ...world, hands, stock: [...world.stock], dead: [], declared: hands.map(() => null), missesLeft: world.missesLeft + misses,
      missing: null, turnUpTaken: false, forPot: null, uncontested: null, led: null, trick: [], tricksWon: hands.map(() => 0),
      log: log.slice(0, 1), phase: 'declare', turn: (v.dealer + 1) % hands.length,
    };
    let w = 1;
    for (const e of choices) {
      if (e.seat !== me) {
        const b = chooseLooEasy(loo.view(s, e.seat));
        if (b.type !== e.choice) w *= UNLIKELY;
      }
      if (e.choice === 'miss') break;
      const a = (e.choice === 'take-turnup' ? { type: 'take-turnup', discard: putAway } : { type: e.choice }) as LooAction;
      try {
        s = loo.step(s, e.seat, a);
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
    return (rng) => {
      const { hands, rest } = sampleDeal(k, rng);
      return {
        ...v, rng: freshRng(rng), stacked: null, hands, stock: rest.slice(0, v.stockSize), dead: rest.slice(v.stockSize),
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
