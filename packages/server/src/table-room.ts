/**
 * One table: a Colyseus room refereed by the same engine Table as the page's worker (createGame,
 * act, view; the same bots). People take seats as they join; once the table has the people it
 * waits for (or its host starts early), the game starts and bots play every other seat.
 *
 * What crosses to a client is only what its seat may know: each person gets their own seat's
 * updates (per-client messages, never a shared state), a spectator the public view. No referee
 * state, seed or other seat's view is ever sent. A refused action comes back, coded, to the client
 * that sent it alone, and changes nothing.
 */
import { Room, type Client } from '@colyseus/core';
import { createGame, Table, type ActResult, type TableUpdate } from '@boneyard/engine';
import { newRoomCode, plainName, readAct, readCreate, readJoin, type CreateOptions } from './protocol.ts';

/** A person's place at the table. */
interface Sitter {
  seat: number;
  name: string;
  /** Connected now (false while away: reconnecting, or a bot keeps the seat warm). */
  here: boolean;
  /** The Colyseus session that holds the seat (a reconnection keeps it). */
  sessionId: string | null;
}

/** What every client sees of the table before and during the game: who sits where. */
export interface Lobby {
  code: string;
  game: string;
  players: number;
  people: number;
  started: boolean;
  seats: { seat: number; name: string | null; person: boolean; here: boolean }[];
  /** The seat of the client this lobby is sent to, or null for a spectator. */
  you: number | null;
  /** This client may start the game early (the first person to sit). */
  host: boolean;
}

export const TIMING = {
  /** How long a person may be away before a bot plays their seat (they take it back on return). */
  graceMs: 20_000,
  /** How long a person away may still come back to their seat, and a table nobody is left at waits before it closes. */
  awayMs: 120_000,
};
/** Pause before each bot move online: people watch the bots play. */
const BOT_PACE_MS = 600;
/** Spectators a table takes beside its people. */
const SPECTATORS = 8;

export class TableRoom extends Room {
  // Flooding costs the flooder its connection; everyone else is served as before.
  override maxMessagesPerSecond = 20;
  override patchRate = null;
  override autoDispose = false;

  #config!: CreateOptions;
  #players = 0;
  #table: Table | null = null;
  #sitters: Sitter[] = [];
  /** The session of the first person to sit: may start the game before the table is full. */
  #host: string | null = null;
  #subs = new Map<string, number>();
  #graceTimers = new Map<number, ReturnType<typeof setTimeout>>();
  #emptyTimer: ReturnType<typeof setTimeout> | null = null;

  override onCreate(options: unknown): void {
    this.#config = readCreate(options);
    // The engine checks the options (a coded error refuses the table) and says how many seats it has.
    this.#players = createGame({ game: this.#config.game, options: this.#config.options }).players;
    if (this.#config.people > this.#players) throw new Error(`bad-option: ${this.#config.game} seats ${this.#players} people at most.`);
    this.roomId = newRoomCode();
    this.maxClients = this.#config.people + SPECTATORS;
    void this.setPrivate(true);
    this.onMessage('act', (client, message) => void this.#act(client, message));
    this.onMessage('start', (client) => this.#startEarly(client));
    this.onMessage('next-hand', (client) => {
      if (this.#sitterOf(client)) void this.#table?.nextHand();
    });
    // A client's handlers are ready: it is sent where the table stands (what came before may have
    // arrived before it listened: a join or a reconnection answers at once).
    this.onMessage('sync', (client) => void this.#sync(client));
    // Anything else is ignored, not echoed: an unknown type is no error worth a reply.
    this.onMessage('*', () => undefined);
  }

  override onJoin(client: Client, options: unknown): void {
    const { name } = readJoin(options);
    this.#cancelEmptyClose();
    const free = this.#table ? undefined : this.#seatOrder().find((s) => !this.#sitters.some((p) => p.seat === s));
    if (free !== undefined && this.#sitters.length < this.#config.people) {
      this.#sitters.push({ seat: free, name: name || `Player ${this.#sitters.length + 1}`, here: true, sessionId: client.sessionId });
      this.#host ??= client.sessionId;
    }
    this.#sendLobbies();
    if (!this.#table && this.#sitters.length === this.#config.people) void this.#start();
    else if (this.#table) void this.#watch(client);
  }

  override onDrop(client: Client): void {
    const sitter = this.#sitterOf(client);
    if (!sitter) return;
    sitter.here = false;
    this.#sendLobbies();
    // Away past the grace period: a bot plays the seat until its person comes back.
    this.#graceTimers.set(sitter.seat, setTimeout(() => this.#botTakes(sitter), TIMING.graceMs));
    // The same seat and hand for whoever comes back with this client's reconnection token (the SDK keeps it).
    Promise.resolve(this.allowReconnection(client, TIMING.awayMs / 1000)).catch(() => undefined);
  }

  override onReconnect(client: Client): void {
    const sitter = this.#sitterOf(client);
    if (!sitter) return;
    sitter.here = true;
    clearTimeout(this.#graceTimers.get(sitter.seat));
    this.#graceTimers.delete(sitter.seat);
    void this.#table?.setPeople(this.#peopleHere());
    this.#sendLobbies();
    void this.#watch(client);
  }

  override onLeave(client: Client): void {
    void this.#unwatch(client);
    const sitter = this.#sitterOf(client);
    if (sitter) {
      // Gone for good: before the game, the seat is free again; during it, a bot plays it.
      if (!this.#table) this.#sitters = this.#sitters.filter((p) => p !== sitter);
      else {
        sitter.here = false;
        sitter.sessionId = null;
        this.#botTakes(sitter);
      }
      if (this.#host === client.sessionId) this.#host = this.#sitters.find((p) => p.sessionId !== null)?.sessionId ?? null;
    }
    this.#sendLobbies();
    if (this.clients.length === 0) this.#emptyTimer = setTimeout(() => void this.disconnect(), TIMING.awayMs);
  }

  override async onDispose(): Promise<void> {
    for (const t of this.#graceTimers.values()) clearTimeout(t);
    this.#cancelEmptyClose();
    await this.#table?.dispose();
  }

  /** Seats in the order people take them: partners first, so two friends at a four-seat partnership game play together. */
  #seatOrder(): number[] {
    const partners = this.#players === 4 && (this.#config.game === 'euchre' || (this.#config.game === 'whist' && this.#config.options.partnership !== false));
    return partners ? [0, 2, 1, 3] : Array.from({ length: this.#players }, (_, i) => i);
  }

  #sitterOf(client: Client): Sitter | undefined {
    return this.#sitters.find((p) => p.sessionId === client.sessionId);
  }

  /** Seats a person plays: here, or away for less than the grace period. */
  #peopleHere(): number[] {
    return this.#sitters.filter((p) => p.sessionId !== null && (p.here || this.#graceTimers.has(p.seat))).map((p) => p.seat);
  }

  #botTakes(sitter: Sitter): void {
    this.#graceTimers.delete(sitter.seat);
    void this.#table?.setPeople(this.#peopleHere());
    this.#sendLobbies();
  }

  #cancelEmptyClose(): void {
    if (this.#emptyTimer) clearTimeout(this.#emptyTimer);
    this.#emptyTimer = null;
  }

  #startEarly(client: Client): void {
    if (this.#table || client.sessionId !== this.#host) return;
    void this.#start();
  }

  async #start(): Promise<void> {
    const table = new Table();
    this.#table = table;
    const r = await table.start({
      game: this.#config.game, options: this.#config.options, level: this.#config.level,
      people: this.#sitters.map((p) => p.seat), paceMs: BOT_PACE_MS, waitAtHandEnd: true,
    });
    if (!r.ok) {
      this.broadcast('error', { code: r.code, message: r.message });
      return;
    }
    this.#sendLobbies();
    for (const client of this.clients) await this.#watch(client);
  }

  /** Subscribes a client to what it may see: its person's seat, or the public view. */
  async #watch(client: Client): Promise<void> {
    const table = this.#table;
    if (!table || this.#subs.has(client.sessionId)) return;
    const seat = this.#sitterOf(client)?.seat ?? 'public';
    const r = await table.subscribe(seat, (u: TableUpdate) => client.send('update', u));
    if (r.ok && r.id !== undefined) this.#subs.set(client.sessionId, r.id);
  }

  async #sync(client: Client): Promise<void> {
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

  #sendLobbies(to: readonly Client[] = this.clients): void {
    const seats = Array.from({ length: this.#players }, (_, seat) => {
      const p = this.#sitters.find((x) => x.seat === seat);
      return { seat, name: p ? plainName(p.name) : null, person: !!p, here: p?.here ?? false };
    });
    for (const client of to) {
      const lobby: Lobby = {
        code: this.roomId, game: this.#config.game, players: this.#players, people: this.#config.people, started: this.#table !== null,
        seats, you: this.#sitterOf(client)?.seat ?? null, host: client.sessionId === this.#host,
      };
      client.send('lobby', lobby);
    }
  }
}
