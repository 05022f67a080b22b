/**
 * A table on the game server (packages/server), reached with the Colyseus SDK: the same verbs as a
 * table in a worker (TableClient), so the widget draws an online game exactly as an offline one.
 * The server is the referee: this side sends a person's moves and receives that person's seat view
 * and the table's lobby (who sits where), nothing else.
 *
 * This file is the only one that imports the SDK; the one-file bundle fetches it (boneyard-online.js)
 * the first time a widget has `server` set, so offline pages never load it.
 *
 * Coming back: the server hands each person a seat token (`seat` message). It is kept in
 * localStorage under the server and room code, and sent when joining that room again (a reload, the
 * invite link opened anew): the same seat, the same hand. A token is worth one seat at one table
 * and shows its holder no more than that seat's view, which the page shows anyway.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { ActResult, HintResult, Lobby, SeatMessage, TableClient, TableUpdate } from '@boneyard/engine';

export type { Lobby };
import { isRoomCode } from './room-code.ts';

export interface OnlineOptions {
  /** ws:// or wss:// (http(s):// is taken too). */
  server: string;
  /** A room code to join, or null to create a table. */
  room: string | null;
  game: string;
  options: Record<string, unknown>;
  people: number;
  level: string;
  name: string;
  onLobby: (lobby: Lobby) => void;
  /** The connection is lost for good (the SDK's own reconnection and a rejoin by token both failed). */
  onLost: (error: { code: string; message: string }) => void;
}

export interface OnlineTable extends TableClient {
  readonly mode: 'online';
  readonly code: string;
  lobby: Lobby | null;
  /** The host starts the game before every person has sat down; bots take the empty seats. */
  startEarly(): void;
  /** The game is over: deal the next at this table, the same people in the same seats. */
  again(): void;
}

/** An error with a code the widget turns into words. */
export class OnlineError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/** The server's close code for a session whose seat was taken back with its token elsewhere. */
const SEAT_TAKEN = 4100;
/** How long a move may wait for the server's answer. */
const ANSWER_MS = 10_000;
const tokenKey = (server: string, code: string) => `boneyard-seat:${server}:${code}`;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the seat is kept only as long as the connection lasts.
  }
}

/** The code in a server refusal ("bad-option: …", a matchmaking error) or a fallback. */
function asOnlineError(e: unknown, fallback: string): OnlineError {
  const m = String((e as Error)?.message ?? e ?? '');
  const coded = /^([a-z][a-z-]+):\s*(.*)$/s.exec(m);
  if (coded) return new OnlineError(coded[1]!, coded[2]!);
  const status = (e as { code?: unknown })?.code;
  if (status === 429) return new OnlineError('too-many-joins', m);
  if (status === 522 || /not found|invalid room/i.test(m)) return new OnlineError('no-table', m);
  if (/fetch|network|ECONNREFUSED|Failed|closed/i.test(m)) return new OnlineError('server-unreachable', m);
  return new OnlineError(fallback, m);
}

/** Checks a `server` attribute: a ws(s) or http(s) URL. */
export function serverUrl(v: string): string {
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new OnlineError('bad-server', `"${v.slice(0, 60)}" is not a server address.`);
  }
  if (!['ws:', 'wss:', 'http:', 'https:'].includes(url.protocol)) throw new OnlineError('bad-server', `"${v.slice(0, 60)}" is not a ws:// or wss:// address.`);
  return url.href.replace(/\/$/, '');
}

/**
 * Joins `code` with this page's seat token for it, or (the process that hosted it restarted) reopens
 * it from the server's store. Two people coming back at once: one reopens it, the other is told
 * `table-open` and joins it a moment later.
 */
async function join(client: Client, server: string, code: string, name: string): Promise<Room> {
  const token = stored(tokenKey(server, code)) ?? undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      return await client.joinById(code, { name, ...(token ? { token } : {}) });
    } catch (e) {
      const err = asOnlineError(e, 'no-table');
      if (err.code !== 'no-table' || !token) throw err;
    }
    try {
      return await client.create('table', { restore: code, token, name });
    } catch (e) {
      const err = asOnlineError(e, 'no-table');
      if (err.code !== 'table-open' || attempt >= 10) throw err.code === 'table-open' ? new OnlineError('no-table', err.message) : err;
    }
    await new Promise((r) => setTimeout(r, 200 + 100 * attempt));
  }
}

/** Opens (creates or joins) a table on the server; refuses with an OnlineError. */
export async function openTable(o: OnlineOptions): Promise<OnlineTable> {
  const server = serverUrl(o.server);
  if (o.room !== null && !isRoomCode(o.room)) throw new OnlineError('no-table', `"${o.room.slice(0, 20)}" is not a table code.`);
  const client = new Client(server);
  let room: Room;
  try {
    room = o.room === null
      ? await client.create('table', { game: o.game, options: o.options, people: o.people, level: o.level, name: o.name })
      : await join(client, server, o.room, o.name);
  } catch (e) {
    throw e instanceof OnlineError ? e : asOnlineError(e, 'server-unreachable');
  }
  return new Session(client, server, room, o);
}

class Session implements OnlineTable {
  readonly mode = 'online' as const;
  lobby: Lobby | null = null;
  #room: Room;
  #update: TableUpdate | null = null;
  #subs = new Set<(u: TableUpdate) => void>();
  #pending = new Map<number, (r: ActResult | HintResult) => void>();
  #nextId = 1;
  #closed = false;
  #rejoining = false;
  readonly #client: Client;
  readonly #server: string;
  readonly #o: OnlineOptions;

  constructor(client: Client, server: string, room: Room, o: OnlineOptions) {
    this.#client = client;
    this.#server = server;
    this.#o = o;
    this.#room = room;
    this.#listen(room);
  }

  get code(): string {
    return this.#room.roomId;
  }

  #listen(room: Room): void {
    room.onMessage('seat', (m: Partial<SeatMessage>) => {
      if (typeof m?.token === 'string' && typeof m.code === 'string') store(tokenKey(this.#server, m.code), m.token);
    });
    room.onMessage('lobby', (l: Lobby) => {
      this.lobby = l;
      this.#o.onLobby(l);
    });
    room.onMessage('update', (u: TableUpdate) => {
      this.#update = u;
      for (const cb of this.#subs) cb(u);
    });
    room.onMessage('result', (r: ActResult & { id?: number | null }) => {
      const done = typeof r?.id === 'number' ? this.#pending.get(r.id) : undefined;
      if (!done) return;
      this.#pending.delete(r.id as number);
      const { id: _id, ...result } = r;
      done(result as ActResult | HintResult);
    });
    room.onMessage('error', (e: { code?: string; message?: string }) => this.#o.onLost({ code: e?.code ?? 'internal', message: e?.message ?? '' }));
    room.onMessage('*', () => undefined);
    // The SDK reconnects by itself after a short drop; past that, the seat token brings the person back.
    room.onLeave((code: number) => {
      if (this.#closed || code === 1000) return;
      // The same seat taken from another tab or window (the server closes this one with 4100).
      if (code === SEAT_TAKEN) return this.#o.onLost({ code: 'seat-taken', message: 'This seat was taken from another window.' });
      void this.#rejoin();
    });
    room.send('sync', {});
  }

  async #rejoin(): Promise<void> {
    if (this.#rejoining) return;
    this.#rejoining = true;
    for (const pause of [500, 1000, 2000, 4000, 8000]) {
      await new Promise((r) => setTimeout(r, pause));
      if (this.#closed) return;
      try {
        const room = await join(this.#client, this.#server, this.code, this.#o.name);
        this.#room = room;
        this.#listen(room);
        this.#rejoining = false;
        return;
      } catch (e) {
        if ((e as OnlineError).code === 'no-table' && pause >= 2000) break;
      }
    }
    this.#rejoining = false;
    for (const [, done] of this.#pending) done({ ok: false, code: 'internal', message: 'The connection to the game server was lost.' });
    this.#pending.clear();
    this.#o.onLost({ code: 'connection-lost', message: 'The connection to the game server was lost.' });
  }

  async ping(): Promise<'pong'> {
    return 'pong';
  }

  async start(): Promise<ActResult & { players?: number; update?: TableUpdate }> {
    return { ok: true, ...(this.#update ? { update: this.#update } : {}) };
  }

  act(_seat: number, action: unknown): Promise<ActResult> {
    return this.#ask('act', { action }) as Promise<ActResult>;
  }

  /** The server works the hint out for this session's own seat (it knows which), from that seat's view. */
  hint(): Promise<HintResult> {
    return this.#ask('hint', {}) as Promise<HintResult>;
  }

  /** Sends `type` with an id; its 'result' answers it (or, after ANSWER_MS, a coded failure). */
  #ask(type: string, body: object): Promise<ActResult | HintResult> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        resolve({ ok: false, code: 'internal', message: 'The game server did not answer.' });
      }, ANSWER_MS);
      this.#pending.set(id, (r) => {
        clearTimeout(timer);
        resolve(r);
      });
      this.#room.send(type, { id, ...body });
    });
  }

  async subscribe(_seat: number | 'public', cb: (u: TableUpdate) => void): Promise<() => Promise<void>> {
    this.#subs.add(cb);
    if (this.#update) cb(this.#update);
    return async () => void this.#subs.delete(cb);
  }

  async notation(): Promise<string | null> {
    return null;
  }

  async setPace(): Promise<void> {}

  async nextHand(): Promise<void> {
    this.#room.send('next-hand', {});
  }

  startEarly(): void {
    this.#room.send('start', {});
  }

  again(): void {
    this.#room.send('again', {});
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#subs.clear();
    await this.#room.leave(true).catch(() => undefined);
  }

  kill(): void {
    void this.close();
  }
}
