/**
 * What the search's view of each trick game shares: reading a play-phase state into the kernel,
 * a play action's kernel code, and the log readings the games' evidence uses.
 */
import { seedRng, type Tile } from '@boneyard/core';
import type { TrickTables } from '../kernel/trick.ts';
import type { Rng } from './rng.ts';
import type { Trickified } from './pimc.ts';
import { toPosition } from './position.ts';
import { ledCode } from './tables.ts';

interface PlayStateLike {
  hands: Tile[][];
  turn: number | null;
  trick: { seat: number; tile: Tile }[];
  tricksWon: number[];
}

export function position(t: TrickTables, s: PlayStateLike & { led: unknown }, active: (seat: number) => boolean, sideOf: (seat: number) => number): Trickified {
  const n = s.hands.length;
  return {
    t,
    p: toPosition(t, {
      hands: s.hands, active: Array.from({ length: n }, (_, i) => active(i)), side: Array.from({ length: n }, (_, i) => sideOf(i)),
      turn: s.turn!, led: s.led as never, trick: s.trick, tricksWon: s.tricksWon,
    }),
  };
}

/** A play action as the kernel's tile index and led code (a lead with no named suit: its one choice). */
export function playCode(s: { trick: unknown[] }, a: { type: string; tile?: Tile; suit?: unknown }, t: TrickTables): { tile: number; led: number } | null {
  if (a.type !== 'play') return null;
  const i = t.index.get(a.tile!)!;
  if (s.trick.length > 0) return { tile: i, led: -1 };
  return { tile: i, led: a.suit === undefined ? t.choices[i * 2]! : ledCode(t, a.suit as number | 'doubles') };
}

export const sideFrom = (sides: number[][], seat: number): number[] => sides.find((x) => x.includes(seat)) ?? [seat];
export const freshRng = (rng: Rng) => seedRng(rng.next());

/**
 * How much a world loses for each recorded choice the bots would not have made in it. Nothing here
 * is sharp: against hard as it is, 1,000 duplicate deals each (2026-11-27), 0.05 and 0.4 gave Loo
 * -0.01 [-0.04, +0.01] and -0.00 [-0.03, +0.02] points a hand, Euchre +0.01 [-0.00, +0.03] and
 * +0.01 [-0.01, +0.03].
 */
export const UNLIKELY = 0.15;

/** A play from the log as the action that made it: a lead names the suit the log gives it (a number; not 'trump'). */
export const playAction = (e: { tile?: Tile; suit?: unknown }): { type: 'play'; tile: Tile; suit?: number } =>
  ({ type: 'play', tile: e.tile!, ...(typeof e.suit === 'number' ? { suit: e.suit } : {}) });

/** Tiles each seat has played this hand, from the log. */
export const playedBy = (v: { players: number; log: readonly { type: string; seat?: number; tile?: Tile }[] }): Tile[][] => {
  const out: Tile[][] = Array.from({ length: v.players }, () => []);
  for (const e of v.log) if (e.type === 'play') out[e.seat!]!.push(e.tile!);
  return out;
};

