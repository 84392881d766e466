// An embed drawn at build time (/embed/<card>/<zone>-<mode>.html, scripts/prerender.mjs):
// its answer is in its HTML and it loads no WebAssembly. This script does for it what the
// app does for its embeds (src/hooks/use_embed.rs, docs/embedding.md): it posts its height
// to the page that frames it ({type: "split-inspector:height", height}) at once, whenever
// it changes and when that page asks ({type: "split-inspector:ready"}); framed by WordPress
// (a "#?secret=…" at the end of its address) it says the same in WordPress's words
// ({message: "height", value, secret}, again on {message: "ready", secret}) and its "Open in"
// link asks WordPress's page to follow it ({message: "link", value, secret}); and a
// well-formed {type: "split-inspector:set", card, …} message from that page opens the app's
// embed at the view asked for, with the same options.
// Plain JS, no inline code (the page's CSP); nothing here throws or logs.
(function () {
  'use strict';
  var parent = window.parent !== window ? window.parent : null;
  var root = document.querySelector('.embed-root');
  if (!parent || !root) return;
  // As src/embed.rs reads it (wp_secret): letters and digits after the last "#?secret=".
  function wpSecret() {
    var hash = window.location.hash;
    var at = hash.lastIndexOf('#?secret=');
    var secret = at < 0 ? '' : hash.slice(at + 9);
    return /^[A-Za-z0-9]{1,64}$/.test(secret) ? secret : null;
  }
  var last = -1;
  function report(force) {
    var height = Math.max(0, Math.ceil(root.getBoundingClientRect().height));
    if (height === last && force !== true) return;
    last = height;
    parent.postMessage({ type: 'split-inspector:height', height: height }, '*');
    var secret = wpSecret();
    if (secret) parent.postMessage({ message: 'height', value: height, secret: secret }, '*');
  }
  report();
  if (window.ResizeObserver) new ResizeObserver(report).observe(root);
  var open = document.querySelector('[data-embed-open]');
  if (open) {
    open.addEventListener('click', function (event) {
      var secret = wpSecret();
      if (!secret) return;
      // WordPress's sandbox opens no tab: its page follows the link instead.
      event.preventDefault();
      parent.postMessage({ message: 'link', value: open.href, secret: secret }, '*');
    });
  }
  function isReady(data) {
    var keys = Object.keys(data);
    if (keys.length === 1) return data.type === 'split-inspector:ready';
    var secret = wpSecret();
    return keys.length === 2 && data.message === 'ready' && secret !== null && data.secret === secret;
  }
  // As src/embed.rs reads a `set` message: these keys, once each, text (X may be a whole
  // number), not too long, a card named; the app reads the view as a link's.
  var KEYS = ['card', 'zone', 'mode', 'from', 'unlocked', 'x', 'era', 'theme'];
  window.addEventListener('message', function (event) {
    if (event.source !== parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return;
    if (isReady(data)) { report(true); return; }
    if (data.type !== 'split-inspector:set') return;
    var query = new URLSearchParams();
    var keys = Object.keys(data);
    if (keys.length > 16) return;
    for (var i = 0; i < keys.length; i++) {
      var key = keys[i];
      if (key === 'type') continue;
      var value = data[key];
      if (key === 'x' && typeof value === 'number' && value % 1 === 0 && value >= 0 && value <= 1e6) value = String(value);
      if (KEYS.indexOf(key) < 0 || typeof value !== 'string' || value.length > 200) return;
      query.set(key, value);
    }
    if (!(query.get('card') || '').trim()) return;
    var here = new URLSearchParams(window.location.search);
    if (!query.has('theme') && here.get('theme')) query.set('theme', here.get('theme'));
    query.set('embed', '1');
    query.set('lang', document.documentElement.lang || 'en');
    // WordPress's secret stays with the frame: the app's embed speaks its protocol too.
    window.location.replace('/?' + query.toString() + window.location.hash);
  });
})();
