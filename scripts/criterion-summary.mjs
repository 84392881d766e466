#!/usr/bin/env node
// Prints a compact table of the engine's criterion benchmarks (crates/engine/benches/engine.rs)
// from criterion's own estimates, each median beside its target where docs/benchmarks.md or the
// engine's example gives one. Figures, not assertions.
// Usage: node scripts/criterion-summary.mjs [criterion dir=target/criterion] [since=0]
//   since: seconds since the epoch; results older than that (stale benchmarks) are skipped.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'target/criterion';
const since = Number(process.argv[3] ?? 0) * 1000;

// Benchmarks with a target (matched on criterion's full id).
const targets = [
  [/^matrix\/every card \((\d+)\)$/, (ns, m) => `per card ${fmt(ns / Number(m[1]))} (target: well under 1 ms per card)`],
];

function fmt(ns) {
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(1)} µs`;
  return `${ns.toFixed(0)} ns`;
}

async function* walk(d) {
  for (const e of await readdir(d, { withFileTypes: true }).catch(() => [])) {
    const p = join(d, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.name === 'estimates.json' && d.endsWith('/new')) yield p;
  }
}

const rows = [];
for await (const file of walk(dir)) {
  const { mtimeMs } = await stat(file);
  if (mtimeMs < since) continue;
  const est = JSON.parse(await readFile(file, 'utf8'));
  const meta = JSON.parse(await readFile(join(file, '..', 'benchmark.json'), 'utf8'));
  rows.push({ id: meta.full_id, at: mtimeMs, median: est.median.point_estimate,
    lo: est.median.confidence_interval.lower_bound, hi: est.median.confidence_interval.upper_bound });
}
if (!rows.length) {
  console.error(`no criterion results in ${dir}`);
  process.exit(1);
}
rows.sort((a, b) => a.at - b.at); // the order they ran in
const width = Math.max(...rows.map((r) => r.id.length));
console.log(`${'benchmark'.padEnd(width)}  ${'median'.padStart(10)}  ${'95% CI of the median'.padEnd(21)}`);
for (const r of rows) {
  let note = '';
  for (const [re, f] of targets) {
    const m = r.id.match(re);
    if (m) note = `  ${f(r.median, m)}`;
  }
  const ci = `${fmt(r.lo)} – ${fmt(r.hi)}`;
  console.log(`${r.id.padEnd(width)}  ${fmt(r.median).padStart(10)}  ${ci.padEnd(21)}${note}`);
}
