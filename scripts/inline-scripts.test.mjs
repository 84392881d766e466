// node --test: the inline scripts moved out of a built page (scripts/inline-scripts.mjs),
// Trunk's live-reload client among them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { moveInlineScripts, servedByTrunk } from './inline-scripts.mjs';

// The placeholders and the address Trunk's client (src/autoreload.js of trunk 0.21) uses.
const client = `(function () {
  const address = '{{__TRUNK_ADDRESS__}}';
  const base = '{{__TRUNK_WS_BASE__}}';
  const url = 'ws' + '://' + address + base + '.well-known/trunk/ws';
  new WebSocket(url);
})()`;

test('an inline module script is moved into a file named by its content', () => {
  const page = '<!doctype html><html lang=en><title>t</title><script type=module>import("/a.js")</script>';
  assert.equal(servedByTrunk(page), false);
  const { html, files, devServer } = moveInlineScripts(page);
  assert.equal(files.length, 1);
  assert.match(files[0].name, /^boot-[0-9a-f]{16}\.js$/);
  assert.equal(files[0].body, 'import("/a.js")\n');
  assert.ok(html.includes(`<script type="module" src="/${files[0].name}"></script>`));
  assert.ok(!html.includes('import('));
  assert.equal(devServer, false);
  assert.ok(!html.includes('dev-server'));
  // The same script gives the same file: an unchanged build keeps its file names.
  assert.equal(moveInlineScripts(page).files[0].name, files[0].name);
});

test('a script with a src, or an empty one, stays', () => {
  const page = '<html><script src="/pwa.js"></script><script> </script>';
  const { html, files } = moveInlineScripts(page);
  assert.equal(files.length, 0);
  assert.equal(html, page);
});

for (const quote of ["'", '`', '"']) {
  test(`trunk serve's client finds its server itself (${quote} quotes) and marks the page`, () => {
    const body = client.replaceAll("'{{__TRUNK_ADDRESS__}}'", `${quote}{{__TRUNK_ADDRESS__}}${quote}`);
    const page = `<!doctype html><html lang=en><meta charset=utf-8><script src=/pwa.js></script><body><script>${body}</script>`;
    assert.equal(servedByTrunk(page), true);
    const { html, files, devServer } = moveInlineScripts(page, '/');
    assert.equal(devServer, true);
    assert.equal(files.length, 1);
    assert.ok(!files[0].body.includes('{{'), files[0].body);
    assert.ok(files[0].body.includes('const address = window.location.host;'), files[0].body);
    assert.ok(files[0].body.includes("const base = '/';"), files[0].body);
    // The mark comes before the start-up script that reads it.
    assert.ok(html.startsWith('<!doctype html><html lang=en><meta name="dev-server" content="trunk">'), html);
    assert.ok(html.indexOf('dev-server') < html.indexOf('/pwa.js'));
  });
}

test('a public URL other than / is the client base', () => {
  const { files } = moveInlineScripts(`<html><script>${client}</script>`, '/inspector/');
  assert.ok(files[0].body.includes("const base = '/inspector/';"));
});

// Trunk's own client, where cargo installed trunk from its source.
test("the installed trunk's own live-reload client is recognised and filled in", (t) => {
  const registry = join(process.env.CARGO_HOME ?? join(homedir(), '.cargo'), 'registry', 'src');
  let source;
  try {
    for (const index of readdirSync(registry)) {
      for (const dir of readdirSync(join(registry, index)).filter((d) => /^trunk-0\.21\./.test(d))) {
        source = readFileSync(join(registry, index, dir, 'src', 'autoreload.js'), 'utf8');
      }
    }
  } catch {
    // no registry: trunk came another way
  }
  if (!source) return t.skip('no trunk source in the cargo registry');
  const { files, devServer } = moveInlineScripts(`<html><body><script>${source}</script>`);
  assert.equal(devServer, true);
  assert.ok(!/\{\{__TRUNK_(ADDRESS|WS_BASE)__\}\}/.test(files[0].body), 'a placeholder is left');
});
