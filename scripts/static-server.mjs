#!/usr/bin/env node
// A tiny static file server for the built site (dist/): serves on 127.0.0.1 with the
// right Content-Type for .wasm (application/wasm, needed for streaming compilation), and a
// file's brotli copy (file.br, written by the build) to a browser that accepts br, as a
// real host would compress it, and the headers of the folder's `_headers` (written by
// scripts/headers.mjs, read as Netlify and Cloudflare Pages read it): the serve command and
// every test run under the headers a deploy sends (docs/deploy.md).
// Usage: node scripts/static-server.mjs [dir=dist] [port=8080]
// The end-to-end tests also import `serve` to run servers they can stop (offline) or
// point at another build (updates).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { headersFor, parseHeaders } from './headers.mjs';

/** Content types by file extension (also scripts/bench-ab.mjs's server). */
export const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `dir` on 127.0.0.1:`port` (0: any free port). Resolves to
 * `{ port, url, setRoot(dir), close() }`; `close` also drops open connections.
 */
export function serve(dir, port = 0) {
  let root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      let body = await readFile(file);
      // Read at each request: a rebuilt folder's rules apply at once.
      const rules = parseHeaders(await readFile(join(root, '_headers'), 'utf8').catch(() => ''));
      const headers = {};
      if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
        const packed = await readFile(file + '.br').catch(() => null);
        // Only a copy at least as new as the file (a stale copy is never served).
        const fresh = packed && (await stat(file + '.br')).mtimeMs >= (await stat(file)).mtimeMs;
        if (fresh) {
          body = packed;
          headers['Content-Encoding'] = 'br';
        }
      }
      res.writeHead(200, {
        ...headers,
        Vary: 'Accept-Encoding',
        'Content-Type': types[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        // A sandboxed iframe (opaque origin, as on a wiki) loads module scripts, the wasm
        // and the font in CORS mode: allow it (as `_headers` says for a built site).
        'Access-Control-Allow-Origin': '*',
        ...headersFor(rules, path),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const actual = server.address().port;
      ok({
        port: actual,
        url: `http://127.0.0.1:${actual}`,
        setRoot(dir) {
          root = resolve(dir);
        },
        close() {
          return new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
        },
      });
    });
  });
}

// Run as a command, not imported (`node -e` and the REPL have no script path).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
  const { url } = await serve(dir, port);
  console.log(`serving ${resolve(dir)} at ${url}/`);
}
