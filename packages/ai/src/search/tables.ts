/**
 * Kernel tables per game and trump, built from the games' own suit systems and cached:
 * a search builds them once per hand, not per playout.
 */
import { doubleSet, parseTile, type Tile } from '@boneyard/core';
import { euchre, loo, whist } from '@boneyard/games';
import type { EuchreOptions, LooOptions } from '@boneyard/games';
import { trickTables, type TrickTables } from '../kernel/trick.ts';

const cache = new Map<string, TrickTables>();
const cached = (key: string, build: () => TrickTables): TrickTables => {
  let t = cache.get(key);
  if (!t) {
    t = build();
    cache.set(key, t);
  }
  return t;
};
const numbers = (maxPip: number) => Array.from({ length: maxPip + 1 }, (_, i) => i);
/** A lead with no suit to name (a trump) leads trumps. */
const orTrump = <L>(xs: readonly L[]): readonly (L | 'trump')[] => (xs.length > 0 ? xs : ['trump']);

export const whistTricks = (maxPip: number, trump: whist.WhistTrump): TrickTables =>
  cached(`whist:${maxPip}:${trump}`, () => trickTables<whist.WhistLed>({
    tiles: doubleSet(maxPip),
    sys: whist.suitSystem(trump),
    leadChoices: (t) => orTrump(whist.leadChoices(t, trump)),
    leds: [...numbers(maxPip), 'doubles', 'trump'],
  }));

export const euchreTricks = (o: EuchreOptions, trump: number): TrickTables =>
  cached(`euchre:${o.followMembership}:${o.leadSuitRule}:${trump}`, () => trickTables<euchre.EuchreLed>({
    tiles: doubleSet(6),
    sys: euchre.suitSystem(trump, o),
    leadChoices: (t) => orTrump(euchre.leadChoices(t, trump, o)),
    leds: [...numbers(6), 'trump'],
  }));

export const looTricks = (o: LooOptions, trump: number): TrickTables =>
  cached(`loo:${o.doubleRank}:${o.mustHead}:${o.mustOvertrump}:${o.leadHighestTrump}:${trump}`, () => trickTables<loo.LooLed>({
    tiles: doubleSet(6),
    sys: loo.suitSystem(trump, o),
    leadChoices: (t: Tile) => {
      const [a, b] = parseTile(t);
      return loo.isTrump(t, trump) ? ['trump'] : a === b ? [a] : [a, b];
    },
    leds: [...numbers(6), 'trump'],
    duties: {
      mustTrump: true,
      mustHead: o.mustHead,
      mustOvertrump: o.mustOvertrump,
      leadTrumpFirst: 3,
      // The last trick's winner leads a trump if able under either trumpLeadRule (its three-trump duty is weaker).
      leadTrumpLater: 1,
      leadHighestTrump: o.leadHighestTrump,
    },
  }));

/** The led code the kernel uses for a game's led value. */
export const ledCode = (t: TrickTables, led: number | 'doubles' | 'trump' | null): number =>
  led === null ? -1 : led === 'trump' ? t.ledTrump : led === 'doubles' ? t.leds - 2 : led;
