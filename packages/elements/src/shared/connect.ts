import { localClientOf, workerClient, type TableClient } from '@boneyard/engine';
import { localTable, spawnWorker } from './spawn-worker.ts';
import { inWorker } from './in-worker.ts';

/** How long a worker may take to answer before we assume the page's CSP blocked it. */
const HANDSHAKE_MS = 4000;
/** How long a worker started ahead of time waits for a widget to take it. */
const SPARE_MS = 10_000;
const GAME_TAGS = 'domino-whist, domino-euchre, domino-loo, domino-bluff';

const localClient = async (): Promise<TableClient> => localClientOf(await localTable());

/**
 * A worker and its first answer: its client, or null if the page's CSP blocked it. A blocked
 * worker fails asynchronously, so we wait for its first answer, a CSP violation report, or an
 * error, whichever comes first.
 */
function probe(): Promise<TableClient | null> {
  let worker: Worker;
  try {
    worker = spawnWorker();
  } catch {
    return Promise.resolve(null);
  }
  const client = workerClient(worker);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
      worker.removeEventListener('error', onError);
      if (!ok) worker.terminate();
      resolve(ok ? client : null);
    };
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (/^(blob|data)/.test(e.blockedURI) || e.effectiveDirective.startsWith('worker-src') || e.effectiveDirective.startsWith('script-src')) done(false);
    };
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), HANDSHAKE_MS);
    document.addEventListener('securitypolicyviolation', onViolation);
    worker.addEventListener('error', onError);
    client.ping().then(() => done(true), () => done(false));
  });
}

/**
 * A page that already holds a game tag when this file runs gets its first worker started now,
 * while the elements are still being defined and drawn: a worker takes tens of milliseconds to
 * start, and this is most of a widget's time to its first hand. Unclaimed, it is let go.
 */
let spare: Promise<TableClient | null> | null = !inWorker && typeof document !== 'undefined' && document.querySelector(GAME_TAGS) ? probe() : null;
if (spare) {
  const mine = spare;
  setTimeout(() => {
    if (spare !== mine) return;
    spare = null;
    void mine.then((c) => c?.kill());
  }, SPARE_MS);
}

/** A table in a Web Worker, or null if none would start. */
export function connectWorker(): Promise<TableClient | null> {
  const ready = spare ?? probe();
  spare = null;
  return ready;
}

/** A table in a Web Worker when the page allows one; otherwise the same table on the main thread. */
export async function connectTable(): Promise<TableClient> {
  return (await connectWorker()) ?? localClient();
}
