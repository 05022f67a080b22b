/**
 * Where tables are kept between server processes, so a table outlives the process that hosts it.
 *
 * With Redis (RedisStore, the server's REDIS_URL), every table is saved after each move, seat
 * change and start, under `boneyard:table:<code>` with a time to live (TIMING.keepSeconds): its
 * config, its seed (server-chosen, 128 bits), its sitters (seat, name, seat token), its host's
 * seat and the game so far as a notation (seed + every move: replayed exactly on restore). The
 * record stays on the server side: no message to a client carries its seed, notation or another
 * person's token. It is deleted once the game is over or the table closes for good.
 *
 * Restoring takes `boneyard:restore:<code>` (SET NX PX) first, so two processes cannot reopen the
 * same table at once. Without Redis there is no store: persistence is off and a restore is refused.
 */
import { randomUUID } from 'node:crypto';
import type { CreateOptions } from './protocol.ts';

export interface SavedSitter {
  seat: number;
  name: string;
  token: string;
}

export interface SavedTable {
  v: 1;
  code: string;
  config: CreateOptions;
  seed: string;
  sitters: SavedSitter[];
  /** The seat of the person who may start early, or null. */
  host: number | null;
  /** The game so far as a notation, or null before it starts. */
  game: string | null;
}

export interface TableStore {
  save(table: SavedTable, ttlSeconds: number): Promise<void>;
  load(code: string): Promise<SavedTable | null>;
  remove(code: string): Promise<void>;
  /** Takes the right to reopen `code` for `ms`: an owner key to unlock with, or null if someone holds it. */
  lock(code: string, ms: number): Promise<string | null>;
  unlock(code: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

const tableKey = (code: string) => `boneyard:table:${code}`;
const lockKey = (code: string) => `boneyard:restore:${code}`;
const owner = () => randomUUID();

/** A saved record as it was written, or null (a record of an older shape, or damaged, is no table). */
export function readSaved(text: string | null | undefined): SavedTable | null {
  if (!text) return null;
  try {
    const t = JSON.parse(text) as SavedTable;
    const ok = t && t.v === 1 && typeof t.code === 'string' && typeof t.seed === 'string' && t.config && typeof t.config.game === 'string'
      && Array.isArray(t.sitters) && t.sitters.every((p) => Number.isInteger(p.seat) && typeof p.name === 'string' && typeof p.token === 'string')
      && (t.host === null || Number.isInteger(t.host)) && (t.game === null || typeof t.game === 'string');
    return ok ? t : null;
  } catch {
    return null;
  }
}

/** Tables in this process's memory: for tests (a table that dies with its process cannot come back from here). */
export class MemoryStore implements TableStore {
  readonly tables = new Map<string, string>();
  readonly #locks = new Map<string, { owner: string; until: number }>();

  async save(table: SavedTable): Promise<void> {
    this.tables.set(table.code, JSON.stringify(table));
  }

  async load(code: string): Promise<SavedTable | null> {
    return readSaved(this.tables.get(code));
  }

  async remove(code: string): Promise<void> {
    this.tables.delete(code);
  }

  async lock(code: string, ms: number): Promise<string | null> {
    const held = this.#locks.get(code);
    if (held && held.until > Date.now()) return null;
    const key = owner();
    this.#locks.set(code, { owner: key, until: Date.now() + ms });
    return key;
  }

  async unlock(code: string, key: string): Promise<void> {
    if (this.#locks.get(code)?.owner === key) this.#locks.delete(code);
  }

  async close(): Promise<void> {}
}

/** Deletes the lock only if it is still ours (it may have expired and been taken by another process). */
const UNLOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export class RedisStore implements TableStore {
  readonly #redis: import('ioredis').Redis;

  constructor(redis: import('ioredis').Redis) {
    this.#redis = redis;
    // Errors are answered per command (a failed save is logged by the room); the connection retries by itself.
    this.#redis.on('error', () => undefined);
  }

  static async connect(url: string): Promise<RedisStore> {
    const { Redis } = await import('ioredis');
    return new RedisStore(new Redis(url, { maxRetriesPerRequest: 3 }));
  }

  async save(table: SavedTable, ttlSeconds: number): Promise<void> {
    await this.#redis.set(tableKey(table.code), JSON.stringify(table), 'EX', Math.max(1, Math.round(ttlSeconds)));
  }

  async load(code: string): Promise<SavedTable | null> {
    return readSaved(await this.#redis.get(tableKey(code)));
  }

  async remove(code: string): Promise<void> {
    await this.#redis.del(tableKey(code));
  }

  async lock(code: string, ms: number): Promise<string | null> {
    const key = owner();
    return (await this.#redis.set(lockKey(code), key, 'PX', Math.max(1, Math.round(ms)), 'NX')) === 'OK' ? key : null;
  }

  async unlock(code: string, key: string): Promise<void> {
    await this.#redis.eval(UNLOCK, 1, lockKey(code), key);
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => undefined);
  }
}

let current: TableStore | null = null;

/** The store the tables of this process save to, or null (persistence off). */
export const tableStore = (): TableStore | null => current;

/** Set by createServer (one server per process, like Colyseus's own matchmaker). */
export function useTableStore(store: TableStore | null): void {
  current = store;
}
