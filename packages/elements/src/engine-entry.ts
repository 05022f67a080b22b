/**
 * A one-game engine file (dist/domino-<game>.engine.js, built by build-games.mjs with the engine's
 * registry cut down to that game). Started as a worker it hosts the table; imported on a page whose
 * CSP forbids workers it hands that page the Table class.
 */
import { serveTable, Table } from '@boneyard/engine';
import { inWorker } from './shared/in-worker.ts';

if (inWorker) serveTable();

export { Table };
