/**
 * A module worker that imports `url`. A worker file on a CDN could not be started from the page's
 * origin, but a blob can import it (with CORS, as any module script from a CDN). Pages whose CSP
 * forbids blob: workers get the engine on the page instead (connect.ts).
 *
 * `globals` are set on the worker's global once the module has loaded, before any message: the
 * URLs of the files the engine fetches later, as the page's bundler knows them (see importBeside).
 */
export function workerImporting(url: string, globals: Record<string, string> = {}): Worker {
  // A static import: the worker's first message waits until the module has set its listener up.
  const set = Object.entries(globals).map(([k, v]) => `globalThis[Symbol.for(${JSON.stringify(k)})] = ${JSON.stringify(v)};`);
  const source = [`import ${JSON.stringify(url)};`, ...set].join('\n');
  const blob = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(blob, { type: 'module', name: 'boneyard-engine' });
  setTimeout(() => URL.revokeObjectURL(blob), 10_000);
  return worker;
}
