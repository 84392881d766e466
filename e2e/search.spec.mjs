// The search box as a user walks it: names typed without spaces around "//", misspelt
// names ("Did you mean …"), the suggestions a bad link gets, the placeholder on a phone,
// and keys typed with nothing after them.
import { test, expect, open, showFinder } from './fixtures.mjs';

const input = (page) => page.locator('#picker-input');
const status = (page) => page.locator('#picker-status');
const options = (page) => page.locator('#picker-list [role="option"]');

test('a full name typed without spaces around its slashes finds the card', async ({ page }) => {
  await open(page, '?card=down-dirty');
  for (const [typed, card] of [
    ['fire//ice', 'Fire // Ice'],
    ['Fire//Ice', 'Fire // Ice'],
    ['fire/ice', 'Fire // Ice'],
    ['fire // ice', 'Fire // Ice'],
    ['Feuer//Eis', 'Fire // Ice'],
    ['Feu//Glace', 'Fire // Ice'],
    ['who//what', 'Who // What // When // Where // Why'],
  ]) {
    await input(page).fill(typed);
    await expect(options(page).first(), typed).toHaveText(new RegExp(card.replaceAll('/', '\\/')));
    await expect(status(page), typed).toHaveText('1 card matches.');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/card=who-what-when-where-why/);
});

test('a misspelt name offers "Did you mean", in the list, by click and by keyboard', async ({ page }) => {
  await open(page, '?card=down-dirty');
  await input(page).fill('fier');
  await expect(status(page)).toHaveText('No card matches. Did you mean Fire // Ice, Start // Fire?');
  await expect(status(page)).not.toHaveClass(/is-error/);
  // The list offers them, labelled as what they are.
  await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox', { name: 'Cards with close names' })).toBeVisible();
  await expect(options(page)).toHaveText([/^Fire \/\/ Ice/, /^Start \/\/ Fire/]);
  await options(page).first().click();
  await expect(page).toHaveURL(/card=fire-ice/);
  await expect(input(page)).toHaveValue('');
  await expect(input(page)).toBeFocused();

  // Keyboard: the arrow keys reach a suggestion, Enter opens it. Enter alone never takes
  // a guess, even the only one.
  await input(page).fill('destind');
  await expect(status(page)).toHaveText('No card matches. Did you mean Destined // Lead?');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/card=fire-ice/);
  await page.keyboard.press('ArrowDown');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', 'picker-opt-0');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/card=destined-lead/);
  await expect(input(page)).toBeFocused();

  // Nothing close, or a query that isn't only name words: no suggestion.
  for (const typed of ['spark frost', 'fier is:fuse', 'fier mv=4']) {
    await input(page).fill(typed);
    await expect(status(page), typed).toHaveText('No card matches.');
    await expect(options(page), typed).toHaveCount(0);
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
  }
});

for (const [lang, text, list, shown] of [
  // A card printed in the page's language by that name, its English name after it.
  ['fr', 'Aucune carte ne correspond. Vouliez-vous dire Feu // Glace (Fire // Ice), Start // Fire ?', 'Cartes aux noms proches', 'Feu // Glace (Fire // Ice)'],
  ['de', 'Keine Karte passt. Meintest du Feuer // Eis (Fire // Ice), Start // Fire?', 'Karten mit ähnlichem Namen', 'Feuer // Eis (Fire // Ice)'],
]) {
  test(`"Did you mean" in ${lang}`, async ({ page }) => {
    await open(page, `?card=down-dirty&lang=${lang}`);
    await input(page).fill('fier');
    await expect(status(page)).toHaveText(text);
    await expect(page.getByRole('listbox', { name: list })).toBeVisible();
    await expect(options(page).first()).toContainText(shown);
    await options(page).first().click();
    await expect(page).toHaveURL(/card=fire-ice/);
  });
}

test('on a French page the results have their French names, and a French name finds its card', async ({ page }) => {
  await open(page, '?card=down-dirty&lang=fr');
  await input(page).fill('glace');
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).first().locator('.picker__name')).toHaveText('Feu // Glace (Fire // Ice)');
  // A card never printed in French keeps its one name.
  await input(page).fill('start');
  await expect(options(page).filter({ hasText: 'Start // Fire' }).locator('.picker__name')).toHaveText('Start // Fire');
});

test("a bad link's notice names the cards as the page's language prints them", async ({ page }) => {
  await open(page, '?card=destind-lead&lang=fr');
  const notice = page.locator('[data-notice]');
  await expect(notice).toContainText('Destinée // Commander (Destined // Lead)');
  await expect(notice).toContainText('Voici Feu // Glace (Fire // Ice) à la place.');
});

test('a bad link suggests only close names, the right one first', async ({ page }) => {
  await open(page, '?card=spark-frost');
  const notice = page.locator('[data-notice]');
  await expect(notice).toContainText('no split card is called "spark-frost")');
  await expect(notice).not.toContainText('did you mean');
  for (const [link, card] of [
    ['fier-ice', 'Fire // Ice'],
    ['destind-lead', 'Destined // Lead'],
    ['fire-ise', 'Fire // Ice'],
    ['alive-wel', 'Alive // Well'],
    ['lockr-room', 'Bottomless Pool // Locker Room'],
  ]) {
    await open(page, `?card=${link}`);
    await expect(notice, link).toContainText(`did you mean ${card}`);
  }
  // A face's slug is the card.
  await open(page, '?card=bottomless-pool');
  await expect(page).toHaveURL(/card=bottomless-pool-locker-room/);
  await expect(notice).toHaveCount(0);
});

test('a key with nothing after it is an error that names it', async ({ page }) => {
  await open(page);
  for (const typed of ['c:', 'mv<=', 'fire t:']) {
    const term = typed.split(' ').pop();
    await input(page).fill(typed);
    await expect(status(page), typed).toHaveText(
      new RegExp(`^That search didn't work: "${term}" is not a valid search term; expected name words, is:, mv`));
    await expect(status(page)).toHaveClass(/is-error/);
    await expect(options(page)).toHaveCount(0);
  }
});

/** How far the placeholder's text is wider than the field's content box (≤ 0: it fits). */
function placeholderOverflow(page) {
  return page.locator('#picker-input').evaluate((el) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.font = style.font;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return ctx.measureText(el.placeholder).width - room;
  });
}

for (const width of [360, 390, 414]) {
  for (const theme of ['light', 'dark']) {
    test(`the placeholder fits at ${width} px (${theme}); the syntax is under the field`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: theme });
      for (const lang of ['en', 'fr', 'de']) {
        await open(page, `?card=fire-ice&lang=${lang}`);
        await showFinder(page);
        expect(await placeholderOverflow(page), lang).toBeLessThanOrEqual(0);
        await expect(status(page)).toContainText('is:fuse mv>5 c:ur t:instant o:"draw a card"');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.locator('.picker').screenshot({ path: `e2e/artifacts/search-${width}-${theme}-${lang}.png` });
      }
    });
  }
}
