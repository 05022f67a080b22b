import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { seatRecord, type ActResult, type HintResult, type TableClient, type TableConfig, type TableUpdate } from '@boneyard/engine';
import { connectTable, connectWorker } from './connect.ts';
import { loadOnline, type Lobby, type OnlineTable } from './online/load-online.ts';

/** An online table to open: the game server, the table (null: a new one), and what a new one is. */
export interface OnlineSpec {
  server: string;
  room: string | null;
  people: number;
  name: string;
}

export type ControllerStatus = 'idle' | 'connecting' | 'ready' | 'error';

/** How often a running game checks that its worker still answers, and how long it waits. */
const HEARTBEAT_MS = 2500;
const ANSWER_MS = 2000;
/** Workers that may die in a row on one saved game before the widget stops and says so. */
const MAX_RESTARTS = 2;
/** How long a table may take to deal (a resumed one loads the search to deal the unseen tiles). */
const START_MS = 10_000;

const within = <T>(p: Promise<T>, ms: number): Promise<T | typeof TIMEOUT> =>
  Promise.race([p, new Promise<typeof TIMEOUT>((r) => setTimeout(() => r(TIMEOUT), ms))]);
const TIMEOUT = Symbol('timeout');

/**
 * Bridges an element and its table (in a worker or on the page): starts games, subscribes to the
 * person's seat view, and keeps the game's record — what the person's seat knows and nothing more
 * (engine/record.ts: its view; the notation where the page chose the seed) — in memory, and in
 * localStorage when asked to resume. A worker that dies is replaced and plays on from that record
 * (the tiles the seat has not seen dealt afresh); one that keeps dying on it is given up, with a message.
 */
export class GameController implements ReactiveController {
  status: ControllerStatus = 'idle';
  error: { code: string; message: string } | null = null;
  update: TableUpdate | null = null;
  /** Where the game is kept between visits, or null. */
  storageKey: string | null = null;
  /** How many times a dead worker has been replaced. */
  restarts = 0;
  /** Online: who sits where at the table (the server's lobby), or null offline. */
  lobby: Lobby | null = null;
  /** Online: the table's code, once created or joined. */
  roomCode: string | null = null;
  #client: TableClient | null = null;
  #connecting: Promise<TableClient> | null = null;
  #off: (() => Promise<void>) | null = null;
  #generation = 0;
  #config: TableConfig | null = null;
  #seat = 0;
  /** What the person's seat knows of the game now: all a new worker needs to play on. */
  #record: string | null = null;
  /** Workers replaced in a row on the very same record (no move was made in between): it keeps killing them. */
  #failing = 0;
  #recoveredFrom: string | null = null;
  #heartbeat: ReturnType<typeof setInterval> | null = null;
  #recovering: Promise<void> | null = null;
  readonly #host: ReactiveControllerHost;
  readonly #onUpdate: (u: TableUpdate) => void;

  constructor(host: ReactiveControllerHost, onUpdate: (u: TableUpdate) => void) {
    this.#host = host;
    this.#onUpdate = onUpdate;
    host.addController(this);
  }

  get mode(): 'worker' | 'main' | 'online' | null {
    return this.#client?.mode ?? null;
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    void this.close();
  }

  /** The saved game for this widget, if resuming is on and one was kept. */
  saved(): string | null {
    if (!this.storageKey) return null;
    try {
      return localStorage.getItem(this.storageKey);
    } catch {
      return null;
    }
  }

  forget(): void {
    if (!this.storageKey) return;
    try {
      localStorage.removeItem(this.storageKey);
    } catch {
      // Storage may be disabled; nothing to forget then.
    }
  }

  /**
   * Opens a table on the game server (online.ts: the SDK, loaded now): creates one (`room` null) or
   * joins one. The server seats the person and deals once its people have sat down; until then the
   * lobby is all there is. Moves, updates and Next hand then go as with a worker.
   */
  async startOnline(config: TableConfig, spec: OnlineSpec, onRoom: (code: string) => void): Promise<void> {
    const gen = ++this.#generation;
    await this.#drop();
    this.status = 'connecting';
    this.error = null;
    this.update = null;
    this.lobby = null;
    this.roomCode = null;
    this.#config = config;
    this.#record = null;
    this.#host.requestUpdate();
    let table: OnlineTable;
    try {
      const online = await loadOnline();
      table = await online.openTable({
        ...spec, game: config.game, options: config.options ?? {}, level: config.level ?? 'easy',
        onLobby: (lobby) => {
          if (gen !== this.#generation) return;
          this.lobby = lobby;
          if (lobby.you !== null) this.#seat = lobby.you;
          this.#host.requestUpdate();
        },
        onLost: (e) => {
          if (gen === this.#generation) this.#fail(e.code, e.message);
        },
      });
    } catch (e) {
      if (gen === this.#generation) this.#fail((e as { code?: string }).code ?? 'server-unreachable', (e as Error).message);
      return;
    }
    if (gen !== this.#generation) return void table.close();
    this.#client = table;
    this.roomCode = table.code;
    this.lobby = table.lobby;
    onRoom(table.code);
    this.#host.requestUpdate();
    await this.#attach(table, config, gen);
  }

  /** Online: the host starts the game before every person has come (bots take the empty seats). */
  startEarly(): void {
    if (this.#client?.mode === 'online') (this.#client as OnlineTable).startEarly();
  }

  /** Online, the game over: the next game at the same table with the same people (false offline). */
  again(): boolean {
    if (this.#client?.mode !== 'online') return false;
    (this.#client as OnlineTable).again();
    return true;
  }

  /** Leaves an online table (a new game online is a new table); a worker is kept for the next game. */
  async #drop(): Promise<void> {
    if (this.#client?.mode !== 'online') return;
    const old = this.#client;
    this.#client = null;
    this.#connecting = null;
    await this.#off?.().catch(() => undefined);
    this.#off = null;
    await old.close();
  }

  /** Starts a game; with `requireWorker`, refuses (`not-secure`) to run the referee on the page's own thread. */
  async start(config: TableConfig, seat: number, requireWorker = false): Promise<void> {
    const gen = ++this.#generation;
    this.status = 'connecting';
    this.error = null;
    this.#config = config;
    this.#seat = seat;
    this.#record = config.resume ?? null;
    this.#failing = 0;
    this.#recoveredFrom = null;
    this.lobby = null;
    this.roomCode = null;
    this.#host.requestUpdate();
    await this.#drop();
    const client = await this.#ensureClient();
    if (gen !== this.#generation) return;
    if (requireWorker && client.mode !== 'worker') return this.#fail('not-secure', 'No Web Worker may run on this page.');
    if ((await this.#attach(client, config, gen)) === TIMEOUT) void this.#recover();
  }

  /** Starts the game on `client` and subscribes to the seat; TIMEOUT if the table does not answer (a dead worker). */
  async #attach(client: TableClient, config: TableConfig, gen: number): Promise<void | typeof TIMEOUT> {
    await this.#off?.().catch(() => undefined);
    this.#off = null;
    const r = await within(client.start(config, this.#seat), START_MS).catch((): typeof TIMEOUT => TIMEOUT);
    if (gen !== this.#generation) return;
    if (r === TIMEOUT) return TIMEOUT;
    if (!r.ok) return this.#fail(r.code, r.message);
    const receive = (u: TableUpdate) => {
      if (gen !== this.#generation) return;
      this.update = u;
      this.status = 'ready';
      this.#onUpdate(u);
      this.#host.requestUpdate();
      void this.#keep(client, gen, u);
    };
    // The hand is drawn from start's answer; the subscription (which sends the current state
    // again as it begins, so nothing in between is missed) brings every later change.
    if (r.update) receive(r.update);
    try {
      const off = await within(client.subscribe(this.#seat, receive), ANSWER_MS);
      if (off === TIMEOUT) return TIMEOUT;
      this.#off = off;
    } catch (e) {
      return this.#fail((e as { code?: string }).code ?? 'internal', (e as Error).message);
    }
    this.#watch();
  }

  #fail(code: string, message: string): void {
    this.status = 'error';
    this.error = { code, message };
    this.update = null;
    this.#host.requestUpdate();
  }

  /**
   * Keeps the record of the game as the person's seat knows it, so that a lost worker (or a reload,
   * with resume) loses nothing: the seat's view, or, where the page chose the seed, the notation.
   */
  async #keep(client: TableClient, gen: number, u: TableUpdate): Promise<void> {
    // Online the server keeps the game, and the seat token brings the person back to it.
    if (client.mode === 'online') return;
    const exact = this.#config?.seed !== undefined;
    const record = exact ? await within(client.notation(), ANSWER_MS).catch(() => null) : seatRecord(u.view);
    if (gen !== this.#generation || typeof record !== 'string') return;
    this.#record = record;
    if (!this.storageKey) return;
    try {
      if (u.gameEnded) localStorage.removeItem(this.storageKey);
      else localStorage.setItem(this.storageKey, record);
    } catch {
      // A full or disabled storage only costs the resume.
    }
  }

  #watch(): void {
    if (this.#heartbeat !== null || this.#client?.mode !== 'worker') return;
    this.#heartbeat = setInterval(() => {
      const client = this.#client;
      if (!client || this.#recovering) return;
      void within(client.ping(), ANSWER_MS).catch(() => TIMEOUT).then((answer) => {
        if (answer !== 'pong' && client === this.#client) void this.#recover();
      });
    }, HEARTBEAT_MS);
  }

  /**
   * The worker stopped answering: start a fresh one from the record, unless workers keep dying on
   * it. A game that began in a worker goes on in one: it is never moved onto the page's thread,
   * where the page could read its hidden tiles.
   */
  #recover(): Promise<void> {
    this.#recovering ??= (async () => {
      for (;;) {
        const old = this.#client;
        this.#client = null;
        this.#connecting = null;
        this.#off = null;
        old?.kill();
        const gen = ++this.#generation;
        this.#failing = this.#record !== null && this.#record === this.#recoveredFrom ? this.#failing + 1 : 1;
        this.#recoveredFrom = this.#record;
        if (this.#failing > MAX_RESTARTS) {
          this.#stopWatching();
          return this.#fail('engine-crashed', 'The game engine stopped again and again on this game.');
        }
        this.restarts++;
        this.#connecting = connectWorker().then((c) => c ?? Promise.reject(new Error('no worker')));
        const client = await this.#connecting.catch(() => null);
        if (gen !== this.#generation || !this.#config) return;
        this.#connecting = null;
        if (!client) continue;
        this.#client = client;
        const config: TableConfig = this.#record ? { ...this.#config, resume: this.#record } : this.#config;
        if ((await this.#attach(client, config, gen)) !== TIMEOUT) return;
      }
    })().finally(() => {
      this.#recovering = null;
    });
    return this.#recovering;
  }

  async act(seat: number, action: unknown): Promise<ActResult> {
    // A move made while a lost worker is being replaced is made on the new one.
    if (this.#recovering) await this.#recovering;
    const client = this.#client;
    if (!client) return { ok: false, code: 'game-over', message: 'No game is running.' };
    // Online the server answers (or the session says it did not); there is no worker to replace.
    if (client.mode === 'online') return client.act(seat, action);
    const r = await within(client.act(seat, action), ANSWER_MS).catch(() => TIMEOUT);
    if (r !== TIMEOUT) return r as ActResult;
    // No answer: the worker is gone. Bring the game back (once: other moves sent to the same dead
    // worker wait for that recovery rather than start another) and make the move there.
    if (client === this.#client) await this.#recover();
    else await this.#recovering;
    return this.#client ? this.#client.act(seat, action) : { ok: false, code: 'internal', message: 'The game engine stopped.' };
  }

  /** The hint for the person's seat (Table.hint), or a coded refusal (shared/hint.ts gives up on a table that does not answer). */
  hint(seat: number): Promise<HintResult> {
    return this.#client!.hint(seat);
  }

  async setPace(ms: number): Promise<void> {
    if (this.#config) this.#config = { ...this.#config, paceMs: ms };
    await this.#client?.setPace(ms);
  }

  /** Past a hand's end where the table waits for the reader (TableConfig.waitAtHandEnd). */
  async nextHand(): Promise<void> {
    await within(this.#client?.nextHand() ?? Promise.resolve(), ANSWER_MS).catch(() => undefined);
  }

  /** The game as a notation: once it is over, or while it is played where the page chose the seed (null otherwise). */
  async notation(): Promise<string | null> {
    const client = this.#client;
    if (!client) return null;
    const r = await within(client.notation(), ANSWER_MS).catch(() => null);
    return typeof r === 'string' ? r : null;
  }

  /** The game in progress as the person's seat knows it (a seat record), or null when none is in progress. */
  position(): string | null {
    const v = this.update?.view;
    return v && !v.over && v.seat !== null ? seatRecord(v) : null;
  }

  #stopWatching(): void {
    if (this.#heartbeat !== null) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
  }

  async close(): Promise<void> {
    this.#generation++;
    this.#stopWatching();
    const client = this.#client ?? (this.#connecting ? await this.#connecting : null);
    this.#client = null;
    this.#connecting = null;
    await this.#off?.().catch(() => undefined);
    this.#off = null;
    await client?.close();
    this.status = 'idle';
  }

  async #ensureClient(): Promise<TableClient> {
    if (this.#client) return this.#client;
    this.#connecting ??= connectTable();
    this.#client = await this.#connecting;
    return this.#client;
  }
}
