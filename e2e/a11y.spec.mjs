// axe-core finds no accessibility violations, in both themes; the theme toggle overrides
// the system theme, is remembered, and doesn't move anything.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, open } from './fixtures.mjs';

const views = [
  '?card=fire-ice&zone=stack&mode=left',
  '?card=bottomless-pool-locker-room&zone=battlefield&mode=left',
  '?card=destined-lead&zone=stack&mode=aftermath&from=hand',
  '?card=who-what-when-where-why&zone=stack&mode=Who',
  '?card=nope&zone=moon',
  // The embed, as a wiki page frames it: alone, and with its controls.
  '?card=fire-ice&zone=graveyard&embed=1',
  '?card=alive-well&zone=hand&mode=fused&embed=1&controls=1',
];

for (const theme of ['light', 'dark']) {
  test(`axe: no violations (${theme})`, async ({ page }) => {
    // Five full pages (card, controls, answer, probes, matrix, history) through axe: slow
    // on a loaded 2-core machine, so a longer budget than the default 30 s.
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    for (const q of views) {
      await open(page, q);
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(summary, `${q} (${theme})`).toEqual([]);
    }
    // Pages drawn at build time: a card page once the app has taken it over, and an embed
    // (which has no app).
    for (const [path, ready] of [
      ['/card/fire-ice/', '#app:not([data-prerendered]) .site-footer'],
      ['/fr/embed/destined-lead/stack-aftermath.html', '.embed-root'],
    ]) {
      await page.goto(path);
      // A pointer over the page starts a card page's app.
      await page.dispatchEvent('body', 'pointerover');
      await page.locator(ready).waitFor({ state: 'attached' });
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(summary, `${path} (${theme})`).toEqual([]);
    }
    // The picker's open list too.
    await open(page, '?card=fire-ice');
    await page.locator('#picker-input').fill('fire');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}

test('the theme toggle overrides the system theme, is remembered, and shifts nothing', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  const box = async () => page.locator('.panel').boundingBox();
  const before = await box();
  const bg = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const lightBg = await bg();
  await page.locator('[data-theme-choice="dark"]').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await bg()).not.toBe(lightBg);
  expect(await box()).toEqual(before);
  await page.reload();
  await page.locator('.panel').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('[data-theme-choice="dark"]')).toHaveAttribute('aria-checked', 'true');
  await page.locator('[data-theme-choice="auto"]').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
});

test.describe('a remembered theme', () => {
  // The wasm is held back below: no service worker may answer for it.
  test.use({ serviceWorkers: 'block', colorScheme: 'light' });
  test('is on the loading page already, before the app starts (no flash)', async ({ page }) => {
    const bg = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    await open(page, '?card=fire-ice');
    const lightBg = await bg();
    await page.locator('[data-theme-choice="dark"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const darkBg = await bg();
    expect(darkBg).not.toBe(lightBg);

    let release;
    const gate = new Promise((ok) => { release = ok; });
    await page.route(/_bg\.wasm$/, async (route) => { await gate; await route.continue(); });
    await page.goto('/?card=fire-ice', { waitUntil: 'commit' });
    await expect(page.locator('.boot')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bg()).toBe(darkBg);
    release();
    await page.locator('.site-footer').waitFor();
    await expect(page.locator('[data-theme-choice="dark"]')).toHaveAttribute('aria-checked', 'true');
    expect(await bg()).toBe(darkBg);
  });
});

test('small targets are at least 24 px square: the rule chips and a notice\'s close button (WCAG 2.5.8)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '?card=fire-ice&zone=moon&mode=left');
  const sizes = await page.evaluate(() =>
    [...document.querySelectorAll('a.rule, .rule, .notice__close')].filter((e) => e.checkVisibility()).map((e) => {
      const r = e.getBoundingClientRect();
      return { what: e.className, w: r.width, h: r.height };
    }),
  );
  expect(sizes.length).toBeGreaterThan(5);
  expect(sizes.filter((s) => s.w < 24 || s.h < 24)).toEqual([]);
});

test('the first Tab shows a skip link, which takes focus to the answer', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  const skip = page.locator('.skip-link');
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expect(skip).toHaveText('Skip to the answer');
  await page.keyboard.press('Enter');
  await expect(page.locator('#panel-heading')).toBeFocused();
  // The address is the view's, with no fragment added.
  expect(new URL(page.url()).hash).toBe('');
});
