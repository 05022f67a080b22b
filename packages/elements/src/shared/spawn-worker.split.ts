import type { Table } from '@boneyard/engine';
import { workerImporting } from './blob-worker.ts';

// A one-game page file (dist/domino-<game>.js) holds no engine: its engine is the file beside it,
// dist/domino-<game>.engine.js, started as a worker (from a blob, as the one-file bundle does), or
// imported onto the page when the page's CSP forbids workers. The name is set by the build, split
// so that the minifier joins it into the literal `new URL('./domino-<game>.engine.js', import.meta.url)`
// an app's bundler recognises and ships (see importBeside).
declare const __BONEYARD_ENGINE_STEM__: string;
const engineUrl = (): string => new URL(__BONEYARD_ENGINE_STEM__ + '.js', import.meta.url).href;

export const spawnWorker = (): Worker => workerImporting(engineUrl());
export const localTable = async (): Promise<Table> => {
  const engine = (await import(/* @vite-ignore */ engineUrl())) as { Table: new () => Table };
  return new engine.Table();
};
