/**
 * The spread heartbeat (transport.ts), on its own clock: every client is pinged once per interval,
 * however few or many they are, and only one that has not answered for two intervals is cut off.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { SpreadHeartbeatTransport } from '../src/transport.ts';

class Heartbeat extends SpreadHeartbeatTransport {
  start(clients: object[], ms: number, retries: number): void {
    this.wss.clients = new Set(clients) as never;
    this.autoTerminateUnresponsiveClients(ms, retries);
  }

  stop(): void {
    clearInterval(this.pingInterval);
  }
}

/** A client whose pong comes `lateMs` after each ping (never: null). */
const client = (lateMs: number | null) => {
  const c = {
    pingCount: 0, pings: 0, cut: false,
    ping() {
      c.pings++;
      if (lateMs !== null) setTimeout(() => (c.pingCount = 0), lateMs);
    },
    terminate() {
      c.cut = true;
    },
  };
  return c;
};

let heartbeat: Heartbeat | null = null;
afterEach(() => {
  heartbeat?.stop();
  vi.useRealTimers();
});

test('the heartbeat pings each client once per interval, however few: a pong a second late costs no one their connection; none for two intervals does', () => {
  vi.useFakeTimers();
  for (const n of [1, 2, 100]) {
    const clients = Array.from({ length: n }, () => client(1000));
    const silent = client(null);
    heartbeat = new Heartbeat({});
    heartbeat.start([...clients, silent], 3000, 2);
    vi.advanceTimersByTime(9000);
    heartbeat.stop();
    expect(clients.map((c) => [c.pings, c.cut])).toEqual(clients.map(() => [3, false]));
    expect(silent.cut).toBe(true);
  }
});
