// docs/deploy.md's nginx server block, run for real (Debian's nginx and its brotli module,
// installed by scripts/setup.sh --tests) over the build, with only its `listen`,
// `server_name` and `root` changed: every header it sends is the one dist/_headers says for
// that path, the brotli copies are served, an old link and a card page reach their pages,
// and the app works through it.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect, field } from './fixtures.mjs';
import { headersFor, parseHeaders } from '../scripts/headers.mjs';

test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_PORT ?? 4173) + 4;
const site = `http://127.0.0.1:${port}`;
const dist = resolve(process.env.E2E_DIST ?? 'dist');
let dir;
let nginx;

test.beforeAll(async () => {
  const docs = readFileSync(resolve('docs/deploy.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(docs)?.[1];
  if (!block) throw new Error('docs/deploy.md has no nginx block');
  const server = block
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`)
    .replace(/server_name [^;]+;/, 'server_name localhost;')
    .replace(/root [^;]+;/, `root ${dist};`);
  dir = mkdtempSync(join(tmpdir(), 'split-inspector-nginx-'));
  writeFileSync(join(dir, 'nginx.conf'), `
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
daemon off;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${server}
}
`);
  execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${site}/`).then(() => true, () => false)) return;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error('nginx did not start');
});

test.afterAll(() => {
  nginx?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('every response carries the headers dist/_headers says for its path', async () => {
  const rules = parseHeaders(readFileSync(join(dist, '_headers'), 'utf8'));
  const wasm = readFileSync(join(dist, 'index.html'), 'utf8').match(/split-card-inspector-[0-9a-f]{16}_bg\.wasm/)?.[0]
    ?? execFileSync('ls', [dist]).toString().split('\n').find((f) => /_bg\.wasm$/.test(f));
  const paths = ['/', '/index.html', '/sw.js', '/manifest.webmanifest', `/${wasm}`, '/card/fire-ice/',
    '/embed/fire-ice/stack-left.html', '/oembed/fire-ice.json', '/card-page.js', '/og/fire-ice.png'];
  for (const path of paths) {
    const response = await fetch(site + path, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status, path).toBe(200);
    for (const [name, value] of Object.entries(headersFor(rules, path))) {
      expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
    }
  }
  // The brotli copy, with its type, for a browser that accepts it.
  const packed = await fetch(`${site}/${wasm}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(packed.headers.get('content-encoding')).toBe('br');
  expect(packed.headers.get('content-type')).toBe('application/wasm');
  const js = await fetch(`${site}/card-page.js`);
  expect(js.headers.get('content-type')).toMatch(/^application\/javascript|^text\/javascript/);
});

test('the app, a card page and an old link work through it', async ({ page }) => {
  await page.goto(`${site}/?card=fire-ice&zone=stack&mode=right`);
  await expect(field(page, 'names')).toHaveText('Ice');
  await page.goto(`${site}/card/destined-lead/`);
  await expect(field(page, 'mana-value')).toHaveText('6');
  const missing = await fetch(`${site}/no/such/page`);
  expect(missing.status).toBe(404);
});
