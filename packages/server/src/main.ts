/**
 * `pnpm run server`: the game server on PORT (2567), in memory, or shared through REDIS_URL (each
 * process then says where pages reach it in PUBLIC_ADDRESS, host:port; tables are then saved in
 * Redis and outlive the process). TRUST_PROXY=1 behind a reverse proxy (join attempts are counted
 * by the address it saw).
 * Node 20 has no global WebSocket, which Colyseus 0.18 uses for reconnection; the `ws` package's stands in.
 */
import { WebSocket } from 'ws';
import { createServer } from './index.ts';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const port = Number(process.env.PORT) || 2567;
const server = await createServer({
  redisUrl: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  trustProxy: process.env.TRUST_PROXY === '1',
});
await server.listen(port);
console.log(`Boneyard game server on ws://localhost:${port}${process.env.REDIS_URL ? ' (tables shared through Redis)' : ''}`);
// SIGINT and SIGTERM shut it down gracefully: Colyseus registers that itself.
