// Custom cards, as a demanding user meets them: a share link names its card and opens on
// it (older `/#share=` links too, and in an embed); an import named like a catalogue card or
// a saved one asks first; a broken JSON paste says the line and column and quotes the line.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, open, field, freshPage, KNOCK_TALK } from './fixtures.mjs';

const focused = (page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);

async function openPanel(page) {
  const details = page.locator('#custom-cards');
  if (!(await details.evaluate((d) => d.open))) await page.locator('.custom__summary').click();
  await page.locator('#import-text').waitFor();
}

async function paste(page, value) {
  await openPanel(page);
  await page.locator('#import-text').fill(typeof value === 'string' ? value : JSON.stringify(value));
}

/** Imports KNOCK_TALK, then makes its share link from the stack's view of its left half. */
async function shareLink(page) {
  await open(page);
  await paste(page, KNOCK_TALK);
  await page.locator('[data-import-confirm]').click();
  await expect(page).toHaveURL(/card=knock-talk/);
  await page.locator('[data-zone="stack"]').click();
  await expect(page).toHaveURL(/card=knock-talk&zone=stack/);
  await page.locator('[data-share-card]').click();
  return page.locator('[data-share-link]').inputValue();
}

test('a share link names its card and the view, and opens on that card under the offer to save it', async ({ page, browser }) => {
  const link = await shareLink(page);
  expect(link).toMatch(/\/\?card=knock-talk&zone=stack&mode=left#share=[\w-]+$/);

  const { context, page: other, problems } = await freshPage(browser);
  await other.goto(link);
  const offer = other.locator('[data-share-offer="card"]');
  await expect(offer).toContainText('Save this shared card?');
  await expect(other.locator('#share-offer-title')).toBeFocused();
  // The card itself, on the stack as shared: not Fire // Ice, and no notice.
  await expect(field(other, 'names')).toHaveText('Knock');
  await expect(field(other, 'mana-value')).toHaveText('2');
  await expect(other.locator('[data-notice]')).toHaveCount(0);
  expect(await other.evaluate(() => localStorage.getItem('split-card-inspector.custom-cards'))).toBeNull();
  // Dismissed: the page leaves the unsaved card for the default one, and forgets the link.
  await offer.getByRole('button', { name: 'Dismiss' }).click();
  await expect(other).toHaveURL(/\?card=fire-ice&zone=stack/);
  await expect(field(other, 'names')).toHaveText('Fire');
  await expect.poll(() => new URL(other.url()).hash).toBe('');
  expect(problems).toEqual([]);
  await context.close();
});

test('an older /#share= link, and an embed of one, open on the shared card too', async ({ page, browser, baseURL }) => {
  const link = await shareLink(page);
  const payload = link.split('#share=')[1];

  const { context, page: other, problems } = await freshPage(browser);
  await other.goto(`${baseURL}/#share=${payload}`);
  await expect(other.locator('[data-share-offer="card"]')).toContainText('Knock // Talk');
  await expect(field(other, 'names')).toHaveText('Knock // Talk');
  await expect(other.locator('[data-notice]')).toHaveCount(0);
  // The address now names the card, and keeps the link's card.
  await expect(other).toHaveURL(/\?card=knock-talk&zone=library&mode=left#share=/);
  expect(new URL(other.url()).hash).toBe(`#share=${payload}`);
  // Saved: the address is the saved card's.
  await other.locator('[data-share-save]').click();
  await expect.poll(() => new URL(other.url()).hash).toBe('');
  await expect(field(other, 'names')).toHaveText('Knock // Talk');

  // An embed of an older link (no card named): the card, not the default one.
  await other.goto(`${baseURL}/?embed=1#share=${payload}`);
  await expect(other.locator('.embed-root [data-field="names"]')).toHaveText('Knock // Talk');
  await expect(other.locator('[data-notice]')).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});

test('a share link shows the card it carries where another card of its name is saved; opened in the same tab, it is read too', async ({ page, browser }) => {
  const link = await shareLink(page);
  const { context, page: other, problems } = await freshPage(browser);
  await open(other);
  // Another "Knock // Talk" saved here: a dearer left half.
  const dearer = structuredClone(KNOCK_TALK);
  dearer.card_faces[0].mana_cost = '{5}{R}';
  await paste(other, dearer);
  await other.locator('[data-import-confirm]').click();
  await expect(field(other, 'mana-value')).toHaveText('9');
  await other.goto(link);
  await expect(field(other, 'names')).toHaveText('Knock');
  await expect(field(other, 'mana-value')).toHaveText('2');
  await expect(other.locator('[data-share-offer="card"]')).toContainText('Save this shared card?');

  // The sharer opens the link in the tab that shows that very view (only the fragment
  // differs): the page reads it and says it is saved already.
  await page.goto(link);
  await expect(page.locator('[data-share-offer="saved"]')).toContainText('You have already saved this shared card.');
  await expect(field(page, 'names')).toHaveText('Knock');
  expect(problems).toEqual([]);
  await context.close();
});

const TOIL = {
  name: 'Toil // Trouble',
  card_faces: [
    { name: 'Toil', mana_cost: '{9}', type_line: 'Sorcery' },
    { name: 'Trouble', mana_cost: '{R}', type_line: 'Sorcery' },
  ],
};

test('an import named like a catalogue card asks: cancel keeps the paste, keep both saves it beside the catalogue one', async ({ page }) => {
  await open(page);
  await paste(page, TOIL);
  await page.locator('[data-import-confirm]').click();
  const ask = page.getByRole('alertdialog', { name: 'Already in use: import anyway?' });
  await expect(ask).toContainText('“Toil // Trouble” is the name of a catalogue card. Keep both');
  await expect(page.locator('#import-ask-confirm')).toBeFocused();
  await expect(page.locator('#import-ask-confirm')).toHaveText('Keep both');
  const axe = await new AxeBuilder({ page }).include('[data-import-ask]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // Nothing saved yet; Escape cancels, and focus goes back to the button that asked.
  expect(await page.evaluate(() => localStorage.getItem('split-card-inspector.custom-cards'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(page.locator('[data-custom-status]')).toContainText('Nothing was imported.');
  await expect.poll(() => focused(page)).toBe('import-confirm');
  await expect(page.locator('#import-text')).toHaveValue(/Toil \/\/ Trouble/);
  // In German too.
  await page.locator('[data-lang-picker]').selectOption('de');
  await page.locator('[data-import-confirm]').click();
  await expect(page.getByRole('alertdialog')).toContainText('Name schon vergeben: trotzdem importieren?');
  await expect(page.getByRole('alertdialog')).toContainText('„Toil // Trouble“ ist der Name einer Katalogkarte.');
  await page.locator('[data-lang-picker]').selectOption('en');
  // Keep both, with the keyboard: the custom one is shown, under its custom- slug.
  await page.locator('#import-ask-confirm').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/card=custom-toil-trouble/);
  await expect(field(page, 'mana-value')).toHaveText('10');
  await expect(page.locator('[data-custom-badge]')).toBeVisible();
  await expect(page.locator('[data-custom-card="custom-toil-trouble"]')).toBeVisible();
  // Both are found, the custom one marked.
  await page.locator('#picker-input').fill('Toil // Trouble');
  await expect(page.locator('.picker__option[data-slug="custom-toil-trouble"]')).toContainText('custom');
  await expect(page.locator('.picker__option[data-slug="toil-trouble"]')).toBeVisible();
  await page.locator('.picker__option[data-slug="toil-trouble"]').click();
  await expect(page).toHaveURL(/card=toil-trouble/);
  await expect(field(page, 'names')).toHaveText('Toil // Trouble');
  await expect(page.locator('[data-custom-badge]')).toHaveCount(0);
});

test('a typed card named like a saved one asks before replacing it; the same card again asks nothing', async ({ page }) => {
  await open(page);
  await paste(page, KNOCK_TALK);
  await page.locator('[data-import-confirm]').click();
  await expect(page).toHaveURL(/card=knock-talk/);
  // The same card again: nothing to ask.
  await paste(page, KNOCK_TALK);
  await page.locator('[data-import-confirm]').click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.locator('[data-custom-status]')).toContainText('Imported 1');
  // Typed, with other costs: asked, Cancel focused (the harmless answer).
  await page.locator('#form-face-0-name').fill('Knock');
  await page.locator('#form-face-0-mana_cost').fill('{4}{R}');
  await page.locator('#form-face-1-name').fill('Talk');
  await page.locator('#form-face-1-mana_cost').fill('{U}');
  await page.locator('[data-form-create]').click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('A custom card named “Knock // Talk” is already saved, with other costs, types or text: importing replaces it.');
  await expect(page.locator('#import-ask-cancel')).toBeFocused();
  await page.locator('#import-ask-cancel').click();
  await expect(ask).toHaveCount(0);
  await expect(page.locator('[data-form-create]')).toBeFocused();
  // What was typed is still there; asked again, replace.
  await expect(page.locator('#form-face-0-mana_cost')).toHaveValue('{4}{R}');
  await page.locator('[data-form-create]').click();
  await page.getByRole('button', { name: 'Import and replace' }).click();
  await expect(page.locator('[data-custom-status]')).toContainText('Replaced what was saved under the same name: Knock // Talk.');
  await expect(page.locator('[data-custom-list] li')).toHaveCount(1);
  await expect(field(page, 'mana-value')).toHaveText('6');
});

test('broken JSON says its line and column, quotes the line with a caret, in the reader\'s language', async ({ page }) => {
  await open(page);
  await paste(page, '{\n  "name": "Été // Hiver",\n  "card_faces": ]\n}');
  const error = page.locator('[data-import-error]');
  await expect(page.locator('[data-error-problem]')).toHaveText(
    'invalid JSON at line 3, column 17: expected a value (object, array, string, number, true, false or null)');
  await expect(error.locator('[data-error-excerpt] figcaption')).toHaveText('Line 3:');
  await expect(error.locator('[data-error-excerpt] pre')).toHaveText('  "card_faces": ]\n                ^');
  // The paste is kept, and nothing was imported.
  await expect(page.locator('#import-text')).toHaveValue(/Été \/\/ Hiver/);
  await expect(page.locator('[data-import-confirm]')).toHaveCount(0);
  await page.locator('[data-lang-picker]').selectOption('fr');
  await expect(page.locator('[data-error-problem]')).toHaveText(/^JSON invalide à la ligne 3, colonne 17\u00a0: /);
  await expect(error.locator('[data-error-excerpt] figcaption')).toHaveText('Ligne 3\u00a0:');
  await page.locator('[data-lang-picker]').selectOption('de');
  await expect(page.locator('[data-error-problem]')).toHaveText(/^ungültiges JSON in Zeile 3, Spalte 17: /);
});
