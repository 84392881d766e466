#!/usr/bin/env node
// Writes DIST/_headers: the HTTP headers the site wants, in the format Netlify and
// Cloudflare Pages read (a path pattern on its own line, then its headers indented), made
// from the built files themselves so it is never stale. scripts/static-server.mjs — the
// serve command's and every test's server — sends exactly these, and docs/deploy.md turns
// the same rules into nginx's. One source of truth:
// - every response: the page's Content-Security-Policy (index.html's <meta>, the one place
//   it is written) with `frame-ancestors *` added, which a <meta> cannot say (embedding in
//   any page is the point); `nosniff`; a referrer policy; and `Access-Control-Allow-Origin:
//   *`, as an embed framed in a sandbox (an opaque origin) loads its module scripts, its
//   wasm and its font in CORS mode;
// - a content-hashed file (`name-<16 hex digits>.ext`): cached for a year, `immutable`;
// - everything else (the pages, sw.js, the manifest, the unhashed scripts, the pictures):
//   `no-cache`, so a new build is seen at once;
// - `.wasm` and `.webmanifest` with their types, which not every host knows.
// Usage: node scripts/headers.mjs [dist=dist]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const HASHED = /-[0-9a-f]{16}(_bg)?\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = { '.wasm': 'application/wasm', '.webmanifest': 'application/manifest+json' };

/** The rules for the site in `dist`, as [pattern, [[name, value], …]] in file order. */
export async function headerRules(dist) {
  const index = await readFile(join(dist, 'index.html'), 'utf8');
  // (The build minifies index.html: the tag's attributes may come in any order, unquoted.)
  const meta = /<meta\b[^>]*Content-Security-Policy[^>]*>/i.exec(index)?.[0] ?? '';
  const csp = /\bcontent="([^"]+)"/.exec(meta)?.[1];
  if (!csp) throw new Error('headers: index.html has no Content-Security-Policy <meta>');
  const rules = [[
    '/*',
    [
      ['Content-Security-Policy', `${csp.replace(/;\s*$/, '')}; frame-ancestors *`],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Access-Control-Allow-Origin', '*'],
    ],
  ]];
  const entries = (await readdir(dist, { withFileTypes: true }))
    .filter((e) => !e.name.endsWith('.br') && e.name !== '_headers')
    .sort((a, b) => a.name.localeCompare(b.name));
  // The page at the site's root, by its address as well as by its file.
  rules.push(['/', [['Cache-Control', 'no-cache']]]);
  for (const entry of entries) {
    if (entry.isDirectory()) {
      // A folder is immutable when every file in it is named by its content (its name, or
      // a folder of it, carries the hash: the language packs, wasm-bindgen's snippets).
      const files = (await readdir(join(dist, entry.name), { recursive: true, withFileTypes: true }))
        .filter((f) => f.isFile() && !f.name.endsWith('.br'))
        .map((f) => relative(join(dist, entry.name), join(f.parentPath ?? f.path, f.name)));
      const hashed = files.length > 0 && files.every((f) => /-[0-9a-f]{16}([._/]|$)/.test(f));
      rules.push([`/${entry.name}/*`, [['Cache-Control', hashed ? IMMUTABLE : 'no-cache']]]);
      continue;
    }
    const ext = /\.[a-z0-9]+$/.exec(entry.name)?.[0] ?? '';
    const headers = [['Cache-Control', HASHED.test(entry.name) ? IMMUTABLE : 'no-cache']];
    if (TYPES[ext]) headers.push(['Content-Type', TYPES[ext]]);
    rules.push([`/${entry.name}`, headers]);
  }
  return rules;
}

/** The `_headers` text of `rules`. */
export function formatHeaders(rules) {
  return rules.map(([pattern, headers]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n';
}

/** Reads a `_headers` text: [pattern, [[name, value], …]] in order. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push([line.trim(), []]);
    } else if (rules.length) {
      const at = line.indexOf(':');
      if (at > 0) rules.at(-1)[1].push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** Whether `pattern` (`/exact`, or `/prefix/*` and `/*`, as Netlify and Cloudflare read a
 *  final splat) matches the request path `path`. */
export function matches(pattern, path) {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers for `path` under `rules`: every matching rule's, a later one's value
 *  replacing an earlier one's of the same name. */
export function headersFor(rules, path) {
  const out = {};
  for (const [pattern, headers] of rules) {
    if (!matches(pattern, path)) continue;
    for (const [name, value] of headers) out[name] = value;
  }
  return out;
}

// Run as a command, not imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = resolve(process.argv[2] ?? 'dist');
  const rules = await headerRules(dist);
  await writeFile(join(dist, '_headers'), formatHeaders(rules));
  console.log(`headers: ${rules.length} rules written to ${join(dist, '_headers')}`);
}
