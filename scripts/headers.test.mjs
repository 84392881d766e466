// node --test: the headers the site wants (headers.mjs), made from a built site's files and
// read back as the static server and Netlify / Cloudflare Pages read them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatHeaders, headerRules, headersFor, matches, parseHeaders } from './headers.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'";

async function site() {
  const dist = await mkdtemp(join(tmpdir(), 'headers-test-'));
  // Minified as the build writes it: attributes in any order, unquoted where they can be.
  await writeFile(join(dist, 'index.html'), `<!doctype html><meta content="${CSP}" http-equiv=Content-Security-Policy><title>x</title>`);
  for (const name of ['app-0123456789abcdef_bg.wasm', 'app-0123456789abcdef.js', 'sw.js', 'manifest.webmanifest', 'card-page.js']) {
    await writeFile(join(dist, name), 'x');
  }
  await writeFile(join(dist, 'app-0123456789abcdef.js.br'), 'x');
  await mkdir(join(dist, 'card', 'fire-ice'), { recursive: true });
  await writeFile(join(dist, 'card', 'fire-ice', 'index.html'), 'x');
  await mkdir(join(dist, 'snippets', 'app-fedcba9876543210'), { recursive: true });
  await writeFile(join(dist, 'snippets', 'app-fedcba9876543210', 'inline0.js'), 'x');
  return dist;
}

test('every response gets the page\'s policy with frame-ancestors, and the CORS and hardening headers', async () => {
  const dist = await site();
  try {
    const rules = parseHeaders(formatHeaders(await headerRules(dist)));
    for (const path of ['/', '/card/fire-ice/', '/sw.js', '/app-0123456789abcdef_bg.wasm']) {
      const h = headersFor(rules, path);
      assert.equal(h['Content-Security-Policy'], `${CSP}; frame-ancestors *`, path);
      assert.equal(h['Access-Control-Allow-Origin'], '*', path);
      assert.equal(h['X-Content-Type-Options'], 'nosniff', path);
    }
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});

test('hashed files are immutable; pages, the service worker and unhashed files are revalidated', async () => {
  const dist = await site();
  try {
    const rules = parseHeaders(formatHeaders(await headerRules(dist)));
    const cache = (path) => headersFor(rules, path)['Cache-Control'];
    assert.equal(cache('/app-0123456789abcdef_bg.wasm'), 'public, max-age=31536000, immutable');
    assert.equal(cache('/app-0123456789abcdef.js'), 'public, max-age=31536000, immutable');
    assert.equal(cache('/snippets/app-fedcba9876543210/inline0.js'), 'public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js', '/card-page.js', '/card/fire-ice/', '/manifest.webmanifest']) {
      assert.equal(cache(path), 'no-cache', path);
    }
    assert.equal(headersFor(rules, '/app-0123456789abcdef_bg.wasm')['Content-Type'], 'application/wasm');
    assert.equal(headersFor(rules, '/manifest.webmanifest')['Content-Type'], 'application/manifest+json');
    // No brotli copy gets a rule of its own (a host serves it under its file's address).
    assert.ok(!rules.some(([pattern]) => pattern.endsWith('.br')));
    // Within Cloudflare Pages' limit of 100 rules.
    assert.ok(rules.length <= 100);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});

test('patterns: an exact path, or a final splat', () => {
  assert.ok(matches('/card/*', '/card/fire-ice/'));
  assert.ok(!matches('/card/*', '/card-page.js'));
  assert.ok(matches('/*', '/anything'));
  assert.ok(matches('/sw.js', '/sw.js'));
  assert.ok(!matches('/sw.js', '/sw.js.br'));
});

test('a site without a policy in its page is refused, not given a wrong one', async () => {
  const dist = await mkdtemp(join(tmpdir(), 'headers-test-'));
  try {
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    await assert.rejects(headerRules(dist), /Content-Security-Policy/);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});
