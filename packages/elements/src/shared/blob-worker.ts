/**
 * A module worker that imports `url`. A worker file on a CDN could not be started from the page's
 * origin, but a blob can import it (with CORS, as any module script from a CDN). Pages whose CSP
 * forbids blob: workers get the engine on the page instead (connect.ts).
 */
export function workerImporting(url: string): Worker {
  // A static import: the worker's first message waits until the module has set its listener up.
  const source = `import ${JSON.stringify(url)};`;
  const blob = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(blob, { type: 'module', name: 'boneyard-engine' });
  setTimeout(() => URL.revokeObjectURL(blob), 10_000);
  return worker;
}
