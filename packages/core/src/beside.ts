/**
 * The built files fetch their optional parts (the search, the Spanish words, the rules pages' kit)
 * from beside themselves, once each, the first time they are needed. A failed fetch is forgotten,
 * so a later need tries again.
 *
 * Callers pass `new URL('./boneyard-x' + '.js', import.meta.url).href`, written at the call site:
 * our own build joins the two strings into the literal pattern an app's bundler (Vite, webpack,
 * Parcel) recognises, so an app that installs the package ships the file and rewrites the URL, and
 * a CDN page finds the file beside the one it loaded.
 */
const loads = new Map<string, Promise<unknown>>();

export function importBeside<T>(url: string): Promise<T> {
  let p = loads.get(url);
  if (!p) {
    p = import(/* @vite-ignore */ url);
    p.catch(() => loads.delete(url));
    loads.set(url, p);
  }
  return p as Promise<T>;
}
