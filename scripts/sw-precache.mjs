#!/usr/bin/env node
// Writes the service worker's BUILD line (version + precache list) into <dir>/sw.js from
// the files actually in <dir>: every file of the build but sw.js itself and the brotli
// copies (*.br, which a server sends in place of the file they compress). The version is a
// hash of every file's name and content, so any change to the build makes a new version
// and the list is never stale.
// Run by scripts/trunk-post-build.mjs (in TRUNK_STAGING_DIR); by hand: node scripts/sw-precache.mjs dist
// `addToPrecache` adds what the page writer makes later and the app fetches (the rulings).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants } from 'node:zlib';
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

/**
 * Adds files written after the precache list (the cards' rulings, which the page writer
 * makes, scripts/prerender.mjs) to the list in <dir>/sw.js, and folds their names and
 * contents into its version, so that a change to them alone is a new version; rewrites
 * sw.js's brotli copy if there is one. `names`: paths relative to <dir>.
 */
export async function addToPrecache(dir, names) {
  const sw = join(dir, 'sw.js');
  const source = await readFile(sw, 'utf8');
  const line = /^const BUILD = (.*); \/\/ written at build time$/m;
  let build;
  try {
    build = JSON.parse(source.match(line)?.[1]);
  } catch {
    // Missing, or the source's own placeholder (not JSON).
  }
  if (!build?.version || !Array.isArray(build.precache)) {
    throw new Error(`${sw}: no BUILD line written by writePrecache`);
  }
  const hash = createHash('sha256').update(build.version).update('\0');
  const added = [...names].sort();
  for (const name of added) {
    hash.update(name).update('\0');
    hash.update(createHash('sha256').update(await readFile(join(dir, name))).digest()).update('\0');
  }
  build.version = hash.digest('hex').slice(0, 16);
  const urls = added.map((n) => '/' + n.split(sep).join('/').split('/').map(encodeURIComponent).join('/'));
  build.precache = [...new Set([...build.precache, ...urls])].sort();
  const text = source.replace(line, `const BUILD = ${JSON.stringify(build)}; // written at build time`);
  await writeFile(sw, text);
  try {
    await readFile(sw + '.br');
    const packed = brotliCompressSync(Buffer.from(text), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
    });
    await writeFile(sw + '.br', packed);
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
  }
  return { version: build.version, count: build.precache.length };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
  if (!dir) throw new Error('usage: node scripts/sw-precache.mjs <dist dir>');
  const { version, count } = await writePrecache(dir);
  console.log(`sw-precache: version ${version}, ${count} files precached`);
}
