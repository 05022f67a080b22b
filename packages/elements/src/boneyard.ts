/**
 * The one-file bundle (dist/boneyard.js). On a page it defines every element; started as a
 * worker (from a blob that imports this very file) it becomes the game engine's host. One copy
 * of the engine serves both. Everything is imported statically (a dynamic import inside one file
 * makes the bundler wrap every module for lazy start-up, 1.6 KB gzip of wrappers); in the worker,
 * Lit gets stand-ins for the DOM names it reads as it loads (worker-stand-ins.ts, imported first).
 */
import './shared/worker-stand-ins.ts';
import { serveTable } from '@boneyard/engine';
// First, before the elements load: on a page that holds a game tag this starts the engine's worker
// now, so that it boots while the page is still defining and drawing the elements.
import './shared/connect.ts';
import * as elements from './index.ts';
import { inWorker } from './shared/in-worker.ts';

const page = inWorker ? null : elements;
if (inWorker) serveTable();

// What boneyard-replay.js (<domino-replay>, for rules pages) takes from it: the page's copy
// of Lit (set once the elements are loaded; a module importing this one waits for that).
export const { LitElement, html, css, nothing, property, state } = (page ?? {}) as typeof import('./index.ts');
// ... and what react.js (the React wrappers) wraps: the element classes defined here.
export const { DominoWhist, DominoEuchre, DominoLoo, DominoBluff } = (page ?? {}) as typeof import('./index.ts');
export { createGame } from '@boneyard/engine';
export { checksum, doubleSet, fail, importBeside, isRuleError, parseTile } from '@boneyard/core';
