/**
 * Model-based tests from the charts: real games, driven by the engine's own pure path and by the
 * XState machine side by side, until every declared transition of every game has been taken; each
 * step's phase change is traced through the chart and must be the very state the rules' `step`
 * returns, and the transitions the machine reports taking (its inspection events) must be the very
 * ones traced, so no undeclared change can happen unseen on either path. Also: the machines are the charts (same
 * states, same transitions under the same guard names), and FLOW.md is the charts drawn.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { createActor, type AnyStateMachine } from 'xstate';
import { advance, exitIndex, mermaid, transitions, type Chart } from './chart.ts';
import * as whist from '../whist/index.ts';
import * as euchre from '../euchre/index.ts';
import * as loo from '../loo/index.ts';
import * as bluff from '../bluff/index.ts';
import { WHIST_SAY } from '../whist/flow.ts';
import { EUCHRE_SAY } from '../euchre/flow.ts';
import { LOO_SAY } from '../loo/flow.ts';
import { BLUFF_SAY } from '../bluff/flow.ts';

interface Game {
  chart: Chart<any>;
  machine: () => AnyStateMachine;
  createState(seed: number, options?: object): any;
  settle(s: any): any;
  step(s: any, seat: number, a: unknown): any;
  stepData(s: any, seat: number, a: never): any;
  validateAction(s: any, seat: unknown, a: unknown): unknown;
  toAct(s: any): number[];
  legalActions(s: any, seat: number): { type: string }[];
}

const GAMES: Record<string, Game> = {
  whist: { ...whist, chart: whist.whistChart, machine: whist.whistMachine } as unknown as Game,
  euchre: { ...euchre, chart: euchre.euchreChart, machine: euchre.euchreMachine } as unknown as Game,
  loo: { ...loo, chart: loo.looChart, machine: loo.looMachine } as unknown as Game,
  bluff: { ...bluff, chart: bluff.bluffChart, machine: bluff.bluffMachine } as unknown as Game,
};

// Transitions a configuration's options rule out (RULES.md): the walk requires every other one of
// them in that configuration, and these never.
const W_PASS = ['deal -> pass (passing-hand)', 'pass -> bid (tiles-passed)']; // only with passing: true
const W_WIDOW_FIRST = ['bid -> exchange (won-widow-first)', 'exchange -> trump (trump-next)']; // only with widowBeforeTrump
const W_WIDOW = ['trump -> exchange (widow-next)', 'exchange -> play (widow-settled)']; // a widow is 4 players' only
const W_NO_WIDOW_YET = 'trump -> play (trump-named)'; // trumps are named before a widow
const E_ACE = ['round1 -> partner (ace-to-call)', 'round2 -> partner (ace-to-call)', 'discard -> partner (ace-to-call)', 'partner -> play (partner-called)']; // Call-Ace only
const E_NO_PICKUP = ['round1 -> discard (turn-up-taken)', 'discard -> play (trump-fixed)', 'discard -> partner (ace-to-call)']; // turnupPickup: none
const B_NO_LIMIT = ['reveal -> score (tosses-run-out)', 'round-end -> score (tosses-run-out)']; // no maxTosses

/** The configurations the walk plays (every option that changes the flow, at both of its values), each with what its options rule out. */
const CONFIGS: Record<string, { options: object; never: string[] }[]> = {
  whist: [
    { options: { players: 4, passing: true }, never: [...W_WIDOW_FIRST, W_NO_WIDOW_YET] },
    { options: { players: 3 }, never: [...W_PASS, ...W_WIDOW_FIRST, ...W_WIDOW] },
    { options: { players: 5 }, never: [...W_PASS, ...W_WIDOW_FIRST, ...W_WIDOW] },
    // The widow is settled before trumps are named, so a won bid goes to the widow first.
    { options: { players: 4, widowBeforeTrump: true }, never: [...W_PASS, ...W_WIDOW, 'bid -> trump (contract-won)'] },
    // The dealer is forced to bid when everyone passes: no redeal.
    { options: { players: 4, allPass: 'force-dealer-min-bid' }, never: [...W_PASS, ...W_WIDOW_FIRST, W_NO_WIDOW_YET, 'bid -> deal (all-passed)'] },
    { options: { players: 4, partnership: false, biddingStyle: 'single-round' }, never: [...W_PASS, ...W_WIDOW_FIRST, W_NO_WIDOW_YET] },
  ].map((c) => ({ ...c, options: { ...c.options, target: 10 } })),
  euchre: [
    { options: {}, never: [...E_ACE, ...E_NO_PICKUP] },
    { options: { turnupPickup: 'dealer' }, never: E_ACE },
    // Whoever orders the turn-up takes it: round 1 always goes through the discard.
    { options: { turnupPickup: 'bid-winner' }, never: [...E_ACE, 'round1 -> play (trump-fixed)'] },
    { options: { players: 5, variant: 'call-ace' }, never: E_NO_PICKUP },
    // The dealer takes the turn-up whenever it is ordered: round 1 always goes through the discard.
    { options: { players: 5, variant: 'call-ace', turnupPickup: 'dealer' }, never: ['round1 -> partner (ace-to-call)', 'round1 -> play (trump-fixed)'] },
    { options: { players: 3 }, never: [...E_ACE, ...E_NO_PICKUP] },
    { options: { players: 2 }, never: [...E_ACE, ...E_NO_PICKUP] },
    // Stick the dealer: the dealer must name trumps in round 2.
    { options: { stickTheDealer: true }, never: [...E_ACE, ...E_NO_PICKUP, 'round2 -> deal (all-passed-twice)'] },
  ],
  loo: [
    { options: {}, never: [] },
    // Nobody can fold with two players (RULES.md, Loo 19).
    { options: { players: 2 }, never: ['declare -> score (uncontested)'] },
    { options: { players: 3, scoring: 'chips', deals: 3 }, never: [] },
  ],
  bluff: [
    { options: { players: 2 }, never: B_NO_LIMIT },
    { options: { players: 4, maxTosses: 10 }, never: [] },
    // Random passed tiles are given by the referee: the loser never chooses (no give phase).
    { options: { players: 6, passedTileChoice: 'random', deals: 2 }, never: [...B_NO_LIMIT, 'challenge -> give (give-owed)', 'give -> score (someone-out)', 'give -> round-end (round-over)', 'give -> challenge (challenges-go-on)'] },
  ],
};

const key = (from: string, to: string, when: string) => `${from} -> ${to} (${when})`;

/** One action the way the rules take it, traced through the chart: the transitions it took. */
function traced(g: Game, s: any, seat: number, action: unknown, seen: string[]): any {
  const from = s.phase;
  const data = g.stepData(s, seat, g.validateAction(s, seat, action) as never);
  const i = exitIndex(g.chart, from, data);
  if (i >= 0) seen.push(key(from, g.chart.phases[from]!.exits[i]!.to, g.chart.phases[from]!.exits[i]!.when));
  let t = advance(g.chart, from, data);
  while (g.chart.phases[t.phase]!.kind === 'auto') {
    const f = t.phase;
    const ran = g.chart.run[f]!(t);
    const e = g.chart.phases[f]!.exits[exitIndex(g.chart, f, ran)]!;
    seen.push(key(f, e.to, e.when));
    t = advance(g.chart, f, ran);
  }
  return t;
}

/**
 * A legal action: its kind first, uniformly, then one of that kind (so a pass is as likely as any
 * bid); bids at their lowest, or random play's failed contracts sink every score and no game ends.
 */
function pick(legal: { type: string; amount?: number }[], r: () => number): { type: string } {
  const kinds = [...new Set(legal.map((a) => a.type))];
  const kind = kinds[Math.floor(r() * kinds.length)]!;
  const of = legal.filter((a) => a.type === kind);
  if (of[0]!.amount !== undefined) return of.reduce((a, b) => (b.amount! < a.amount! ? b : a));
  return of[Math.floor(r() * of.length)]!;
}

/** Passes (or folds) when it may, mostly: auctions where everyone passes come up often. */
function quietly(r: () => number): (legal: { type: string }[]) => { type: string } {
  return (legal) => {
    const quiet = legal.find((a) => a.type === 'pass' || a.type === 'fold');
    return quiet && r() < 0.85 ? quiet : pick(legal, r);
  };
}

function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}

/** Plays a game (a whole one, or `steps` actions) on the rules and the machine together; returns the transitions taken. */
function walk(g: Game, options: object, seed: number, choose: (legal: { type: string }[]) => { type: string }, steps = Infinity): string[] {
  const seen: string[] = [];
  let s = g.settle(g.createState(seed, options));
  // The transitions the machine itself takes, as XState reports each microstep (a staying action's
  // targetless transition is not a phase change).
  const took: string[] = [];
  const actor = createActor(g.machine(), {
    input: s,
    inspect: (e) => {
      if (e.type !== '@xstate.microstep') return;
      for (const t of (e as unknown as { _transitions: { source: { key: string }; target?: { key: string }[]; guard?: string | { type: string } }[] })._transitions) {
        if (t.target?.length && t.source.key !== 'route') took.push(key(t.source.key, t.target[0]!.key, typeof t.guard === 'string' ? t.guard : t.guard!.type));
      }
    },
  }).start();
  for (let i = 0; i < Math.min(steps, 20_000) && s.phase !== 'over'; i++) {
    const seat = g.toAct(s)[0]!;
    const action = choose(g.legalActions(s, seat));
    const at = seen.length;
    const tookAt = took.length;
    const next = traced(g, s, seat, action, seen);
    const real = g.step(s, seat, action);
    expect(JSON.stringify(next)).toBe(JSON.stringify(real));
    actor.send({ type: 'act', seat, action });
    // The machine moved along exactly the transitions the chart traced for the rules.
    expect(took.slice(tookAt)).toEqual(seen.slice(at));
    expect(actor.getSnapshot().value).toBe(real.phase);
    expect(JSON.stringify(actor.getSnapshot().context.s)).toBe(JSON.stringify(real));
    s = real;
  }
  if (steps === Infinity) {
    expect(s.phase).toBe('over');
    expect(actor.getSnapshot().status).toBe('done');
  }
  return seen;
}

describe.each(Object.keys(GAMES))('%s flow', (name) => {
  const g = GAMES[name]!;
  const declared = transitions(g.chart).map((t) => t.key);

  test('the machine is the chart: its states are the phases and its transitions the exits, in order, under the guard names', () => {
    const m = g.machine();
    const states = m.config.states as Record<string, { on?: { act?: { guard?: string; target?: string }[] }; always?: { guard?: { type: string }; target?: string }[]; type?: string }>;
    expect(Object.keys(states).filter((p) => p !== 'route').sort()).toEqual(Object.keys(g.chart.phases).sort());
    for (const [p, spec] of Object.entries(g.chart.phases)) {
      const out = spec.kind === 'decision' ? states[p]!.on!.act!.filter((t) => t.target) : spec.kind === 'auto' ? states[p]!.always! : [];
      expect(out.map((t) => ({ to: t.target, when: typeof t.guard === 'string' ? t.guard : t.guard!.type })), p).toEqual(spec.exits.map((e) => ({ to: e.to, when: e.when })));
    }
  });

  test('model walk: in every configuration, every transition its options allow is taken by real games, the others never, and every phase change is a declared one', () => {
    const union = new Map<string, number>(declared.map((k) => [k, 0]));
    const lines: string[] = [];
    CONFIGS[name]!.forEach(({ options, never: ruledOut }, c) => {
      const never = new Set(ruledOut);
      for (const k of never) expect(declared, 'a ruled-out transition the chart declares').toContain(k);
      const want = declared.filter((k) => !never.has(k));
      const counts = new Map<string, number>();
      let games = 0;
      for (let seed = 1; seed <= 600 && (games < 10 || want.some((k) => !counts.has(k))); seed++) {
        const r = rng(seed * 9973 + c);
        for (const k of walk(g, options, seed, seed % 2 === 1 ? quietly(r) : (legal) => pick(legal, r))) {
          expect(union.has(k), `undeclared: ${k}`).toBe(true);
          expect(never.has(k), `${k} happened in ${JSON.stringify(options)}, whose options rule it out`).toBe(false);
          counts.set(k, (counts.get(k) ?? 0) + 1);
          union.set(k, union.get(k)! + 1);
        }
        games++;
      }
      expect(want.filter((k) => !counts.has(k)), `never taken in ${games} games of ${JSON.stringify(options)}`).toEqual([]);
      lines.push(`  ${String(want.length).padStart(2)}/${want.length} in ${String(games).padStart(3)} games, ${never.size} ruled out: ${JSON.stringify(options)}`);
    });
    // Every declared transition is possible somewhere.
    expect([...union].filter(([, n]) => n === 0).map(([k]) => k)).toEqual([]);
    console.log(`${name}: ${declared.length}/${declared.length} declared transitions taken; per configuration, all that its options allow:\n${lines.join('\n')}\n${[...union].map(([k, n]) => `  ${String(n).padStart(7)}  ${k}`).join('\n')}`);
  }, 300_000);

  test('property: random games in random configurations change phase only along the chart, never by a way their options rule out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.nat({ max: CONFIGS[name]!.length - 1 }), (seed, c) => {
        const r = rng(seed);
        const { options, never } = CONFIGS[name]![c]!;
        for (const k of walk(g, options, seed, (legal) => legal[Math.floor(r() * legal.length)]!, 1500)) {
          expect(declared).toContain(k);
          expect(never).not.toContain(k);
        }
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});

test('FLOW.md is the charts drawn (run vitest -u in packages/games to redraw)', async () => {
  const SAY: Record<string, Record<string, string>> = { whist: WHIST_SAY, euchre: EUCHRE_SAY, loo: LOO_SAY, bluff: BLUFF_SAY };
  const TITLES: Record<string, string> = { whist: 'Domino Whist', euchre: 'Domino Euchre (and Call-Ace)', loo: 'Domino Loo', bluff: 'Domino Bluff' };
  const parts = [
    '# How each game flows',
    '',
    'Generated from the charts the referees run (`src/<game>/flow.ts`, with the guards in `src/<game>/rules.ts`);',
    'a test fails when this file is stale (`pnpm --filter @boneyard/games exec vitest run -u` redraws it).',
    'Each arrow is a transition the XState machine declares, labelled with its named guard; a phase',
    'with several ways out tries them in the order listed. Paste a chart into the XState or Mermaid',
    'visualiser to explore it.',
  ];
  for (const [name, g] of Object.entries(GAMES)) {
    parts.push('', `## ${TITLES[name]}`, '', '```mermaid', mermaid(g.chart), '```', '');
    const auto = Object.entries(g.chart.phases).filter(([, p]) => p.kind === 'auto').map(([p]) => p);
    parts.push(`Phases that run by themselves: ${auto.join(', ')}. The others wait for a player.`, '');
    for (const t of transitions(g.chart)) parts.push(`- **${t.from} → ${t.to}** (\`${t.when}\`): ${SAY[name]![t.when]}`);
  }
  await expect(`${parts.join('\n')}\n`).toMatchFileSnapshot('../../FLOW.md');
});

test('every guard a chart names is defined and said in words', () => {
  const SAY: Record<string, Record<string, string>> = { whist: WHIST_SAY, euchre: EUCHRE_SAY, loo: LOO_SAY, bluff: BLUFF_SAY };
  for (const [name, g] of Object.entries(GAMES)) {
    for (const t of transitions(g.chart)) {
      expect(typeof g.chart.guards[t.when], `${name} ${t.when}`).toBe('function');
      expect(SAY[name]![t.when], `${name} ${t.when}`).toBeTruthy();
    }
    expect(Object.keys(g.chart.guards).sort()).toEqual([...new Set(transitions(g.chart).map((t) => t.when))].sort());
  }
});
