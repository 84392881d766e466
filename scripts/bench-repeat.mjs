#!/usr/bin/env node
// A repeat visit served by the service worker vs the first online visit (the target: a repeat
// visit served by the service worker paints no later than the first online visit).
// Figures, not assertions: it exits 0 whatever they are.
//
//   node scripts/bench-repeat.mjs [dist=dist] [pairs=20]
//
// Each pair runs in a FRESH Chromium profile (its own user-data dir, so no HTTP cache, code
// cache or service worker from an earlier pair), against the build served by
// scripts/static-server.mjs on REPEAT_PORT (default 8292):
//   0. warm-up: the new browser's first page, a 404 on another origin (localhost);
//   1. first visit: open /?card=fire-ice&zone=stack&mode=left online; record the first
//      contentful paint and the paint after the answer ([data-field="mana-value"]) is in the
//      DOM; then wait until the service worker controls the page (it is activated only once
//      its precache of the whole build is complete, static/sw.js);
//   2. repeat visit: close that tab, open the same link in a new tab of the same profile
//      (the server still up: the worker answers from its cache) and record the same two
//      times, checking that the page really came from the service worker.
// Prints the medians side by side with the target (repeat ≤ first).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serve } from './static-server.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(repo, process.argv[2] ?? 'dist');
const pairs = Math.max(20, Number(process.argv[3] ?? 20));
const port = Number(process.env.REPEAT_PORT ?? 8292);
const deepLink = '/?card=fire-ice&zone=stack&mode=left';
const answer = '[data-field="mana-value"]';
const args = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// When the app's answer first appears in the DOM, and the paint after it (as in
// scripts/bench-web.mjs).
function markAnswer() {
  // Whether a service worker controlled this page from its start (it answered the page).
  window.__controlledAtStart = !!navigator.serviceWorker?.controller;
  const mark = () => requestAnimationFrame(() => { window.__answerPainted = performance.now(); });
  const found = () => document.querySelector('[data-field="mana-value"]');
  new MutationObserver((_, mo) => { if (found()) { mo.disconnect(); mark(); } })
    .observe(document, { subtree: true, childList: true });
  document.addEventListener('DOMContentLoaded', () => { if (found() && !window.__answerPainted) mark(); });
}

async function visit(context, url) {
  const page = await context.newPage();
  let fromWorker = null;
  page.on('response', (r) => {
    if (r.request().isNavigationRequest() && r.request().frame() === page.mainFrame()) fromWorker = r.fromServiceWorker();
  });
  await page.goto(url);
  await page.locator(answer).waitFor();
  await page.waitForFunction(() => window.__answerPainted && performance.getEntriesByName('first-contentful-paint').length);
  const r = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    answer: window.__answerPainted,
    value: document.querySelector('[data-field="mana-value"]').textContent,
    controlled: window.__controlledAtStart,
  }));
  return { page, fromWorker, ...r };
}

const server = await serve(dist, port);
const first = [], repeat = [];
let served = 0;
try {
  for (let i = 0; i < pairs; i++) {
    const profile = await mkdtemp(join(tmpdir(), 'repeat-visit-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args,
    });
    try {
      await context.addInitScript(markAnswer);
      // Warm the new browser up first (its first page pays for starting the renderer, the
      // compositor and the network service), on another origin (localhost, not 127.0.0.1),
      // so that nothing of the app is cached or registered by it.
      const warm = context.pages()[0] ?? await context.newPage();
      await warm.goto(`http://localhost:${server.port}/warm-up`);
      await warm.close();
      const a = await visit(context, server.url + deepLink);
      if (a.controlled) throw new Error('the first visit was already controlled by a service worker: not a fresh profile');
      // The worker activates (and claims the page) only after its whole precache is stored.
      await a.page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 30_000 });
      await a.page.close();
      const b = await visit(context, server.url + deepLink);
      await b.page.close();
      if (a.value !== '2' || b.value !== '2') throw new Error(`unexpected mana value: ${a.value}, ${b.value}`);
      if (b.controlled && b.fromWorker) served++;
      first.push(a);
      repeat.push(b);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  }
} finally {
  await server.close();
}

const row = (label, key) => {
  const f = median(first.map((r) => r[key])), r = median(repeat.map((x) => x[key]));
  const verdict = r <= f ? 'met' : 'NOT met';
  return `  ${label} first visit ${f.toFixed(1).padStart(6)} ms, repeat visit ${r.toFixed(1).padStart(6)} ms   (target: repeat ≤ first — ${verdict})`;
};
console.log(`Repeat visit served by the service worker vs the first online visit, ${deepLink},`);
console.log(`${pairs} pairs, each in a fresh Chromium profile (medians):`);
console.log(row('first contentful paint:', 'fcp'));
console.log(row('the answer on screen:  ', 'answer'));
console.log(`  the repeat visit's page came from the service worker in ${served} of ${pairs} pairs`);
