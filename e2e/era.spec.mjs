// The rules-era menu ("Rules as of") on a 360 px phone: every era's name and dates can be
// read in full, in every language, and the page never scrolls sideways.
import { test, expect, open, showMoreChoices } from './fixtures.mjs';

/**
 * How the era menu shows the chosen era: the text it shows (its longest visible element
 * whose text is the chosen option's), and whether that text is clipped. A native
 * `<select>` draws its chosen option on one line inside its own box (no scrollWidth to
 * read), so its text is measured against the room its box leaves; any other element
 * must not overflow its box (scrollWidth, scrollHeight) nor the viewport.
 */
function chosenEra(page) {
  return page.evaluate(() => {
    const select = document.getElementById('era-select');
    const label = select.selectedOptions[0]?.textContent ?? '';
    const control = select.closest('.control');
    const visible = (el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.visibility !== 'hidden' && Number(s.opacity) > 0 && r.width > 0 && r.height > 0;
    };
    const shown = [];
    if (visible(select)) {
      const s = getComputedStyle(select);
      const ctx = document.createElement('canvas').getContext('2d');
      ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      // The room for the text: the box less its padding and the drop-down arrow (about
      // one em).
      const room = select.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - parseFloat(s.fontSize);
      shown.push({ by: 'select', clipped: ctx.measureText(label).width > room });
    }
    for (const el of control.querySelectorAll('*')) {
      if (el === select || select.contains(el) || el.textContent.trim() !== label || !visible(el)) continue;
      const r = el.getBoundingClientRect();
      const clipped =
        el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight || r.left < 0 || r.right > window.innerWidth;
      shown.push({ by: el.className || el.tagName, clipped });
    }
    return { label, shown, overflow: document.documentElement.scrollWidth - window.innerWidth };
  });
}

for (const lang of ['en', 'fr', 'de']) {
  test(`at 360 px every era's name shows in full in the era menu (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, `?card=fire-ice&zone=stack&mode=left&lang=${lang}`);
    await showMoreChoices(page);
    const select = page.locator('#era-select');
    const slugs = await select.locator('option').evaluateAll((os) => os.map((o) => o.value));
    expect(slugs).toEqual(['current', '2021', '2021-04', '2017', '2013', '2009', '2006', '2000']);
    for (const slug of slugs) {
      await select.selectOption(slug);
      if (slug !== 'current') await expect(page).toHaveURL(new RegExp(`era=${slug}`));
      const { label, shown, overflow } = await chosenEra(page);
      expect(label.length, slug).toBeGreaterThan(10);
      // Shown somewhere, and nowhere clipped.
      expect(shown.length, `${slug}: "${label}" is shown`).toBeGreaterThan(0);
      expect(shown.filter((s) => s.clipped), `${slug}: "${label}" is clipped`).toEqual([]);
      expect(overflow, `${slug}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}

test('the era menu is one keyboard stop, named, with a visible focus ring, in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const theme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: theme });
    await open(page, '?card=fire-ice&zone=library&mode=left');
    await showMoreChoices(page);
    const select = page.getByLabel('Rules as of');
    await expect(select).toHaveAttribute('id', 'era-select');
    // From the cast-mode group (one tab stop), Tab reaches the button that shows the menu
    // (a phone's "More choices"), then the menu.
    await page.locator('[data-mode="left"]').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('.controls__more-toggle')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    const ring = await select.evaluate((el) =>
      [el, ...el.closest('.control').querySelectorAll('*')].some((e) => {
        const s = getComputedStyle(e);
        return Number(s.opacity) > 0 && s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
      }),
    );
    expect(ring, theme).toBe(true);
  }
});

test("Back and Forward set the era menu to the view's era; a pass through it with the arrow keys is one history entry", async ({ page }) => {
  await open(page, '?card=fire-ice&zone=hand&mode=left');
  const select = page.locator('#era-select');
  const shown = page.locator('.era-menu__shown');
  const chosen = () => select.evaluate((s) => s.selectedOptions[0].textContent);
  await select.selectOption('2017');
  await expect(page).toHaveURL(/era=2017/);
  await select.selectOption('2000');
  await expect(page).toHaveURL(/era=2000/);
  await page.goBack();
  await expect(page).toHaveURL(/era=2017/);
  // The menu itself, what it shows and what a screen reader reads: the view's era.
  await expect(select).toHaveValue('2017');
  await expect(shown).toHaveText(await chosen());
  await page.goForward();
  await expect(page).toHaveURL(/era=2000/);
  await expect(select).toHaveValue('2000');
  await expect(shown).toHaveText(await chosen());

  // Three steps up with the arrow keys: one new entry, and Back leaves the walk whole.
  const entries = await page.evaluate(() => history.length);
  await select.focus();
  for (const era of ['2006', '2009', '2013']) {
    await page.keyboard.press('ArrowUp');
    await expect(select).toHaveValue(era);
    await expect(page).toHaveURL(new RegExp(`era=${era}`));
  }
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await page.goBack();
  await expect(page).toHaveURL(/era=2000/);
  await expect(select).toHaveValue('2000');
  // A pick from the list (not a key) after the walk is an entry of its own.
  await select.selectOption('current');
  await expect(page).not.toHaveURL(/era=/);
  await page.goBack();
  await expect(select).toHaveValue('2000');
});
