// Custom cards, from a user walk: where focus goes when the button that had it is gone
// (Import, the share offer's Save it and Dismiss), removing the card on screen, a share link
// opened again for a card already saved, and the typed form's errors, caption and colors.
import { test, expect, open, field, freshPage } from './fixtures.mjs';

const KNOCK_TALK = {
  object: 'card',
  name: 'Knock // Talk',
  card_faces: [
    { name: 'Knock', mana_cost: '{1}{R}', type_line: 'Instant', oracle_text: 'Knock deals 2 damage to any target.' },
    { name: 'Talk', mana_cost: '{2}{U}', type_line: 'Sorcery', oracle_text: 'Draw two cards.' },
  ],
};

async function openPanel(page) {
  const details = page.locator('#custom-cards');
  if (!(await details.evaluate((d) => d.open))) await page.locator('.custom__summary').click();
}

const focused = (page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);

test('Import keeps focus in the panel; removing the card on screen shows the default card, and Undo brings it back', async ({ page }) => {
  await open(page);
  await openPanel(page);
  await page.locator('#import-text').fill(JSON.stringify(KNOCK_TALK));
  await page.locator('[data-import-confirm]').click();
  await expect(page).toHaveURL(/card=knock-talk/);
  await expect.poll(() => focused(page)).toBe('custom-list-title');

  await page.getByRole('button', { name: 'Remove Knock // Talk' }).click();
  await expect(page).toHaveURL(/card=fire-ice/);
  await expect(field(page, 'names')).toHaveText('Fire // Ice');
  await expect(page.locator('[data-custom-status]')).toContainText('Removed Knock // Talk. Showing Fire // Ice instead.');
  await expect(page.locator('#custom-undo')).toBeFocused();
  await page.locator('#custom-undo').click();
  await expect(page).toHaveURL(/card=knock-talk/);
  await expect(page.locator('[data-custom-card="knock-talk"]')).toHaveCount(1);

  // Removing a card that is not on screen leaves the view alone.
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await openPanel(page);
  await page.getByRole('button', { name: 'Remove Knock // Talk' }).click();
  await expect(page.locator('[data-custom-status]')).toContainText('Removed Knock // Talk.');
  await expect(page.locator('[data-custom-status]')).not.toContainText('instead');
  await expect(page).toHaveURL(/\?card=fire-ice&zone=stack&mode=left/);
});

test('the share offer: Save it and Dismiss leave focus somewhere sensible; opened again, the card is known as saved', async ({ page, browser }) => {
  await open(page);
  await openPanel(page);
  await page.locator('#import-text').fill(JSON.stringify(KNOCK_TALK));
  await page.locator('[data-import-confirm]').click();
  await page.locator('[data-share-card]').click();
  const link = await page.locator('[data-share-link]').inputValue();

  // Where it is saved already: said so, and no second save offered.
  await page.goto(link);
  const saved = page.locator('[data-share-offer="saved"]');
  await expect(saved).toContainText('You have already saved this shared card.');
  await expect(saved).toContainText('Knock // Talk');
  await expect(page.locator('[data-share-save]')).toHaveCount(0);
  await expect(page.locator('[data-share-view]')).toHaveText('Inspect');
  await saved.getByRole('button', { name: 'Dismiss' }).click();
  await expect(saved).toHaveCount(0);
  await expect.poll(() => focused(page)).toBe('picker-input');
  await page.goto(link);
  await page.locator('[data-share-view]').click();
  await expect(field(page, 'names')).toHaveText('Knock // Talk');
  await expect.poll(() => focused(page)).toBe('panel-heading');

  // A fresh profile: Save it, then the link again.
  const other = await freshPage(browser);
  await other.page.goto(link);
  await other.page.locator('[data-share-save]').click();
  await expect(other.page).toHaveURL(/card=knock-talk/);
  await expect.poll(() => focused(other.page)).toBe('panel-heading');
  await other.page.goto(link);
  await expect(other.page.locator('[data-share-offer="saved"]')).toBeVisible();
  await expect(other.page.locator('[data-share-offer="card"]')).toHaveCount(0);
  expect(other.problems).toEqual([]);
  await other.context.close();

  // Another fresh profile: Dismiss.
  const third = await freshPage(browser);
  await third.page.goto(link);
  await third.page.locator('[data-share-offer="card"]').getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(() => focused(third.page)).toBe('picker-input');
  expect(third.problems).toEqual([]);
  await third.context.close();
});

/** Fills the typed form's two faces. */
async function fillForm(page, [n0, c0], [n1, c1]) {
  await page.locator('#form-face-0-name').fill(n0);
  await page.locator('#form-face-0-mana_cost').fill(c0);
  await page.locator('#form-face-1-name').fill(n1);
  await page.locator('#form-face-1-mana_cost').fill(c1);
  await page.locator('[data-form-create]').click();
}

test('the form: errors in field order, each one sentence; symbols as the parser takes them', async ({ page }) => {
  for (const [lang, text] of [
    ['en', '"1" is outside braces (expected a cost like {1}{R} or {X}{U}{U})'],
    ['fr', '« 1 » est hors des accolades (attendu : un coût comme {1}{R} ou {X}{U}{U})'],
    ['de', '„1“ steht außerhalb geschweifter Klammern (erwartet: Kosten wie {1}{R} oder {X}{U}{U})'],
  ]) {
    await open(page, `?lang=${lang}`);
    await openPanel(page);
    // Face 1's cost is wrong and face 2 has no name: face 1's cost is the error.
    await fillForm(page, ['Zap', '1R'], ['', '{U}']);
    await expect(page.locator('#form-face-0-mana_cost-error')).toHaveText(text);
    await expect(page.locator('#form-face-1-name-error')).toHaveCount(0);
    await expect(page.locator('#form-face-0-mana_cost')).toBeFocused();
  }
  await open(page);
  await openPanel(page);
  await fillForm(page, ['Zap', '{R}'], ['', '{U}']);
  await expect(page.locator('#form-face-1-name-error')).toBeVisible();
  // The symbols an unknown one's error lists are the ones accepted: Y and Z too.
  await fillForm(page, ['Zap', '{Q}'], ['Zop', '{U}']);
  await expect(page.locator('#form-face-0-mana_cost-error')).toHaveText(
    'unknown mana symbol {Q} (expected a number, X, Y, Z, W, U, B, R, G, C, S, a hybrid like {W/U} or {2/W}, or a Phyrexian symbol like {W/P})');
  await fillForm(page, ['Zap', '{Z}{Y}{R}'], ['Zop', '{U}']);
  await expect(page).toHaveURL(/card=zap-zop/);
});

test('a custom card: its caption says it is custom, and its colors read and show in one order', async ({ page }) => {
  await open(page);
  await openPanel(page);
  await fillForm(page, ['Prism', '{R/G}{2/W}{R/P}'], ['Shard', '{U}']);
  await expect(page).toHaveURL(/card=prism-shard/);
  const caption = page.locator('.card-caption');
  await expect(caption).toContainText('custom card');
  await expect(caption).not.toContainText('first printed');
  // The words and the swatches beside them in the same (printed, color-wheel) order.
  await expect(field(page, 'colors')).toHaveText('red, green, white and blue');
  const pips = await field(page, 'colors').locator('.pip').evaluateAll((els) => els.map((e) => e.className.replace('pip pip-', '')));
  expect(pips).toEqual(['r', 'g', 'w', 'u']);
  // A catalogue card keeps its first printing.
  await open(page, '?card=fire-ice');
  await expect(page.locator('.card-caption')).toContainText('first printed in');
});

test('the typed form never loses what was typed when its layout changes; Add a face shows the layout it makes and goes to the new face', async ({ page }) => {
  await open(page);
  await openPanel(page);
  const layout = page.locator('#form-layout');
  const aside = page.locator('[data-form-aside]');
  await layout.selectOption('other');
  await page.locator('#form-face-2-name').fill('Moon');
  await page.locator('#form-face-2-oracle_text').fill('Draw a card.');
  // A typed type line that happens to be another layout's default.
  await page.locator('#form-face-1-type_line').fill('Sorcery');

  // Two faces: the third is set aside, and the form says so and how to get it back.
  await layout.selectOption('split');
  await expect(page.locator('#form-face-2-name')).toHaveCount(0);
  await expect(aside).toHaveText('Set aside by this layout, not lost: Face 3 (Moon). Choose “Three or more parts” to bring back what you typed.');
  await layout.selectOption('aftermath');
  await layout.selectOption('split');
  await expect(page.locator('#form-face-1-type_line')).toHaveValue('Sorcery');

  // Three or more parts: it comes back, whole.
  await layout.selectOption('other');
  await expect(page.locator('#form-face-2-name')).toHaveValue('Moon');
  await expect(page.locator('#form-face-2-oracle_text')).toHaveValue('Draw a card.');
  await expect(aside).toHaveCount(0);

  // A type line nobody typed follows the layout (a Room's doors), a typed one stays.
  await layout.selectOption('room');
  await expect(page.locator('#form-face-0-type_line')).toHaveValue('Enchantment — Room');
  await expect(page.locator('#form-face-1-type_line')).toHaveValue('Sorcery');

  // Add a face on a two-face layout: the card becomes a 3+ part one, the layout shown says
  // so, and the set-aside face is the one added; focus goes to its name.
  await layout.selectOption('split');
  await page.getByRole('button', { name: 'Add a face' }).click();
  await expect(layout).toHaveValue('other');
  await expect(layout.locator('option:checked')).toHaveText('Three or more parts');
  await expect(page.locator('#form-face-2-name')).toHaveValue('Moon');
  await expect(page.locator('#form-face-2-name')).toBeFocused();
  await page.getByRole('button', { name: 'Add a face' }).click();
  await expect(page.locator('#form-face-3-name')).toBeFocused();
});
