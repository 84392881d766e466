#!/usr/bin/env node
// Every relative link in the tracked Markdown files leads somewhere: the file exists, and a
// #fragment names one of its headings (as GitHub makes their anchors). Called by
// scripts/check-repo.sh; prints the broken links and exits 1 when there are any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file) {
  const seen = new Map();
  const out = new Set();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const m = !fenced && line.match(/^#{1,6}\s+(.*)$/);
    if (!m) continue;
    const base = anchor(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

const files = execFileSync('git', ['ls-files', '*.md'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const broken = [];
for (const file of files) {
  let fenced = false;
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
      const [path, fragment] = target.split('#');
      const to = path ? normalize(join(dirname(file), path)) : file;
      const where = `${file}:${i + 1}: ${target}`;
      if (!existsSync(to)) {
        broken.push(`${where} (no such file)`);
      } else if (fragment && (statSync(to).isDirectory() || !to.endsWith('.md') || !anchors(to).has(fragment))) {
        broken.push(`${where} (no heading #${fragment})`);
      }
    }
  });
}
if (broken.length) {
  console.error(`broken links in the docs:\n${broken.join('\n')}`);
  process.exit(1);
}
