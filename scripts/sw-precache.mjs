#!/usr/bin/env node
// Writes the service worker's BUILD line (version + precache list) into <dir>/sw.js from
// the files actually in <dir>: every file of the build but sw.js itself and the brotli
// copies (*.br, which a server sends in place of the file they compress). The version is a
// hash of every file's name and content, so any change to the build makes a new version
// and the list is never stale.
// Run by scripts/trunk-post-build.mjs (in TRUNK_STAGING_DIR); by hand: node scripts/sw-precache.mjs dist
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await files(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

export async function writePrecache(dir) {
  const sw = join(dir, 'sw.js');
  const names = (await files(dir))
    .map((f) => relative(dir, f).split(sep).join('/'))
    .filter((name) => name !== 'sw.js' && !name.endsWith('.br'))
    .sort();
  const hash = createHash('sha256');
  for (const name of names) {
    hash.update(name).update('\0');
    hash.update(createHash('sha256').update(await readFile(join(dir, name))).digest()).update('\0');
  }
  const version = hash.digest('hex').slice(0, 16);
  const precache = names.map((n) => '/' + n.split('/').map(encodeURIComponent).join('/'));
  const source = await readFile(sw, 'utf8');
  const line = /^const BUILD = .*;.*$/m;
  if (!line.test(source)) throw new Error(`${sw}: no "const BUILD = …;" line to write`);
  const build = JSON.stringify({ version, precache });
  await writeFile(sw, source.replace(line, `const BUILD = ${build}; // written at build time`));
  return { version, count: precache.length };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) throw new Error('usage: node scripts/sw-precache.mjs <dist dir>');
  const { version, count } = await writePrecache(dir);
  console.log(`sw-precache: version ${version}, ${count} files precached`);
}
