/** The search's view of Euchre: determinize a seat's view into a referee state, read the auction as evidence. */
import { doubleSet, lastDealAt, type Tile } from '@boneyard/core';
import { euchre } from '@boneyard/games';
import type { EuchreAction, EuchreState, EuchreView } from '@boneyard/games';
import { chooseEuchreEasy } from '../euchre-easy.ts';
import { freshRng, playAction, playCode, playedBy, position, sideFrom, UNLIKELY } from './common.ts';
import { trickKnowledge } from './knowledge.ts';
import type { Adapter } from './pimc.ts';
import { sampleDeal, type Knowledge } from './sample.ts';
import { euchreTricks } from './tables.ts';

const makersOf = (s: EuchreState): number[] =>
  s.maker === null ? [] : euchre.hasTeams(s.options) ? [s.maker, (s.maker + 2) % 4] : s.partnerSeat !== null ? [s.maker, s.partnerSeat] : [s.maker];

/** What a Euchre seat knows about the hidden tiles. */
export function euchreKnowledge(v: EuchreView): Knowledge {
  const me = v.seat!;
  const o = v.options;
  const n = v.players;
  const known: Tile[][] = Array.from({ length: n }, () => []);
  const picker = v.pickedUp ? (o.turnupPickup === 'dealer' ? v.dealer : v.maker) : null;
  if (picker !== null && picker !== me) known[picker] = [v.turnUp];
  const seenOut = [...(v.pickedUp ? [] : [v.turnUp]), ...(v.discard ? [v.discard] : [])];
  const k = trickKnowledge(v, doubleSet(6), v.trump === null ? null : euchre.suitSystem(v.trump, o), { known, seenOut });
  // The picker may have discarded the turn-up itself: once it has discarded, the turn-up is in its hand or out of play.
  if (picker !== null && picker !== me && k.known[picker]!.length > 0 && v.log.some((e) => e.type === 'discard')) {
    for (const t of k.known[picker]!) {
      k.unknown.push(t);
      k.cannot.forEach((c, s) => { if (s !== picker) c.add(t); });
    }
    k.known[picker] = [];
  }
  return k;
}

/**
 * Euchre: the auction replayed on the world's deal (each hand with the tiles it has played back,
 * the picker's pick-up undone), the easy bot asked at each other seat's turn; with `readPlays`, the
 * hand's tricks so far too, the easy bot asked at each opponent's play (a partner's is not read:
 * at a searching table it is no easy bot, and neither is Call-Ace's secret one).
 */
export function euchreEvidence(v: EuchreView, readPlays = false): (world: EuchreState) => number {
  const me = v.seat!;
  const reads = readPlays && v.trump !== null && !(v.options.variant === 'call-ace' && !euchre.hasTeams(v.options));
  const partners = euchre.hasTeams(v.options) ? sideFrom(euchre.teams(v.options), me) : [me];
  const readable = v.log.filter((e) => e.type === 'pass' || e.type === 'order' || e.type === 'call' || (reads && e.type === 'play'));
  if (!readable.some((e) => !partners.includes((e as { seat: number }).seat))) return () => 1;
  const played = playedBy(v);
  const picker = v.pickedUp ? (v.options.turnupPickup === 'dealer' ? v.dealer : v.maker) : null;
  return (world) => {
    const hands = world.hands.map((h, s) => [...h, ...played[s]!]);
    let rest = world.kitty.filter((t) => t !== v.turnUp);
    let putAway = v.turnUp;
    if (picker !== null && hands[picker]!.includes(v.turnUp)) {
      // It took the turn-up and put one tile away: this seat knows which only if it is the picker.
      const discard = picker === me ? v.discard! : rest[0]!;
      putAway = discard;
      hands[picker] = [...hands[picker]!.filter((t) => t !== v.turnUp), discard];
      rest = rest.filter((t) => t !== discard);
    }
    let s: EuchreState;
    try {
      s = euchre.settle(euchre.createState(1, v.options, { dealer: v.dealer, hands, rest: [v.turnUp, ...rest] }));
    } catch {
      return 1;
    }
    s.scores = world.scores.slice();
    let w = 1;
    for (const e of v.log.slice(lastDealAt(v.log))) {
      if (e.type === 'deal') continue;
      if (reads && (e.type === 'trick' || e.type === 'partner-revealed')) continue;
      if (e.type === 'discard' || e.type === 'play') {
        if (!reads) break;
        const play = e as { seat: number; tile: Tile; suit: unknown };
        if (e.type === 'play' && !partners.includes(play.seat)) {
          const b = chooseEuchreEasy(euchre.view(s, play.seat)) as { tile?: Tile };
          if (b.tile !== play.tile) w *= UNLIKELY;
        }
        const act: EuchreAction = e.type === 'discard' ? { type: 'discard', tile: putAway } : playAction(play) as EuchreAction;
        try {
          s = euchre.applyAction(s, play.seat, act);
        } catch {
          return w;
        }
        continue;
      }
      if (e.type !== 'pass' && e.type !== 'order' && e.type !== 'call') break;
      const a: EuchreAction = e.type === 'pass' ? { type: 'pass' } : e.type === 'order' ? { type: 'order', alone: e.alone } : { type: 'call', suit: e.suit!, alone: e.alone };
      if (e.seat !== me) {
        const b = chooseEuchreEasy(euchre.view(s, e.seat)) as { type: string; suit?: number; alone?: boolean };
        if (b.type !== a.type || (a.type === 'call' && b.suit !== a.suit) || (a.type !== 'pass' && !!b.alone !== !!a.alone)) w *= UNLIKELY;
      }
      try {
        s = euchre.step(s, e.seat, a);
      } catch {
        return w;
      }
    }
    return w;
  };
}

/**
 * The search's model of a partner's auction (effort.ts, alliesIn), at the 4-player standard table
 * (elsewhere no seat has a fixed partner, and this is the easy bot): the easy count with the bars that
 * best match hard's own choices. At hard's turns over 300 hands, round 1: a bar of 1.8 orders 91
 * times where hard ordered 108 and agrees with 85% of its choices (easy's 2.3: 25 times, 83%);
 * round 2: 1.5 agrees with 99% of them, easy's bar with 45%.
 */
export const euchreAlly = (v: EuchreView): EuchreAction => (euchre.hasTeams(v.options) ? chooseEuchreEasy(v, 1.8, 1.5) : chooseEuchreEasy(v));

export const euchreAdapter: Adapter<EuchreState, EuchreAction, EuchreView> = {
  determinizer(v) {
    const me = v.seat!;
    const k = euchreKnowledge(v);
    return (rng) => {
      const { hands, rest } = sampleDeal(k, rng);
      let partnerSeat = v.partner ?? (v.secretPartner ? me : null);
      if (partnerSeat === null && v.calledSuit !== null) {
        const doublet = `${v.calledSuit}-${v.calledSuit}`;
        const holder = hands.findIndex((h) => h.includes(doublet));
        partnerSeat = holder >= 0 ? holder : null;
      }
      return {
        ...v, rng: freshRng(rng), stacked: null, hands, kitty: rest, discard: v.discard ?? null, partnerSeat,
        partnerRevealed: v.partner !== null,
      };
    };
  },
  applyAction: euchre.applyAction,
  toAct: euchre.toAct,
  phase: (s) => s.phase,
  view: euchre.view,
  easy: chooseEuchreEasy,
  ally: euchreAlly,
  position: (s) => {
    const makers = makersOf(s);
    const teamsOn = euchre.hasTeams(s.options);
    return position(euchreTricks(s.options, s.trump!), s, (seat) => seat !== s.sittingOut,
      (seat) => (teamsOn ? seat % 2 : s.options.variant === 'call-ace' ? (makers.includes(seat) ? 0 : 1) : seat));
  },
  score: (s, tricks) => (tricks ? euchre.scoreHand({ ...s, phase: 'score', tricksWon: Array.from(tricks), log: [] }).lastHand!.scoreDelta : s.scores.map(() => 0)),
  scoreKey: (s) => `${s.maker}:${s.alone}:${s.partnerSeat}`,
  evidence: euchreEvidence,
  side: (s, seat) => {
    if (euchre.hasTeams(s.options)) return sideFrom(euchre.teams(s.options), seat);
    if (s.options.variant !== 'call-ace') return [seat];
    const makers = makersOf(s);
    return makers.includes(seat) ? makers : s.scores.map((_, i) => i).filter((i) => !makers.includes(i));
  },
  playCode,
};
