// The drawn card: a half clicked or tapped is chosen as the cast mode; the card enlarged
// fills the window and turns (text upright, or as printed); its caption names the set it
// was first printed in.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, open, field } from './fixtures.mjs';

/** The size a rule's text is drawn at on screen in the enlarged card: its font size times the scale. */
async function zoomedText(page) {
  return page.evaluate(() => {
    const stage = document.querySelector('.card-zoom__stage');
    const scale = new DOMMatrix(getComputedStyle(stage).transform);
    const f = Math.hypot(scale.a, scale.b);
    const sizes = [...stage.querySelectorAll('.half__text, .door__text')].map((e) => parseFloat(getComputedStyle(e).fontSize) * f);
    const card = stage.querySelector('.card').getBoundingClientRect();
    return { min: Math.min(...sizes), card: { left: card.left, top: card.top, right: card.right, bottom: card.bottom, width: card.width, height: card.height } };
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('tapping a half chooses it as the cast mode; the fuse bar casts both', async ({ page }) => {
    await open(page, '?card=fire-ice&zone=stack&mode=left');
    await page.locator('.card [data-face="right"]').tap();
    await expect(page).toHaveURL(/mode=right/);
    await expect(field(page, 'names')).toHaveText('Ice');
    await expect(page.locator('[data-mode="right"]')).toHaveAttribute('aria-checked', 'true');
    await open(page, '?card=down-dirty&zone=stack&mode=left');
    await page.locator('.card .fuse-bar').tap();
    await expect(page).toHaveURL(/mode=fused/);
    await expect(field(page, 'names')).toHaveText('Down // Dirty');
    // A Room's door, on the battlefield: the door that was cast.
    await open(page, '?card=bottomless-pool-locker-room&zone=battlefield&mode=left');
    await page.locator('.card .room__door[data-face="right"] .door__text').tap();
    await expect(page).toHaveURL(/mode=right/);
  });

  test('the card enlarged fills the screen as printed, turns upright, and closes back to its button', async ({ page }) => {
    await open(page, '?card=fire-ice&zone=stack&mode=left');
    const button = page.locator('.card-zoom__open');
    await button.tap();
    const dialog = page.locator('dialog.card-zoom');
    await expect(dialog).toBeVisible();
    // Held upright, a split card is shown as printed: turned, as tall as the screen allows.
    await expect(page.locator('[data-zoom-way="printed"]')).toHaveAttribute('aria-checked', 'true');
    let z = await zoomedText(page);
    expect(z.card.height).toBeGreaterThan(z.card.width);
    expect(z.card.width).toBeGreaterThan(0.85 * 328);
    expect(z.card.left).toBeGreaterThanOrEqual(0);
    expect(z.card.right).toBeLessThanOrEqual(360);
    expect(z.card.bottom).toBeLessThanOrEqual(740);
    expect(z.min).toBeGreaterThanOrEqual(12);
    await page.locator('[data-zoom-way="upright"]').tap();
    await expect(page.locator('[data-zoom-way="upright"]')).toHaveAttribute('aria-checked', 'true');
    z = await zoomedText(page);
    expect(z.card.width).toBeGreaterThan(z.card.height);
    expect(z.card.right).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("an aftermath card enlarged reads upright, its aftermath half turned to read", async ({ page }) => {
    await open(page, '?card=destined-lead&zone=graveyard&mode=aftermath');
    await page.locator('.card-zoom__open').tap();
    await expect(page.locator('[data-zoom-way="upright"]')).toHaveAttribute('aria-checked', 'true');
    const turned = await page.evaluate(() => getComputedStyle(document.querySelector('.card-zoom .half--turned')).transform);
    expect(turned).toBe('none');
    expect((await zoomedText(page)).min).toBeGreaterThanOrEqual(10.5);
    await page.locator('[data-zoom-way="printed"]').tap();
    const printed = await page.evaluate(() => getComputedStyle(document.querySelector('.card-zoom .half--turned')).transform);
    expect(printed).not.toBe('none');
    await page.locator('.card-zoom__bar button', { hasText: 'Close' }).tap();
    await expect(page.locator('dialog.card-zoom')).toBeHidden();
  });
});

for (const colorScheme of ['light', 'dark']) {
  test(`on a desktop the enlarged card is most of the window, and axe finds nothing in it (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '?card=who-what-when-where-why&zone=stack&mode=Who&x=2');
    await page.locator('.card-zoom__open').click();
    // Five parts: one way to draw it, no turn.
    await expect(page.locator('[data-zoom-way]')).toHaveCount(0);
    const z = await zoomedText(page);
    expect(z.card.height).toBeGreaterThan(700);
    expect(z.min).toBeGreaterThanOrEqual(24);
    const results = await new AxeBuilder({ page }).include('dialog.card-zoom').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // A click beside the card closes it.
    await page.mouse.click(20, 450);
    await expect(page.locator('dialog.card-zoom')).toBeHidden();
  });
}

test('the caption names the set a card was first printed in, with its year', async ({ page }) => {
  await open(page, '?card=fire-ice');
  await expect(page.locator('.card-caption')).toContainText('first printed in Apocalypse, 2001');
  await open(page, '?card=fire-ice&lang=fr');
  await expect(page.locator('.card-caption')).toContainText('Apocalypse, 2001');
  await open(page, '?card=naughty-nice');
  await expect(page.locator('.card-caption')).toContainText('first printed in Happy Holidays');
});
