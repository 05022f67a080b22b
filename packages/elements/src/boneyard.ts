/**
 * The one-file bundle (dist/boneyard.js). On a page it defines every element; started as a
 * worker (from a blob that imports this very file) it becomes the game engine's host. One copy
 * of the engine serves both, and the bundler initialises only the branch that runs, so the
 * worker never touches the DOM code.
 */
const inWorker = typeof document === 'undefined' && typeof self !== 'undefined' && typeof self.postMessage === 'function';

if (inWorker) await import('./shared/engine-worker.ts');
else await import('./index.ts');

export {};
