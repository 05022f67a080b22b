/**
 * Lit's `@customElement`, except that a tag already defined is left alone: a page may load two of
 * the one-game files (each carries the tile, hand and table elements), or a one-game file beside
 * boneyard.js, and the second definition must not throw and stop the rest of that file.
 */
export const customElement = (tag: string) => (cls: CustomElementConstructor, context?: { addInitializer(f: () => void): void }): void => {
  const define = () => {
    // No registry in the one-file bundle's worker, which loads the elements but draws nothing.
    if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, cls);
  };
  if (context) context.addInitializer(define);
  else define();
};
