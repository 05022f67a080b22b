import { Table } from '@boneyard/engine';
import { workerImporting } from './blob-worker.ts';

// The one-file bundle is its own worker: the blob imports the bundle itself, which then hosts the
// engine (boneyard.ts). One copy of the engine serves the worker and, under a strict CSP, the page.
// Written as a literal `new URL('./boneyard.js', import.meta.url)` (this file is dist/boneyard.js):
// on a CDN it is this very file, fetched once; an app's bundler that inlines this module into its
// own chunk sees the pattern (split here only so that our own build leaves it alone; the minifier
// joins it) and ships a pristine copy of boneyard.js for the worker, rather than starting the app's
// chunk (and whatever else it runs) as the worker. That copy cannot know what the bundler named
// boneyard-search.js, so the page tells it (search-loader.lazy.ts reads it).
export const spawnWorker = (): Worker => workerImporting(new URL('./boneyard' + '.js', import.meta.url).href, {
  'boneyard.search-url': new URL('./boneyard-search' + '.js', import.meta.url).href,
});
export const localTable = async (): Promise<Table> => new Table();
