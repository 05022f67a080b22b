/** Finds elements through open shadow roots (tests only). */
export function deepQueryAll<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  const out: T[] = [];
  const walk = (node: ParentNode) => {
    out.push(...(node.querySelectorAll(selector) as unknown as T[]));
    for (const el of node.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
  };
  walk(root);
  if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot);
  return out;
}
export const deepText = (root: Element): string => {
  let text = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return text.replace(/\s+/g, ' ');
};
/** Every attribute value in the tree, shadow roots included (for leak checks). */
export const deepAttributes = (root: Element): string => {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element) {
      for (const a of node.attributes) parts.push(a.value);
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    node.childNodes.forEach(walk);
  };
  walk(root);
  return parts.join(' ');
};
