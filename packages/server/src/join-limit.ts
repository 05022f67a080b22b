/**
 * Join attempts per address: a token bucket in front of Colyseus's matchmaking routes.
 *
 * A page creates or joins a table by an HTTP POST to `/matchmake/<method>/<room or code>` before its
 * WebSocket opens. Colyseus 0.18 answers those routes itself (its router runs before any Express
 * app), and a joinById to an unknown code is refused before `onAuth` is ever called, so guessing
 * codes would cost nothing. The limit is therefore taken at the HTTP server itself, ahead of
 * Colyseus's own request listener: each address may make JOIN_LIMIT.attempts attempts at once,
 * refilled at that many per JOIN_LIMIT.windowMs. One over is answered `429 Too Many Requests`
 * with `{ code: 'too-many-joins', error }` and a Retry-After; the SDK rejects the join with that
 * status and message. Everything else (the WebSocket, other routes) goes by untouched.
 *
 * The address is the socket's peer; behind a reverse proxy (trustProxy), the last hop of
 * X-Forwarded-For, the one that proxy added (earlier hops are the client's to write).
 */
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';

export const JOIN_LIMIT = {
  /** Attempts an address may make in a burst. */
  attempts: 20,
  /** ... refilled at `attempts` per this many ms. */
  windowMs: 10_000,
};

interface Bucket {
  tokens: number;
  at: number;
}

export class JoinLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #trustProxy: boolean;
  #sweptAt = Date.now();

  constructor(trustProxy = false) {
    this.#trustProxy = trustProxy;
  }

  /** Takes one attempt for `address`: the ms to wait before the next, or 0 if this one may go ahead. */
  take(address: string, now = Date.now()): number {
    const { attempts, windowMs } = JOIN_LIMIT;
    const rate = attempts / windowMs;
    this.#sweep(now, rate, attempts);
    const b = this.#buckets.get(address) ?? { tokens: attempts, at: now };
    b.tokens = Math.min(attempts, b.tokens + (now - b.at) * rate);
    b.at = now;
    this.#buckets.set(address, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - b.tokens) / rate);
  }

  /** Forgets addresses whose bucket has filled up again, once a window, so the map stays small. */
  #sweep(now: number, rate: number, attempts: number): void {
    if (now - this.#sweptAt < JOIN_LIMIT.windowMs) return;
    this.#sweptAt = now;
    for (const [address, b] of this.#buckets) if (b.tokens + (now - b.at) * rate >= attempts) this.#buckets.delete(address);
  }

  address(req: IncomingMessage): string {
    if (this.#trustProxy) {
      const hops = String(req.headers['x-forwarded-for'] ?? '').split(',').map((h) => h.trim()).filter(Boolean);
      if (hops.length > 0) return hops.at(-1)!;
    }
    return req.socket.remoteAddress ?? 'unknown';
  }

  /** Answers a matchmaking request over the limit (true), or lets it through (false). */
  refuses(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST' || !req.url?.startsWith('/matchmake/')) return false;
    const wait = this.take(this.address(req));
    if (wait === 0) return false;
    const body = JSON.stringify({ code: 'too-many-joins', error: 'too-many-joins: Too many tables joined or created from here; try again in a few seconds.' });
    res.writeHead(429, {
      ...matchMaker.controller.DEFAULT_CORS_HEADERS,
      ...matchMaker.controller.getCorsHeaders(new Headers(req.headers as Record<string, string>)),
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'retry-after': String(Math.max(1, Math.ceil(wait / 1000))),
    });
    res.end(body);
    return true;
  }
}

/**
 * An HTTP server for the WebSocket transport whose requests pass the limiter first: Colyseus adds
 * its own request listener (first in line) when it listens, so the check sits in `emit` itself.
 */
export function limitedHttpServer(limiter: JoinLimiter): HttpServer {
  const server = createServer();
  // Node closes an idle keep-alive connection after 5 s, and a client (fetch) that sends its next
  // request on it just then gets a reset ("fetch failed": a matchmaking request is a POST, which it
  // does not retry). The server's test saw one under load, after a CPU-bound test left the
  // connection idle. Keep connections as long as a load balancer in front would (60 s or so).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'request' && limiter.refuses(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit(event, ...args);
  }) as typeof server.emit;
  return server;
}
