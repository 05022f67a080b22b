import { Table } from '@boneyard/engine';

// Development and app builds: Vite emits the worker as its own file next to the module.
export const spawnWorker = (): Worker => new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
/** The engine on the page's own thread, when no worker may run. */
export const localTable = async (): Promise<Table> => new Table();
