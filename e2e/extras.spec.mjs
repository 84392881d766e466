// The extras (src/extras.rs): the code only some visits run is a second wasm. The first
// view never downloads it; the page's first interaction does; a part that needs it and
// can't have it says so and tries again; stored cards wait for it before the first render.
import { test, expect, open, field, KNOCK_TALK } from './fixtures.mjs';

const EXTRAS = /\/extras-[0-9a-f]{16}\.wasm$/;

/**
 * A fresh profile without a service worker (which would serve the extras from its cache,
 * past the route that blocks them), whose console errors the test checks itself.
 */
async function uncached(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  return { context, page, problems };
}

test('the first view downloads no extras; the first interaction does, and the panel and the Embed dialog use them', async ({ page }) => {
  const fetched = [];
  page.on('request', (r) => { if (EXTRAS.test(new URL(r.url()).pathname)) fetched.push(r.url()); });
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await expect(field(page, 'mana-value')).toHaveText('2');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  // A pointer moving over the page: fetched then, once.
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 240);
  await expect.poll(() => fetched.length).toBe(1);
  await page.locator('#custom-cards summary').click();
  await expect(page.locator('#import-text')).toBeVisible();
  await page.locator('.embed-button').click();
  await expect(page.locator('[data-snippet="embed-html"] textarea')).toHaveValue(/card=fire-ice|\/embed\/fire-ice\//);
  expect(fetched.length).toBe(1);
});

test('a keyboard-only first visit fetches the extras with its first key', async ({ page }) => {
  const fetched = [];
  page.on('request', (r) => { if (EXTRAS.test(new URL(r.url()).pathname)) fetched.push(r.url()); });
  await open(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await page.keyboard.press('Tab');
  await expect.poll(() => fetched.length).toBe(1);
});

test('extras that cannot be downloaded: the panel, the Embed dialog and the card\'s buttons say so, and Try again works', async ({ browser }) => {
  const { context, page, problems } = await uncached(browser);
  let blocked = true;
  await page.route(EXTRAS, (route) => (blocked ? route.abort('failed') : route.continue()));
  await page.goto('/?card=fire-ice');
  await page.locator('.site-footer').waitFor();
  await page.locator('#custom-cards summary').click();
  const failed = page.locator('#custom-cards [data-extras-failed]');
  await expect(failed).toContainText("This part of the inspector couldn't be downloaded");
  // The card's export says it in its status line.
  await page.locator('[data-export-card]').click();
  await expect(page.locator('.card-actions__status')).toContainText("couldn't be downloaded");
  // The Embed dialog opens (its frame is the first view's) and says it too; Escape closes it.
  await page.locator('.embed-button').click();
  await expect(page.locator('.embed-dialog [data-extras-failed]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.embed-button')).toBeFocused();
  // Back online: Try again brings the panel's body.
  blocked = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('#import-text')).toBeVisible();
  await expect(page.locator('[data-extras-failed]')).toHaveCount(0);
  // Here for every part that had asked: the Embed dialog shows its snippets.
  await page.locator('.embed-button').click();
  await expect(page.locator('[data-snippet="embed-html"] textarea')).toHaveValue(/card=fire-ice|\/embed\/fire-ice\//);
  // Only the blocked downloads failed: the browser says so, and the loader once for each.
  const expected = /^(Failed to load resource: net::ERR_FAILED|TypeError: Failed to fetch)(\n|$)/;
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.filter((p) => !expected.test(p))).toEqual([]);
  await context.close();
});

test('stored custom cards are there at the first render; without the extras the page says so and keeps them', async ({ browser }) => {
  const { context, page, problems } = await uncached(browser);
  await page.goto('/');
  await page.locator('.site-footer').waitFor();
  const stored = JSON.stringify({ schema: 1, cards: [KNOCK_TALK] });
  await page.evaluate((text) => localStorage.setItem('split-card-inspector.custom-cards', text), stored);
  // A link to the stored card: found at once (the extras read storage before the first render).
  await page.goto('/?card=knock-talk&zone=stack&mode=left');
  await expect(field(page, 'names')).toHaveText('Knock');
  await expect(page.locator('#custom-cards summary')).toContainText('(1 saved)');
  expect(problems).toEqual([]);
  // Without the extras: the catalogue's default card, a notice, and storage untouched.
  await page.route(EXTRAS, (route) => route.abort('failed'));
  await page.goto('/?card=knock-talk');
  await expect(page.locator('.notices')).toContainText("Your custom cards, or the card shared in this link, couldn't be read");
  await expect(page.locator('.notices')).toContainText('knock-talk');
  expect(await page.evaluate(() => localStorage.getItem('split-card-inspector.custom-cards'))).toBe(stored);
  await expect(page.locator('#custom-cards summary')).toContainText('(0 saved)');
  // Back online: opening the panel reads them, and its summary counts them.
  await page.unroute(EXTRAS);
  await page.locator('#custom-cards summary').click();
  await expect(page.locator('[data-custom-card="knock-talk"]')).toBeVisible();
  await expect(page.locator('#custom-cards summary')).toContainText('(1 saved)');
  await context.close();
});

test('the sections below the answer come with the extras as the reader scrolls down to them, without any other interaction', async ({ page }) => {
  const fetched = [];
  page.on('request', (r) => { if (EXTRAS.test(new URL(r.url()).pathname)) fetched.push(r.url()); });
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await expect(page.locator('.probes, .matrix, .history')).toHaveCount(0);
  // A wheel scroll (no pointer over the page, no key, no focus): the marker nears the window.
  await page.evaluate(() => document.querySelector('.sections-pending').scrollIntoView());
  await expect(page.locator('.probes h2')).toHaveText('How other cards see it');
  await expect(page.locator('.matrix [aria-current="true"]')).toHaveCount(1);
  await expect(page.locator('.history h2')).toBeVisible();
  expect(fetched.length).toBe(1);
});

test('sections that cannot be downloaded say so where they go, and Try again draws them', async ({ browser }) => {
  const { context, page, problems } = await uncached(browser);
  let blocked = true;
  await page.route(EXTRAS, (route) => (blocked ? route.abort('failed') : route.continue()));
  await page.goto('/?card=destined-lead&zone=graveyard&mode=aftermath');
  await page.locator('.site-footer').waitFor();
  await page.evaluate(() => document.querySelector('.sections-pending').scrollIntoView());
  const failed = page.locator('.sections-pending [data-extras-failed]');
  await expect(failed).toContainText("This part of the inspector couldn't be downloaded");
  blocked = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.matrix [aria-current="true"]')).toHaveCount(1);
  await expect(page.locator('.sections-pending')).toHaveCount(0);
  const expected = /^(Failed to load resource: net::ERR_FAILED|TypeError: Failed to fetch)(\n|$)/;
  expect(problems.filter((p) => !expected.test(p))).toEqual([]);
  await context.close();
});
