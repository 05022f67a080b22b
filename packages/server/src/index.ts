/**
 * The game server: Colyseus with one `table` room per game table (table-room.ts). In memory by
 * default; with a Redis URL, Redis presence and driver, so several processes form one service and a
 * table created through one is joinable through any other.
 */
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { TableRoom } from './table-room.ts';
import { MAX_MESSAGE } from './protocol.ts';

export { TableRoom, TIMING, type Lobby } from './table-room.ts';
export { newRoomCode, plainName, readAct, readCreate, MAX_NAME, MAX_MESSAGE } from './protocol.ts';

export interface ServerConfig {
  /** redis://host:port: share tables among processes (presence and matchmaking in Redis). */
  redisUrl?: string;
  /**
   * host:port where pages reach this very process (several processes: each its own, so a seat
   * reserved on one process is taken there, not through whichever process the page asked).
   */
  publicAddress?: string;
}

/** A game server, its rooms defined, not yet listening (`listen(port)`). */
export async function createServer(config: ServerConfig = {}): Promise<Server> {
  const shared = config.redisUrl ? await redis(config.redisUrl) : {};
  const server = new Server({
    // A message bigger than any action is cut off at the socket (a flood of big frames costs its sender).
    transport: new WebSocketTransport({ maxPayload: MAX_MESSAGE * 4 }),
    greet: false,
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    ...shared,
  });
  server.define('table', TableRoom);
  return server;
}

async function redis(url: string) {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url) };
}
