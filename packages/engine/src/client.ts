import { RuleError, type ErrorCode } from '@boneyard/core';
import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import { Table, type ActResult, type HintResult, type TableConfig, type TableUpdate } from './table.ts';

/** The verbs a widget uses, whether the table runs in a worker or on the page. */
export interface TableClient {
  /** Where the referee runs: a Web Worker, the page's own thread, or a game server (elements' online client). */
  readonly mode: 'worker' | 'main' | 'online';
  ping(): Promise<'pong'>;
  /** With `seat`, the answer carries that seat's first update, and the bots wait for that seat's subscription (Table.start). */
  start(config: TableConfig, seat?: number | 'public'): Promise<ActResult & { players?: number; update?: TableUpdate }>;
  act(seat: number, action: unknown): Promise<ActResult>;
  /** The hard bot's move for the person's seat, from its view alone, and why (Table.hint). */
  hint(seat: number): Promise<HintResult>;
  /** Updates for a person's seat or the public view (any other seat is refused: `not-your-seat`). */
  subscribe(seat: number | 'public', cb: (u: TableUpdate) => void): Promise<() => Promise<void>>;
  /** The game as a notation: once it is over, or any time where the page chose the seed; null otherwise. */
  notation(): Promise<string | null>;
  setPace(ms: number): Promise<void>;
  /** Past a hand's end where the table waits (TableConfig.waitAtHandEnd). */
  nextHand(): Promise<void>;
  close(): Promise<void>;
  /** Stops the table at once, answering nothing more (a crashed or abandoned worker). */
  kill(): void;
}

/** Waits for `p`, but never longer than `ms` (a dead worker never answers). */
const atMost = (p: Promise<unknown>, ms: number) => Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, ms))]);

/** A table in a Web Worker, reached through Comlink. Callbacks cross as Comlink proxies, released on unsubscribe. */
export function workerClient(worker: Worker): TableClient {
  const remote: Remote<Table> = wrap<Table>(worker);
  const unsubs = new Set<() => Promise<void>>();
  return {
    mode: 'worker',
    ping: () => remote.ping(),
    start: (c, seat) => remote.start(c, seat),
    act: (seat, action) => remote.act(seat, action),
    hint: (seat) => remote.hint(seat),
    async subscribe(seat, cb) {
      const r = await remote.subscribe(seat, proxy(cb));
      if (!r.ok) throw new RuleError(r.code as ErrorCode, r.message);
      const id = r.id!;
      const off = async () => {
        unsubs.delete(off);
        await remote.unsubscribe(id);
      };
      unsubs.add(off);
      return off;
    },
    notation: () => remote.notation(),
    setPace: (ms) => remote.setPace(ms),
    nextHand: () => remote.nextHand(),
    async close() {
      for (const off of unsubs) await atMost(off(), 500);
      await atMost(remote.dispose(), 500);
      remote[releaseProxy]();
      worker.terminate();
    },
    kill() {
      unsubs.clear();
      try {
        remote[releaseProxy]();
      } catch {
        // Already released.
      }
      worker.terminate();
    },
  };
}

/** The same table on the page's own thread, for pages whose CSP forbids workers. */
export const localClient = (): TableClient => localClientOf(new Table());

/** A client for a table already made on this thread (a one-game page file loads its engine file for it). */
export function localClientOf(table: Table): TableClient {
  return {
    mode: 'main',
    ping: () => table.ping(),
    start: (c, seat) => table.start(c, seat),
    act: (seat, action) => table.act(seat, action),
    hint: (seat) => table.hint(seat),
    async subscribe(seat, cb) {
      const r = await table.subscribe(seat, cb);
      if (!r.ok) throw new RuleError(r.code as ErrorCode, r.message);
      return () => table.unsubscribe(r.id!);
    },
    notation: () => table.notation(),
    setPace: (ms) => table.setPace(ms),
    nextHand: () => table.nextHand(),
    close: () => table.dispose(),
    kill: () => void table.dispose(),
  };
}
