// Start-up, before the app (a plain script, no inline code anywhere):
// - `?embed=1`: marks <html class="embed"> (and its theme) and adds the embed's stylesheet
//   before the first paint;
// - otherwise applies the theme remembered by the app before the first paint, on a page
//   that will show French or German hides the loading page's English first line, and adds
//   the stylesheet of what only a click opens (static/later.css) at the first interaction;
// - in a top-level, non-sandboxed, non-embed page (not on `trunk serve`'s development
//   server): registers the service worker
//   (static/sw.js) and, when a new build has been deployed, shows
//   "A new version is available — Reload" (in the page's language). The click lets the new
//   worker take over and reloads; until then the page keeps running the build it started
//   with. That prompt's code, static/update.js, is imported only when a new build waits,
//   and shown once static/later.css, which styles it, is here.
//
// Both stylesheets it adds are named at build time: scripts/trunk-post-build.mjs turns
// their <link>s into <meta name="embed-css"> and <meta name="later-css">, so only embeds
// load the one and a full page loads the other only at its first interaction (a pointer
// moving over it, a touch, a press, a key, a focus or a click; on a slow first visit a
// first click straight onto the Embed button may show the dialog unstyled for that
// moment). Outside the wasm this is the only reader of localStorage (src/storage.rs is the
// wasm's): the remembered theme and language, before the first paint.
(function () {
  'use strict';
  // A language tag's primary subtag, if the app has that language ("fr-CA" → "fr").
  function langOf(tag) {
    var primary = String(tag || '').trim().split(/[-_]/)[0].toLowerCase();
    return primary === 'en' || primary === 'fr' || primary === 'de' ? primary : null;
  }
  var params;
  try {
    params = new URLSearchParams(window.location.search);
  } catch (e) {
    return;
  }
  var root = document.documentElement;
  // An app's embed (?embed=1), or one drawn at build time (/embed/…, /fr/embed/…).
  var embed = params.get('embed') === '1' || /^\/(?:(?:fr|de)\/)?embed\//.test(window.location.pathname);
  var theme;
  if (embed) {
    root.classList.add('embed');
    theme = params.get('theme');
    // The embed layout's stylesheet, which only embeds load (its address is written into
    // <meta name="embed-css"> at build time): render-blocking, like the parser's links, so
    // an embed never paints without it. Added after the page's stylesheets, so it wins.
    var meta = document.querySelector('meta[name="embed-css"]');
    if (meta) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = meta.getAttribute('content');
      link.setAttribute('blocking', 'render');
      document.head.appendChild(link);
    }
  } else {
    // The theme the user chose in the app (src/hooks/use_theme.rs writes it), so that the
    // loading page is already in it and nothing flashes when the app takes over. Storage
    // may be blocked (a sandboxed frame, a privacy setting): then the system's theme.
    try {
      theme = (window.localStorage.getItem('split-card-inspector.theme') || '').trim();
    } catch (e) {
      theme = '';
    }
  }
  if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
  // The language the app will start in, as src/i18n.rs `initial` finds it (the link's
  // lang=, else the one picked before, else the browser's): on a French or German page the
  // loading page's English first line is hidden until the app draws its own.
  // A card's own page (/card/fire-ice/, /fr/card/fire-ice/), drawn at build time in its
  // path's language: asked for another view than its own (?zone=stack…), its answer is
  // hidden until the app shows the one asked for (src/takeover.rs), never flashed.
  var cardPage = /^\/(?:(fr|de)\/)?card\/[a-z0-9-]+\/?$/.exec(window.location.pathname);
  if (cardPage && !embed) {
    var views = ['zone', 'mode', 'from', 'unlocked', 'x', 'era'];
    for (var v = 0; v < views.length; v++) {
      if (params.has(views[v])) root.classList.add('view-pending');
    }
  }
  if (!embed) {
    var lang = cardPage ? cardPage[1] || 'en' : langOf(params.get('lang'));
    if (!lang) {
      try {
        lang = langOf(window.localStorage.getItem('split-card-inspector.lang'));
      } catch (e) {
        lang = null;
      }
    }
    var prefs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; !lang && i < prefs.length; i++) lang = langOf(prefs[i]);
    if (lang && lang !== 'en') root.classList.add('lede-pending');
    // The stylesheet of what only a click opens (the custom cards' panel, the Embed
    // dialog; also the update banner's: <meta name="later-css">): not
    // part of the first view, added at the page's first interaction (a screen reader's
    // click comes alone).
    var later = document.querySelector('meta[name="later-css"]');
    // A pointer moving over the page (before it presses), a touch, a key, a focus or a
    // click: whichever comes first, the sheet is fetched with it, mostly long before a
    // click opens what it styles (on a slow first visit a first click straight onto the
    // Embed button may see the dialog unstyled until the sheet arrives).
    var kinds = ['pointerover', 'touchstart', 'pointerdown', 'keydown', 'focusin', 'click'];
    // Returns a promise settled once the sheet has loaded (or failed to).
    var addLater = function () {
      for (var k = 0; k < kinds.length; k++) window.removeEventListener(kinds[k], addLater, true);
      if (!later || addLater.ready) return addLater.ready || Promise.resolve();
      var sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = later.getAttribute('content');
      addLater.ready = new Promise(function (done) {
        sheet.onload = sheet.onerror = function () {
          done();
        };
      });
      document.head.appendChild(sheet);
      return addLater.ready;
    };
    // Passive: a touch listener that could cancel would hold up scrolling.
    if (later) for (var k = 0; k < kinds.length; k++) window.addEventListener(kinds[k], addLater, { capture: true, passive: true });
  }

  var framed;
  try {
    framed = window.top !== window.self;
  } catch (e) {
    framed = true;
  }
  if (embed || framed || !window.isSecureContext) return;
  var sw;
  try {
    // Throws a SecurityError in a sandboxed (opaque-origin) document.
    sw = navigator.serviceWorker;
  } catch (e) {
    return;
  }
  if (!sw) return;
  // Served by `trunk serve` (scripts/trunk-post-build.mjs marks the page): no worker, and
  // none left from an earlier build, so that each reload shows the newest build.
  if (document.querySelector('meta[name="dev-server"]')) {
    sw.getRegistrations().then(
      function (all) {
        all.forEach(function (r) {
          r.unregister();
        });
      },
      function () {},
    );
    return;
  }

  var hadController = !!sw.controller;
  var reloading = false;
  function reload() {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  }
  sw.addEventListener('controllerchange', function () {
    // The first install taking over a fresh page changes nothing on screen.
    if (!hadController) {
      hadController = true;
      return;
    }
    reload();
  });

  // "A new version is available — Reload": static/update.js, fetched only when a new build
  // is waiting (most visits never need it), with this page's reload.
  var offered = false;
  function offer(worker) {
    if (offered) return;
    offered = true;
    // The banner's style is in the later sheet, which a page left alone hasn't added yet:
    // the banner is shown once the sheet is there, never unstyled.
    Promise.all([import('/update.js'), addLater()]).then(
      function (loaded) {
        loaded[0].offer(worker, reload);
      },
      function () {
        offered = false;
      },
    );
  }

  function watch(registration) {
    // A register() replaced by a blocker (an extension, a test harness) may resolve to nothing.
    if (!registration) return;
    if (registration.waiting && sw.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', function () {
      var worker = registration.installing;
      if (!worker) return;
      worker.addEventListener('statechange', function () {
        if (worker.state === 'installed' && sw.controller) offer(worker);
      });
    });
    // An app left open looks for a new build now and then, and when it comes back.
    function check() {
      // A banner whose code couldn't be fetched before is offered again.
      if (registration.waiting && sw.controller) offer(registration.waiting);
      registration.update().catch(function () {});
    }
    setInterval(check, 60 * 60 * 1000);
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'visible') check();
    });
  }

  function register() {
    sw.register('/sw.js', { scope: '/' }).then(watch, function () {});
  }
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
})();
