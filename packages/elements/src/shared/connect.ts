import { localClientOf, workerClient, type TableClient } from '@boneyard/engine';
import { localTable, spawnWorker } from './spawn-worker.ts';

const localClient = async (): Promise<TableClient> => localClientOf(await localTable());

/** How long a worker may take to answer before we assume the page's CSP blocked it. */
const HANDSHAKE_MS = 4000;

/**
 * A table in a Web Worker when the page allows one; otherwise the same table on the
 * main thread. A worker blocked by a Content-Security-Policy fails asynchronously, so
 * we wait for its first answer, a CSP violation report, or an error, whichever comes first.
 */
export async function connectTable(): Promise<TableClient> {
  let worker: Worker;
  try {
    worker = spawnWorker();
  } catch {
    return localClient();
  }
  const client = workerClient(worker);
  const alive = await new Promise<boolean>((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      document.removeEventListener('securitypolicyviolation', onViolation);
      worker.removeEventListener('error', onError);
      resolve(ok);
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
  if (alive) return client;
  worker.terminate();
  return localClient();
}
