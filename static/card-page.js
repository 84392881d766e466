// A card page drawn at build time (/card/<card>/, scripts/prerender.mjs): it is read without
// any WebAssembly, and the app starts only when it is wanted — at the reader's first
// interaction with the page (a pointer over it, a touch, a key, a focus), or at once when
// the address asks for another view than the page's own (static/pwa.js then hides the
// answer until the app shows that view). A click on the page before the app has taken it
// over (src/takeover.rs) is not lost: it is held, and given to the same element of the
// app's page once the app has it (same markup, so the same place in the tree).
// Plain JS, no inline code (the page's CSP); nothing here throws.
(function () {
  'use strict';
  var meta = document.querySelector('meta[name="app-boot"]');
  if (!meta) return;
  // The note for a browser without JavaScript is not the app's: gone, the page's tree is
  // the app's, element for element.
  var notes = document.querySelectorAll('#app noscript');
  for (var n = 0; n < notes.length; n++) notes[n].remove();
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < KINDS.length; i++) window.removeEventListener(KINDS[i], start, true);
    import(meta.getAttribute('content')).catch(function () {
      started = false;
    });
  }
  var KINDS = ['pointerover', 'touchstart', 'pointerdown', 'keydown', 'focusin'];
  for (var k = 0; k < KINDS.length; k++) window.addEventListener(KINDS[k], start, { capture: true, passive: true });
  if (document.documentElement.classList.contains('view-pending')) start();

  // The element clicked before the app took over, as the child indexes from #app down.
  var held = null;
  function pathOf(el, root) {
    var path = [];
    while (el && el !== root) {
      var parent = el.parentElement;
      if (!parent) return null;
      path.unshift(Array.prototype.indexOf.call(parent.children, el));
      el = parent;
    }
    return el === root ? path : null;
  }
  document.addEventListener('click', function (event) {
    var root = document.querySelector('#app[data-prerendered]');
    if (!root || !root.contains(event.target)) return;
    start();
    var target = event.target.closest('button, a[href], summary, label, input, select');
    if (!target || !root.contains(target)) return;
    // A rule's citation opens its page in a new tab, as it will with the app; the sections
    // under the answer stay the page's own a while after the app takes over (a link in
    // them opens its view's page).
    if (target.matches('a[target="_blank"]') || !target.closest('.site-header, .skip-link, #finder, .inspector')) return;
    event.preventDefault();
    held = pathOf(target, root);
  }, true);
  document.addEventListener('split-inspector:taken-over', function () {
    var path = held;
    held = null;
    var el = document.getElementById('app');
    for (var i = 0; path && el && i < path.length; i++) el = el.children[path[i]];
    if (path && el) {
      if (el.focus) el.focus({ preventScroll: true });
      el.click();
    }
  });
})();
