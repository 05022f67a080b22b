/**
 * Imported first by the one-file bundle. Started as the engine's worker, the bundle still loads
 * the elements' modules (a bundle with every import static is 1.6 KB smaller than one that defers
 * them), and Lit reads three DOM names as its modules load: a class extends HTMLElement, styles are
 * checked against CSSStyleSheet, a tree walker is made up front. A worker has no DOM, so it gets
 * inert stand-ins; no element is ever made or drawn there.
 */
import { inWorker } from './in-worker.ts';

if (inWorker) {
  const g = globalThis as Record<string, unknown>;
  g.HTMLElement ??= class {};
  g.CSSStyleSheet ??= class {};
  g.document ??= { createTreeWalker: () => ({}) };
}
