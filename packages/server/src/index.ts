/**
 * The game server: Colyseus with one `table` room per game table (table-room.ts). In memory by
 * default; with a Redis URL, Redis presence and driver, so several processes form one service and a
 * table created through one is joinable through any other, and tables saved in Redis (store.ts), so
 * a table whose process died is reopened by the next person who comes back to it.
 * Join and create attempts are limited per address (join-limit.ts).
 */
import { matchMaker, Server } from '@colyseus/core';
import { SpreadHeartbeatTransport } from './transport.ts';
import { TableRoom } from './table-room.ts';
import { MAX_MESSAGE } from './protocol.ts';
import { JoinLimiter, limitedHttpServer } from './join-limit.ts';
import { RedisStore, useTableStore, type TableStore } from './store.ts';

export { TableRoom, TIMING, SEAT_TAKEN } from './table-room.ts';
export type { Lobby, SeatMessage } from '@boneyard/engine';
export { newRoomCode, newSeatToken, plainName, readAct, readCreate, readJoin, readRestore, MAX_NAME, MAX_MESSAGE, MAX_TOKEN } from './protocol.ts';
export { JOIN_LIMIT, JoinLimiter } from './join-limit.ts';
export { MemoryStore, RedisStore, tableStore, type SavedTable, type TableStore } from './store.ts';

export interface ServerConfig {
  /** redis://host:port: share tables among processes (presence and matchmaking in Redis). */
  redisUrl?: string;
  /**
   * host:port where pages reach this very process (several processes: each its own, so a seat
   * reserved on one process is taken there, not through whichever process the page asked).
   */
  publicAddress?: string;
  /**
   * Where tables are saved so they outlive their process: by default Redis at `redisUrl`, and none
   * without it (persistence off: a restore is refused with `no-table`). Tests pass a MemoryStore.
   */
  store?: TableStore | null;
  /** Behind a reverse proxy: join attempts are counted by the address it saw (X-Forwarded-For's last hop). */
  trustProxy?: boolean;
}

/** A game server, its rooms defined, not yet listening (`listen(port)`). */
export async function createServer(config: ServerConfig = {}): Promise<Server> {
  const shared = config.redisUrl ? await redis(config.redisUrl) : {};
  const store = config.store !== undefined ? config.store : config.redisUrl ? await RedisStore.connect(config.redisUrl) : null;
  useTableStore(store);
  const server = new Server({
    // A message bigger than any action is cut off at the socket (a flood of big frames costs its sender).
    transport: new SpreadHeartbeatTransport({ maxPayload: MAX_MESSAGE * 4, server: limitedHttpServer(new JoinLimiter(config.trustProxy)) }),
    greet: false,
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    selectProcessIdToCreateRoom: whereToCreate,
    ...shared,
  });
  server.define('table', TableRoom);
  server.onShutdown(async () => {
    if (store) await store.close();
  });
  return server;
}

/**
 * Where a table's room is made: a new table in the least busy process, as Colyseus does by default;
 * a table reopened from Redis in the process its person asked. A process just restarted has no rooms,
 * so by default it was handed every restore over Redis; cold, it could take past Colyseus's IPC wait
 * (2 s), when the asking process made the room itself too and found the table open, so the person
 * who reopened it was refused and had to join the room the slow process had made after all.
 */
async function whereToCreate(_room: string, options: unknown): Promise<string> {
  if (options !== null && typeof options === 'object' && 'restore' in options) return matchMaker.processId;
  const all = await matchMaker.stats.fetchAll();
  return all.sort((a, b) => a.roomCount - b.roomCount)[0]?.processId ?? matchMaker.processId;
}

async function redis(url: string) {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url) };
}
