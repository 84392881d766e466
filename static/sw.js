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
// is answered with the cached index.html.
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
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = isPage
      ? await cache.match(SHELL)
      : await cache.match(request, { ignoreSearch: false, ignoreVary: true });
    return hit || fetch(request);
  })());
});
