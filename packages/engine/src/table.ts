import { fail, isRuleError, randomSeed, type ErrorCode } from '@boneyard/core';
import { chooseAction, dealAsSeen, hintFor, LEVELS, levelReady, prepareLevel, type Hint, type Level } from '@boneyard/ai';
import { releaseProxy } from 'comlink';
import { createGame, Game } from './game.ts';
import { fromNotation, toNotation } from './notation.ts';
import { isNotation, readSeatRecord } from './record.ts';
import { GAMES } from './registry.ts';

export interface TableConfig {
  game: string;
  /** The page's own seed: the page can then work out every deal, so the game may be given to it whole (notation). */
  seed?: number | string;
  options?: Record<string, unknown>;
  deal?: unknown;
  /** Seats played by people; every other seat is a bot. */
  people?: number[];
  level?: Level;
  /** Pause before each bot move, in ms. */
  paceMs?: number;
  /**
   * Play on from a saved game: a seat record (record.ts: a person's own view; the tiles it has not
   * seen are dealt afresh) or, for a game whose seed the page chose, its notation (exact).
   */
  resume?: string;
  /** Send each seat the reasons tiles may not be played and why the last trick went as it did (rules pages). */
  explain?: boolean;
  /**
   * At each hand's end (the game not over), the bots wait until a person calls nextHand() or makes
   * a move, so the hand's result can be read before the next deal is played.
   */
  waitAtHandEnd?: boolean;
}

export interface TableUpdate {
  view: any;
  /** The move that led here, as this seat may see it. */
  move: { seat: number; action: unknown } | null;
  /** Set when that move finished a hand. */
  handEnded: any | null;
  gameEnded: boolean;
  /** A bot seat about to move, or null. */
  thinking: number | null;
  /** With `explain`: why tiles may not be played, why the last trick went where it did. */
  explain?: unknown;
  /** The table waits at a hand's end for nextHand() (waitAtHandEnd). */
  waiting: boolean;
}

export type ActResult = { ok: true } | { ok: false; code: ErrorCode | 'internal'; message: string };
/** A hint for a person's seat (Table.hint): one of that seat's legal moves and why, or a coded refusal. */
export type HintResult = ({ ok: true } & Hint) | Extract<ActResult, { ok: false }>;

type Sub = { seat: number | 'public'; cb: (u: TableUpdate) => unknown };

/** What a bot decider is told besides the seat's view: the table's level, and a seed for this decision. */
export interface BotRequest {
  level: Level;
  seed: number;
  /** A person's hint rather than a bot's move: answer with hintFor, a `{ action, why }`. */
  hint?: boolean;
}

export interface TableOptions {
  /**
   * Decides a bot's move, instead of chooseAction on this thread: the game server hands the
   * searching bots to a pool of worker threads, so a 40 ms search does not hold up every other
   * table. It is given the bot seat's own view only. Its action is applied through the game like
   * a person's: one the rules refuse (or a failed decision) makes the bot play its first legal move.
   * Without it (the page's worker, the main thread), the bot decides inline, as ever.
   */
  decide?: (view: any, request: BotRequest) => Promise<unknown>;
}

/** What the table itself reads of the public view after a move; worked out once per move, never handed out. */
interface Facts {
  game: Game;
  moves: number;
  toAct: number[];
  trick: number;
  hand: number;
  lastHand: unknown;
}

/**
 * The least time from an update to the bot move after it, by level: more than a bot of that level
 * takes to decide (searching bots stop at 40 ms), so when a bot's move reaches the page says
 * nothing about how hard its choice was. The pace, when longer, is the time instead.
 */
export const BOT_MOVE_FLOOR_MS: Record<Level, number> = { easy: 10, medium: 100, hard: 100 };
/**
 * At a paced table (pace above 0), the move after a trick is complete waits at least this long, so
 * the finished trick can be seen whole, its winner marked, before the next lead lands on it.
 */
export const TRICK_PAUSE_MS = 1300;

const now = (): number => globalThis.performance?.now() ?? Date.now();

/**
 * The worker-side table: one Game, which seats are people and which are bots, and a pace. Bots
 * move one at a time; every subscriber is pushed only its own seat's view. Nothing here hands the
 * page more than a person's seat knows: no snapshot, no other seat's view, and the notation (with
 * its seed) only once the game is over, or at any time where the page chose the seed itself.
 * The same class runs on the main thread where a page forbids workers (and keeps no secret there).
 */
export class Table {
  #game: Game | null = null;
  #subs = new Map<number, Sub>();
  #nextId = 1;
  #people: number[] = [0];
  #level: Level = 'easy';
  #pace = 0;
  #waitAtHandEnd = false;
  /** A hand has ended and the bots wait for nextHand() (or a person's move). */
  #waiting = false;
  /** The last move completed a trick (the next waits TRICK_PAUSE_MS at a paced table). */
  #trickJustDone = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #botSeed = 0;
  #explain = false;
  /** The page chose the seed (or gave the game as a notation): it may have the notation at any time. */
  #pageKnowsAll = false;
  /** When the last update went out: the next bot move is due a fixed time after it. */
  #lastUpdate = 0;
  /** Fetching the searching bots (the one-file bundle loads them on first use). */
  #preparing = false;
  /** The bots' decider, where not chooseAction on this thread (TableOptions.decide). */
  readonly #decide: TableOptions['decide'] | null;
  /** The decision under way with #decide: a token, dropped when the table stops or starts afresh. */
  #deciding: object | null = null;
  /** The public facts of the position after the last move (#facts()). */
  #factsCache: Facts | null = null;
  /**
   * The seat whose subscription the bots wait for (start's `seat`): a bot move made before the page
   * has subscribed would reach it only as a changed view, never as a move (no domino-move event).
   */
  #heldFor: number | 'public' | null = null;

  constructor(options: TableOptions = {}) {
    this.#decide = typeof options?.decide === 'function' ? options.decide : null;
  }

  /**
   * Starts a game. With `seat` (a person's), the answer carries that seat's first update too, so a
   * widget can draw the hand without waiting for its subscription to come round (one crossing fewer),
   * and the bots wait for that seat's subscription, so every move of theirs reaches it as a move.
   */
  async start(config: TableConfig, seat?: number | 'public'): Promise<ActResult & { players?: number; update?: TableUpdate }> {
    this.#stop();
    this.#game = null;
    try {
      const people = Array.isArray(config.people) ? config.people : [0];
      const game = config.resume === undefined ? createGame({
        game: config.game, seed: config.seed, options: config.options, ...(config.deal === undefined ? {} : { deal: config.deal }),
      }) : await this.#resume(config, people);
      this.#game = game;
      this.#people = people.filter((s) => isSeat(game, s));
      this.#level = LEVELS.includes(config.level as Level) ? (config.level as Level) : 'easy';
      this.#pace = Math.max(0, Number(config.paceMs) || 0);
      this.#botSeed = typeof config.seed === 'number' ? config.seed : 0;
      this.#pageKnowsAll = config.seed !== undefined || isNotation(config.resume);
      this.#explain = config.explain === true;
      this.#waitAtHandEnd = config.waitAtHandEnd === true;
      this.#waiting = false;
      if (seat !== undefined) this.#mayWatch(seat);
      this.#heldFor = seat ?? null;
      this.#broadcast(null, null);
      this.#schedule();
      return { ok: true, players: game.players, ...(seat === undefined ? {} : { update: this.#update(seat, null, null) }) };
    } catch (e) {
      this.#game = null;
      return asResult(e);
    }
  }

  async #resume(config: TableConfig, people: number[]): Promise<Game> {
    const text = config.resume;
    if (isNotation(text)) return this.#sameGame(config, fromNotation(text));
    const record = readSeatRecord(text);
    if (!people.includes(record.seat)) fail('not-your-seat', 'This saved game is of a seat that is not yours.');
    const game = GAMES[record.game] ? record.game : fail('unknown-game', `This file does not play "${record.game.slice(0, 20)}".`);
    let state: unknown;
    try {
      // The tiles the seat has not seen are dealt afresh from a secret of this table's, checked as any outside input.
      state = await dealAsSeen(record.view, randomSeed());
    } catch (e) {
      throw isRuleError(e) ? e : new Error('search-unavailable');
    }
    return this.#sameGame(config, new Game(GAMES[game]!, state, null));
  }

  #sameGame(config: TableConfig, game: Game): Game {
    return config.game === undefined || game.id === config.game ? game : fail('bad-snapshot', `This position is a game of ${game.id}, not of ${String(config.game).slice(0, 20)}.`);
  }

  /** Answers at once: the page uses it to learn that a worker really started. */
  async ping(): Promise<'pong'> {
    return 'pong';
  }

  /** Updates for a person's seat, or the public view; any other seat is refused (`not-your-seat`). */
  async subscribe(seat: number | 'public', cb: (u: TableUpdate) => unknown): Promise<ActResult & { id?: number }> {
    try {
      this.#mayWatch(seat);
    } catch (e) {
      return asResult(e);
    }
    const id = this.#nextId++;
    this.#subs.set(id, { seat, cb });
    if (this.#game) this.#push({ seat, cb }, null, null);
    if (this.#heldFor === seat) {
      this.#heldFor = null;
      this.#schedule();
    }
    return { ok: true, id };
  }

  /** A seat the page may watch: its person's own, or the public view. */
  #mayWatch(seat: unknown): void {
    if (seat === 'public') return;
    if (!Number.isInteger(seat) || !this.#people.includes(seat as number) || (this.#game && !isSeat(this.#game, seat))) {
      fail('not-your-seat', 'Only a seat played by a person here can be watched: the others are the bots\' own.');
    }
  }

  async unsubscribe(id: number): Promise<void> {
    const sub = this.#subs.get(id);
    this.#subs.delete(id);
    const release = (sub?.cb as unknown as Record<symbol, (() => void) | undefined>)?.[releaseProxy];
    if (typeof release === 'function') release.call(sub!.cb);
  }

  async act(seat: number, action: unknown): Promise<ActResult> {
    const game = this.#game;
    if (!game) return { ok: false, code: 'game-over', message: 'No game is running.' };
    if (!this.#people.includes(seat)) return { ok: false, code: 'not-your-seat', message: 'That seat is not yours: a bot plays it.' };
    const wasWaiting = this.#waiting;
    this.#waiting = false;
    const r = this.#apply(seat, action);
    if (!r.ok) this.#waiting = wasWaiting;
    return r;
  }

  /**
   * Who plays as a person from now on; every other seat is a bot's. Online, a person away past the
   * grace period hands their seat to a bot and takes it back on return.
   */
  async setPeople(people: number[]): Promise<void> {
    const game = this.#game;
    this.#people = game ? people.filter((s) => isSeat(game, s)) : people.slice();
    this.#schedule();
  }

  /** The person has read the hand's result: the bots play on (see TableConfig.waitAtHandEnd). */
  async nextHand(): Promise<void> {
    if (!this.#waiting) return;
    this.#waiting = false;
    this.#pushAll(null, null);
    this.#schedule();
  }

  /**
   * The game as a notation (seed, options and every move): once it is over, or at any time where
   * the page chose the seed (the page could work it all out). Null otherwise: the seed would reveal
   * every hidden tile. A game dealt afresh from a seat record has no seed to write.
   */
  async notation(): Promise<string | null> {
    const game = this.#game;
    return game && game.origin && (game.isOver() || this.#pageKnowsAll) ? toNotation(game) : null;
  }

  /**
   * A hint for a person whose turn it is: the move the hard bot would make, worked out from that
   * seat's view alone, and why (a `Why`: data, which the widget puts in words). Only the seat's own
   * legal move and the reason cross; nothing of any other seat. Refused, coded, for any seat but a
   * person's with a move to make now (`not-your-turn`: a bot's seat has no hint either), and with
   * `search-unavailable` where the search could not be loaded, or the position moved on meanwhile. Each call searches afresh (ai's HINT_MS); the game server keeps one per position.
   */
  async hint(seat: number): Promise<HintResult> {
    const game = this.#game;
    if (!this.#people.includes(seat) || !game?.legalActions(seat).length) return { ok: false, code: 'not-your-turn', message: 'Wait for your turn.' };
    let h: Partial<Hint> | null = null;
    try {
      const view = game.view(seat);
      const request: BotRequest = { level: 'hard', seed: this.#seedFor(game, seat), hint: true };
      h = (this.#decide ? await this.#decide(view, request) : (await prepareLevel('hard'), hintFor(view, request))) as Hint;
    } catch {
      // Answered below with a code only: the search file could not be loaded, or the search failed.
    }
    // Only one of the seat's legal moves now goes out (others may have moved meanwhile: Bluff's
    // claims), as the view lists it (a Bluff claim's tiles in the view's order).
    const key = actionKey(h?.action);
    const action = h?.why ? game.legalActions(seat).find((a: unknown) => actionKey(a) === key) : undefined;
    return action ? ({ ok: true, action, why: h!.why } as HintResult) : { ok: false, code: 'search-unavailable', message: 'The game engine failed.' };
  }

  async setPace(ms: number): Promise<void> {
    this.#pace = Math.max(0, Number(ms) || 0);
  }

  async dispose(): Promise<void> {
    this.#stop();
    for (const id of this.#subs.keys()) await this.unsubscribe(id);
    this.#game = null;
  }

  #apply(seat: number, action: unknown): ActResult {
    const game = this.#game!;
    const before = this.#facts(game);
    try {
      game.act(seat, action);
    } catch (e) {
      return asResult(e);
    }
    const move = game.lastMove()!;
    const after = this.#facts(game);
    const lastHand = after.lastHand;
    this.#trickJustDone = before.trick > 0 && after.trick === 0;
    const handDone = lastHand && after.hand !== before.hand;
    if (handDone && this.#waitAtHandEnd && this.#people.length > 0 && !game.isOver()) this.#waiting = true;
    this.#broadcast(move, handDone ? lastHand : null);
    this.#schedule();
    return { ok: true };
  }

  /**
   * The public view's facts the table acts on (who is to act, the trick, the last hand), read once
   * per move: every update, the scheduler and the next move's bookkeeping share them, where each
   * used to work out the whole public view again. A game's state changes only by a move, which the
   * move count marks.
   */
  #facts(game: Game): Facts {
    const cached = this.#factsCache;
    if (cached && cached.game === game && cached.moves === game.moveCount) return cached;
    const v = game.view('public');
    const facts: Facts = { game, moves: game.moveCount, toAct: v.toAct, trick: v.trick?.length ?? 0, hand: v.lastHand?.hand ?? 0, lastHand: v.lastHand };
    this.#factsCache = facts;
    return facts;
  }

  #botSeatToAct(): number | null {
    const game = this.#game;
    if (!game || game.isOver()) return null;
    return this.#facts(game).toAct.find((s) => !this.#people.includes(s)) ?? null;
  }

  #schedule(): void {
    if (this.#timer !== null || this.#deciding !== null || this.#preparing || this.#waiting || this.#heldFor !== null) return;
    const seat = this.#botSeatToAct();
    if (seat === null) return;
    if (!this.#decide && !levelReady(this.#level)) {
      this.#preparing = true;
      prepareLevel(this.#level).catch(() => {
        // Only the code: the page's console is the page's. The game goes on with easy bots.
        console.error('Boneyard: the searching bots could not be loaded (search-unavailable); easy bots play instead.');
        this.#level = 'easy';
      }).finally(() => {
        this.#preparing = false;
        this.#schedule();
      });
      return;
    }
    // The bot decides at once, and its move goes out when due: a fixed time after the last update.
    const pause = this.#pace > 0 && this.#trickJustDone ? TRICK_PAUSE_MS : 0;
    const due = this.#lastUpdate + Math.max(this.#pace, BOT_MOVE_FLOOR_MS[this.#level], pause);
    this.#timer = setTimeout(() => this.#botMove(seat, due), 0);
  }

  #botMove(seat: number, due: number): void {
    this.#timer = null;
    const game = this.#game;
    if (!game || this.#botSeatToAct() !== seat) return this.#schedule();
    const before = game.moveCount;
    const request: BotRequest = { level: this.#level, seed: this.#seedFor(game, seat) };
    const deliver = (action: unknown): void => {
      this.#timer = null;
      // A timer may fire a little early by this clock: the move waits out the rest.
      const early = due - now();
      if (early > 0) {
        this.#timer = setTimeout(() => deliver(action), early);
        return;
      }
      // Someone moved while the bot waited (a person, in Bluff's simultaneous claims): it thinks again.
      if (this.#game !== game || game.moveCount !== before) return this.#schedule();
      const r = action === null ? ({ ok: false, code: 'internal' } as const) : this.#apply(seat, action);
      if (!r.ok) {
        // Only the code: a message may name a bot's own tile, and the console is the page's.
        console.error(`Boneyard: a bot move was refused (${r.code}); playing its first legal move instead.`);
        const fallback = game.legalActions(seat)[0];
        if (fallback !== undefined) this.#apply(seat, fallback);
      }
    };
    const decide = this.#decide;
    if (decide) {
      // Decided elsewhere (the server's bot threads): nothing else is scheduled until it answers.
      const token = {};
      this.#deciding = token;
      let decision: Promise<unknown>;
      try {
        decision = Promise.resolve(decide(game.view(seat), request));
      } catch {
        decision = Promise.resolve(null);
      }
      void decision.catch(() => null).then((action) => {
        if (this.#deciding !== token) return;
        this.#deciding = null;
        deliver(action ?? null);
      });
      return;
    }
    let action: unknown;
    try {
      action = chooseAction(game.view(seat), request);
    } catch {
      action = null;
    }
    deliver(action);
  }

  /**
   * A seat's k-th decision has the same seed however the moves of others made at the same time
   * (Bluff's claims, a person's among bots) were ordered: the same game and the same choices give
   * the same bot play, whether the person clicks at once or after every bot has chosen.
   */
  #seedFor(game: Game, seat: number): number {
    return (this.#botSeed + game.movesBy(seat) * 8 + seat) | 0;
  }

  #stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#deciding = null;
  }

  #broadcast(move: { seat: number; action: unknown } | null, handEnded: unknown): void {
    this.#pushAll(move, handEnded);
    this.#lastUpdate = now();
  }

  /** Every subscriber its update; each seat's is made once, however many watch it (spectators share the public one). */
  #pushAll(move: { seat: number; action: unknown } | null, handEnded: unknown): void {
    const made = new Map<number | 'public', TableUpdate>();
    for (const sub of this.#subs.values()) this.#push(sub, move, handEnded, made);
  }

  #push(sub: Sub, move: { seat: number; action: unknown } | null, handEnded: unknown, made?: Map<number | 'public', TableUpdate>): void {
    // A subscription made for a seat of an earlier game that is no person's now gets nothing.
    if (sub.seat !== 'public' && !this.#people.includes(sub.seat)) return;
    let update = made?.get(sub.seat);
    if (!update) {
      update = this.#update(sub.seat, move, handEnded);
      made?.set(sub.seat, update);
    }
    try {
      void sub.cb(update);
    } catch {
      // A subscriber that went away must not stop the game.
    }
  }

  #update(seat: number | 'public', move: { seat: number; action: unknown } | null, handEnded: unknown): TableUpdate {
    const game = this.#game!;
    const update: TableUpdate = {
      view: game.view(seat),
      move: move ? { seat: move.seat, action: game.publicAction(move.action, move.seat, seat) } : null,
      handEnded: handEnded ?? null,
      gameEnded: game.isOver(),
      thinking: this.#waiting ? null : this.#botSeatToAct(),
      waiting: this.#waiting,
    };
    if (this.#explain && seat !== 'public') update.explain = game.explain(seat);
    return update;
  }
}

/** A move as text, whatever the order of the tiles it lists. */
const actionKey = (x: unknown): string => JSON.stringify(x, (_, v: unknown) => (Array.isArray(v) ? [...v].sort() : v));

const isSeat = (game: Game, seat: unknown): seat is number => Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < game.players;

/** A refusal as the page gets it: the rules' coded errors as they are; anything else only as a code (its message could name a hidden tile). */
function asResult(e: unknown): ActResult {
  if (isRuleError(e)) return { ok: false, code: e.code, message: e.message };
  if (e instanceof Error && e.message === 'search-unavailable') return { ok: false, code: 'search-unavailable', message: 'The file that deals a saved game could not be loaded.' };
  return { ok: false, code: 'internal', message: 'The game engine failed.' };
}
