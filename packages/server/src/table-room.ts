/**
 * One table: a Colyseus room refereed by the same engine Table as the page's worker (createGame,
 * act, view; the same bots). People take seats as they join; once the table has the people it
 * waits for (or its host starts early), the game starts and bots play every other seat.
 *
 * What crosses to a client is only what its seat may know: each person gets their own seat's
 * updates (per-client messages, never a shared state), a spectator the public view. No referee
 * state, seed or other seat's view is ever sent. A refused action comes back, coded, to the client
 * that sent it alone, and changes nothing.
 *
 * The protocol (what the browser client relies on):
 * - Matchmaking: create('table', { game, options?, people?, level?, name? }) opens a table whose
 *   code is its room id; joinById(code, { name?, token? }) sits at it (partners first) or watches
 *   it; create('table', { restore: code, token, name? }) reopens a saved table (below). Refusals
 *   are errors whose message starts with a code: `bad-option: ...` (create options), `no-table: ...`
 *   (nothing saved for that code, or the token is not one of its seats, or no store), `table-open: ...`
 *   (the table is up, or being reopened by someone else right now: joinById it with the token),
 *   and HTTP 429 `too-many-joins: ...` (too many attempts from one address, join-limit.ts).
 * - Client to server: 'sync' {} (handlers ready: send me where the table stands), 'act' { id, action },
 *   'hint' { id } (the hard bot's move for the sender's own seat, from its view alone, and why),
 *   'start' {} (the host starts before the table is full), 'next-hand' {}, 'again' {} (the game is
 *   over: deal a new one at this table, the same people in the same seats).
 * - Server to client: 'lobby' Lobby (who sits where; on every change), 'update' TableUpdate (the
 *   client's seat view, or the public one), 'result' { id, ok, code?, message? } (the answer to an
 *   'act'; to a 'hint', { id, ok, action, why } or coded), 'error' { code, message }, and 'seat' { code, seat, token } to a person alone: sent
 *   when they sit, on every comeback (token or reconnection) and on 'sync'.
 *
 * Seat tokens: the 'seat' token (128 random bits, base64url) is the person's own key to their seat
 * at that table. Joining with it (joinById or restore) takes that seat back, the same seat and hand,
 * before or during the game, whether the seat's old session is still connected (it is closed with
 * code SEAT_TAKEN), away (its Colyseus reconnection is cancelled) or played by a bot (who hands it
 * back). A token that is not one of this table's is ignored: the client sits as a new person if a
 * seat is free, or watches. Colyseus's own reconnection (allowReconnection) still covers a short drop.
 *
 * Tables that outlive their process (store.ts, with Redis): the room deals from a secret seed of its
 * own (never sent), so the game so far is one notation, saved after every move (people's and bots'),
 * every seat change and the start; deleted when the game is over or the table closes for good. If
 * the hosting process dies, the page's joinById fails (the room is gone); it then calls
 * create('table', { restore: code, token, name }): the table is reopened under the same code where it
 * stopped (the same hands, scores and moves), that person sits back down, and everyone else comes
 * back with joinById(code, { token }) (or restore, which answers `table-open` once it is up). A lock
 * in the store and a look at the live room listing keep two processes from reopening it twice.
 * People not back within TIMING.graceMs are played by bots until they return.
 */
import { matchMaker, Room, type Client } from '@colyseus/core';
import { randomSeed } from '@boneyard/core';
import { createGame, Table, type ActResult, type HintResult, type Lobby, type SeatMessage, type TableUpdate } from '@boneyard/engine';
import { newRoomCode, newSeatToken, plainName, readAct, readCreate, readHint, readJoin, readRestore, sameToken, type CreateOptions } from './protocol.ts';
import { tableStore, type SavedTable } from './store.ts';
import { decide } from './bots.ts';

/** A person's place at the table. */
interface Sitter {
  seat: number;
  name: string;
  /** The person's key to this seat (the 'seat' message): it takes the seat back from any session. */
  token: string;
  /** Connected now (false while away: reconnecting, or a bot keeps the seat warm). */
  here: boolean;
  /** The Colyseus session that holds the seat (a reconnection keeps it). */
  sessionId: string | null;
}

/** The close code of a session whose seat was taken back with its token from elsewhere. */
export const SEAT_TAKEN = 4100;

export const TIMING = {
  /** How long a person may be away before a bot plays their seat (they take it back on return). */
  graceMs: 20_000,
  /** How long a person away may still come back to their seat, and a table nobody is left at waits before it closes. */
  awayMs: 120_000,
  /** How long a saved table is kept after its last change (seconds). */
  keepSeconds: 24 * 60 * 60,
  /** How long a process may take to reopen a table before another may try. */
  restoreLockMs: 15_000,
  /** Pause before each bot move: people watch the bots play (BONEYARD_BOT_PACE_MS=0 for the browser tests' fast tables). */
  botPaceMs: Math.max(0, Number(process.env.BONEYARD_BOT_PACE_MS ?? 600) || 0),
};
/** Spectators a table takes beside its people. */
const SPECTATORS = 8;

export class TableRoom extends Room {
  // Flooding costs the flooder its connection; everyone else is served as before.
  override maxMessagesPerSecond = 20;
  // The views go per client (client.send); no shared state to patch. A slow room clock instead of
  // none: with null Colyseus still ticks each room's clock 60 times a second (60,000 timers a second
  // at 1,000 tables).
  override patchRate = 1000;
  override autoDispose = false;

  #config!: CreateOptions;
  #players = 0;
  #teams: number[][] = [];
  #table: Table | null = null;
  #sitters: Sitter[] = [];
  /** The seat of the first person to sit: may start the game before the table is full. */
  #host: number | null = null;
  #subs = new Map<string, number>();
  #graceTimers = new Map<number, ReturnType<typeof setTimeout>>();
  #emptyTimer: ReturnType<typeof setTimeout> | null = null;
  /** The game's seed: secret, server side only (the saved notation starts from it). */
  #seed = randomSeed();
  /** Colyseus reconnections pending, by session: a comeback with the token cancels the old one. */
  #reconnections = new Map<string, { reject?: (reason?: unknown) => void }>();
  /** Saves, one after another (the last one reads the table as it is then). */
  #saving: Promise<void> = Promise.resolve();
  #saveQueued = false;
  /** The saved state is gone for good (game over, or closed): nothing is saved again. */
  #forgotten = false;
  /** Closing for good (everyone left), not shut down with its process. */
  #closing = false;
  /** The room is going (closed, or its process shuts down): seats stay as they are, nothing more is saved. */
  #going = false;
  /** The game at this table is over: 'again' deals the next. */
  #over = false;
  /** The restore lock this room holds until its first person is back. */
  #lock: string | null = null;
  /**
   * Each session's hint for the position it was last sent (dropped with its next update): asking
   * again costs no bot thread anything.
   */
  #hints = new Map<string, Promise<HintResult>>();

  override async onCreate(options: unknown): Promise<void> {
    const restore = readRestore(options);
    if (restore) await this.#restore(restore.restore, restore.token);
    else {
      this.#config = readCreate(options);
      // The engine checks the options (a coded error refuses the table) and says how many seats it has.
      this.#seats(createGame({ game: this.#config.game, options: this.#config.options }));
      if (this.#config.people > this.#players) throw new Error(`bad-option: ${this.#config.game} seats ${this.#players} people at most.`);
      this.roomId = newRoomCode();
    }
    this.maxClients = this.#config.people + SPECTATORS;
    void this.setPrivate(true);
    this.onMessage('act', (client, message) => void this.#act(client, message));
    this.onMessage('hint', (client, message) => void this.#hint(client, message));
    this.onMessage('start', (client) => this.#startEarly(client));
    this.onMessage('next-hand', (client) => {
      if (this.#sitterOf(client)) void this.#table?.nextHand();
    });
    // The game is over: any person at the table deals the next one, at this table with the same people.
    this.onMessage('again', (client) => void this.#again(client));
    // A client's handlers are ready: it is sent where the table stands (what came before may have
    // arrived before it listened: a join or a reconnection answers at once).
    this.onMessage('sync', (client) => void this.#sync(client));
    // Anything else is ignored, not echoed: an unknown type is no error worth a reply.
    this.onMessage('*', () => undefined);
    // A table nobody comes to (the page that made or reopened it never connected) closes too.
    this.#closeWhenEmpty();
  }

  override onJoin(client: Client, options: unknown): void {
    const { name, token } = readJoin(options);
    this.#cancelEmptyClose();
    const mine = token === null ? undefined : this.#sitters.find((p) => sameToken(p.token, token));
    if (mine) return this.#comeBack(client, mine);
    const free = this.#table ? undefined : this.#seatOrder().find((s) => !this.#sitters.some((p) => p.seat === s));
    if (free !== undefined && this.#sitters.length < this.#config.people) {
      const sitter: Sitter = { seat: free, name: name || `Player ${this.#sitters.length + 1}`, token: newSeatToken(), here: true, sessionId: client.sessionId };
      this.#sitters.push(sitter);
      this.#host ??= free;
      this.#sendSeat(client, sitter);
      this.#save();
    }
    this.#sendLobbies();
    if (!this.#table && this.#sitters.length === this.#config.people) void this.#start();
    else if (this.#table) void this.#watch(client);
  }

  override disconnect(closeCode?: number): Promise<unknown> {
    // Its people are sent away with the room: their seats are kept (and saved) as they were, for a restore.
    this.#going = true;
    void this.#table?.dispose();
    return super.disconnect(closeCode);
  }

  override onDrop(client: Client): void {
    const sitter = this.#sitterOf(client);
    if (!sitter || this.#going) return;
    sitter.here = false;
    this.#sendLobbies();
    // Away past the grace period: a bot plays the seat until its person comes back.
    this.#graceTimers.set(sitter.seat, setTimeout(() => this.#botTakes(sitter), TIMING.graceMs));
    // The same seat and hand for whoever comes back with this client's reconnection token (the SDK keeps it).
    const reconnection = this.allowReconnection(client, TIMING.awayMs / 1000);
    this.#reconnections.set(client.sessionId, reconnection as unknown as { reject?: (reason?: unknown) => void });
    Promise.resolve(reconnection).catch(() => undefined).finally(() => this.#reconnections.delete(client.sessionId));
  }

  override onReconnect(client: Client): void {
    const sitter = this.#sitterOf(client);
    if (!sitter) return;
    sitter.here = true;
    this.#clearGrace(sitter.seat);
    void this.#table?.setPeople(this.#peopleHere());
    this.#sendSeat(client, sitter);
    this.#sendLobbies();
    void this.#watch(client);
  }

  override onLeave(client: Client): void {
    this.#hints.delete(client.sessionId);
    void this.#unwatch(client);
    if (this.#going) return;
    const sitter = this.#sitterOf(client);
    if (sitter) {
      // Gone for good: before the game, the seat is free again; during it, a bot plays it.
      if (!this.#table) this.#sitters = this.#sitters.filter((p) => p !== sitter);
      else {
        sitter.here = false;
        sitter.sessionId = null;
        this.#botTakes(sitter);
      }
      if (this.#host === sitter.seat) this.#host = this.#sitters.find((p) => p !== sitter && p.sessionId !== null)?.seat ?? null;
      this.#save();
    }
    this.#sendLobbies();
    this.#closeWhenEmpty();
  }

  override async onDispose(): Promise<void> {
    for (const t of this.#graceTimers.values()) clearTimeout(t);
    this.#cancelEmptyClose();
    await this.#table?.dispose();
    // Closed for good: its saved state goes. Shut down with its process: it stays, to be reopened.
    if (this.#closing) this.#forget();
    this.#unlock();
    await this.#saving;
  }

  /** How many seats the game has, and its sides (the engine says, from the options it accepted). */
  #seats(game: ReturnType<typeof createGame>): void {
    this.#players = game.players;
    this.#teams = game.view('public').teams;
  }

  /** Seats in the order people take them: partners first, so two friends at a four-seat partnership game play together. */
  #seatOrder(): number[] {
    const partners = this.#players === 4 && (this.#config.game === 'euchre' || (this.#config.game === 'whist' && this.#config.options.partnership !== false));
    return partners ? [0, 2, 1, 3] : Array.from({ length: this.#players }, (_, i) => i);
  }

  #sitterOf(client: Client): Sitter | undefined {
    return this.#sitters.find((p) => p.sessionId === client.sessionId);
  }

  /** Seats a person plays: here, or away for less than the grace period (gone for good: no timer left). */
  #peopleHere(): number[] {
    return this.#sitters.filter((p) => p.here || this.#graceTimers.has(p.seat)).map((p) => p.seat);
  }

  #clearGrace(seat: number): void {
    clearTimeout(this.#graceTimers.get(seat));
    this.#graceTimers.delete(seat);
  }

  #botTakes(sitter: Sitter): void {
    this.#clearGrace(sitter.seat);
    void this.#table?.setPeople(this.#peopleHere());
    this.#sendLobbies();
  }

  #cancelEmptyClose(): void {
    if (this.#emptyTimer) clearTimeout(this.#emptyTimer);
    this.#emptyTimer = null;
  }

  /** When the last client has gone, the table waits TIMING.awayMs for someone, then closes for good. */
  #closeWhenEmpty(): void {
    if (this.clients.length > 0 || this.#emptyTimer) return;
    this.#emptyTimer = setTimeout(() => {
      this.#closing = true;
      void this.disconnect();
    }, TIMING.awayMs);
  }

  #startEarly(client: Client): void {
    const sitter = this.#sitterOf(client);
    if (this.#table || !sitter || sitter.seat !== this.#host) return;
    void this.#start();
  }

  /** Starts the game, or (resume: its notation) plays on from where a saved table stopped. */
  async #start(resume?: string): Promise<boolean> {
    const table = new Table({ decide });
    this.#table = table;
    const r = await table.start({
      game: this.#config.game, options: this.#config.options, level: this.#config.level,
      // People here or not yet away past the grace period (a reopened table's seats wait that long for theirs).
      people: this.#peopleHere(), paceMs: TIMING.botPaceMs, waitAtHandEnd: true,
      // The room's own secret seed: the game so far is then one notation, which is what is saved.
      seed: this.#seed, ...(resume === undefined ? {} : { resume }),
    });
    if (!r.ok) {
      this.broadcast('error', { code: r.code, message: r.message });
      return false;
    }
    // Every move (a person's or a bot's) reaches the public subscription: the table is saved then
    // (with a store: in memory there is nothing to save, and no public view to build per move).
    if (tableStore()) await table.subscribe('public', (u: TableUpdate) => (u.gameEnded ? this.#forget() : this.#save()));
    this.#save();
    this.#sendLobbies();
    for (const client of this.clients) await this.#watch(client);
    return true;
  }

  /** A new game at the same table, the same people in the same seats, from a new secret seed. */
  async #again(client: Client): Promise<void> {
    if (!this.#sitterOf(client) || !this.#table || !this.#over) return;
    // Set at once: a second press (or the other person's) while this one deals is no second game.
    this.#over = false;
    const old = this.#table;
    this.#subs.clear();
    await old.dispose();
    this.#forgotten = false;
    this.#seed = randomSeed();
    await this.#start();
  }

  /** Subscribes a client to what it may see: its person's seat, or the public view. */
  async #watch(client: Client): Promise<void> {
    const table = this.#table;
    if (!table || this.#subs.has(client.sessionId)) return;
    const seat = this.#sitterOf(client)?.seat ?? 'public';
    const r = await table.subscribe(seat, (u: TableUpdate) => {
      if (u.gameEnded && table === this.#table) this.#over = true;
      this.#hints.delete(client.sessionId);
      client.send('update', u);
    });
    if (r.ok && r.id !== undefined) this.#subs.set(client.sessionId, r.id);
  }

  async #sync(client: Client): Promise<void> {
    const sitter = this.#sitterOf(client);
    if (sitter) this.#sendSeat(client, sitter);
    this.#sendLobbies([client]);
    await this.#unwatch(client);
    await this.#watch(client);
  }

  async #unwatch(client: Client): Promise<void> {
    const id = this.#subs.get(client.sessionId);
    this.#subs.delete(client.sessionId);
    if (id !== undefined) await this.#table?.unsubscribe(id);
  }

  async #act(client: Client, message: unknown): Promise<void> {
    const msg = readAct(message);
    const sitter = this.#sitterOf(client);
    let r: ActResult;
    if (!msg) r = { ok: false, code: 'bad-action', message: 'That message is not an action.' };
    else if (!sitter) r = { ok: false, code: 'not-your-seat', message: 'A spectator cannot play.' };
    else if (!this.#table) r = { ok: false, code: 'not-your-turn', message: 'The game has not started yet.' };
    else r = await this.#table.act(sitter.seat, msg.action);
    client.send('result', { id: msg?.id ?? null, ...r });
  }

  /**
   * A person's hint, for their own seat only (the engine's Table.hint: worked out on a bot thread
   * from that seat's view, once per position however often asked), answered to them alone.
   */
  async #hint(client: Client, message: unknown): Promise<void> {
    const id = readHint(message);
    const sitter = this.#sitterOf(client);
    let r: HintResult;
    if (!sitter) r = { ok: false, code: 'not-your-seat', message: 'A spectator has no hand to hint at.' };
    else if (!this.#table) r = { ok: false, code: 'not-your-turn', message: 'The game has not started yet.' };
    else {
      let hint = this.#hints.get(client.sessionId);
      if (!hint) this.#hints.set(client.sessionId, (hint = this.#table.hint(sitter.seat)));
      r = await hint;
    }
    client.send('result', { id, ...r });
  }

  #sendLobbies(to: readonly Client[] = this.clients): void {
    const seats = Array.from({ length: this.#players }, (_, seat) => {
      const p = this.#sitters.find((x) => x.seat === seat);
      return { seat, name: p ? plainName(p.name) : null, person: !!p, here: p?.here ?? false };
    });
    for (const client of to) {
      const lobby: Lobby = {
        code: this.roomId, game: this.#config.game, players: this.#players, people: this.#config.people, started: this.#table !== null,
        seats, you: this.#sitterOf(client)?.seat ?? null, host: this.#host !== null && this.#sitterOf(client)?.seat === this.#host, teams: this.#teams,
      };
      client.send('lobby', lobby);
    }
  }

  #sendSeat(client: Client, sitter: Sitter): void {
    const seat: SeatMessage = { code: this.roomId, seat: sitter.seat, token: sitter.token };
    client.send('seat', seat);
  }

  /**
   * A person back with their seat's token: the seat is this client's now. An old session still
   * connected is closed (SEAT_TAKEN), one away loses its pending reconnection, and a bot that kept
   * the seat warm hands it back.
   */
  #comeBack(client: Client, sitter: Sitter): void {
    const old = sitter.sessionId;
    sitter.sessionId = client.sessionId;
    sitter.here = true;
    this.#clearGrace(sitter.seat);
    this.#unlock();
    if (old !== null && old !== client.sessionId) {
      this.#reconnections.get(old)?.reject?.(new Error('seat-taken'));
      const previous = this.clients.find((c) => c.sessionId === old);
      if (previous) {
        void this.#unwatch(previous);
        previous.leave(SEAT_TAKEN, 'seat-taken');
      }
    }
    this.#sendSeat(client, sitter);
    void this.#table?.setPeople(this.#peopleHere());
    this.#sendLobbies();
    if (this.#table) void this.#watch(client);
  }

  /** What is saved of this table: never sent to any client (it holds the seed, the game and every token). */
  async #record(): Promise<SavedTable> {
    return {
      v: 1, code: this.roomId, config: this.#config, seed: this.#seed,
      sitters: this.#sitters.map(({ seat, name, token }) => ({ seat, name, token })),
      host: this.#host, game: this.#table ? await this.#table.notation() : null,
    };
  }

  /** Saves the table (with a store): after every move, seat change and start. */
  #save(): void {
    const store = tableStore();
    if (!store || this.#forgotten || this.#going || this.#saveQueued) return;
    this.#saveQueued = true;
    this.#saving = this.#saving.then(async () => {
      this.#saveQueued = false;
      if (this.#forgotten) return;
      await store.save(await this.#record(), TIMING.keepSeconds);
    }).catch((e: unknown) => console.error(`Boneyard: table ${this.roomId} could not be saved (${(e as Error)?.message ?? 'error'}).`));
  }

  /** The game is over or the table closed for good: its saved state goes. */
  #forget(): void {
    const store = tableStore();
    if (!store || this.#forgotten) return;
    this.#forgotten = true;
    const code = this.roomId;
    this.#saving = this.#saving.then(() => store.remove(code))
      .catch((e: unknown) => console.error(`Boneyard: table ${code} could not be deleted (${(e as Error)?.message ?? 'error'}).`));
  }

  #unlock(): void {
    const store = tableStore();
    const lock = this.#lock;
    this.#lock = null;
    if (store && lock) void store.unlock(this.roomId, lock).catch(() => undefined);
  }

  /**
   * Reopens a saved table under its code (its process died), for the person with `token`: refused
   * with `no-table` (nothing saved, not their table, or no store) or `table-open` (it is up, or
   * another process is reopening it).
   */
  async #restore(code: string, token: string | null): Promise<void> {
    const store = tableStore();
    const saved = store ? await store.load(code) : null;
    if (!store || !saved || token === null || !saved.sitters.some((p) => sameToken(p.token, token))) {
      throw new Error('no-table: There is no saved table with that code for you (it may have ended or closed).');
    }
    const open = (): Error => new Error('table-open: This table is open on the server: join it by its code with your token.');
    const lock = await store.lock(code, TIMING.restoreLockMs);
    if (!lock) throw open();
    try {
      // A room by that id already listed: alive (here, or its process answers) refuses; a dead
      // process's listing is swept by the health check, so the new room takes the code.
      const listed = await matchMaker.getRoomById(code);
      const alive = listed && (listed.processId === matchMaker.processId ? !!matchMaker.getLocalRoomById(code) : await matchMaker.healthCheckProcessId(listed.processId));
      if (alive) throw open();
      this.#config = saved.config;
      this.#seats(createGame({ game: saved.config.game, options: saved.config.options }));
      this.#seed = saved.seed;
      this.#host = saved.host;
      this.#sitters = saved.sitters.map((p) => ({ ...p, here: false, sessionId: null }));
      this.roomId = code;
      this.#lock = lock;
      // Everyone is away until they come back; bots play the seats of those who do not, after the grace period.
      for (const p of this.#sitters) this.#graceTimers.set(p.seat, setTimeout(() => this.#botTakes(p), TIMING.graceMs));
      if (saved.game !== null && !(await this.#start(saved.game))) {
        await this.#table?.dispose();
        throw new Error('no-table: The saved game could not be read back.');
      }
    } catch (e) {
      await store.unlock(code, lock).catch(() => undefined);
      this.#lock = null;
      throw e;
    }
  }
}
