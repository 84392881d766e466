// The service worker's precache list: written from the build's files, then extended with
// what the page writer makes later (the cards' rulings), the version following the content.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { addToPrecache, writePrecache } from './sw-precache.mjs';

async function site() {
  const dir = await mkdtemp(join(tmpdir(), 'sw-precache-'));
  await writeFile(join(dir, 'sw.js'), "const BUILD = { version: 'dev', precache: [] }; // written at build time\n");
  await writeFile(join(dir, 'sw.js.br'), brotliCompressSync('old'));
  await writeFile(join(dir, 'index.html'), '<!doctype html>');
  await mkdir(join(dir, 'rulings'));
  await writeFile(join(dir, 'rulings', 'fire-ice.json'), '{"card":"Fire // Ice"}');
  return dir;
}

const build = async (dir) => JSON.parse((await readFile(join(dir, 'sw.js'), 'utf8')).match(/^const BUILD = (.*); \/\/ written/m)[1]);

test('files written later join the list, and a change to them alone is a new version', async () => {
  const dir = await site();
  try {
    await writeFile(join(dir, 'late.json'), 'a');
    const first = await writePrecache(dir);
    const added = await addToPrecache(dir, ['late.json']);
    assert.notEqual(added.version, first.version);
    const b = await build(dir);
    assert.equal(b.version, added.version);
    assert.ok(b.precache.includes('/late.json'));
    assert.ok(b.precache.includes('/rulings/fire-ice.json'));
    assert.equal(new Set(b.precache).size, b.precache.length, 'each file once');
    // The brotli copy is the new sw.js.
    const sw = await readFile(join(dir, 'sw.js'), 'utf8');
    assert.equal(brotliDecompressSync(await readFile(join(dir, 'sw.js.br'))).toString(), sw);

    // The same app with another late file's content: another version.
    await writePrecache(dir);
    await writeFile(join(dir, 'late.json'), 'b');
    const other = await addToPrecache(dir, ['late.json']);
    assert.notEqual(other.version, added.version);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a sw.js without its written list is refused', async () => {
  const dir = await site();
  try {
    await assert.rejects(addToPrecache(dir, ['index.html']), /no BUILD line/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
