// Moves every inline <script> of a built page into a file of its own, named by its content
// (boot-<hash>.js), so that the page runs under a Content-Security-Policy without
// 'unsafe-inline'. Used by scripts/trunk-post-build.mjs; tested by inline-scripts.test.mjs.
//
// `trunk serve` adds its live-reload client as one of those scripts, with placeholders for
// the server's address that it fills in only in HTML responses. Moved into a file, the
// client takes the page's own host and the public URL's path instead; and the page is
// marked <meta name="dev-server">, where static/pwa.js registers no service worker, so that
// a reload always shows the newest build.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script([^>]*)>([\s\S]*?)<\/script>/g;

/** Whether a script body is Trunk's live-reload client. */
function isTrunkReloadClient(body) {
  return body.includes('.well-known/trunk/ws');
}

/** Whether the page is served by `trunk serve`: its live-reload client is inline in it. */
export function servedByTrunk(html) {
  return [...html.matchAll(INLINE_SCRIPT)].some((m) => !/\bsrc=/.test(m[1]) && isTrunkReloadClient(m[2]));
}

/**
 * Returns `{ html, files, devServer }`: the page with each inline script replaced by a
 * `<script src>` (a module stays a module), the moved scripts as `{ name, body }`, and
 * whether the page is served by Trunk's development server.
 */
export function moveInlineScripts(html, publicUrl = '/') {
  const files = [];
  let devServer = false;
  html = html.replace(INLINE_SCRIPT, (whole, attrs, body) => {
    if (/\bsrc=/.test(attrs) || body.trim() === '') return whole;
    if (isTrunkReloadClient(body)) {
      devServer = true;
      body = body
        // The minifier may have turned the quotes into backticks or double quotes.
        .replace(/(['"`])\{\{__TRUNK_ADDRESS__\}\}\1/g, 'window.location.host')
        .replaceAll('{{__TRUNK_WS_BASE__}}', publicUrl);
    }
    const name = `boot-${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
    files.push({ name, body: body.trim() + '\n' });
    const type = /type=("?)module\1/.test(attrs) ? ' type="module"' : '';
    return `<script${type} src="/${name}"></script>`;
  });
  if (devServer) {
    // First in the document, before static/pwa.js reads it (the minified page has no <head>).
    const open = html.match(/<html\b[^>]*>/);
    if (!open) throw new Error('index.html: no <html> tag to mark as the development server');
    html = html.replace(open[0], `${open[0]}<meta name="dev-server" content="trunk">`);
  }
  return { html, files, devServer };
}
