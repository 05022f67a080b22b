import { Table } from '@boneyard/engine';
import { workerImporting } from './blob-worker.ts';

// The one-file bundle is its own worker: the blob imports the bundle itself, which then hosts the
// engine (boneyard.ts). One copy of the engine serves the worker and, under a strict CSP, the page.
export const spawnWorker = (): Worker => workerImporting(import.meta.url);
export const localTable = async (): Promise<Table> => new Table();
