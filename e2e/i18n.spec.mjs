// The interface in English, French and German: from lang= in the link, the browser's
// languages, or the picker; engine explanations follow; no message id ever shows.
import { test, expect, open, field, openToEnd } from './fixtures.mjs';

/** Visible text must never contain a bare message id such as "field-mana-value". */
async function expectNoMessageIds(page) {
  const text = await page.locator('body').innerText();
  const ids = text.match(/\b[a-z]+(?:-[a-z]+){1,4}\b/g) ?? [];
  const known = /^(fire-ice|down-dirty|wear-tear|bottomless-pool-locker-room|split-inspector|left|right)$/;
  const suspicious = ids.filter((w) => /^(field|zone|control|mode|verdict|probe|probes|history|matrix|picker|card|kind|theme|dest|heading|cast|no|two|door)-/.test(w) && !known.test(w));
  expect(suspicious, 'untranslated message ids').toEqual([]);
}

test('lang=fr: labels, values and the engine\'s explanations in French', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice&zone=stack&mode=left&lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.panel h2')).toHaveText('Fire sur la pile, lancée depuis votre main');
  await expect(page.locator('.row dt').first()).toHaveText('Noms');
  await expect(field(page, 'mana-value')).toHaveText('2');
  await expect(page.locator('.row .why').nth(3)).toContainText('rouge');
  await expect(field(page, 'legality')).toContainText('Légal');
  await expect(page.locator('[data-zone="graveyard"]')).toHaveText('Cimetière');
  await expect(page.locator('.probes h2')).toHaveText('Comment les autres cartes la voient');
  // What each effect does, in French too.
  await expect(page.locator('.probe[data-probe="twincast"] .probe__text')).toContainText('Copiez le sort');
  await expectNoMessageIds(page);
});

test('the picker switches to German and is remembered; rule numbers stay the same', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const rulesBefore = await page.locator('.panel a.rule').allInnerTexts();
  await page.locator('[data-lang-picker]').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('.row dt').first()).toHaveText('Namen');
  await expect(page.locator('.matrix h2')).toHaveText('Was ist sie wo?');
  expect(await page.locator('.panel a.rule').allInnerTexts()).toEqual(rulesBefore);
  await page.reload();
  await page.locator('.panel').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectNoMessageIds(page);
});

test('a link\'s lang= stays in the address: through clicks, a reload and a pick', async ({ page }) => {
  // The user picked German before; the link says French.
  await open(page, '?card=fire-ice');
  await page.locator('[data-lang-picker]').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await open(page, '?card=fire-ice&zone=hand&lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveURL(/[?&]lang=fr(&|$)/);
  await page.locator('[data-zone="stack"]').click();
  await expect(page).toHaveURL(/zone=stack.*[?&]lang=fr(&|$)/);
  await page.reload();
  await page.locator('.panel').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // A pick: the address names the new language, in the same history entry.
  const entries = await page.evaluate(() => history.length);
  await page.locator('[data-lang-picker]').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/zone=stack.*[?&]lang=en(&|$)/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.reload();
  await page.locator('.panel').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Back to the hand view, whose entry said French: the page stays in English, and the
  // entry now says so (no new entry).
  await page.goBack();
  await expect(page.locator('[data-zone="hand"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/zone=hand.*[?&]lang=en(&|$)/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('the browser\'s language is used when the link names none', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/?card=down-dirty&zone=stack&mode=fused');
  await page.locator('.panel').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('.row dt').first()).toHaveText('Namen');
  expect(errors).toEqual([]);
  await context.close();
});

for (const lang of ['en', 'fr', 'de']) {
  test(`every layout renders in ${lang} without message ids`, async ({ page }) => {
    for (const q of ['?card=fire-ice', '?card=down-dirty&zone=stack&mode=fused', '?card=destined-lead&zone=graveyard&mode=aftermath',
      '?card=bottomless-pool-locker-room&zone=battlefield', '?card=who-what-when-where-why&zone=stack&mode=Who', '?card=wear-tear&era=2013']) {
      await open(page, `${q}&lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoMessageIds(page);
    }
  });
}

// French and German labels are longer than English ones: they wrap, never stick out.
for (const lang of ['fr', 'de']) {
  test(`lang=${lang}: a narrow embed's controls stay in their column`, async ({ page }) => {
    // The wiki example (docs/embedding.md) of a Room with controls, in the two-column layout's
    // narrowest card column (240 px).
    for (const width of [640, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, `?card=bottomless-pool-locker-room&zone=battlefield&mode=left&embed=1&controls=1&lang=${lang}`);
      const out = await page.evaluate(() => {
        const col = document.querySelector('.inspector__card').getBoundingClientRect();
        return [...document.querySelectorAll('.inspector__card *')]
          .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.right > col.right + 0.5; })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 30)}"`);
      });
      expect(out, `at ${width} px`).toEqual([]);
    }
  });

  test(`lang=${lang}: an older era's long citation wraps on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    // Meddling Mage cites the glossary's "Name a card", with its era in words.
    await openToEnd(page, `?card=wear-tear&zone=hand&mode=fused&era=2000&lang=${lang}`);
    await expect(page.locator('[data-probe="meddling-mage"] .rule--historic').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('symbols in rules text are named in the page\'s language', async ({ page }) => {
  for (const [lang, tap] of [['en', 'tap'], ['fr', 'engager'], ['de', 'tappen']]) {
    await open(page, `?card=greenhouse-rickety-gazebo&lang=${lang}`);
    await expect(page.locator('.ms-tap').first()).toHaveAttribute('aria-label', tap);
  }
});

test('the Embed dialog and the embed speak the chosen language', async ({ page }) => {
  await open(page, '?card=fire-ice&lang=de');
  await page.getByRole('button', { name: 'Einbetten' }).click();
  await expect(page.locator('#embed-dialog-title')).toHaveText('Diese Ansicht einbetten');
  await page.keyboard.press('Escape');
  await page.goto('/?card=fire-ice&zone=stack&mode=left&embed=1&lang=fr');
  await expect(page.locator('[data-embed-open]')).toContainText('Ouvrir dans Split Card Inspector');
  await expect(page.locator('.row dt').first()).toHaveText('Noms');
  await expect(page.locator('.inspector__card')).toHaveAttribute('aria-label', 'La carte et son usage');
});

/** English that must not be left in a French or German notice or error (the accepted
 * words of links — library, hand, left … — are the same in every language). */
const ENGLISH = ['Ignored', ' link', 'Showing', 'instead', "don't know", 'expected', 'is not a valid',
  'did you mean', 'no split card', 'one of', 'whole number', "didn't work", 'search term'];

async function expectNoEnglish(texts) {
  for (const text of texts) {
    for (const word of ENGLISH) expect(text, `English "${word}" left`).not.toContain(word);
  }
}

for (const [lang, card, zone, mode] of [
  ['fr', 'Le lien demande une carte que nous ne connaissons pas (aucune carte scindée ne s\'appelle « nope »',
    'La zone indiquée dans le lien a été ignorée : « moon » n\'est pas valide comme zone ; attendu : une valeur parmi library',
    '« sideways » n\'est pas valide comme mode de lancement'],
  ['de', 'Der Link verlangt eine Karte, die wir nicht kennen (keine Split-Karte heißt „nope“',
    'Die Zone im Link wurde ignoriert: „moon“ ist als Zone nicht gültig; erwartet: einer der Werte library',
    '„sideways“ ist als Art des Wirkens nicht gültig'],
]) {
  test(`a bad link with lang=${lang}: the notices and the engine's errors in them are in that language`, async ({ page }) => {
    await open(page, `?lang=${lang}&card=nope&zone=moon&mode=sideways`);
    const notices = page.locator('[data-notice]');
    await expect(notices).toHaveCount(3);
    await expect(notices.nth(0)).toContainText(card);
    await expect(notices.nth(1)).toContainText(zone);
    await expect(notices.nth(2)).toContainText(mode);
    await expectNoEnglish(await notices.allInnerTexts());
    await expect(page.locator('[data-zone="library"]')).toHaveAttribute('aria-checked', 'true');
    await expectNoMessageIds(page);
  });
}

test('a notice on screen follows a change of language', async ({ page }) => {
  await open(page, '?card=fire-ice&x=lots&lang=en');
  const notice = page.locator('[data-notice]');
  await expect(notice).toHaveText(/Ignored X in the link: "lots" is not a whole number from 0 to 999\./);
  await page.locator('[data-lang-picker]').selectOption('de');
  await expect(notice).toContainText('X im Link wurde ignoriert: „lots“ ist keine ganze Zahl von 0 bis 999.');
  await page.locator('[data-lang-picker]').selectOption('fr');
  await expect(notice).toContainText('X a été ignoré dans le lien : « lots » n\'est pas un nombre entier de 0 à 999.');
  await expectNoEnglish(await notice.allInnerTexts());
  // Back and forward read the link again, in the page's language.
  await page.evaluate(() => {
    history.pushState(null, '', '?card=fire-ice&era=1066');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(notice).toContainText('La version des règles indiquée dans le lien a été ignorée : « 1066 »');
  await expectNoEnglish(await notice.allInnerTexts());
});

for (const [lang, text] of [
  ['fr', 'Cette recherche n\'a pas fonctionné : « mv<x » n\'est pas valide comme terme de recherche ; attendu : un nombre entier, comme mv<=4 ou mv=3.'],
  ['de', 'Diese Suche hat nicht funktioniert: „mv<x“ ist als Suchbegriff nicht gültig; erwartet: eine ganze Zahl, wie mv<=4 oder mv=3.'],
]) {
  test(`a bad search with lang=${lang} is explained in that language`, async ({ page }) => {
    await open(page, `?card=fire-ice&lang=${lang}`);
    await page.locator('#picker-input').fill('mv<x');
    const status = page.locator('#picker-status');
    await expect(status).toHaveText(text);
    await expect(status).toHaveClass(/is-error/);
    await expectNoEnglish([await status.innerText()]);
  });
}

/** English left in a rule's tooltip: whole words of the English summaries and "CR". */
const RULE_ENGLISH = /\b(CR|the|of|and|only|stack|spell|half|halves|chosen|exist|split card|mana value|rules)\b/;

for (const [lang, title709_3b, era2013] of [
  ['fr', 'Règles complètes 709.3b\u00a0: Sur la pile, seules les caractéristiques de la moitié choisie existent.', 'règles de 2013'],
  ['de', 'Umfassende Regeln 709.3b: Auf dem Stapel existieren nur die Eigenschaften der gewählten Hälfte.', 'Regeln von 2013'],
]) {
  test(`lang=${lang}: rule citations' tooltips and an older rule's label are in that language, the rule numbers the same`, async ({ page }) => {
    await open(page, `?card=fire-ice&zone=stack&mode=left&lang=${lang}`);
    // English: "CR 709.3b: On the stack only the chosen half's characteristics exist."
    const link = page.locator('.panel a.rule', { hasText: /^709\.3b$/ }).first();
    await expect(link).toHaveAttribute('title', title709_3b);
    const titles = await page.locator('.rule').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) expect(title, 'English left in a rule tooltip').not.toMatch(RULE_ENGLISH);

    // Under 2013 rules the older rules are labelled with their era in the language.
    await open(page, `?card=wear-tear&era=2013&lang=${lang}`);
    const historic = page.locator('.panel .rule--historic');
    await expect(historic.first()).toContainText(era2013);
    for (const text of await historic.allInnerTexts()) expect(text).not.toContain('rules');
    const old = await page.locator('.rule--historic').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    for (const title of old) expect(title, 'English left in an older rule tooltip').not.toMatch(RULE_ENGLISH);
  });
}

for (const [lang, word, full] of [['fr', 'VM', 'valeur de mana'], ['de', 'MB', 'Manabetrag']]) {
  test(`lang=${lang}: the matrix says ${word}, not MV`, async ({ page }) => {
    await openToEnd(page, `?card=destined-lead&zone=library&mode=left&lang=${lang}`);
    const matrix = page.locator('.matrix');
    await expect(matrix.locator('abbr').first()).toHaveText(word);
    await expect(matrix.locator('abbr').first()).toHaveAttribute('title', full);
    expect(await matrix.innerText()).not.toMatch(/\bMV\b/);
    const labels = await matrix.locator('a.cell-link').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    for (const label of labels) expect(label).not.toMatch(/\bMV\b/);
    await expect(page.locator('tr[data-zone-row="stack"] .mv').first()).toContainText(`${word} 2`);
  });
}

test('French and German are packs: an English page fetches none, a French one only its own', async ({ page }) => {
  const packs = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/locales/')) packs.push(path);
  });
  await open(page, '?card=fire-ice&lang=en');
  expect(packs).toEqual([]);
  await page.locator('[data-lang-picker]').selectOption('fr');
  await expect(page.locator('.row dt').first()).toHaveText('Noms');
  expect(packs).toHaveLength(1);
  expect(packs[0]).toMatch(/^\/locales\/fr-[0-9a-f]{16}\.txt$/);
  // Back to English needs nothing fetched.
  await page.locator('[data-lang-picker]').selectOption('en');
  await expect(page.locator('.row dt').first()).toHaveText('Names');
  expect(packs).toHaveLength(1);
});

test.describe('with the service worker blocked', () => {
  // page.route cannot see a request the service worker answers, and the worker precaches
  // the packs: once it controls the page, the real pack would be served instead.
  test.use({ serviceWorkers: 'block' });

  test('a language pack that can\'t be used leaves the page in its language, with a notice', async ({ page }) => {
    // A pack of another build (missing messages) is refused, never half-shown.
    await page.route('**/locales/de-*.txt', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'language-label\u001fSprache\u001e' }));
    await open(page, '?card=fire-ice&lang=en');
    await page.locator('[data-lang-picker]').selectOption('de');
    await expect(page.locator('.notices')).toContainText('Deutsch could not be loaded');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.row dt').first()).toHaveText('Names');
    // The picker says what the page is in, not the language that failed.
    await expect(page.locator('[data-lang-picker]')).toHaveValue('en');
    await expect(page.locator('[data-lang-picker]')).not.toHaveAttribute('aria-busy', /./);
  });

  test('a page opened in French whose pack can\'t be loaded is wholly in English, with a notice', async ({ page }) => {
    // A pack of another build (missing messages): refused, so French can't be shown.
    await page.route('**/locales/fr-*.txt', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'language-label\u001fLangue\u001e' }));
    await open(page, '?card=bottomless-pool-locker-room&zone=battlefield&mode=left&unlocked=both&lang=fr');
    await expect(page.locator('.notices')).toContainText('Français could not be loaded');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.row dt').first()).toHaveText('Names');
    // The engine's sentences too, their words included ("and", not "et").
    await expect(page.locator('.panel')).toContainText('the names of its unlocked doors only: Bottomless Pool and Locker Room.');
  });
});

test("on a French or German page a card's English words are marked English, and the symbols' labels in them the page's language", async ({ page }) => {
  await open(page, '?card=fire-ice&zone=graveyard&lang=fr');
  // The drawing's type line and text, and the answer's rules text.
  for (const sel of ['.half__type', '.half__text p', '[data-field="rules-text"] p']) {
    await expect(page.locator(sel).first(), sel).toHaveAttribute('lang', 'en');
  }
  // The answer's type line is in French, as French cards print it; the rules text is said
  // once to be the English Oracle text.
  await expect(page.locator('[data-field="type-line"]')).toHaveText('Éphémère');
  await expect(page.locator('[data-field="type-line"] [lang]')).toHaveCount(0);
  await expect(page.locator('[data-note="oracle-english"]')).toHaveCount(1);
  await expect(page.locator('[data-note="oracle-english"]')).toHaveText('Texte Oracle en anglais');
  await open(page, '?card=bottomless-pool-locker-room&zone=battlefield&mode=left&lang=de');
  await expect(page.locator('[data-field="type-line"]')).toHaveText('Verzauberung — Raum');
  await expect(page.locator('[data-note="oracle-english"]')).toHaveText('Oracle-Text auf Englisch');
  // A symbol in English text is named in French, and says so.
  await open(page, '?card=greenhouse-rickety-gazebo&zone=battlefield&mode=left&lang=de');
  await expect(page.locator('.door__text p').first()).toHaveAttribute('lang', 'en');
  const symbol = page.locator('.door__text .ms[role="img"]').first();
  await expect(symbol).toHaveAttribute('lang', 'de');
  // In English nothing needs marking, nor saying.
  await open(page, '?card=fire-ice&zone=graveyard&lang=en');
  await expect(page.locator('.half__text p[lang]')).toHaveCount(0);
  await expect(page.locator('[data-note="oracle-english"]')).toHaveCount(0);
});
