/**
 * Serves a Table to the page over Comlink, and nothing else. Comlink's `expose` would answer any
 * message on the port: read or write any property along any path from the table (`__proto__`
 * included, so a page could plant a function on Object.prototype in the worker and be sent every
 * value it touches), or open a second channel. The page is not trusted here, so the port is
 * filtered first: only calls of the table's own methods, with plain data as arguments (a callback
 * only where `subscribe` takes one), and the release of the proxy. Anything else is answered with a
 * refusal and never reaches Comlink.
 */
import { expose, type Endpoint } from 'comlink';
import { Table } from './table.ts';

const METHODS = new Set(['start', 'act', 'hint', 'subscribe', 'unsubscribe', 'notation', 'setPace', 'nextHand', 'ping', 'dispose']);

interface Wire {
  id?: unknown;
  type?: unknown;
  path?: unknown;
  argumentList?: unknown;
}

/** Is this a call the page may make? */
export function allowedCall(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Wire;
  // Comlink sends the release of the whole proxy with no path.
  if (m.type === 'RELEASE') return m.path === undefined || (Array.isArray(m.path) && m.path.length === 0);
  if (m.type !== 'APPLY' || !Array.isArray(m.path) || m.path.length !== 1 || !METHODS.has(m.path[0] as string)) return false;
  if (!Array.isArray(m.argumentList) || m.argumentList.length > 2) return false;
  return m.argumentList.every((arg: { type?: unknown; name?: unknown }, i) =>
    typeof arg === 'object' && arg !== null && (m.path as string[])[0] === 'subscribe' && i === 1
      ? arg.type === 'HANDLER' && arg.name === 'proxy'
      : arg?.type === 'RAW');
}

/** `endpoint` with every message the page may not send answered with a refusal instead of passed on. */
function guarded(endpoint: Endpoint): Endpoint {
  const wrapped = new Map<unknown, EventListener>();
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => endpoint.postMessage(message, transfer),
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const inner: EventListener = (event) => {
        const data = (event as MessageEvent).data as Wire;
        if (allowedCall(data)) {
          if (typeof listener === 'function') listener(event);
          else listener.handleEvent(event);
          return;
        }
        // Answered as Comlink answers a throw, so a caller is not left waiting; the data is not read further.
        const id = typeof data === 'object' && data !== null && typeof data.id === 'string' ? data.id : undefined;
        if (id !== undefined) endpoint.postMessage({ id, type: 'HANDLER', name: 'throw', value: { isError: false, value: { code: 'not-allowed', message: 'The engine takes only its own calls.' } } });
      };
      wrapped.set(listener, inner);
      endpoint.addEventListener(type, inner);
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const inner = wrapped.get(listener);
      if (inner) endpoint.removeEventListener(type, inner);
      wrapped.delete(listener);
    },
    ...(endpoint.start ? { start: () => endpoint.start!() } : {}),
  };
}

/** Hosts one table on `endpoint` (the worker's own scope by default), through the filter above. */
export function serveTable(endpoint: Endpoint = globalThis as unknown as Endpoint, table: Table = new Table()): Table {
  expose(table, guarded(endpoint));
  return table;
}
