/**
 * Colyseus's WebSocket transport with its heartbeat spread out. The stock one pings every client in
 * one go every interval: with 4,000 clients that held the event loop for 80–130 ms every 3 s, the
 * whole p99 tail of `pnpm bench:server`. Here each interval is cut into slices of 100 ms and each
 * slice pings its share, so a client is still pinged once per interval and an unresponsive one is
 * still cut off after `pingMaxRetries` missed pongs (the transport's own pong handler resets the count).
 */
import { WebSocketTransport } from '@colyseus/ws-transport';

const SLICE_MS = 100;

interface Pinged {
  pingCount: number;
  ping(cb: () => void): void;
  terminate(): void;
}

export class SpreadHeartbeatTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const slices = Math.max(1, Math.round(pingInterval / SLICE_MS));
    let round: Pinged[] = [];
    let at = 0;
    let perSlice = 0;
    let slice = 0;
    this.pingInterval = setInterval(() => {
      // A round is one whole interval, however few the clients: started again as soon as it was done,
      // a few clients were pinged every slice and one whose pong came 200 ms late was cut off.
      if (slice === 0) {
        round = [...(this.wss.clients as unknown as Set<Pinged>)];
        at = 0;
        perSlice = Math.ceil(round.length / slices);
      }
      slice = (slice + 1) % slices;
      for (const end = Math.min(round.length, at + perSlice); at < end; at++) {
        const client = round[at]!;
        if (client.pingCount >= pingMaxRetries) client.terminate();
        else {
          client.pingCount++;
          client.ping(() => undefined);
        }
      }
    }, Math.max(1, Math.floor(pingInterval / slices)));
  }
}
