// Card pages (/card/fire-ice/, /fr/card/…), drawn at build time by the app's components
// (src/prerender.rs): read without JavaScript, taken over by the app without a change to
// the answer or its place (src/takeover.rs), a view parameter shown without the page's own
// view first, the app's addresses on them, and offline. Every generated page is checked
// against the engine by scripts/check-pages.mjs; here, what a reader sees and does.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, field } from './fixtures.mjs';
import { serve } from '../scripts/static-server.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(repo, process.env.E2E_DIST ?? 'dist');

/** The reader's first interaction (a pointer over the page), which starts the app, then the
 *  app has taken the page over (its own root, no longer the build's markup). */
async function takenOver(page) {
  await page.dispatchEvent('body', 'pointerover');
  await page.locator('#app:not([data-prerendered]) .site-footer').waitFor();
}

const PAGES = [
  { path: '/card/fire-ice/', lang: 'en', names: 'Fire // Ice', mv: '4', mode: 'left', title: /^Fire \/\/ Ice in the library — Split Card Inspector$/ },
  { path: '/fr/card/destined-lead/', lang: 'fr', names: 'Destined // Lead', mv: '6', mode: 'left', title: /dans la bibliothèque/ },
  { path: '/de/card/bottomless-pool-locker-room/', lang: 'de', names: 'Bottomless Pool // Locker Room', mv: '6', mode: 'left', title: /in der Bibliothek/ },
  { path: '/card/who-what-when-where-why/', lang: 'en', names: 'Who // What // When // Where // Why', mv: '13', mode: 'Who', title: /in the library/ },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const p of PAGES) {
    test(`${p.path} shows its answer and says which view it is`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.locator('html')).toHaveAttribute('lang', p.lang);
      await expect(page).toHaveTitle(p.title);
      await expect(field(page, 'names')).toHaveText(p.names);
      await expect(field(page, 'mana-value')).toHaveText(p.mv);
      await expect(page.locator('[data-zone="library"]')).toHaveAttribute('aria-checked', 'true');
      await expect(page.locator(`[data-mode="${p.mode}"]`)).toHaveAttribute('aria-checked', 'true');
      await expect(page.locator('[data-zone][aria-checked="true"]')).toHaveCount(1);
      // The drawn card, the answer, the table with the view's cell marked, the history.
      await expect(page.locator('.inspector .card')).toBeVisible();
      await expect(page.locator('.matrix a[aria-current="true"]')).toHaveAttribute('data-cell', /^library:0$/);
      await expect(page.locator('.history')).toBeAttached();
      // The table's cells link to their views' card pages, in the page's language.
      const prefix = p.lang === 'en' ? '' : `/${p.lang}`;
      const slug = p.path.split('/').at(-2);
      await expect(page.locator('a.cell-link[data-cell="stack:0"]')).toHaveAttribute('href', `${prefix}/card/${slug}/?zone=stack&mode=${encodeURIComponent(p.mode === 'Who' ? 'Who' : 'left')}`);
      // It says that its controls need JavaScript, in its language.
      await expect(page.locator('noscript')).toHaveCount(1);
      await expect(page.locator('.notice')).toBeVisible();
      // A link preview's and a search engine's view of it.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(p.mv));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${p.path}$`));
      for (const l of ['en', 'fr', 'de', 'x-default']) await expect(page.locator(`link[hreflang="${l}"]`)).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', p.title);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      // Its picture: the card drawn, 1200 × 630.
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image).toMatch(new RegExp(`/og/${slug}\\.png$`));
      // (Named at the site's address, SITE_URL: asked for here, at this server's.)
      const picture = await page.request.get(new URL(new URL(image, page.url()).pathname, page.url()).href);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect((await picture.body()).readUInt32BE(16)).toBe(1200);
    });
  }

  test('the sitemap lists every card page and robots.txt names it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(131 * 3);
    expect(sitemap).toContain('/fr/card/fire-ice/</loc>');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });
});

test.describe('the app\'s start, its wasm held back', () => {
  // A service worker would serve the wasm from its cache, past the test's hold.
  test.use({ serviceWorkers: 'block' });

  for (const viewport of [{ width: 1440, height: 900 }, { width: 360, height: 740 }]) {
    test(`${viewport.width} px: the app takes a card page over with the same answer in the same place, and no shift`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The page's layout shifts, from its first paint on.
      await page.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The wasm waits until the build's page has been read.
      let release;
      const gate = new Promise((ok) => { release = ok; });
      const asked = [];
      await page.route(/\.wasm$/, async (route) => { asked.push(route.request().url()); await gate; await route.continue(); });
      await page.goto('/card/fire-ice/');
      // Read, not touched: no app is asked for.
      await page.waitForTimeout(500);
      expect(asked).toEqual([]);
      const read = () => page.evaluate(() => {
        const box = (sel) => {
          const b = document.querySelector(sel)?.getBoundingClientRect();
          return b && [Math.round(b.top), Math.round(b.left), Math.round(b.width), Math.round(b.height)];
        };
        return {
          text: document.querySelector('.inspector').innerText,
          boxes: ['.site-header', '.inspector .card', '.glance', '[data-field="names"]', '[data-field="mana-value"]', '[data-zone="library"]', '#panel-heading'].map(box),
        };
      });
      await expect(page.locator('#app[data-prerendered]')).toBeAttached();
      const before = await read();
      await page.dispatchEvent('body', 'pointerover');
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      release();
      await takenOver(page);
      const after = await read();
      expect(after.text).toBe(before.text);
      expect(after.boxes).toEqual(before.boxes);
      expect(await page.evaluate(() => window.__shifts.reduce((a, b) => a + b, 0))).toBe(0);
      // The controls work, and the address is the card page's.
      await expect(page).toHaveURL(/\/card\/fire-ice\/$/);
      await page.locator('[data-zone="stack"]').click();
      await expect(field(page, 'mana-value')).toHaveText('2');
      await expect(page).toHaveURL(/\/card\/fire-ice\/\?zone=stack&mode=left$/);
      await page.goBack();
      await expect(field(page, 'mana-value')).toHaveText('4');
      await expect(page).toHaveURL(/\/card\/fire-ice\/$/);
    });
  }

  test('a tap on a control before the app is there is not lost: the app, once there, takes it', async ({ page }) => {
    let release;
    const gate = new Promise((ok) => { release = ok; });
    await page.route(/\.wasm$/, async (route) => { await gate; await route.continue(); });
    await page.goto('/de/card/fire-ice/');
    await page.locator('[data-zone="stack"]').click();
    await expect(field(page, 'mana-value')).toHaveText('4');
    release();
    await expect(page.locator('#app:not([data-prerendered])')).toBeAttached();
    await expect(field(page, 'mana-value')).toHaveText('2');
    await expect(page.locator('[data-zone="stack"]')).toHaveAttribute('aria-checked', 'true');
    await expect(page).toHaveURL(/\/de\/card\/fire-ice\/\?zone=stack&mode=left$/);
  });
});

test('a view parameter on a card page shows that view, never the page\'s own first', async ({ page }) => {
  // Every frame, the mana value a reader could see.
  await page.addInitScript(() => {
    window.__seen = new Set();
    const look = () => {
      const mv = document.querySelector('[data-field="mana-value"]');
      if (mv && getComputedStyle(mv).visibility === 'visible') window.__seen.add(mv.textContent);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/fr/card/fire-ice/?zone=stack&mode=right');
  await takenOver(page);
  await expect(field(page, 'names')).toHaveText('Ice');
  await expect(field(page, 'mana-value')).toHaveText('2');
  await expect(page.locator('[data-zone="stack"]')).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => [...window.__seen])).toEqual(['2']);
  await expect(page).toHaveURL(/\/fr\/card\/fire-ice\/\?zone=stack&mode=right$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('on a card page the sections are the page\'s until a change, then the app\'s', async ({ page }) => {
  await page.goto('/card/fire-ice/');
  await takenOver(page);
  // Before the extras come, the page's own table is there, its cell marked.
  await expect(page.locator('.matrix a[aria-current="true"]')).toHaveAttribute('data-cell', 'library:0');
  await page.locator('.matrix').scrollIntoViewIfNeeded();
  await expect(page.locator('.sections-static')).toHaveCount(0);
  await expect(page.locator('.matrix a[aria-current="true"]')).toHaveAttribute('data-cell', 'library:0');
  // A cell's link is followed in the app, to the card page's address of its view.
  await page.locator('a.cell-link[data-cell="stack:1"]').click();
  await expect(field(page, 'names')).toHaveText('Ice');
  await expect(page).toHaveURL(/\/card\/fire-ice\/\?zone=stack&mode=right$/);
  // Another language: the card's page in it.
  await page.locator('.lang-picker select').selectOption('de');
  await expect(page).toHaveURL(/\/de\/card\/fire-ice\/\?zone=stack&mode=right$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a change of view before the extras come drops the page\'s own sections', async ({ page }) => {
  await page.route(/extras-[0-9a-f]+\.wasm$/, () => {}); // never answered
  await page.goto('/card/fire-ice/');
  await takenOver(page);
  await expect(page.locator('.sections-static .matrix')).toBeAttached();
  await page.locator('[data-zone="stack"]').click();
  await expect(field(page, 'mana-value')).toHaveText('2');
  await expect(page.locator('.sections-static')).toHaveCount(0);
});

test('published links keep their address: /?card=… is not moved to a card page', async ({ page }) => {
  await page.goto('/?card=fire-ice&zone=stack&mode=left&lang=de');
  await expect(field(page, 'names')).toHaveText('Fire');
  await page.locator('[data-mode="right"]').click();
  await expect(page).toHaveURL(/\/\?card=fire-ice&zone=stack&mode=right&lang=de$/);
});

test('offline: a card page visited opens again, and one never visited opens on the app', async ({ page, context }) => {
  const server = await serve(dist, 0);
  try {
    await page.goto(`${server.url}/card/fire-ice/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 15_000 });
    // Visited under the worker: kept.
    await page.goto(`${server.url}/card/destined-lead/`);
    await takenOver(page);
  } finally {
    await server.close();
  }
  await page.goto(`${server.url}/card/destined-lead/?zone=stack&mode=right`);
  await expect(field(page, 'names')).toHaveText('Lead');
  const tab = await context.newPage();
  await tab.goto(`${server.url}/de/card/alive-well/`);
  await expect(field(tab, 'names')).toHaveText('Alive // Well');
  await expect(tab.locator('html')).toHaveAttribute('lang', 'de');
  await tab.close();
});
