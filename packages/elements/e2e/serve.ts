import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A static server on loopback. `pages` maps a path to HTML; other paths come from `dir`. */
export async function serve(opts: { dir?: string; pages?: Record<string, string>; headers?: Record<string, string> }): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store', ...opts.headers };
    if (opts.pages?.[path] !== undefined) {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/html' });
      res.end(opts.pages[path]);
      return;
    }
    if (opts.dir) {
      const file = normalize(join(opts.dir, path));
      if (file.startsWith(opts.dir)) {
        try {
          const body = await readFile(file);
          res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
          res.end(body);
          return;
        } catch {
          // fall through to 404
        }
      }
    }
    res.writeHead(404, headers);
    res.end('not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address() as { port: number };
  return { url: `http://127.0.0.1:${addr.port}`, requests, close: () => new Promise((r) => server.close(() => r())) };
}
