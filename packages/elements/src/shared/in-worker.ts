/** True in a Web Worker (the one-file bundle started as the engine's host), where nothing is drawn. */
export const inWorker = typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined';
