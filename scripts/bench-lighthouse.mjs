#!/usr/bin/env node
// Lighthouse (npm `lighthouse`, pinned in package.json) on the built site, in the system
// Chromium: performance, accessibility, best practices and SEO, each beside its target
// (≥ 95, see docs/benchmarks.md). Figures, not assertions: it exits 0 whatever the scores.
//
//   node scripts/bench-lighthouse.mjs [dist=dist]
//
// The build is served by scripts/static-server.mjs (on LH_PORT, default 8291), as it is for
// the end-to-end tests: each file's brotli copy, as a host that compresses would send it,
// so the simulated slow-4G download of the mobile preset counts what a phone would receive.
// Four pages: the deep link /?card=fire-ice&zone=stack&mode=left, the plain /, a card page
// (/card/fire-ice/) and an embed drawn at build time (performance ≥ 98 for these two). Two
// presets: Lighthouse's default, `mobile` (a mid-range phone on slow 4G,
// simulated: 4× CPU slowdown, 150 ms RTT, 1.6 Mbps — the stricter one), and `desktop`.
// LH_PAGES (e.g. `card,embed`) picks pages by their label's start.
// Each page × preset is run LH_RUNS times (default 3) and the run with the median
// performance score is reported (Lighthouse's own advice: scores vary from run to run).
// Every audit that costs points in a category (score < 1) is listed under the table, with
// its id and figure, and the full reports are kept in LH_OUT (default a temp dir).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './static-server.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(repo, process.argv[2] ?? 'dist');
const port = Number(process.env.LH_PORT ?? 8291);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const presets = (process.env.LH_PRESETS ?? 'mobile,desktop').split(',');
const out = process.env.LH_OUT ?? (await mkdtemp(join(tmpdir(), 'lighthouse-')));
await mkdir(out, { recursive: true });
const chrome = process.env.CHROMIUM ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Each page with its performance target: a page drawn at build time (its answer in its
// HTML) must score as static HTML does; the app's own pages, as before.
const pages = [
  ['deep link', '/?card=fire-ice&zone=stack&mode=left', 95],
  ['plain /', '/', 95],
  ['card page', '/card/fire-ice/', 98],
  ['embed', '/embed/fire-ice/stack-left.html', 98],
];
// LH_PAGES=card,embed: only the pages whose label starts so.
const only = process.env.LH_PAGES?.split(',');
if (only) pages.splice(0, pages.length, ...pages.filter(([label]) => only.some((o) => label.startsWith(o))));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const target = 95;

function lighthouse(url, preset, file) {
  const args = [join(repo, 'node_modules/lighthouse/cli/index.js'), url,
    '--output=json', `--output-path=${file}`, '--quiet',
    `--chrome-path=${chrome}`, `--chrome-flags=${chromeFlags.join(' ')}`,
    `--only-categories=${categories.join(',')}`];
  if (preset === 'desktop') args.push('--preset=desktop');
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chrome } });
    let err = '';
    child.stderr.on('data', (d) => { err += d; });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`lighthouse exited ${code}:\n${err}`))));
  });
}

const server = await serve(dist, port);
const results = [];
try {
  for (const preset of presets) {
    for (const [label, path, goal] of pages) {
      const reports = [];
      for (let i = 0; i < runs; i++) {
        const file = join(out, `${preset}-${label.replace(/\W+/g, '-')}-${i + 1}.json`);
        await lighthouse(server.url + path, preset, file);
        reports.push({ file, lhr: JSON.parse(await readFile(file, 'utf8')) });
      }
      reports.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
      const median = reports[Math.floor((reports.length - 1) / 2)];
      results.push({ preset, label, path, goal, ...median, perf: reports.map((r) => Math.round(r.lhr.categories.performance.score * 100)) });
    }
  }
} finally {
  await server.close();
}

const score = (lhr, c) => (lhr.categories[c].score == null ? '—' : String(Math.round(lhr.categories[c].score * 100)));
console.log(`Lighthouse ${results[0].lhr.lighthouseVersion}, ${chrome}, ${runs} run(s) per page × preset (the run with the median performance score):`);
console.log(`  ${'preset'.padEnd(8)} ${'page'.padEnd(10)} ${categories.map((c) => c.padStart(15)).join('')}   performance of every run`);
for (const r of results) {
  const cells = categories.map((c) => score(r.lhr, c).padStart(15)).join('');
  console.log(`  ${r.preset.padEnd(8)} ${r.label.padEnd(10)} ${cells}   ${r.perf.join(', ')}   (performance target ≥ ${r.goal})`);
}
console.log(`  (target ≥ ${target} in each other category; served by scripts/static-server.mjs, brotli as a host would)`);

// What costs points: every audit with a weight in a category and a score below 1, the core
// metrics of the performance category, and Lighthouse's opportunities (no weight of their
// own, but they name what makes the metrics slow).
const brokenSets = new Set();
for (const r of results) {
  const { lhr } = r;
  const lines = [];
  for (const c of categories) {
    for (const ref of lhr.categories[c].auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1) {
        lines.push(`    ${c}: ${a.id} — ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}, score ${Math.round(a.score * 100)}, weight ${ref.weight}`);
      }
    }
  }
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '—'}`)
    .concat(`transferred ${lhr.audits['total-byte-weight']?.displayValue?.replace(/^Total size was /, '') ?? '—'}`).join(', ');
  const hints = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === 'metricSavings' && a.score !== null && a.score < 1)
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue.replace(/^Potential savings of /, 'saves ')})` : ''}`);
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 3).map((t) => `${Math.round(t.duration)} ms ${/^https?:/.test(t.url ?? '') ? new URL(t.url).pathname : '(unattributed)'}`);
  console.log(`\n  ${r.preset}, ${r.label} (${r.path}): ${metrics}`);
  console.log(lines.length ? lines.join('\n') : '    every weighted audit passes');
  if (hints.length) console.log(`    opportunities: ${hints.join(', ')}`);
  if (longTasks.length) console.log(`    longest main-thread tasks: ${longTasks.join(', ')}`);
  for (const w of lhr.runWarnings) console.log(`    warning: ${w}`);
  console.log(`    report: ${r.file}`);
  // Lighthouse 12 meets a newer Chromium here: some trace-based audits cannot run. Say
  // which, and whether any of them counts in a score, rather than hide it.
  const weighted = new Set(categories.flatMap((c) => lhr.categories[c].auditRefs.filter((a) => a.weight > 0).map((a) => a.id)));
  const broken = Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === 'error').map((a) => a.id);
  if (broken.length) {
    const counted = broken.filter((id) => weighted.has(id));
    brokenSets.add(`${broken.join(', ')} (${counted.length ? `WEIGHTED: ${counted.join(', ')}` : 'none of them counts in a score'})`);
  }
}
for (const b of brokenSets) console.log(`\n  Lighthouse could not run, with this Chromium: ${b}`);
