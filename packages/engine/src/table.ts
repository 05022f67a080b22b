import { fail, isRuleError, type ErrorCode } from '@boneyard/core';
import { chooseAction, dealAsSeen, levelReady, prepareLevel, type Level } from '@boneyard/ai';
import { releaseProxy } from 'comlink';
import { createGame, restoreGame, snapshotOf, type Game } from './game.ts';
import { toNotation } from './notation.ts';

export interface TableConfig {
  game: string;
  seed?: number | string;
  options?: Record<string, unknown>;
  deal?: unknown;
  /** Seats played by people; every other seat is a bot. */
  people?: number[];
  level?: Level;
  /** Pause before each bot move, in ms. */
  paceMs?: number;
  /** Continue a saved game instead of starting one. */
  snapshot?: string;
  /** Send each seat the reasons tiles may not be played and why the last trick went as it did (rules pages). */
  explain?: boolean;
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
}

export type ActResult = { ok: true } | { ok: false; code: ErrorCode | 'internal'; message: string };

type Sub = { seat: number | 'public'; cb: (u: TableUpdate) => unknown };

/**
 * The worker-side table: one Game, which seats are people and which are bots, and a
 * pace. Bots move one at a time; every subscriber is pushed only its own seat's view.
 * The same class runs on the main thread where a page forbids workers.
 */
export class Table {
  #game: Game | null = null;
  #subs = new Map<number, Sub>();
  #nextId = 1;
  #people: number[] = [0];
  #level: Level = 'easy';
  #pace = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #botSeed = 0;
  #explain = false;
  /** Fetching the searching bots (the one-file bundle loads them on first use). */
  #preparing = false;

  /**
   * Starts a game. With `seat`, the answer carries that seat's first update too, so a widget can
   * draw the hand without waiting for its subscription to come round (one crossing fewer).
   */
  async start(config: TableConfig, seat?: number | 'public'): Promise<ActResult & { players?: number; update?: TableUpdate }> {
    this.#stop();
    try {
      const game = config.snapshot ? restoreGame(config.snapshot) : createGame({
        game: config.game, seed: config.seed, options: config.options, ...(config.deal === undefined ? {} : { deal: config.deal }),
      });
      if (config.snapshot && config.game !== undefined && game.id !== config.game) {
        fail('bad-snapshot', `This position is a game of ${game.id}, not of ${String(config.game)}.`);
      }
      this.#game = game;
      this.#people = (config.people ?? [0]).filter((s) => isSeat(game, s));
      this.#level = config.level ?? 'easy';
      this.#pace = Math.max(0, config.paceMs ?? 0);
      this.#botSeed = typeof config.seed === 'number' ? config.seed : 0;
      this.#explain = config.explain === true;
      this.#broadcast(null, null);
      this.#schedule();
      const first = seat === 'public' || isSeat(game, seat);
      return { ok: true, players: game.players, ...(first ? { update: this.#update(seat, null, null) } : {}) };
    } catch (e) {
      this.#game = null;
      return asResult(e);
    }
  }

  /** Answers at once: the page uses it to learn that a worker really started. */
  async ping(): Promise<'pong'> {
    return 'pong';
  }

  async subscribe(seat: number | 'public', cb: (u: TableUpdate) => unknown): Promise<number> {
    const id = this.#nextId++;
    this.#subs.set(id, { seat, cb });
    if (this.#game) this.#push({ seat, cb }, null, null);
    return id;
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
    if (!this.#people.includes(seat)) return { ok: false, code: 'not-your-turn', message: 'That seat is played by a bot.' };
    return this.#apply(seat, action);
  }

  async snapshot(): Promise<string | null> {
    return this.#game?.snapshot() ?? null;
  }

  /**
   * The finished game as a notation (seed, options and every move), or null while it is in
   * progress: the seed would reveal every hidden tile to the page.
   */
  async notation(): Promise<string | null> {
    const game = this.#game;
    // A game started from a shared position has no origin to write down.
    return game && game.isOver() && game.origin ? toNotation(game) : null;
  }

  /**
   * The game in progress as `seat` knows it, as a snapshot to share and play on from: its hand and
   * every public fact as they are, every tile it cannot see dealt afresh (so the real deal is not
   * in it). Null when no game is in progress.
   */
  async position(seat: number): Promise<string | null> {
    const game = this.#game;
    if (!game || game.isOver() || !isSeat(game, seat)) return null;
    return snapshotOf(game.id, await dealAsSeen(game.view(seat), this.#botSeed + game.moveCount + 1));
  }

  async setPace(ms: number): Promise<void> {
    this.#pace = Math.max(0, ms);
  }

  async dispose(): Promise<void> {
    this.#stop();
    for (const id of this.#subs.keys()) await this.unsubscribe(id);
    this.#game = null;
  }

  #apply(seat: number, action: unknown): ActResult {
    const game = this.#game!;
    const handBefore = game.view('public').lastHand?.hand ?? 0;
    try {
      game.act(seat, action);
    } catch (e) {
      return asResult(e);
    }
    const move = game.lastMove()!;
    const lastHand = game.view('public').lastHand;
    this.#broadcast(move, lastHand && lastHand.hand !== handBefore ? lastHand : null);
    this.#schedule();
    return { ok: true };
  }

  #botSeatToAct(): number | null {
    const game = this.#game;
    if (!game || game.isOver()) return null;
    const toAct: number[] = game.view('public').toAct;
    return toAct.find((s) => !this.#people.includes(s)) ?? null;
  }

  #schedule(): void {
    if (this.#timer !== null || this.#preparing) return;
    const seat = this.#botSeatToAct();
    if (seat === null) return;
    if (!levelReady(this.#level)) {
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
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#botSeatToAct() !== seat) return this.#schedule();
      const game = this.#game!;
      let r: ActResult;
      try {
        r = this.#apply(seat, chooseAction(game.view(seat), { level: this.#level, seed: this.#botSeed + game.moveCount }));
      } catch (e) {
        r = asResult(e);
      }
      if (!r.ok) {
        // Only the code: a message may name a bot's own tile, and the console is the page's.
        console.error(`Boneyard: a bot move was refused (${r.code}); playing its first legal move instead.`);
        const fallback = game.legalActions(seat)[0];
        if (fallback !== undefined) this.#apply(seat, fallback);
      }
    }, this.#pace);
  }

  #stop(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #broadcast(move: { seat: number; action: unknown } | null, handEnded: unknown): void {
    for (const sub of this.#subs.values()) this.#push(sub, move, handEnded);
  }

  #push(sub: Sub, move: { seat: number; action: unknown } | null, handEnded: unknown): void {
    const update = this.#update(sub.seat, move, handEnded);
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
      thinking: this.#botSeatToAct(),
    };
    if (this.#explain && seat !== 'public') update.explain = game.explain(seat);
    return update;
  }
}

const isSeat = (game: Game, seat: unknown): seat is number => Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < game.players;

function asResult(e: unknown): ActResult {
  if (isRuleError(e)) return { ok: false, code: e.code, message: e.message };
  return { ok: false, code: 'internal', message: e instanceof Error ? e.message : String(e) };
}
