#!/usr/bin/env node
// Trunk post_build hook: moves every inline <script> Trunk injected into index.html into
// a content-hashed file beside it, so the page runs under a Content-Security-Policy
// without 'unsafe-inline' scripts. Then writes the service worker's version and precache
// list from the final file names (scripts/sw-precache.mjs): last, once every file is there.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writePrecache } from './sw-precache.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: run me as a Trunk hook');
const file = join(dir, 'index.html');
let html = await readFile(file, 'utf8');
let moved = 0;
const jobs = [];
html = html.replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (whole, attrs, body) => {
  if (/\bsrc=/.test(attrs) || body.trim() === '') return whole;
  const name = `boot-${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
  jobs.push(writeFile(join(dir, name), body.trim() + '\n'));
  moved += 1;
  const type = /type=("?)module\1/.test(attrs) ? ' type="module"' : '';
  return `<script${type} src="/${name}"></script>`;
});
await Promise.all(jobs);
await writeFile(file, html);
console.log(`trunk-post-build: moved ${moved} inline script(s) out of index.html`);
const { version, count } = await writePrecache(dir);
console.log(`trunk-post-build: service worker version ${version}, ${count} files precached`);
