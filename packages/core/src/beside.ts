/**
 * The built files fetch their optional parts (the search, the Spanish words, the rules pages' kit)
 * from beside themselves, once each, the first time they are needed. A failed fetch is forgotten,
 * so a later need tries again. `file` is a variable, so the bundler leaves the URL to the browser.
 */
const loads = new Map<string, Promise<unknown>>();

export function importBeside<T>(file: string): Promise<T> {
  let p = loads.get(file);
  if (!p) {
    p = import(/* @vite-ignore */ new URL(file, import.meta.url).href);
    p.catch(() => loads.delete(file));
    loads.set(file, p);
  }
  return p as Promise<T>;
}
