// Offline and installable: the service worker precaches the build and serves it with the
// server gone; the same steps without a service worker fail (so the test measures it);
// a newly deployed build is offered with "A new version is available — Reload" and taken
// atomically; Chromium reports no installability errors. Each test runs its own server
// (on a free port, so a fresh origin) that it can stop or point at another build.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as plain } from '@playwright/test';
import { test, expect, open, field } from './fixtures.mjs';
import { serve } from '../scripts/static-server.mjs';
import { writePrecache } from '../scripts/sw-precache.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(repo, process.env.E2E_DIST ?? 'dist');

async function waitForWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated',
    null, { timeout: 15_000 });
}

/**
 * Loads a view, stops the server, reloads, and opens a deep link to another card in a new
 * tab. `worker`: wait for the service worker to control the page first.
 */
async function offline(page, context, { worker }) {
  const server = await serve(dist, 0);
  try {
    await page.goto(`${server.url}/?card=fire-ice&zone=stack&mode=left`);
    await expect(field(page, 'mana-value')).toHaveText('2');
    if (worker) await waitForWorker(page);
    else expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  } finally {
    await server.close();
  }
  await page.reload();
  await expect(field(page, 'names')).toHaveText('Fire');
  await expect(field(page, 'mana-value')).toHaveText('2');
  // Interaction still works (everything is local), the extras too (the second wasm):
  // the custom cards' panel opens on its import box.
  await page.locator('[data-mode="right"]').click();
  await expect(field(page, 'names')).toHaveText('Ice');
  await page.locator('#custom-cards summary').click();
  await expect(page.locator('#import-text')).toBeVisible();
  const tab = await context.newPage();
  await tab.goto(`${server.url}/?card=wear-tear&zone=stack&mode=fused`);
  await expect(field(tab, 'mana-value')).toHaveText('3');
  await expect(field(tab, 'names')).toHaveText('Wear // Tear');
  // The mana font came from the cache too.
  expect(await tab.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((f) => f.status === 'loaded');
  })).toBe(true);
  await tab.close();
}

test('offline: with the server stopped, reload and a deep link in a new tab both work', async ({ page, context }) => {
  await offline(page, context, { worker: true });
});

plain.describe('without the service worker', () => {
  plain.use({ serviceWorkers: 'block' });
  plain('the same offline steps fail (the test measures the service worker)', async ({ page, context }) => {
    await expect(offline(page, context, { worker: false })).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
  });
});

for (const [lang, offered, reloadLabel] of [
  ['en', /A new version is available/, 'Reload'],
  ['fr', /Une nouvelle version est disponible/, 'Recharger'],
]) test(`update (${lang}): a new build is offered, and Reload switches to it atomically`, async ({ page, context }) => {
  // Build B: the same files plus a marker, with its precache list and version rewritten the
  // way the build writes them.
  const b = await mkdtemp(join(tmpdir(), 'split-inspector-build-b-'));
  try {
    // Without what the build writes after the app (card pages, embeds, their oEmbed
    // responses and pictures, the sitemap, the headers): the update concerns the app's files.
    const drawn = /^[/\\](?:(?:(?:fr|de)[/\\])?(?:card|embed|og|oembed)(?:[/\\]|$)|(?:sitemap\.xml|robots\.txt|_headers)(?:\.br)?$)/;
    await cp(dist, b, { recursive: true, filter: (src) => !drawn.test(src.slice(dist.length)) });
    const index = join(b, 'index.html');
    const html = await readFile(index, 'utf8');
    await writeFile(index, html.replace('<title>', '<meta name="split-inspector-build" content="B"><title>'));
    const { version: versionB } = await writePrecache(b);

    const server = await serve(dist, 0);
    try {
      await page.goto(`${server.url}/?card=fire-ice&zone=stack&mode=left&lang=${lang}`);
      await expect(field(page, 'mana-value')).toHaveText('2');
      await waitForWorker(page);
      const cachesA = await page.evaluate(() => caches.keys());
      expect(cachesA).toHaveLength(1);
      expect(cachesA[0]).not.toContain(versionB);

      server.setRoot(b); // deploy B
      // The open app looks for a new build when it comes back to the foreground.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const banner = page.locator('#update-banner');
      await expect(banner).toHaveText(offered, { timeout: 15_000 });
      await expect(banner).toHaveAttribute('role', 'status');
      // Until the user says so, every page gets build A, whole: a new tab too.
      await expect(page.locator('meta[name="split-inspector-build"]')).toHaveCount(0);
      const tab = await context.newPage();
      await tab.goto(`${server.url}/?card=wear-tear&zone=stack&mode=fused`);
      await expect(field(tab, 'mana-value')).toHaveText('3');
      await expect(tab.locator('meta[name="split-inspector-build"]')).toHaveCount(0);
      await page.locator('[data-mode="right"]').click();
      await expect(field(page, 'names')).toHaveText('Ice');

      await banner.getByRole('button', { name: reloadLabel }).click();
      await expect(page.locator('meta[name="split-inspector-build"]')).toHaveAttribute('content', 'B', { timeout: 15_000 });
      await expect(field(page, 'names')).toHaveText('Ice');
      await expect(page.locator('#update-banner')).toHaveCount(0);
      // The other tab switched too, and only B's cache is left.
      await expect(tab.locator('meta[name="split-inspector-build"]')).toHaveAttribute('content', 'B', { timeout: 15_000 });
      expect(await page.evaluate(() => caches.keys())).toEqual([`split-inspector-${versionB}`]);
      await tab.close();
    } finally {
      await server.close();
    }
  } finally {
    await rm(b, { recursive: true, force: true });
  }
});

test('installable: Chromium reports no installability errors', async ({ browserName }, testInfo) => {
  // Installing needs a real profile (an incognito-like context reports "in-incognito").
  const { chromium } = await import('@playwright/test');
  const profile = await mkdtemp(join(tmpdir(), 'split-inspector-profile-'));
  const server = await serve(dist, 0);
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const problems = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}/?card=fire-ice`);
    await expect(field(page, 'mana-value')).toHaveText('4');
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data);
    expect(parsed).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });
    // Every icon is a real PNG of its declared size; one is maskable.
    for (const icon of parsed.icons) {
      const size = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return `${bitmap.width}x${bitmap.height}`;
      }, icon.src);
      expect(size, icon.src).toBe(icon.sizes);
    }
    expect(parsed.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    // The platform's entries, parsed without an error: two shortcuts, the JSON file
    // handler, the share target, and a second launch that reuses the window.
    expect(parsed.shortcuts.map((s) => s.url)).toEqual(['/?random=1', '/?search=']);
    expect(parsed.file_handlers).toEqual([expect.objectContaining({ action: '/?import=file', accept: { 'application/json': ['.json'] } })]);
    expect(parsed.share_target).toMatchObject({ action: '/', method: 'GET', params: { title: 'share-title', text: 'share-text', url: 'share-url' } });
    expect(parsed.launch_handler).toEqual({ client_mode: ['navigate-existing', 'auto'] });
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    await server.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('no service worker in an embed or a framed page', async ({ page }) => {
  await open(page, '?card=fire-ice&embed=1');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
