#!/usr/bin/env node
// Trunk post_build hook, in order:
// 1. splits the wasm in two — the first view's module and the extras, fetched on first use
//    (scripts/wasm-split.mjs, src/extras.rs): each module through wasm-opt, the loader
//    preloaded beside the glue;
// 2. moves every inline <script> Trunk injected into index.html into a content-hashed file
//    beside it, so the page runs under a Content-Security-Policy without 'unsafe-inline'
//    (no inline script or style attribute anywhere); `trunk serve`'s live-reload client
//    among them, which then marks the page <meta name="dev-server"> (no service worker);
// 3. turns the <link>s of static/embed.css and static/later.css into
//    <meta name="embed-css"> and <meta name="later-css">, which static/pwa.js reads (only
//    embeds load the one; a full page loads the other at its first interaction);
// 4. copies the French and German language packs (static/gen/locales/, written by
//    build.rs) into locales/;
// 5. gives the wasm's imports and wasm-bindgen's own exports short names, in the wasm and
//    its glue alike (wasm-bindgen's carry 16 random hex digits, written twice; not the
//    loader's import, nor the exports the extras share: table, memory, globals), and lays
//    the first module out (scripts/wasm-order.mjs), all to compress better with brotli;
// 6. minifies the JavaScript with terser: the wasm-bindgen glue and its snippets (Trunk's
//    minifier cannot parse them and copies them as they are) and static/pwa.js (marked
//    data-no-minify: Trunk's minifier orders its functions differently from one build to
//    the next, which would change the service worker's version for unchanged code;
//    terser's output is the same every time);
// 7. writes the service worker's version and precache list from the final files
//    (scripts/sw-precache.mjs), so the list is never stale;
// 8. last, a brotli copy (name.br, quality 11) of every text and wasm file, which
//    scripts/static-server.mjs sends to browsers that accept it (as nginx's brotli_static
//    does); hosts that compress on their own ignore them.
// A build for `trunk serve` leaves out the size work (wasm-opt in 1, the layout in 5, 8).
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { minify } from 'terser';
import { writePrecache } from './sw-precache.mjs';
import { splitWasm } from './wasm-split.mjs';
import { moveInlineScripts, servedByTrunk } from './inline-scripts.mjs';
import { layOut } from './wasm-order.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: run me as a Trunk hook');
const file = join(dir, 'index.html');
let html = await readFile(file, 'utf8');
// A build for `trunk serve` (its live-reload client is in the page) is for the developer's
// next look, not for shipping: the size work — wasm-opt, the layout for brotli, the brotli
// copies — is left out, so that a change is on screen in seconds rather than a minute.
const forDevServer = servedByTrunk(html);
const split = await splitWasm(dir, process.env.TRUNK_SOURCE_DIR ?? '.', { optimize: !forDevServer });
console.log(`trunk-post-build: wasm split, the extras in ${split.extras} (loader ${split.loader})${forDevServer ? ', not optimized (trunk serve)' : ''}`);
// The glue imports the loader at once: preloaded beside it, not found a round trip later.
{
  const glue = new RegExp(`<link\\b[^>]*\\bhref="?/${split.stem}\\.js"?[^>]*>`);
  const found = html.match(glue);
  if (!found || !/\bmodulepreload\b/.test(found[0])) throw new Error(`index.html: no modulepreload of /${split.stem}.js`);
  html = html.replace(found[0], `${found[0]}<link crossorigin href=/${split.loader} rel=modulepreload>`);
}
const moved = moveInlineScripts(html, process.env.TRUNK_PUBLIC_URL || '/');
html = moved.html;
await Promise.all(moved.files.map((f) => writeFile(join(dir, f.name), f.body)));
// The wiki embed's stylesheet (static/embed.css, hashed by Trunk) is for ?embed=1 pages
// only: its <link> becomes <meta name="embed-css" content="/embed-….css">, from which
// static/pwa.js adds it (render-blocking) to an embed before the first paint. The full
// app's first view then doesn't download it.
let embedCss = 0;
html = html.replace(/<link\b[^>]*\bhref="?(\/embed-[0-9a-f]+\.css)"?[^>]*>/g, (whole, href) => {
  embedCss += 1;
  return `<meta name="embed-css" content="${href}">`;
});
if (embedCss !== 1) throw new Error(`index.html: expected one embed stylesheet link, found ${embedCss}`);
// The stylesheet of what only a click opens (static/later.css): likewise a <meta>, from
// which static/pwa.js adds it at the page's first interaction.
let laterCss = 0;
html = html.replace(/<link\b[^>]*\bhref="?(\/later-[0-9a-f]+\.css)"?[^>]*>/g, (whole, href) => {
  laterCss += 1;
  return `<meta name="later-css" content="${href}">`;
});
if (laterCss !== 1) throw new Error(`index.html: expected one later stylesheet link, found ${laterCss}`);
await writeFile(file, html);
console.log(`trunk-post-build: moved ${moved.files.length} inline script(s) out of index.html${moved.devServer ? ' (with trunk serve\'s live reload)' : ''}; embed.css only for embeds, later.css at the first interaction`);

// The French and German language packs, which build.rs writes (named by their content) and
// the app fetches from /locales/ only in that language.
const packs = join(process.env.TRUNK_SOURCE_DIR ?? '.', 'static', 'gen', 'locales');
const names = (await readdir(packs)).filter((f) => /^[a-z]{2}-[0-9a-f]{16}\.txt$/.test(f));
if (names.length !== 2) throw new Error(`${packs}: expected the fr and de packs, found ${names}`);
await mkdir(join(dir, 'locales'), { recursive: true });
for (const name of names) await copyFile(join(packs, name), join(dir, 'locales', name));
console.log(`trunk-post-build: language packs ${names.join(', ')}`);

// The wasm's imports are named by wasm-bindgen `__wbg_<name>_<16 hex digits>`: 199 of
// them, written twice (in the wasm's import section and as keys in the glue's imports
// object), and the random hex doesn't compress. Each becomes a short name (`a0`, `a1` …) in
// both files; a name the two don't agree on would fail the wasm's instantiation at once.
// Likewise wasm-bindgen's own exports (`__wbindgen_malloc`, written some twenty times in
// the glue; `wasm_bindgen__convert__closures_____invoke__h<16 hex digits>`): `_w0`, `_w1` ….
await shortenImports(dir);

// The wasm laid out to compress better (scripts/wasm-order.mjs); not in a build for a
// profiler (WASM_NAMES=1: see scripts/wasm-split.mjs), whose function names it would drop.
if (!process.env.WASM_NAMES && !forDevServer) {
  const wasmName = (await readdir(dir)).find((f) => f.endsWith('_bg.wasm'));
  const { functions, segments, merged } = await layOut(join(dir, wasmName));
  console.log(`trunk-post-build: ${functions} wasm functions ordered by signature and code, ${segments} data segments merged into ${merged}`);
}

/** Renames the wasm's function imports, in the wasm and in its JS glue. */
async function shortenImports(dir) {
  const wasmName = (await readdir(dir)).find((f) => f.endsWith('_bg.wasm'));
  if (!wasmName) throw new Error(`${dir}: no wasm`);
  const jsPath = join(dir, wasmName.replace(/_bg\.wasm$/, '.js'));
  const bytes = await readFile(join(dir, wasmName));
  let js = await readFile(jsPath, 'utf8');
  let i = 8;
  const leb = () => {
    let r = 0, shift = 0, b;
    do { b = bytes[i++]; r += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
    return r;
  };
  const encLeb = (n) => {
    const out = [];
    do { let b = n & 0x7f; n = Math.floor(n / 128); if (n) b |= 0x80; out.push(b); } while (n);
    return out;
  };
  const str = (t) => { const b = Buffer.from(t, 'utf8'); return [...encLeb(b.length), ...b]; };
  const parts = [bytes.subarray(0, 8)];
  let renamed = 0;
  let exported = 0;
  while (i < bytes.length) {
    const start = i;
    const id = bytes[i++];
    const len = leb();
    const body = i;
    i += len;
    if (id === 7) {
      parts.push(shortenExports(bytes.subarray(body, i)));
      continue;
    }
    if (id !== 2) { parts.push(bytes.subarray(start, i)); continue; }
    // Only wasm-bindgen's own imports (module `./<name>_bg.js`): the loader's, whose names
    // are its module's exports, stay as they are.
    let j = body;
    const readLeb = () => { const save = i; i = j; const v = leb(); j = i; i = save; return v; };
    const readStr = () => { const n = readLeb(); const t = bytes.subarray(j, j + n).toString('utf8'); j += n; return t; };
    const count = readLeb();
    const out = [...encLeb(count)];
    for (let k = 0; k < count; k++) {
      const module = readStr();
      const field = readStr();
      const kind = bytes[j++];
      if (kind !== 0) throw new Error(`import ${module}.${field}: only function imports are renamed`);
      const type = readLeb();
      if (!module.endsWith('_bg.js')) {
        out.push(...str(module), ...str(field), 0, ...encLeb(type));
        continue;
      }
      const short = `a${renamed.toString(36)}`;
      const key = new RegExp(`(?<![\\w$])${field.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
      const uses = js.match(key)?.length ?? 0;
      if (uses !== 1) throw new Error(`${field}: ${uses} uses in the glue, expected one`);
      js = js.replace(key, short);
      renamed += 1;
      out.push(...str(module), ...str(short), 0, ...encLeb(type));
    }
    if (j !== i) throw new Error('import section not read to its end');
    parts.push(Buffer.from([2, ...encLeb(out.length), ...out]));
  }
  await writeFile(join(dir, wasmName), Buffer.concat(parts));
  await writeFile(jsPath, js);
  console.log(`trunk-post-build: ${renamed} wasm imports and ${exported} exports renamed short`);

  /** The export section with wasm-bindgen's internal exports renamed, in the glue too. */
  function shortenExports(section) {
    let j = 0;
    const readLeb = () => {
      let r = 0, shift = 0, b;
      do { b = section[j++]; r += (b & 0x7f) * 2 ** shift; shift += 7; } while (b & 0x80);
      return r;
    };
    const count = readLeb();
    const out = [...encLeb(count)];
    for (let k = 0; k < count; k++) {
      const n = readLeb();
      let name = section.subarray(j, j + n).toString('utf8');
      j += n;
      const kind = section[j++];
      const index = readLeb();
      const ident = (id) => new RegExp(`(?<![\\w$])${id.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
      // (One the glue never names is left as it is, and so is one the split's loader
      // names: the table, memory and globals the extras share.)
      if (/^(__|wasm_bindgen__)[\w$]*$/.test(name) && ident(name).test(js) && !ident(name).test(split.loaderText)) {
        const short = `_w${exported.toString(36)}`;
        const any = ident(name);
        // Used as a property of the exports object (`wasm.__wbindgen_malloc`), and for a
        // closure's export also as the name of the glue's wrapper: every use is renamed, so
        // the short name must be new to the glue, and no use may be a string's text.
        if (ident(short).test(js)) throw new Error(`export ${name}: ${short} is taken in the glue`);
        if (new RegExp(`['"\`]${name.replace(/\$/g, '\\$')}['"\`]`).test(js)) {
          throw new Error(`export ${name}: named in a string in the glue`);
        }
        js = js.replace(any, short);
        exported += 1;
        name = short;
      }
      out.push(...str(name), kind, ...encLeb(index));
    }
    if (j !== section.length) throw new Error('export section not read to its end');
    return Buffer.from([7, ...encLeb(out.length), ...out]);
  }
}

// Every .js file but the service worker (sw-precache.mjs writes into it; it is not on the
// first view's path). ES modules, except pwa.js, a classic script.
const scripts = (await readdir(dir, { recursive: true }))
  .filter((f) => f.endsWith('.js') && f !== 'sw.js')
  .map((f) => join(dir, f));
let before = 0, after = 0;
for (const path of scripts) {
  const code = await readFile(path, 'utf8');
  const classic = relative(dir, path).startsWith('pwa-');
  const out = await minify(code, {
    module: !classic,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (typeof out.code !== 'string') throw new Error(`terser gave nothing for ${path}`);
  await writeFile(path, out.code + '\n');
  before += code.length;
  after += out.code.length + 1;
}
console.log(`trunk-post-build: minified ${scripts.length} script(s), ${before} → ${after} bytes`);
const { version, count } = await writePrecache(dir);
console.log(`trunk-post-build: service worker version ${version}, ${count} files precached`);

if (!forDevServer) {
  const compressible = /\.(html|js|css|wasm|svg|json|webmanifest|txt)$/;
  let raw = 0, br = 0, copies = 0;
  for (const name of await readdir(dir, { recursive: true })) {
    if (!compressible.test(name)) continue;
    const body = await readFile(join(dir, name));
    const packed = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    await writeFile(join(dir, name + '.br'), packed);
    raw += body.length;
    br += packed.length;
    copies += 1;
  }
  console.log(`trunk-post-build: ${copies} brotli copies, ${raw} → ${br} bytes`);
}
