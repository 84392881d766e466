// The service worker: the whole build, precached, served offline. Plain JS, no framework.
//
// BUILD (the version and the precache list) is written at build time by
// scripts/sw-precache.mjs from the files Trunk produced (hashed names), so it is never
// stale: a new build changes this file's bytes, which is how the browser notices an update.
//
// Atomic updates: each version has its own cache and serves only from it, so a page keeps
// getting files of the build it started with (old JS never meets new wasm). A new version
// installs and then WAITS; it takes over only when the user clicks "Reload" (static/pwa.js
// sends "skip-waiting"), and every open page reloads on the switch. Activation deletes the
// caches of older versions. Invariant: old JS never meets new wasm.
//
// Cache-first, from this version's cache only; a navigation to the app (/, with any query)
// is answered with the cached index.html. A card's own page (/card/fire-ice/, drawn at
// build time, not precached) is kept in this version's cache once visited; offline, one
// never visited is answered with index.html too (the app reads the card from the path).
// The cards' rulings (/rulings/fire-ice.json), written with the card pages, are precached
// with the app (scripts/prerender.mjs adds them to the list).
'use strict';

const BUILD = { version: 'dev', precache: [] }; // written at build time
const PREFIX = 'split-inspector-';
const CACHE = PREFIX + BUILD.version;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // cache: 'reload' — straight from the server, never from the HTTP cache.
      cache.addAll(BUILD.precache.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Every view of the app is "/?card=…": the one page, from this version's cache.
  const isPage = request.mode === 'navigate' && (url.pathname === '/' || url.pathname === SHELL);
  const cardPage = request.mode === 'navigate' && CARD_PAGE.test(url.pathname);
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    if (cardPage) return cardPageResponse(cache, url);
    const hit = isPage
      ? await cache.match(SHELL)
      : await cache.match(request, { ignoreSearch: false, ignoreVary: true });
    return hit || fetch(request);
  })());
});

// A card's own page: /card/<slug>/ or /fr|de/card/<slug>/ (src/browser.rs, card_page).
// This version's start-up script, which its pages name.
const BOOT = BUILD.precache.find((file) => /\/boot-[0-9a-f]+\.js$/.test(file));
const CARD_PAGE = /^\/(?:(?:fr|de)\/)?card\/[a-z0-9-]+\/?$/;

// A card page (its view parameters aside: the page is the same for all), from this
// version's cache, else from the network and kept; offline and never visited, the app's
// page, which shows the card the path names.
async function cardPageResponse(cache, url) {
  const path = url.pathname.endsWith('/') ? url.pathname : url.pathname + '/';
  const key = new Request(url.origin + path);
  const hit = await cache.match(key, { ignoreVary: true });
  if (hit) return hit;
  try {
    const response = await fetch(key);
    // Kept only if it is this version's page (it starts this version's app): a page of a
    // newer build, fetched before the update is taken, would need files this cache hasn't.
    if (response.ok) {
      const text = await response.clone().text();
      if (!BOOT || text.includes(BOOT)) await cache.put(key, response.clone());
    }
    return response;
  } catch (e) {
    const shell = await cache.match(SHELL);
    if (shell) return shell;
    throw e;
  }
}
