import { test, expect, open, field } from './fixtures.mjs';

test('Fire // Ice: mana value 4 in the library, 2 as Fire on the stack', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=library');
  await expect(field(page, 'mana-value')).toHaveText('4');
  await page.locator('[data-zone="stack"]').click();
  await page.locator('[data-mode="left"]').click();
  await expect(field(page, 'mana-value')).toHaveText('2');
  await expect(field(page, 'names')).toHaveText('Fire');
  await expect(page).toHaveURL(/\?card=fire-ice&zone=stack&mode=left$/);
  // Fused isn't offered for a card without fuse.
  await expect(page.locator('[data-mode="fused"]')).toHaveCount(0);
});

test.describe('the loading page', () => {
  // The wasm is held back below: no service worker may answer for it.
  test.use({ serviceWorkers: 'block' });

  /** Opens `query` with the wasm held back; returns the function that lets it through. */
  async function holdWasm(page, query) {
    let release;
    const gate = new Promise((ok) => { release = ok; });
    await page.route(/_bg\.wasm$/, async (route) => { await gate; await route.continue(); });
    await page.goto(`/${query}`, { waitUntil: 'commit' });
    await expect(page.locator('.boot')).toBeVisible();
    return release;
  }

  test("on a phone the loading header is the app's, and the lede waits behind the search button", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await holdWasm(page, '?card=fire-ice&zone=stack&mode=left');
    // The card is the phone's first screen, not the lede: neither page shows it.
    await expect(page.locator('.lede--shell')).toBeHidden();
    const header = await page.locator('.site-header').boundingBox();
    release();
    await page.locator('.site-footer').waitFor();
    await expect(page.locator('.lede')).toBeHidden();
    // The header is one row of the same height: nothing under it moves.
    expect(await page.locator('.site-header').boundingBox()).toEqual(header);
    await page.locator('#finder-button').click();
    await expect(page.locator('.lede')).toBeVisible();
  });

  for (const width of [700, 1200]) {
    test(`shows the app's first line, which stays in place when the app takes over (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdWasm(page, '?card=fire-ice');
      const lede = page.locator('.lede');
      await expect(lede).toBeVisible();
      const text = await lede.textContent();
      const box = await lede.boundingBox();
      // The header's stand-in tools only take room: unseen, out of the tab order.
      await expect(page.locator('.site-header__tools--shell')).toHaveCSS('visibility', 'hidden');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.site-header__tools--shell'))).toBe(false);
      release();
      await page.locator('.site-footer').waitFor();
      await expect(page.locator('.boot')).toHaveCount(0);
      await expect(page.locator('.site-header__tools--shell')).toHaveCount(0);
      await expect(lede).toHaveCount(1);
      // The same words, in the same place and size (the shell's copy of en.ftl `lede`).
      await expect(lede).toHaveText(text);
      expect(await lede.boundingBox()).toEqual(box);
    });
  }

  test('of a French page shows no English line, then the French one in its place', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    const release = await holdWasm(page, '?card=fire-ice&lang=fr');
    const shell = page.locator('.lede--shell');
    await expect(shell).toHaveCSS('visibility', 'hidden');
    const top = (await shell.boundingBox()).y;
    release();
    await page.locator('.site-footer').waitFor();
    const lede = page.locator('.lede');
    await expect(lede).toHaveText(/^Qu'est-ce que cette carte scindée/);
    await expect(lede).toBeVisible();
    expect((await lede.boundingBox()).y).toBe(top);
  });
});
