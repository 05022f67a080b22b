// The one-file bundle: the worker is inlined and started from a blob: URL, which works
// when the script is loaded from another origin (a worker file from a CDN would not).
import EngineWorker from './engine-worker.ts?worker&inline';

export const spawnWorker = (): Worker => new EngineWorker();
