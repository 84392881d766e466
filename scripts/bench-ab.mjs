#!/usr/bin/env node
// A/B of two or more builds: prints figures, asserts nothing. Page loads alternate between
// the builds (A, B, A, B …), so that the machine's drift from minute to minute falls on
// each alike; one load's figure moves by ±30% (see docs/benchmarks.md).
//
//   node scripts/bench-ab.mjs DIST_A DIST_B [...] [LOADS=8]
//
// Default (WHAT=click): the clicks of scripts/bench-web.mjs, click → updated DOM (the
// button checked; the render is one task, so its end is when the page is updated), 80
// clicks after 12 warm-up ones per load, pooled per build, with each step's median apart
// (the step onto the stack changes every row; a mode off the stack, little). WHAT=matrix:
// the five-part card's era switch (current ↔ 2013) until the matrix table has changed, 30
// switches after 6 per load. The builds are served cross-origin isolated (COOP/COEP), so
// performance.now() is precise to 5 µs rather than 100. Prints the median and the mean of
// the middle 80% per build; console errors, if any, per load.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { types } from './static-server.mjs';

const args = process.argv.slice(2);
const dists = args.filter((a) => !/^\d+$/.test(a)).map((d) => resolve(d));
const loads = Number(args.find((a) => /^\d+$/.test(a)) ?? 8);
const what = process.env.WHAT ?? 'click';
if (dists.length < 2) {
  console.error('usage: node scripts/bench-ab.mjs DIST_A DIST_B [...] [LOADS]');
  process.exit(2);
}

async function serve(root) {
  const server = createServer(async (req, res) => {
    let file = normalize(join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': types[extname(file)] ?? 'application/octet-stream',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
        'Cache-Control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const STEPS = ['stack', 'right', 'library', 'left'];

// In the page: the clicks of bench-web.mjs, each [step, ms].
async function clicks(n) {
  const panel = document.querySelector('#app');
  const steps = ['[data-zone="stack"]', '[data-mode="right"]', '[data-zone="library"]', '[data-mode="left"]'];
  const out = [];
  for (let i = 0; i < n + 12; i++) {
    const button = document.querySelector(steps[i % steps.length]);
    const done = new Promise((ok) => {
      const mo = new MutationObserver(() => {
        if (button.getAttribute('aria-checked') === 'true') {
          mo.disconnect();
          ok(performance.now());
        }
      });
      mo.observe(panel, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const t0 = performance.now();
    button.click();
    const t = (await done) - t0;
    if (i >= 12) out.push([i % steps.length, t]);
    await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
  }
  return { isolated: crossOriginIsolated, out };
}

// In the page: the era switches of bench-web.mjs, each [0, ms].
async function switches(n) {
  const select = document.querySelector('#era-select');
  const table = () => document.querySelector('.matrix table');
  const out = [];
  for (let i = 0; i < n + 6; i++) {
    const before = table().textContent;
    const done = new Promise((ok) => {
      const mo = new MutationObserver(() => {
        if (table().textContent !== before) {
          mo.disconnect();
          ok(performance.now());
        }
      });
      mo.observe(document.querySelector('.matrix'), { subtree: true, childList: true, characterData: true });
    });
    const t0 = performance.now();
    select.value = i % 2 ? 'current' : '2013';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const t = (await done) - t0;
    if (i >= 6) out.push([0, t]);
    await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
  }
  return { isolated: crossOriginIsolated, out };
}

const servers = await Promise.all(dists.map(serve));
const browser = await launchChromium();
const results = dists.map(() => ({ all: [], steps: STEPS.map(() => []), isolated: true }));
for (let load = 0; load < loads; load++) {
  for (let d = 0; d < dists.length; d++) {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    const link = what === 'matrix'
      ? '/?card=who-what-when-where-why&zone=hand&mode=who'
      : '/?card=fire-ice&zone=library&mode=left';
    await page.goto(servers[d].url + link);
    await page.locator('.site-footer').waitFor();
    const { isolated, out } = what === 'matrix'
      ? await page.evaluate(switches, 30)
      : await page.evaluate(clicks, 80);
    results[d].isolated &&= isolated;
    for (const [step, t] of out) {
      results[d].all.push(t);
      results[d].steps[step].push(t);
    }
    if (errors.length) console.log(`console errors, ${dists[d]}, load ${load + 1}:`, errors);
    await page.close();
  }
}
await browser.close();
servers.forEach((s) => s.close());

const sorted = (a) => [...a].sort((x, y) => x - y);
const median = (a) => (a.length ? sorted(a)[a.length >> 1] : NaN);
const trimmed = (a) => {
  const s = sorted(a).slice(Math.floor(a.length * 0.1), Math.ceil(a.length * 0.9));
  return s.reduce((x, y) => x + y, 0) / s.length;
};
console.log(`${what === 'matrix' ? 'Era switch → matrix updated' : 'Click → updated DOM'}, ${loads} alternating loads per build (ms):`);
for (const [d, r] of results.entries()) {
  const steps = what === 'matrix' ? '' : '   ' + STEPS.map((s, i) => `${s} ${median(r.steps[i]).toFixed(3)}`).join(', ');
  console.log(`  ${dists[d]}: median ${median(r.all).toFixed(3)}, mean of the middle 80% ${trimmed(r.all).toFixed(3)}, n ${r.all.length}${steps}${r.isolated ? '' : '   (not cross-origin isolated: 0.1 ms steps)'}`);
}
