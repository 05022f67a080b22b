/**
 * The one-file bundle (dist/boneyard.js). On a page it defines every element; started as a
 * worker (from a blob that imports this very file) it becomes the game engine's host. One copy
 * of the engine serves both. The engine is plain definitions, safe to load anywhere, so only the
 * DOM code waits behind a dynamic import (the bundler then wraps only those modules lazily).
 */
import { expose } from 'comlink';
import { Table } from '@boneyard/engine';
// First, before the elements load: on a page that holds a game tag this starts the engine's worker
// now, so that it boots while the page is still defining and drawing the elements.
import './shared/connect.ts';

const inWorker = typeof document === 'undefined' && typeof self !== 'undefined' && typeof self.postMessage === 'function';

// Lit's modules touch the DOM as they load, so they must never be imported in the worker.
const page = inWorker ? null : await import('./index.ts');
if (inWorker) expose(new Table());

// What boneyard-search.js (the medium and hard bots, fetched on first use) takes from this module.
export { whist, euchre, loo, bluff } from '@boneyard/games';
export { doubleSet, parseTile, seedRng } from '@boneyard/core';
export { chooseWhistEasy, chooseEuchreEasy, chooseLooEasy, chooseBluffEasy, shedValue } from '@boneyard/ai';
// ... and what boneyard-replay.js (<domino-replay>, for rules pages) takes from it: the page's copy
// of Lit (set once the elements are loaded; a module importing this one waits for that).
export const { LitElement, html, css, nothing, property, state } = (page ?? {}) as typeof import('./index.ts');
export { createGame } from '@boneyard/engine';
export { checksum, fail, importBeside } from '@boneyard/core';
