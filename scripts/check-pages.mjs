#!/usr/bin/env node
// Walks every card page and every embed of a built site (scripts/prerender.mjs) and checks
// them against the engine, asked through the command line (`splitcard inspect <card> --lang <lang>`): the
// answer's values under the `data-field` contract (names, mana cost, mana value, colors,
// color identity, the type line as the CLI says it in that language), the view it says it
// is (the checked zone and mode, the key the app takes it over by, the table's marked
// cell), its language, its <head> (title, description, canonical address, hreflang
// alternates, OpenGraph) and the sitemap's entry; an embed's names and mana value for its
// zone and mode, its language, and that it starts no WebAssembly; and for both, the oEmbed
// response their head links to (a rich response whose iframe frames the embed of that view,
// a file of the build, at the height the response gives). Exits non-zero if any page
// disagrees, naming each. Usage: node scripts/check-pages.mjs [dist=dist]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const cli = resolve('target/debug/splitcard');
if (!existsSync(cli)) execFileSync('cargo', ['build', '--quiet', '--locked', '-p', 'splitcard-cli'], { stdio: 'inherit' });

const decode = (s) =>
  s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const text = (html) => decode(html.replace(/<[^>]*>/g, '')).trim();

/** The element with data-field=`name` (its opening tag and inner HTML, to its first closing </div>). */
function field(html, name) {
  const start = html.indexOf(`data-field="${name}"`);
  if (start < 0) return null;
  const open = html.lastIndexOf('<', start);
  const tagEnd = html.indexOf('>', start) + 1;
  // The value elements are <div>s holding spans, never other divs: to the first </div>.
  const end = html.indexOf('</div>', tagEnd);
  return { tag: html.slice(open, tagEnd), inner: html.slice(tagEnd, end) };
}

const problems = [];

/** The oEmbed response `html` links to: read from the build, and checked — a rich response
 *  whose iframe frames `embed` (a file of the build) at the response's height, with a
 *  fallback link to `page`. */
function checkOEmbed(at, html, embed, page) {
  const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="[^"]+">/.exec(html)?.[1];
  if (!href) return problems.push(`${at}: no oEmbed link`);
  const file = join(dist, decode(new URL(decode(href)).pathname));
  if (!existsSync(file)) return problems.push(`${at}: its oEmbed response ${href} is not in the build`);
  let o;
  try {
    o = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return problems.push(`${at}: its oEmbed response is not JSON (${e.message})`);
  }
  const want = { version: '1.0', type: 'rich', provider_name: 'Split Card Inspector', width: 640, thumbnail_width: 1200, thumbnail_height: 630 };
  for (const [k, v] of Object.entries(want)) if (o[k] !== v) fail(at, `oEmbed ${k}`, o[k], v);
  if (!(o.height > 100 && o.height < 2000)) fail(at, 'oEmbed height', o.height, 'the measured height');
  const src = /<iframe src="([^"]+)"/.exec(o.html ?? '')?.[1];
  if (!src || decode(new URL(decode(src)).pathname) !== embed) fail(at, 'oEmbed iframe', src, embed);
  if (!existsSync(join(dist, embed))) fail(at, 'oEmbed iframe', 'not in the build', embed);
  if (!(o.html ?? '').includes(`height="${o.height}"`)) fail(at, 'oEmbed iframe height', o.html, o.height);
  const link = /^<blockquote><a href="([^"]+)">[^<]+<\/a><\/blockquote>/.exec(o.html ?? '')?.[1];
  if (!link || !decode(link).includes(page)) fail(at, 'oEmbed fallback link', link, page);
}
const fail = (page, what, got, want) => problems.push(`${page}: ${what}: ${JSON.stringify(got)}, the engine says ${JSON.stringify(want)}`);

const slugs = JSON.parse(execFileSync(cli, ['list'], { encoding: 'utf8', maxBuffer: 1 << 26 }))
  .map((c) => c.slug ?? c);
const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
let pages = 0;
for (const slug of slugs) {
  for (const lang of ['en', 'fr', 'de']) {
    const path = lang === 'en' ? `/card/${slug}/` : `/${lang}/card/${slug}/`;
    const file = join(dist, path, 'index.html');
    if (!existsSync(file)) {
      problems.push(`${path}: no page`);
      continue;
    }
    const html = readFileSync(file, 'utf8');
    const answer = JSON.parse(execFileSync(cli, ['inspect', slug, '--lang', lang], { encoding: 'utf8' }));
    const c = answer.characteristics;
    const names = [...new Set(c.names)].join(' // ');
    const got = (name) => field(html, name);
    if (text(got('names')?.inner ?? '') !== names) fail(path, 'names', text(got('names')?.inner ?? ''), names);
    if (text(got('mana-value')?.inner ?? '') !== String(c.mana_value)) fail(path, 'mana value', text(got('mana-value')?.inner ?? ''), c.mana_value);
    const symbols = [...(got('mana-cost')?.inner ?? '').matchAll(/ms-cost ms-([a-z0-9]+)/g)].map((m) => m[1]).join(' ');
    const cost = [...c.mana_cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1].toLowerCase().replace('/', '')).join(' ');
    if (symbols !== cost) fail(path, 'mana cost', symbols, c.mana_cost);
    for (const [name, want] of [['colors', c.colors], ['color-identity', c.color_identity]]) {
      const pips = [...(got(name)?.inner ?? '').matchAll(/pip pip-([a-z])/g)].map((m) => m[1]).sort().join('');
      const wanted = want.map((x) => x.toLowerCase()).sort().join('');
      if (pips !== wanted) fail(path, name, pips, wanted);
    }
    if (lang === 'en' && text(got('type-line')?.inner ?? '') !== c.type_line) fail(path, 'type line', text(got('type-line')?.inner ?? ''), c.type_line);
    // The view it is: the library, the first half (a link naming only the card).
    const checked = [...html.matchAll(/<button[^>]*aria-checked="true"[^>]*>/g)].map((m) => m[0]);
    if (!checked.some((b) => b.includes('data-zone="library"'))) fail(path, 'checked zone', checked, 'library');
    const key = /data-prerendered="([^"]*)"/.exec(html)?.[1];
    const wantKey = `?card=${slug}&amp;zone=library&amp;mode=`;
    if (!key?.startsWith(wantKey) || !key.endsWith(`&amp;lang=${lang}`)) fail(path, 'takeover key', key, `${wantKey}…&lang=${lang}`);
    const marked = [...html.matchAll(/<a [^>]*aria-current="true"[^>]*>/g)].map((m) => /data-cell="([^"]*)"/.exec(m[0])?.[1]).filter(Boolean);
    if (marked.join() !== 'library:0') fail(path, 'marked cell', marked, ['library:0']);
    // Its language and <head>.
    if (!html.includes(`<html lang="${lang}">`)) fail(path, '<html lang>', html.slice(0, 80), lang);
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    if (!title.endsWith('— Split Card Inspector') || title.length < 30) fail(path, 'title', title, 'the view and the site');
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    if (!description.includes(String(c.mana_value))) fail(path, 'description', description, `a sentence with mana value ${c.mana_value}`);
    for (const [what, re] of [
      ['canonical', new RegExp(`<link rel="canonical" href="[^"]*${path}">`)],
      ['hreflang en', new RegExp(`hreflang="en" href="[^"]*/card/${slug}/"`)],
      ['hreflang fr', new RegExp(`hreflang="fr" href="[^"]*/fr/card/${slug}/"`)],
      ['hreflang de', new RegExp(`hreflang="de" href="[^"]*/de/card/${slug}/"`)],
      ['og:title', /<meta property="og:title" content="[^"]+">/],
      ['og:description', /<meta property="og:description" content="[^"]+">/],
      ['og:url', new RegExp(`<meta property="og:url" content="[^"]*${path}">`)],
      ['twitter:card', /<meta name="twitter:card" content="summary_large_image">/],
      ['og:image', new RegExp(`<meta property="og:image" content="[^"]*/og/${slug}\\.png">`)],
      ['og:image:alt', /<meta property="og:image:alt" content="[^"]+">/],
    ]) {
      if (!re.test(html)) fail(path, what, 'missing', re.source);
    }
    if (!sitemap.includes(`${path}</loc>`)) fail(path, 'sitemap', 'missing', path);
    // The picture it names: a 1200 × 630 PNG (its header's width and height).
    const png = join(dist, 'og', `${slug}.png`);
    if (!existsSync(png)) fail(path, 'og:image', 'no file', `og/${slug}.png`);
    else {
      const head = readFileSync(png).subarray(0, 24);
      const size = [head.readUInt32BE(16), head.readUInt32BE(20)];
      if (head.toString('latin1', 1, 4) !== 'PNG' || size.join('x') !== '1200x630') fail(path, 'og:image', size.join('x'), '1200x630 PNG');
    }
    // The app starts only when wanted (static/card-page.js): nothing of it is preloaded.
    if (!/<meta name="app-boot" content="\/boot-[0-9a-f]+\.js">/.test(html) || !html.includes('src="/card-page.js"')) fail(path, 'app start', 'missing', 'app-boot and card-page.js');
    if (/modulepreload|\.wasm|type="module"/.test(html)) fail(path, 'app start', 'preloaded', 'nothing before the first interaction');
    // Without JavaScript: one note, that the page is its own view only.
    if ((html.match(/<noscript>/g) ?? []).length !== 1) fail(path, 'noscript', 'not one', 'one note on the page\'s own view');
    // Its oEmbed response: the embed of its own view (the library, the first half).
    const first = /data-mode="([^"]+)"[^>]*aria-checked="true"|aria-checked="true"[^>]*data-mode="([^"]+)"/.exec(html);
    const mode = (first?.[1] ?? first?.[2] ?? '').toLowerCase();
    checkOEmbed(path, html, `${lang === 'en' ? '' : `/${lang}`}/embed/${slug}/library-${mode}.html`, path);
    pages += 1;
  }
}
// The embeds drawn at build time: each is the view its name says (the engine's answer for
// that zone and mode), in its language, and starts no WebAssembly.
const { execFile } = await import('node:child_process');
const { readdirSync } = await import('node:fs');
const ask = (args) => new Promise((ok) => {
  execFile(cli, args, { encoding: 'utf8' }, (error, stdout) => ok(error ? null : JSON.parse(stdout)));
});
const jobs = [];
for (const lang of ['en', 'fr', 'de']) {
  const top = join(dist, lang === 'en' ? '' : lang, 'embed');
  for (const slug of existsSync(top) ? readdirSync(top) : []) {
    for (const name of readdirSync(join(top, slug))) {
      const m = /^([a-z]+)-([a-z]+)\.html$/.exec(name);
      if (m) jobs.push({ lang, slug, zone: m[1], mode: m[2], file: join(top, slug, name) });
    }
  }
}
let embeds = 0;
async function checkEmbed({ lang, slug, zone, mode, file }) {
  const at = file.slice(dist.length);
  const html = readFileSync(file, 'utf8');
  const answer = await ask(['inspect', slug, '--zone', zone, '--mode', mode, '--lang', lang]);
  if (!answer) return problems.push(`${at}: the engine has no answer for this view (no embed should be drawn)`);
  const c = answer.characteristics;
  const got = (name) => text(field(html, name)?.inner ?? '');
  if (c) {
    const names = [...new Set(c.names)].join(' // ');
    if (got('names') !== names) fail(at, 'names', got('names'), names);
    if (got('mana-value') !== String(c.mana_value)) fail(at, 'mana value', got('mana-value'), c.mana_value);
  }
  if (!html.includes(`<html lang="${lang}" class="embed">`)) fail(at, '<html>', html.slice(0, 60), `lang ${lang}, class embed`);
  if (/\.wasm|boot-[0-9a-f]+\.js|modulepreload/.test(html)) fail(at, 'WebAssembly', 'started', 'none');
  if (!html.includes('src="/embed-static.js"')) fail(at, 'script', 'missing', '/embed-static.js');
  if (!html.includes('class="embed-root"')) fail(at, 'markup', 'no .embed-root', 'the embed');
  checkOEmbed(at, html, at.split('\\').join('/'), `card=${slug}`);
  embeds += 1;
}
const pool = Array.from({ length: 4 }, async () => {
  while (jobs.length) await checkEmbed(jobs.pop());
});
await Promise.all(pool);
if (embeds === 0) problems.push('no embeds drawn at build time');

if (problems.length) {
  console.error(problems.slice(0, 40).join('\n'));
  console.error(`check-pages: ${problems.length} problem(s) in ${pages} pages`);
  process.exit(1);
}
console.log(`check-pages: ${pages} card pages and ${embeds} embeds agree with the engine`);
