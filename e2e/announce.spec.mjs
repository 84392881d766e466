// Screen-reader and keyboard feedback: the answer's live region says a short summary of the
// new answer after each change of the view (never on the first load, nor for a change of
// language alone); a matrix cell or a rules-history link brings the answer into view with
// focus on its heading, and the history marks the era on screen; focus never falls to the
// page when a notice is dismissed or a custom card removed; the drawn card's halves are
// groups, not landmark regions, and a Room's door holds its own text.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, open, openToEnd } from './fixtures.mjs';

const live = (page) => page.locator('#answer-status');
const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? '');

test('the live region says the new answer once the view changes, not on load', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=library&mode=left');
  await expect(live(page)).toHaveAttribute('role', 'status');
  // Nothing is said on the first load, however long it is given.
  await page.waitForTimeout(300);
  await expect(live(page)).toHaveText('');

  // A zone: the heading, the values, the engine's verdict on the cast.
  await page.locator('[data-zone="stack"]').click();
  await expect(live(page)).toHaveText(/^Fire on the stack, cast from your hand: mana value 2, red, Instant\. Fire /);
  // The control the user clicked keeps the focus.
  await expect(page.locator('[data-zone="stack"]')).toBeFocused();

  // A mode off the stack changes only the verdict: it is said, with the half's name.
  await page.locator('[data-zone="library"]').click();
  await expect(live(page)).toHaveText(/^Fire \/\/ Ice in the library: mana value 4, blue and red, Instant\. Fire /);
  await page.locator('[data-mode="right"]').click();
  await expect(live(page)).toHaveText(/^Fire \/\/ Ice in the library: mana value 4, blue and red, Instant\. Ice /);
  await expect(page.locator('[data-mode="right"]')).toBeFocused();

  // The arrow keys walk the zones: each step is said (as "converted mana cost" under the
  // rules that said so).
  await page.locator('#era-select').selectOption('2013');
  await expect(live(page)).toHaveText(/converted mana cost 2, red \/ blue, Instant \/ Instant\./);
  await page.locator('[data-zone="library"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(live(page)).toHaveText(/^Fire \/\/ Ice in a hand: converted mana cost/);

  // A language alone is no new answer: nothing new is said, and the next change is said in
  // the new language.
  const before = await live(page).textContent();
  await page.locator('[data-lang-picker]').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.waitForTimeout(300);
  await expect(live(page)).toHaveText(before);
  await page.locator('[data-zone="stack"]').click();
  await expect(live(page)).toHaveText(/^Ice sur la pile, lancée depuis votre main\u00a0: coût converti de mana 2, bleu, éphémère\./);
  await page.locator('[data-lang-picker]').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('#era-select').selectOption('current');
  await expect(live(page)).toHaveText(/^Ice auf dem Stapel, gewirkt aus deiner Hand: Manabetrag 2, blau, Spontanzauber\./);
});

test('doors, X, a picked card and an impossible cast are said too', async ({ page }) => {
  await open(page, '?card=bottomless-pool-locker-room&zone=battlefield&mode=left');
  await page.locator('[data-door="right"]').click();
  await expect(live(page)).toHaveText(/on the battlefield: mana value 6, blue, Enchantment — Room\./);

  await open(page, '?card=who-what-when-where-why&zone=stack&mode=Who');
  await page.locator('#x-input').fill('5');
  await expect(live(page)).toHaveText(/^Who on the stack, cast from your hand: mana value 6, white, Instant\./);

  await page.locator('#picker-input').fill('Destined');
  await page.locator('.picker__option[data-slug="destined-lead"]').click();
  await expect(live(page)).toHaveText(/^Destined \/\/ Lead on the stack|^Destined on the stack/);
  await page.locator('[data-mode="aftermath"]').click();
  await expect(live(page)).toHaveText(/^Lead on the stack, cast from your graveyard: mana value 4, green, Sorcery\./);
  // Lead cast from a hand: no spell, and why.
  await page.locator('[data-from="hand"]').click();
  await expect(live(page)).toHaveText(/^Lead on the stack, cast from your hand: Lead has aftermath/);
});

for (const reducedMotion of ['no-preference', 'reduce']) {
  test.describe(`on a phone (${reducedMotion} motion)`, () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, reducedMotion });

    test('a matrix cell and a rules-history link bring the answer into view', async ({ page }) => {
      await openToEnd(page, '?card=destined-lead&zone=graveyard&mode=aftermath');
      const heading = page.locator('#panel-heading');
      const cell = page.locator('table a[href*="zone=stack"]').first();
      await cell.scrollIntoViewIfNeeded();
      // A finger's first tap says the cell's reason under the table; the second opens it.
      await cell.tap();
      await expect(page.locator('.matrix__open')).toBeVisible();
      await cell.tap();
      await expect(page).toHaveURL(/zone=stack&mode=left/);
      // Focus on the answer's heading, which is on screen (the section tapped is far below).
      await expect(heading).toBeFocused();
      await expect(heading).toHaveText('Destined on the stack, cast from your hand');
      if (reducedMotion === 'reduce') {
        // No animation: on screen as soon as it has the focus.
        expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      }
      await expect(heading).toBeInViewport();
      await expect(live(page)).toHaveText(/^Destined on the stack, cast from your hand: mana value 2/);

      // No era is marked while today's rules are on screen; then the one followed is.
      await expect(page.locator('.history a[aria-current]')).toHaveCount(0);
      const era = page.locator('.history a', { hasText: "Dragon's Maze rules" }).first();
      await era.scrollIntoViewIfNeeded();
      await era.tap();
      await expect(page).toHaveURL(/era=2013/);
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // The card under those rules where the effect looks (a library), the mode kept.
      await expect(live(page)).toHaveText(/^Destined \/\/ Lead in the library: converted mana cost 2 or 4, black \/ green, Instant \/ Sorcery\. Destined /);
      const current = page.locator('.history a[aria-current="true"]');
      await expect(current.first()).toHaveText(/Dragon's Maze rules/);
      expect(await current.allTextContents()).toEqual(
        Array((await current.count())).fill(await current.first().textContent()),
      );
      // Marked on screen too, not only for a screen reader.
      const bg = await current.first().evaluate((a) => getComputedStyle(a).backgroundColor);
      const other = page.locator('.history a:not([aria-current])').first();
      expect(await other.evaluate((a) => getComputedStyle(a).backgroundColor)).not.toBe(bg);
    });
  });
}

test('a summary has no stray space: a Room on the battlefield, in every language', async ({ page }) => {
  // The raw text, as a screen reader gets it (toHaveText would tidy its spaces).
  const said = () => live(page).evaluate((e) => e.textContent);
  for (const lang of ['en', 'fr', 'de']) {
    await open(page, `?card=bottomless-pool-locker-room&zone=battlefield&mode=left&lang=${lang}`);
    for (const door of ['right', 'left']) {
      const before = await said();
      await page.locator(`[data-door="${door}"]`).click();
      await expect.poll(said).not.toBe(before);
      const text = await said();
      expect(text, `${lang}, ${door}`).toBe(text.trim());
      expect(text, `${lang}, ${door}`).not.toContain('  ');
      expect(text, `${lang}, ${door}`).toMatch(/\.$/);
    }
  }
});

test('dismissing a notice moves focus to the next notice, then to the search box', async ({ page }) => {
  await open(page, '?card=nope&zone=moon&mode=zz');
  const notices = page.locator('.notice');
  const count = await notices.count();
  expect(count).toBeGreaterThan(1);
  await page.locator('.notice__close').first().focus();
  for (let left = count - 1; left > 0; left--) {
    await page.keyboard.press('Enter');
    await expect(notices).toHaveCount(left);
    await expect(page.locator('.notice__close').first()).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(notices).toHaveCount(0);
  await expect(page.locator('#picker-input')).toBeFocused();
  // In an embed (no search box): the answer's heading, over its key values.
  await open(page, '?card=nope&zone=stack&embed=1');
  await page.locator('.notice__close').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.embed-heading')).toBeFocused();
  // With its controls, the whole answer's.
  await open(page, '?card=nope&zone=stack&embed=1&controls=1');
  await page.locator('.notice__close').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#panel-heading')).toBeFocused();
});

test('removing a custom card moves focus to Undo, and Undo to the list', async ({ page }) => {
  await open(page);
  await page.locator('.custom__summary').click();
  await page.locator('#import-text').fill(JSON.stringify({
    name: 'Big // Small',
    card_faces: [
      { name: 'Big', type_line: 'Sorcery', mana_cost: '{5}{G}{G}' },
      { name: 'Small', type_line: 'Instant', mana_cost: '{G}' },
    ],
  }));
  await page.locator('[data-import-confirm]').click();
  const remove = page.getByRole('button', { name: 'Remove Big // Small' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const undo = page.locator('#custom-undo');
  await expect(undo).toBeFocused();
  await expect(undo).toHaveText('Undo');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-custom-card="big-small"]')).toBeVisible();
  // Focus moves after the render (`focus_later`): waited for, not read once.
  await expect.poll(() => focusedId(page)).toBe('custom-list-title');
});

test('the halves are groups, not landmarks; a Room door holds its own rules text', async ({ page }) => {
  await open(page, '?card=who-what-when-where-why&zone=stack&mode=Who');
  const figure = page.locator('.card-figure');
  await expect(figure.getByRole('region')).toHaveCount(0);
  for (const name of ['Who', 'What', 'When', 'Where', 'Why']) {
    await expect(figure.getByRole('group', { name, exact: true })).toHaveCount(1);
  }
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await expect(page.locator('.card-figure').getByRole('region')).toHaveCount(0);
  await expect(page.locator('.card-figure').getByRole('group')).toHaveCount(2);

  await open(page, '?card=bottomless-pool-locker-room&zone=battlefield&mode=left');
  const pool = page.getByRole('group', { name: 'Bottomless Pool (left half)' });
  const locker = page.getByRole('group', { name: 'Locker Room (right half)' });
  await expect(pool).toContainText('return up to one target creature');
  await expect(pool).not.toContainText('draw a card');
  await expect(pool).toContainText('Unlocked');
  await expect(locker).toContainText('draw a card');
  await expect(locker).toContainText('Locked');
  // Drawn as before: the title, art and text of a door in one column, the shared type line
  // across both, between the art and the text.
  const box = async (sel) => page.locator(sel).boundingBox();
  const [title, art, type, text, title2] = await Promise.all([
    box('.room__door:first-child .door__title'), box('.room__door:first-child .door__art'),
    box('.room__type'), box('.room__door:first-child .door__text'), box('.room__door + .room__door .door__title'),
  ]);
  expect(title.y).toBeLessThan(art.y);
  expect(art.y + art.height).toBeLessThanOrEqual(type.y);
  expect(type.y + type.height).toBeLessThanOrEqual(text.y);
  expect(title2.x).toBeGreaterThan(title.x + title.width);
  expect(title2.y).toBeCloseTo(title.y, 0);
  expect(type.width).toBeGreaterThan(title.width * 2);
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe: the era marked in the history reads well (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openToEnd(page, '?card=destined-lead&zone=stack&mode=left&era=2013');
    await expect(page.locator('.history a[aria-current]').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.history').include('.card-figure').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}

test('an embed with its controls says each new answer too; one without has no live region', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=library&mode=left&embed=1&controls=1');
  await expect(live(page)).toHaveAttribute('role', 'status');
  await page.waitForTimeout(300);
  await expect(live(page)).toHaveText('');
  await page.locator('[data-zone="stack"]').click();
  await expect(live(page)).toHaveText(/^Fire on the stack, cast from your hand: mana value 2, red, Instant\. Fire /);
  await expect(page.locator('[data-zone="stack"]')).toBeFocused();
  await page.locator('[data-mode="right"]').click();
  await expect(live(page)).toHaveText(/^Ice on the stack, cast from your hand: mana value 2, blue, Instant\./);

  // In French, as the embed's lang= says.
  await open(page, '?card=fire-ice&zone=library&mode=left&embed=1&controls=1&lang=fr');
  await page.locator('[data-zone="stack"]').click();
  await expect(live(page)).toHaveText(/^Fire sur la pile, lancée depuis votre main\u00a0: /);

  // Without controls nothing in the embed can change the view but its host: no live region.
  await open(page, '?card=fire-ice&zone=stack&embed=1');
  await expect(live(page)).toHaveCount(0);
});
