// Effect probes and the rules history: answers come from the engine, pins survive
// toggling, choices are taken inline, older eras are one click away.
import { test, expect, open, field, openToEnd } from './fixtures.mjs';

const probe = (page, slug) => page.locator(`.probe[data-probe="${slug}"]`);

test('Dark Confidant revealing Fire // Ice: you lose 4 life, with the reasoning and rules', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice&zone=library');
  const bob = probe(page, 'dark-confidant');
  await expect(bob.locator('[data-field="probe-answer"]')).toHaveText('4 life lost');
  await expect(bob.locator('.why')).toContainText('combined mana value 4');
  await expect(bob.locator('a.rule')).toHaveText(['709.4b', '202.3d']);
  // Effects that look at the library are not listed in the hand: neither seen nor in the
  // accessibility tree (the item is kept hidden, so the way back costs no rebuild).
  await page.locator('[data-zone="hand"]').click();
  await expect(probe(page, 'dark-confidant')).toBeHidden();
  await expect(page.locator('.probes').getByRole('listitem').filter({ hasText: 'Dark Confidant' })).toHaveCount(0);
  await expect(probe(page, 'force-of-will').locator('[data-field="probe-answer"]')).toHaveText('yes');
  // Back in the library it is listed again, answered for the view on screen.
  await page.locator('[data-zone="library"]').click();
  await expect(bob).toBeVisible();
  await expect(bob.locator('[data-field="probe-answer"]')).toHaveText('4 life lost');
  await expect(probe(page, 'force-of-will')).toBeHidden();
});

test('a pinned probe stays while toggling, asked where it looks', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice&zone=library');
  const pin = probe(page, 'dark-confidant').getByRole('button', { name: 'Pin Dark Confidant' });
  await pin.click();
  await expect(probe(page, 'dark-confidant').getByRole('button', { name: 'Pin Dark Confidant' })).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-zone="stack"]').click();
  const bob = probe(page, 'dark-confidant');
  await expect(bob).toBeVisible();
  await expect(bob).toHaveClass(/is-pinned/);
  await expect(bob.locator('[data-field="probe-answer"]')).toHaveText('4 life lost');
  await expect(bob.locator('.probe__text')).toContainText('Asked in the library');
  // On the stack, effects that look at the spell appear: Fire is red, not blue.
  await expect(probe(page, 'red-elemental-blast').locator('[data-field="probe-answer"]')).toHaveText('no');
  await page.locator('[data-mode="right"]').click();
  await expect(probe(page, 'red-elemental-blast').locator('[data-field="probe-answer"]')).toHaveText('yes');
});

test('Meddling Mage takes the name inline; naming both halves is refused with 201.4b', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice&zone=hand');
  const mage = probe(page, 'meddling-mage');
  await expect(mage.locator('[data-field="probe-answer"]')).toHaveText('Ice');
  await mage.getByLabel('Name chosen:').selectOption('Ice');
  await expect(mage.locator('[data-field="probe-answer"]')).toHaveText('Fire');
  await mage.getByLabel('Name chosen:').selectOption('Fire // Ice');
  await expect(mage.locator('[data-field="probe-answer"]')).toHaveText('no answer');
  await expect(mage.locator('.why')).toContainText('never more than one');
  await expect(mage.locator('a.rule').first()).toHaveText('201.4b');
});

test('Void takes a number inline', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice&zone=hand');
  const input = probe(page, 'void').getByLabel('Number chosen:');
  await input.fill('4');
  await expect(probe(page, 'void').locator('[data-field="probe-answer"]')).toHaveText('yes');
  await input.fill('2');
  await expect(probe(page, 'void').locator('[data-field="probe-answer"]')).toHaveText('no');
  // Not a whole number: marked invalid, and the answer stays with the last number taken.
  await input.fill('4.5');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(probe(page, 'void').locator('[data-field="probe-answer"]')).toHaveText('no');
  // … and says so, beside the field (a status, read out), keeping what was typed.
  const error = probe(page, 'void').getByRole('status');
  await expect(error).toHaveText('Not a whole number from 0 to 999: the answer still uses 2.');
  await expect(input).toHaveAttribute('aria-describedby', await error.getAttribute('id'));
  await expect(input).toHaveValue('4.5');
  await input.fill('4');
  await expect(input).toHaveAttribute('aria-invalid', 'false');
  await expect(error).toHaveText('');
  await expect(probe(page, 'void').locator('[data-field="probe-answer"]')).toHaveText('yes');
});

test('rules history: Counterbalance revealing Wear // Tear, then the 2013 view', async ({ page }) => {
  await openToEnd(page, '?card=wear-tear&zone=graveyard');
  const item = page.locator('.history__item[data-probe="counterbalance"]');
  await expect(item).toContainText('today mana value 3');
  // Under the 2013 rules, in their term (before April 2021: converted mana cost).
  await expect(item).toContainText('converted mana cost 1 or 2');
  // A real link (for a new tab) to the card under those rules in the zone the effect looks
  // at (Counterbalance reveals the top of a library); a plain click goes to the same view,
  // keeping the mode.
  const link = item.getByRole('link', { name: /Dragon's Maze rules/ });
  await expect(link).toHaveAttribute('href', '?card=wear-tear&zone=library&mode=left&era=2013');
  // It says where it goes: the zone changes too.
  await expect(link).toHaveAttribute('title', 'Show the card in the library under these rules');
  await page.locator('[data-mode="right"]').click();
  await link.click();
  await expect(page).toHaveURL(/\?card=wear-tear&zone=library&mode=right&era=2013$/);
  await expect(page.locator('[data-zone="library"]')).toHaveAttribute('aria-checked', 'true');
  // Two sets of characteristics off the stack, one per half, with that era's rules.
  await expect(page.locator('[data-field="mana-value"]')).toHaveText(['2', '1']);
  await expect(page.locator('.panel .rule--historic').first()).toContainText('2013 rules');
  // The effect's answer under those rules is among the probes on screen.
  await expect(probe(page, 'counterbalance').locator('[data-field="probe-answer"]')).toHaveText('converted mana cost 1 or 2');
});

test('an older era\'s citation is text, not a link, and switching eras updates the citations in place', async ({ page }) => {
  await openToEnd(page, '?card=who-what-when-where-why&zone=hand&mode=who');
  const first = page.locator('[data-field="mana-value"]').first().locator('xpath=ancestor::dd').locator('.rule').first();
  await expect(first).toHaveAttribute('href', /#R/);
  await expect(first).toHaveAttribute('rel', 'noopener');
  // Marked, to tell whether the element is the same one after the switch.
  await first.evaluate((e) => { e.dataset.probeMark = 'kept'; });
  await page.locator('#era-select').selectOption('2013');
  const marked = page.locator('[data-probe-mark="kept"]');
  await expect(marked).toHaveClass(/rule--historic/);
  await expect(marked).toContainText('2013 rules');
  for (const attr of ['href', 'target', 'rel', 'aria-label']) await expect(marked).not.toHaveAttribute(attr, /.*/);
  // Not a link: screen readers and the keyboard pass it as text.
  await expect(page.locator('.panel .rule--historic').first()).not.toHaveRole('link');
  expect(await marked.evaluate((e) => { e.focus(); return document.activeElement === e; })).toBe(false);
  await page.locator('#era-select').selectOption('current');
  await expect(marked).not.toHaveClass(/rule--historic/);
  await expect(marked).toHaveAttribute('href', /#R/);
});

test('the aftermath and Repudiate // Replicate rulings: Iona (green) lets Destined be cast, not Lead; Bring to Light with 4 misses Assault // Battery', async ({ page }) => {
  await openToEnd(page, '?card=destined-lead&zone=graveyard');
  const iona = probe(page, 'iona-shield-of-emeria');
  await expect(iona.locator('[data-field="probe-answer"]')).toHaveText('Destined');
  await expect(iona.locator('.why')).toContainText('chosen color (green)');
  await openToEnd(page, '?card=assault-battery&zone=library');
  const input = probe(page, 'bring-to-light').getByLabel('Number chosen:');
  await input.fill('4');
  await expect(probe(page, 'bring-to-light').locator('[data-field="probe-answer"]')).toHaveText('no');
  await expect(probe(page, 'bring-to-light').locator('.why')).toContainText('mana value 5, not 4 or less');
  await input.fill('5');
  await expect(probe(page, 'bring-to-light').locator('[data-field="probe-answer"]')).toHaveText('yes');
});

// Each probe reads as its question and the answer, in every language; a cost is drawn as
// mana symbols, each named.
test('a probe is its question and the answer: Meddling Mage naming Fire, in three languages', async ({ page }) => {
  for (const [lang, question] of [
    ['en', 'Meddling Mage: Naming Fire, what of Fire // Ice can still be cast? — Ice'],
    ['fr', 'Meddling Mage\u00a0: En nommant Fire, que peut-on encore lancer de Fire // Ice\u202f? — Ice'],
    ['de', 'Meddling Mage: Fire genannt: was von Fire // Ice kann noch gewirkt werden? — Ice'],
  ]) {
    await openToEnd(page, `?card=fire-ice&zone=hand&mode=left&lang=${lang}`);
    const mage = probe(page, 'meddling-mage');
    await expect(mage.locator('.probe__question')).toHaveText(question);
  }
  // The question follows the name chosen.
  await page.goto('/?card=fire-ice&zone=hand&mode=left');
  await page.locator('.sections-pending').scrollIntoViewIfNeeded();
  const mage = probe(page, 'meddling-mage');
  await mage.locator('select').selectOption('Ice');
  await expect(mage.locator('.probe__question')).toHaveText('Meddling Mage: Naming Ice, what of Fire // Ice can still be cast? — Fire');
  // An effect that looks at the spell asks about the half cast.
  await page.goto('/?card=fire-ice&zone=stack&mode=right');
  await page.locator('.sections-pending').scrollIntoViewIfNeeded();
  await expect(probe(page, 'error').locator('.probe__question')).toHaveText('Error (Trial // Error): Can it counter Ice? — no');
});

test('a cost in a probe is drawn as mana symbols, each named: Snapcaster Mage giving Fire flashback', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice&zone=graveyard&mode=left');
  const mage = probe(page, 'snapcaster-mage');
  const answer = mage.locator('[data-field="probe-answer"]');
  await expect(answer.locator('.ms[role="img"]')).toHaveCount(2);
  expect(await answer.locator('.ms').evaluateAll((s) => s.map((e) => e.getAttribute('aria-label')))).toEqual(['1 generic mana', 'red mana']);
  await expect(mage.locator('.why .ms[role="img"]')).not.toHaveCount(0);
  expect(await mage.innerText()).not.toContain('{');
  await page.evaluate(() => document.fonts.ready);
  await mage.screenshot({ path: 'e2e/artifacts/probe-snapcaster.png' });
});

// The rules history: eras in a row with one answer are one line, each era a link by its
// year; the era on screen is marked.
for (const [theme, width] of [['light', 360], ['dark', 360], ['light', 1440], ['dark', 1440]]) {
  test(`rules history grouped by answer: Counterbalance revealing Wear // Tear (${theme}, ${width} px)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width, height: 800 });
    await openToEnd(page, '?card=wear-tear&zone=graveyard');
    const item = page.locator('.history__item[data-probe="counterbalance"]');
    const runs = item.locator('.history__run');
    await expect(runs.first()).toContainText(/^2000 – 2017: converted mana cost 1 or 2/);
    const eras = runs.first().locator('a.history__era');
    // Each by its year, named in full for a screen reader.
    await expect(eras).toHaveText([/^2013, Dragon's Maze rules/, /^2009, Magic 2010 rules/, /^2006, Dissension rules/, /^2000, Invasion rules/]);
    // No two lines in a row say the same.
    const answers = await runs.locator('.history__answer').allTextContents();
    answers.slice(1).forEach((a, i) => expect(a).not.toBe(answers[i]));
    await page.evaluate(() => document.fonts.ready);
    await page.locator('.history').screenshot({ path: `e2e/artifacts/history-${theme}-${width}.png` });
    await page.locator('.probes').screenshot({ path: `e2e/artifacts/probes-${theme}-${width}.png` });
    await eras.nth(2).click();
    await expect(page).toHaveURL(/era=2006/);
    await expect(eras.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(item.locator('a[aria-current]')).toHaveCount(1);
  });
}

test('a click draws the probes in its own task when they are on screen, and after the answer is painted when not', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice&zone=library&mode=left');
  // In the page: after a click on a zone, whether Dark Confidant (a library effect) was
  // still listed when the answer showed the new zone (the render's end), and once the
  // frame after it was painted.
  const click = (zone, scrolledTo) => page.evaluate(async ([zone, scrolledTo]) => {
    const frame = () => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
    if (scrolledTo) document.querySelector(scrolledTo).scrollIntoView({ block: 'center' });
    else window.scrollTo(0, 0);
    // The sections' observer has seen where they are.
    await frame();
    await frame();
    const bob = () => !document.querySelector('.probe[data-probe="dark-confidant"]').hidden;
    const rendered = new Promise((ok) => {
      const mo = new MutationObserver(() => {
        if (document.querySelector(`[data-zone="${zone}"]`).getAttribute('aria-checked') !== 'true') return;
        mo.disconnect();
        ok(bob());
      });
      mo.observe(document.querySelector('#app'), { subtree: true, childList: true, attributes: true, characterData: true });
    });
    document.querySelector(`[data-zone="${zone}"]`).click();
    const atRender = await rendered;
    await frame();
    await frame();
    return { atRender, painted: bob() };
  }, [zone, scrolledTo]);
  // At the top of the page the probes are far below: drawn for the stack after the paint.
  expect(await click('stack', null)).toEqual({ atRender: true, painted: false });
  expect(await click('library', null)).toEqual({ atRender: false, painted: true });
  // Looked at, they are drawn with the answer.
  expect(await click('stack', '.probe[data-probe="dark-confidant"]')).toEqual({ atRender: false, painted: false });
  expect(await click('library', '.probes')).toEqual({ atRender: true, painted: true });
});
