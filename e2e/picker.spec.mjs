// The card picker: the engine's query language as you type, and keyboard-only use.
import { test, expect, open, field, showFinder } from './fixtures.mjs';

async function search(page, q) {
  const input = page.locator('#picker-input');
  await input.fill(q);
  return page.locator('#picker-list [role="option"]');
}

test('picker queries: is:fuse, mv>5, c:ur, o:"draw a card"', async ({ page }) => {
  await open(page);
  let options = await search(page, 'is:fuse');
  await expect(options.first()).toBeVisible();
  const kinds = await page.locator('#picker-list .picker__kind').allTextContents();
  expect(kinds.length).toBeGreaterThan(3);
  expect(kinds.every((k) => k.includes('fuse'))).toBe(true);

  options = await search(page, 'mv>5');
  await expect(options.first()).toBeVisible();
  await expect(page.locator('#picker-list')).toContainText('Down // Dirty');
  await expect(page.locator('#picker-list')).not.toContainText('Fire // Ice');

  options = await search(page, 'c:ur');
  await expect(page.locator('#picker-list')).toContainText('Fire // Ice');

  options = await search(page, 'o:"draw a card"');
  await expect(page.locator('#picker-list')).toContainText('Fire // Ice');
  await expect(page.locator('#picker-status')).toContainText(/\d+ cards? match/);

  // Each result shows its kind and mana costs (with labelled symbols).
  await expect(options.first().locator('.ms[aria-label]').first()).toBeVisible();
});

test('a bad query is explained politely, without errors', async ({ page }) => {
  await open(page);
  await search(page, 'is:flip');
  await expect(page.locator('#picker-status')).toContainText("didn't work");
  await expect(page.locator('#picker-status')).toHaveClass(/is-error/);
  await expect(page.locator('#picker-input')).toHaveAttribute('aria-expanded', 'false');
  // The field is marked invalid for a screen reader, and no longer once the query reads.
  await expect(page.locator('#picker-input')).toHaveAttribute('aria-invalid', 'true');
  await search(page, 'is:fuse');
  await expect(page.locator('#picker-input')).not.toHaveAttribute('aria-invalid');
});

test('tabbing onto the search box opens no list; Tab from an open list goes on to the next control', async ({ page }) => {
  await open(page, '?card=fire-ice');
  const input = page.locator('#picker-input');
  for (let i = 0; i < 8 && !(await input.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#picker-list')).toBeHidden();
  await page.keyboard.type('i');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Random card' })).toBeFocused();
  await expect(page.locator('#picker-list')).toBeHidden();
  // A click in the box opens the list.
  await input.click();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
});

test('clicking a result and the random button change the card', async ({ page }) => {
  await open(page, '?card=fire-ice');
  await search(page, 'dirty');
  await page.locator('#picker-list [role="option"]', { hasText: 'Down // Dirty' }).click();
  await expect(page).toHaveURL(/card=down-dirty/);
  await expect(field(page, 'mana-value')).toHaveText('7');
  await page.getByRole('button', { name: 'Random card' }).click();
  await expect(page).not.toHaveURL(/card=down-dirty/);
});

test('keyboard only: find a card, choose zone and mode with arrow keys', async ({ page }) => {
  await open(page, '?card=fire-ice');
  // From the top of the page, Tab through the header's tools to the search box.
  const input = page.locator('#picker-input');
  for (let i = 0; i < 8 && !(await input.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(input).toBeFocused();
  await page.keyboard.type('down');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#picker-input')).toHaveAttribute('aria-activedescendant', 'picker-opt-0');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/card=down-dirty/);
  // Random card button, the custom cards disclosure, the card's Enlarge button, then the
  // zone group (one tab stop: the checked zone).
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('.card-zoom__open')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-zone="library"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-zone="stack"]')).toBeFocused();
  await expect(page.locator('[data-zone="stack"]')).toHaveAttribute('aria-checked', 'true');
  // The focus ring is visible.
  const outline = await page.locator('[data-zone="stack"]').evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-mode="left"]')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.locator('[data-mode="fused"]')).toHaveAttribute('aria-checked', 'true');
  await expect(field(page, 'mana-value')).toHaveText('7');
  await page.keyboard.press('ArrowLeft');
  await expect(field(page, 'names')).toHaveText('Dirty');
  await expect(field(page, 'mana-value')).toHaveText('3');
});

/**
 * Where the status line ("N cards match") can't be read: each point (both ends and the
 * middle of each line of its text) that is off screen or under another element, and each
 * line of its text that the open list overlaps, whatever is drawn on top.
 */
function statusHidden(page) {
  return page.evaluate(() => {
    const status = document.getElementById('picker-status');
    const list = document.getElementById('picker-list').getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(status);
    const problems = [];
    for (const r of range.getClientRects()) {
      if (r.width === 0) continue;
      const y = r.top + r.height / 2;
      for (const x of [r.left + 1, r.left + r.width / 2, r.right - 1]) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !status.contains(hit)) {
          problems.push(`(${Math.round(x)}, ${Math.round(y)}) shows ${hit ? hit.id || hit.className || hit.tagName : 'nothing'}`);
        }
      }
      if (r.left < list.right && list.left < r.right && r.top < list.bottom && list.top < r.bottom) {
        problems.push(`the list overlaps "${status.textContent}"`);
      }
    }
    return problems;
  });
}

test.describe('the open list', () => {
  // No service worker: it would serve the later stylesheet from its cache, past the route.
  test.use({ serviceWorkers: 'block' });
  for (const [width, height] of [[1200, 800], [360, 740]]) {
    for (const theme of ['light', 'dark']) {
      test(`the match count stays readable while the list is open (${width} px, ${theme})`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: theme });
        // The later stylesheet never arrives (a slow first visit): typing, often the page's
        // first interaction, must open a list that is styled without it.
        await page.route(/\/later-[^/]*\.css$/, () => {});
        await open(page, '?card=fire-ice');
        await showFinder(page);
        const input = page.locator('#picker-input');
        const status = page.locator('#picker-status');
        // What follows the picker: the open list is drawn over it, never pushes it down.
        const below = () => page.evaluate(() => document.querySelector('.picker').nextElementSibling.getBoundingClientRect().top);
        // Query after query, the count follows and can be read beside the open list.
        await input.click();
        for (const typed of ['i', 'ice', 'ice c:u']) {
          await input.fill(typed);
          await expect(input).toHaveAttribute('aria-expanded', 'true');
          await expect(page.locator('#picker-list [role="option"]').first()).toBeVisible();
          await expect(status).toHaveText(/^(\d+ cards|1 card) match/);
          expect(await statusHidden(page), `"${typed}"`).toEqual([]);
        }
        const openTop = await below();
        await input.press('Escape');
        await expect(input).toHaveAttribute('aria-expanded', 'false');
        expect(await below(), 'the page under the list moved when it closed').toBe(openTop);
        await input.press('ArrowDown');
        await expect(input).toHaveAttribute('aria-expanded', 'true');
        // The list still opens right under the search field's row (nothing pushed aside).
        const box = await input.boundingBox();
        const list = await page.locator('#picker-list').boundingBox();
        expect(list.y).toBeGreaterThanOrEqual(box.y + box.height);
        expect(list.y - (box.y + box.height)).toBeLessThan(48);
        expect(Math.abs(list.x - box.x)).toBeLessThan(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});
