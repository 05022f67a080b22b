import { expect, test } from 'vitest';
import fc from 'fast-check';
import { checksum, isRuleError } from '@boneyard/core';
import { chooseAction, dealAsSeen } from '@boneyard/ai';
import { createGame, fromNotation, parseDealText, readSeatRecord, restoreGame, seatRecord, toNotation, type Game } from '../src/index.ts';
import { snapshotCheck } from '../src/game.ts';

// Whatever a page hands the engine — a saved game, a notation, a seat record, a deal text — is
// input from an adversary. Mutated at random (by the bit, and by the field with the checksum made
// right again, as a forger would), every one must end in a coded error or a game that plays, and
// quickly: a generous per-input ceiling here catches a hang or a blow-up; `pnpm bench` (forged.mjs)
// prints the real times.
const CEILING_MS = 1000;
const CODES = new Set(['bad-snapshot', 'bad-notation', 'bad-deal', 'bad-option', 'unknown-option', 'unknown-game', 'bad-seat', 'not-your-turn', 'illegal-action']);

const CONFIGS = [['whist', { players: 4 }], ['whist', { players: 3, passing: true }], ['euchre', { players: 4 }], ['euchre', { players: 5, variant: 'call-ace' }],
  ['loo', { players: 4 }], ['loo', { players: 3, scoring: 'chips' }], ['bluff', { players: 4 }], ['bluff', { players: 7 }]] as const;

function playedTo(game: string, options: Record<string, unknown>, seed: number, moves: number): Game {
  const g = createGame({ game, seed, options });
  for (let i = 0; i < moves && !g.isOver(); i++) {
    const seat = g.view('public').toAct[0];
    g.act(seat, chooseAction(g.view(seat), { seed: i }));
  }
  return g;
}

/** Real games at a few points each, to be mutated. */
const GAMES = CONFIGS.flatMap(([game, options], i) => [3, 17, 60].map((moves) => playedTo(game, options, 40 + i, moves)));

/** The outcome of a forged input: a coded error, or a game whose every seat can be asked what it may do. */
function outcome(run: () => Game | unknown): 'refused' | 'game' {
  const t0 = performance.now();
  let result: unknown;
  try {
    result = run();
  } catch (e) {
    expect(performance.now() - t0).toBeLessThan(CEILING_MS);
    if (!isRuleError(e) || !CODES.has(e.code)) throw e;
    return 'refused';
  }
  expect(performance.now() - t0).toBeLessThan(CEILING_MS);
  const g = result as Game;
  // A game that was accepted is one the rules can play on: someone may act, or it is over.
  if (!g.isOver()) {
    const toAct: number[] = g.view('public').toAct;
    expect(toAct.length).toBeGreaterThan(0);
    expect(toAct.some((s) => g.legalActions(s).length > 0)).toBe(true);
  }
  return 'game';
}

/** A value a forger might put anywhere. */
const junk = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(2e8, -1, 0.5, 4294967295, Number.MAX_SAFE_INTEGER, 1e308, null, true, '', '6-6', '9-9', '7-0', '__proto__', [], {}, ['6-6', '6-6'], { __proto__: { polluted: 1 } }),
  fc.string({ maxLength: 6 }),
  fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 6 }),
);

/** Every path to a value inside `x` (objects and arrays), at most `limit` of them. */
function paths(x: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (out.length > 4000) return out;
  if (at.length) out.push(at);
  if (Array.isArray(x)) x.forEach((v, i) => paths(v, [...at, i], out));
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) paths(v, [...at, k], out);
  return out;
}

/** `x` with the value at `path` replaced (or, with `drop`, removed; or a prototype key added beside it). */
function mutate(x: unknown, path: (string | number)[], value: unknown, how: 'set' | 'drop' | 'proto'): unknown {
  const copy = JSON.parse(JSON.stringify(x)) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (how === 'drop') {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else if (how === 'proto') {
    Object.defineProperty(node, '__proto__', { value, enumerable: true, writable: true, configurable: true });
  } else node[last] = value;
  return copy;
}

const FIELD = fc.record({ game: fc.nat(GAMES.length - 1), pick: fc.nat(), value: junk, how: fc.constantFrom('set', 'set', 'set', 'drop', 'proto') as fc.Arbitrary<'set' | 'drop' | 'proto'> });
const BYTES = fc.record({ game: fc.nat(GAMES.length - 1), at: fc.nat(), cut: fc.boolean(), text: fc.string({ maxLength: 4 }) });

/** A text with a few characters replaced at `at` (or cut there). */
const damage = (s: string, { at, cut, text }: { at: number; cut: boolean; text: string }): string => {
  const i = at % s.length;
  return cut ? s.slice(0, i) : s.slice(0, i) + text + s.slice(i + text.length + 1);
};

test('snapshots damaged at random are refused or play on, quickly', () => {
  const seen = new Set<string>();
  fc.assert(fc.property(BYTES, (b) => {
    seen.add(outcome(() => restoreGame(damage(GAMES[b.game]!.snapshot(), b))));
  }), { numRuns: 300, seed: 17 });
  expect(seen.has('refused')).toBe(true);
});

test('snapshots forged field by field, with the checksum made right again, are refused or play on, quickly', () => {
  const seen = new Set<string>();
  fc.assert(fc.property(FIELD, ({ game, pick, value, how }) => {
    const outer = JSON.parse(GAMES[game]!.snapshot()) as { state: string; origin: string | null; history: string; check: string };
    const state = JSON.parse(outer.state) as unknown;
    const all = paths(state);
    const forged = JSON.stringify(mutate(state, all[pick % all.length]!, value, how));
    const text = JSON.stringify({ ...outer, state: forged, check: snapshotCheck(forged, outer.origin, outer.history) });
    seen.add(outcome(() => restoreGame(text)));
  }), { numRuns: 600, seed: 18 });
  expect(seen).toEqual(new Set(['refused', 'game']));
});

test('the holes found by hand are closed: a player count of 2e8, a seat loop with no one to act, a prototype key', () => {
  const g = GAMES.find((x) => x.id === 'loo' && !x.isOver())!;
  const outer = JSON.parse(g.snapshot()) as { state: string; origin: string | null; history: string };
  const state = JSON.parse(outer.state) as { options: { players: number }; inHand?: boolean[]; folded?: boolean[] };
  const forge = (s: unknown) => {
    const body = JSON.stringify(s);
    return JSON.stringify({ ...outer, state: body, check: snapshotCheck(body, outer.origin, outer.history) });
  };
  for (const s of [
    { ...state, options: { ...state.options, players: 2e8 } },
    mutate(state, ['hands'], [[], [], [], []], 'set'),
    mutate(state, ['options'], { polluted: true }, 'proto'),
  ]) {
    expect(outcome(() => restoreGame(forge(s)))).toBe('refused');
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test('notations damaged or forged at random are refused or replay, quickly', () => {
  const seen = new Set<string>();
  fc.assert(fc.property(BYTES, FIELD, fc.boolean(), (b, f, byField) => {
    const text = toNotation(GAMES[b.game]!);
    if (!byField) return void seen.add(outcome(() => fromNotation(damage(text, b))));
    // A forger rewrites one line's JSON and the check line to match.
    const lines = text.split('\n').slice(0, -1);
    const i = 2 + (f.pick % 2); // the options or the seed line
    const [key, ...rest] = lines[i]!.split(' ');
    const value = JSON.parse(rest.join(' ')) as unknown;
    const all = paths(value);
    const forged = all.length ? mutate(value, all[f.pick % all.length]!, f.value, f.how) : f.value;
    lines[i] = `${key} ${JSON.stringify(forged)}`;
    seen.add(outcome(() => fromNotation([...lines, `check ${checksum(lines.join('\n'))}`].join('\n'))));
  }), { numRuns: 300, seed: 19 });
  expect(seen.has('refused')).toBe(true);
});

test('a notation is bounded: far too long, or far too many moves, is refused before any move is played', () => {
  const base = toNotation(GAMES[0]!).split('\n').slice(0, -1);
  const many = base.map((l) => (l.startsWith('moves') ? `moves ${'0:pass '.repeat(200_001)}` : l));
  const withCheck = (lines: string[]) => [...lines, `check ${checksum(lines.join('\n'))}`].join('\n');
  expect(() => fromNotation(withCheck(many))).toThrow(/far too many moves/);
  expect(() => fromNotation(`Boneyard 1\n${'x'.repeat(4_000_001)}`)).toThrow(/far too long/);
});

test('seat records forged at random are refused or deal a game that plays, quickly', async () => {
  const seen = new Set<string>();
  await fc.assert(fc.asyncProperty(FIELD, async ({ game, pick, value, how }) => {
    const g = GAMES[game]!;
    if (g.isOver()) return;
    const seat = pick % g.players;
    const record = JSON.parse(seatRecord(g.view(seat))) as { view: unknown };
    const all = paths(record.view);
    const forged = JSON.stringify({ ...record, view: mutate(record.view, all[pick % all.length]!, value, how) });
    const t0 = performance.now();
    let state: unknown = null;
    try {
      state = await dealAsSeen(readSeatRecord(forged).view, 'f'.repeat(32));
    } catch (e) {
      if (!isRuleError(e) || !CODES.has(e.code)) throw e;
    }
    expect(performance.now() - t0).toBeLessThan(CEILING_MS);
    if (state === null) return void seen.add('refused');
    // What was dealt is a state the referee accepts (restoreGame checks it as any saved game).
    const body = JSON.stringify(state);
    seen.add(outcome(() => restoreGame(JSON.stringify({ format: 'boneyard-snapshot', version: 2, game: g.id, check: snapshotCheck(body, null, '[]'), state: body, origin: null, history: '[]' }))));
  }), { numRuns: 300, seed: 20 });
  expect(seen).toEqual(new Set(['refused', 'game']));
});

test('deal texts written at random are read or refused with bad-deal, quickly, and never allocate from a number', () => {
  const word = fc.oneof(fc.constantFrom('6-6', '5-4', '0-0', '9-9', '4294967294', 'dealer', 'rest', 'dice', ':', ';', '-', ' '), fc.nat({ max: 1e10 }).map(String), fc.string({ maxLength: 3 }));
  const text = fc.array(word, { maxLength: 40 }).map((ws) => ws.join(' '));
  fc.assert(fc.property(text, fc.constantFrom('whist', 'euchre', 'loo', 'bluff'), (t, game) => {
    outcome(() => {
      const deal = parseDealText(t);
      return createGame({ game, seed: 1, deal });
    });
  }), { numRuns: 1000, seed: 21 });
});
