#!/usr/bin/env node
// Writes the card pages and the embeds drawn at build time into a built site (after
// scripts/build-web.sh's Trunk build): runs the `prerender` binary (src/bin/prerender.rs,
// the app's own components rendered by Yew's server renderer, natively) on the site's
// folder, then a brotli copy of each page it wrote, as scripts/trunk-post-build.mjs makes
// one of every other file. Then it measures every embed's height at the snippets' width in
// the system Chromium, and the binary writes each card page's and each embed's oEmbed
// response with it (`prerender --oembed`). The pages are not in the service worker's
// precache: it keeps each card page as it is visited (static/sw.js). The cards' rulings
// files, which the app fetches, are added to it (`addToPrecache`).
// Usage: SITE_URL=https://… node scripts/prerender.mjs [dist=dist]   (the site's address;
// scripts/build-web.sh gives the serve command's by default)
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { serve } from './static-server.mjs';
import { addToPrecache } from './sw-precache.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
process.env.SITE_URL ??= 'http://127.0.0.1:8080';
const started = Date.now();
// Natively, without the flags the web build gives the wasm's linker (they would rebuild
// every crate, and the native linker refuses them).
const env = { ...process.env };
delete env.RUSTFLAGS;
delete env.CARGO_ENCODED_RUSTFLAGS;
function prerender(...args) {
  const run = spawnSync(
    'cargo',
    ['run', '--quiet', '--locked', '--release', '--features', 'ssr', '--bin', 'prerender', '--', ...args],
    { stdio: 'inherit', env },
  );
  if (run.status !== 0) {
    console.error('prerender: the prerender binary failed');
    process.exit(1);
  }
}
prerender(dist);

// Every page it wrote (the card pages under card/ and <lang>/card/, the embeds under
// embed/ and <lang>/embed/), the cards' rulings (rulings/), the sitemap and robots.txt.
const written = ['sitemap.xml', 'robots.txt'];
for (const lang of ['', 'fr/', 'de/']) {
  for (const top of ['card', 'embed']) {
    for (const name of await readdir(join(dist, lang + top), { recursive: true })) {
      if (name.endsWith('.html')) written.push(join(lang + top, name));
    }
  }
}
for (const name of await readdir(join(dist, 'rulings'))) {
  if (name.endsWith('.json')) written.push(join('rulings', name));
}
// The embeds' heights at the snippets' width (640 px, `embed::SNIPPET_WIDTH`), as a frame
// that wide lays them out: many at a time, each embed's markup in a box with its language,
// in a page that has the embeds' stylesheet. A few are laid out alone too, as their own
// pages: the two must agree, or the build stops.
const embeds = written.filter((name) => /(^|\/)embed\//.test(name));
const measuredAt = Date.now();
const heights = {};
const server = await serve(dist, 0);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 800 } });
  // The markup as the build wrote it: no script runs.
  await page.route(/\.(js|wasm)$/, (route) => route.abort());
  const base = `${server.url}/`;
  const alone = async (name) => {
    await page.goto(base + name);
    return page.locator('.embed-root').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  };
  const samples = ['en', 'fr', 'de'].flatMap((lang) => {
    const of = embeds.filter((n) => (lang === 'en' ? n.startsWith('embed/') : n.startsWith(`${lang}/`)));
    return [of[0], of[Math.floor(of.length / 2)], of.at(-1)];
  });
  const expected = {};
  for (const name of samples) expected[name] = await alone(name);
  await page.goto(base + samples[0]);
  for (let i = 0; i < embeds.length; i += 100) {
    const batch = embeds.slice(i, i + 100);
    const bodies = await Promise.all(batch.map(async (name) => {
      const html = await readFile(join(dist, name), 'utf8');
      const lang = /<html lang="([a-z]+)"/.exec(html)?.[1] ?? 'en';
      return [lang, html.slice(html.indexOf('<div id="app"'), html.lastIndexOf('</body>'))];
    }));
    const measured = await page.evaluate((bodies) => {
      document.body.innerHTML = bodies.map(([lang, body]) => `<div lang="${lang}">${body}</div>`).join('');
      return [...document.body.children].map((box) => {
        const root = box.querySelector('.embed-root');
        return root ? Math.ceil(root.getBoundingClientRect().height) : -1;
      });
    }, bodies);
    batch.forEach((name, j) => {
      if (measured[j] <= 0) throw new Error(`prerender: ${name} has no embed to measure`);
      heights[`/${name.replace(/\\/g, '/')}`] = measured[j];
    });
  }
  for (const name of samples) {
    if (heights[`/${name}`] !== expected[name]) {
      throw new Error(`prerender: ${name} measured ${heights[`/${name}`]} px among others, ${expected[name]} px alone`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const scratch = await mkdtemp(join(tmpdir(), 'embed-heights-'));
await writeFile(join(scratch, 'heights.json'), JSON.stringify(heights));
prerender('--oembed', dist, join(scratch, 'heights.json'));
await rm(scratch, { recursive: true, force: true });
console.log(`prerender: ${embeds.length} embeds measured in ${((Date.now() - measuredAt) / 1000).toFixed(1)} s`);

let raw = 0;
let br = 0;
for (const name of written) {
  const body = await readFile(join(dist, name));
  const packed = brotliCompressSync(body, {
    // Quality 7, not the 11 of the build's other files: measured on 500 embeds, 12 % larger
    // but 50 times faster (0.4 s against 20 s), which matters for six thousand pages.
    params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  await writeFile(join(dist, name + '.br'), packed);
  raw += body.length;
  br += packed.length;
}
// The cards' rulings are fetched by the app: precached with it, for offline use.
const rulings = written.filter((name) => name.startsWith('rulings'));
const precached = await addToPrecache(dist, rulings);
console.log(`prerender: ${rulings.length} rulings files precached (service worker version ${precached.version})`);
const kb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `prerender: ${written.length} files, ${kb(raw)} (brotli ${kb(br)}), in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
