// An embed drawn at build time (/embed/<card>/<zone>-<mode>.html, scripts/prerender.mjs):
// its answer is in its HTML and it loads no WebAssembly. This script does for it what the
// app does for its embeds (src/hooks/use_embed.rs, docs/embedding.md): it posts its height
// to the page that frames it ({type: "split-inspector:height", height}) at once and
// whenever it changes, and a well-formed {type: "split-inspector:set", card, …} message
// from that page opens the app's embed at the view asked for, with the same options.
// Plain JS, no inline code (the page's CSP); nothing here throws or logs.
(function () {
  'use strict';
  var parent = window.parent !== window ? window.parent : null;
  var root = document.querySelector('.embed-root');
  if (!parent || !root) return;
  var last = -1;
  function report() {
    var height = Math.max(0, Math.ceil(root.getBoundingClientRect().height));
    if (height === last) return;
    last = height;
    parent.postMessage({ type: 'split-inspector:height', height: height }, '*');
  }
  report();
  if (window.ResizeObserver) new ResizeObserver(report).observe(root);
  // As src/embed.rs reads a `set` message: these keys, once each, text (X may be a whole
  // number), not too long, a card named; the app reads the view as a link's.
  var KEYS = ['card', 'zone', 'mode', 'from', 'unlocked', 'x', 'era', 'theme'];
  window.addEventListener('message', function (event) {
    if (event.source !== parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || Array.isArray(data) || data.type !== 'split-inspector:set') return;
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
    window.location.replace('/?' + query.toString());
  });
})();
