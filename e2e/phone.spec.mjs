// A shared link on a phone (360 × 740, touch): the answer is the first screen. The drawn
// card, its key values and the zone and cast-mode controls all end within the first 740
// px, in every layout and language; the card's text is at least 12 px; the search, the
// header's tools, the less used choices and the long sections are a tap away, and say so.
import { test, expect, open, field, openToEnd, readOn, LAYOUT_VIEWS } from './fixtures.mjs';

const layouts = LAYOUT_VIEWS;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const lang of ['en', 'fr', 'de']) {
    for (const l of layouts) {
      test(`${l.name} (${lang}): the card, its key values and the controls are the first screen`, async ({ page }) => {
        await open(page, `${l.query}&lang=${lang}`);
        await page.evaluate(() => document.fonts.ready);
        const boxes = await page.evaluate(() => {
          const box = (s) => {
            const e = document.querySelector(s);
            if (!e) return null;
            const r = e.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, height: r.height };
          };
          return {
            header: box('.site-header'),
            card: box('.inspector .card'),
            facts: box('.glance__facts'),
            zone: box('.controls [data-zone]'),
            mode: box('.controls [data-mode]'),
            lede: box('.lede'),
          };
        });
        for (const part of ['card', 'facts', 'zone', 'mode']) {
          const b = boxes[part];
          expect(b, part).not.toBeNull();
          expect(b.height, part).toBeGreaterThan(0);
          expect(b.top, part).toBeGreaterThanOrEqual(boxes.header.bottom);
          expect(b.bottom, `${part} ends within the first screen`).toBeLessThanOrEqual(740);
        }
        // The search and the lede wait behind the header's button.
        expect(boxes.lede.height).toBe(0);
        // The key values, in the page's language, as the answer gives them.
        const facts = page.locator('.glance__facts');
        await expect(facts.locator('dt')).toHaveCount(await facts.locator('dt').count());
        expect(await facts.locator('dt').count()).toBeGreaterThanOrEqual(4);
        const mv = await field(page, 'mana-value').textContent();
        await expect(facts.locator('.glance__item').nth(1).locator('dd')).toHaveText(mv.trim());
        // Every line of the card's text can be read, its type lines and its mana symbols
        // too: 12 px or more.
        const sizes = await page.locator('.inspector .card :is(.half__text, .door__text, .half__type, .room__type, .fuse-bar, .ms)').evaluateAll(
          (els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)),
        );
        expect(sizes.length).toBeGreaterThan(0);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `e2e/artifacts/phone-first-screen-${l.name}-${lang}.png` });
      });
    }
  }

  test('the search opens from the header, takes the focus, and closes on a pick or Escape', async ({ page }) => {
    await open(page, '?card=fire-ice&zone=stack&mode=left');
    const button = page.locator('#finder-button');
    await expect(button).toHaveAccessibleName('Search');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#picker-input')).toBeHidden();
    // 44 px square: a thumb's target.
    const b = await button.boundingBox();
    expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#picker-input')).toBeFocused();
    await expect(page.locator('.lede')).toBeVisible();
    await page.keyboard.press('Escape');
    // The first Escape closes the list (if open), then the search itself.
    if (await page.locator('#finder').isVisible()) await page.keyboard.press('Escape');
    await expect(page.locator('#finder')).toBeHidden();
    await expect(button).toBeFocused();
    await button.tap();
    await page.locator('#picker-input').fill('destined');
    await page.locator('#picker-list [role="option"]').first().tap();
    await expect(page).toHaveURL(/card=destined-lead/);
    await expect(page.locator('#finder')).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.inspector .card--aftermath')).toBeInViewport();
  });

  test("the header's menu holds the embed, the language and the theme", async ({ page }) => {
    await open(page, '?card=fire-ice');
    const menu = page.locator('#menu-button');
    await expect(menu).toHaveAccessibleName('Menu');
    await expect(page.locator('#site-tools')).toBeHidden();
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-tools')).toBeVisible();
    await page.locator('[data-theme-choice="dark"]').tap();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-tools')).toBeHidden();
    await expect(menu).toBeFocused();
    // Opening the search closes the menu, and the other way round.
    await menu.tap();
    await page.locator('#finder-button').tap();
    await expect(page.locator('#site-tools')).toBeHidden();
    await expect(page.locator('#finder')).toBeVisible();
  });

  test('where the spell was cast from and the era are one tap away, said on the button', async ({ page }) => {
    await open(page, '?card=fire-ice&zone=stack&mode=left&from=library&era=2017');
    const more = page.locator('.controls__more-toggle');
    await expect(more).toContainText('Your library');
    await expect(more).toContainText('Amonkhet');
    await expect(page.locator('#era-select')).toBeHidden();
    await more.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#era-select')).toBeVisible();
    await expect(page.locator('[data-from="library"]')).toHaveAttribute('aria-checked', 'true');
    await page.locator('[data-from="hand"]').tap();
    await expect(page).toHaveURL(/from=hand|zone=stack&mode=left&era=2017$/);
    await expect(more).toContainText('Your hand');
  });

  // A thumb's target: every control on the page, 44 × 44 px at least on a touch screen —
  // the header's menu (language, theme, embed) open, "More choices" open, a notice shown,
  // and the sections below the answer drawn (probes' Pin buttons, the table's cells, the
  // history's eras, every citation).
  for (const query of [
    '?card=fire-ic',
    '?card=fire-ice&zone=stack&mode=left&lang=fr',
    '?card=who-what-when-where-why&zone=stack&mode=who&x=2&lang=de',
  ]) {
    test(`every control is at least 44 × 44 px to a finger: ${query}`, async ({ page }) => {
      await openToEnd(page, query);
      await page.locator('.controls__more-toggle').tap();
      await page.locator('#menu-button').tap();
      await expect(page.locator('#site-tools')).toBeVisible();
      if (query.endsWith('fire-ic')) await expect(page.locator('.notice__close').first()).toBeVisible();
      const small = await page.evaluate(() => {
        const out = [];
        for (const e of document.querySelectorAll('button, a[href], input, select, summary, [role="radio"], [tabindex="0"]')) {
          const r = e.getBoundingClientRect();
          // Not drawn (a closed part of the page), or a native control drawn by another.
          if (!r.width || !r.height || e.closest('[hidden], .visually-hidden')) continue;
          if (r.width < 44 || r.height < 44) {
            out.push(`${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${e.textContent.trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
          }
        }
        return out;
      });
      expect(small).toEqual([]);
      // And there are many, of every kind.
      expect(await page.locator('.rule').count()).toBeGreaterThan(10);
      expect(await page.locator('.probe__pin').count()).toBeGreaterThan(2);
      expect(await page.locator('[data-theme-choice]').count()).toBe(3);
    });
  }

  test('a zone chosen off the edge of its row is scrolled into view', async ({ page }) => {
    await open(page, '?card=fire-ice&zone=outside');
    const chosen = page.locator('[data-zone="outside"]');
    await expect(chosen).toHaveAttribute('aria-checked', 'true');
    await expect(chosen).toBeInViewport({ ratio: 1 });
    const row = page.locator('.controls .segmented').first();
    expect(await row.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  });
});

// A phone on its side: the header is one row with the search and the menu, and every
// layout's card is drawn whole within the window.
for (const viewport of [{ width: 740, height: 360 }, { width: 844, height: 390 }]) {
  test.describe(`a phone on its side, ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    test('the card is drawn within the window, in every layout', async ({ page }) => {
      for (const l of layouts) {
        await open(page, l.query);
        await expect(page.locator('#finder-button')).toBeVisible();
        await expect(page.locator('.lede')).toBeHidden();
        const card = page.locator('.inspector .card');
        await card.scrollIntoViewIfNeeded();
        const box = await card.boundingBox();
        expect(box.height, `${l.name}: the card's height`).toBeLessThanOrEqual(viewport.height);
        // (0.99: a fraction of a pixel may fall to rounding.)
        await expect(card, l.name).toBeInViewport({ ratio: 0.99 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, l.name).toBeLessThanOrEqual(0);
      }
      await page.screenshot({ path: `e2e/artifacts/phone-landscape-${viewport.width}.png` });
    });
  });
}

test('a cast that needs an effect is amber in the key values and the answer, not green', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '?card=fire-ice&zone=stack&mode=left&from=library');
  const verdict = page.locator('.glance__verdict');
  await expect(verdict).toHaveText('Legal only with an effect that allows it');
  await expect(verdict).toHaveClass(/is-effect/);
  await expect(field(page, 'legality')).toHaveClass(/is-effect/);
  const color = (l) => l.evaluate((e) => getComputedStyle(e).color);
  await page.goto('/?card=fire-ice&zone=stack&mode=left');
  await page.locator('.site-footer').waitFor();
  const legal = await color(page.locator('.glance__verdict'));
  await page.goto('/?card=fire-ice&zone=stack&mode=left&from=library');
  await page.locator('.site-footer').waitFor();
  expect(await color(page.locator('.glance__verdict'))).not.toBe(legal);
  // An illegal cast says why, in the engine's words, under the key values.
  await page.goto('/?card=destined-lead&zone=stack&mode=aftermath&from=hand');
  await page.locator('.site-footer').waitFor();
  await expect(page.locator('.glance__verdict')).toHaveClass(/is-illegal/);
  await expect(page.locator('.glance__why')).toContainText('graveyard');
});

test('a long section folds away from its heading, and stays folded after a reload', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice&zone=stack&mode=left');
  for (const id of ['probes', 'matrix', 'history']) {
    const toggle = page.locator(`#${id}-heading button`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${id}-body`)).toBeVisible();
  }
  await page.locator('#matrix-heading button').click();
  await expect(page.locator('#matrix-heading button')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#matrix-body')).toBeHidden();
  await page.reload();
  await page.locator('.site-footer').waitFor();
  await readOn(page);
  await expect(page.locator('#matrix-heading button')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#matrix-body')).toBeHidden();
  await expect(page.locator('#probes-body')).toBeVisible();
  // The view's cell is marked in the folded table, and shows when it opens.
  await page.locator('#matrix-heading button').click();
  await expect(page.locator('#matrix-body')).toBeVisible();
  await expect(page.locator('.matrix [aria-current="true"]').first()).toBeVisible();
  await page.reload();
  await page.locator('.site-footer').waitFor();
  await readOn(page);
  await expect(page.locator('#matrix-body')).toBeVisible();
});
