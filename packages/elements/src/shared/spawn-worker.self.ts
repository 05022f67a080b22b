// The one-file bundle starts its worker from a blob that imports the bundle itself: a worker file
// on a CDN could not be started from the page's origin, but a blob can import it (with CORS, as
// any module script from a CDN). Pages whose CSP forbids blob: workers get the engine on the page.
export function spawnWorker(): Worker {
  const source = `import ${JSON.stringify(import.meta.url)};`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new Worker(url, { type: 'module', name: 'boneyard-engine' });
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return worker;
}
