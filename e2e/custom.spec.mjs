// Custom cards: import by paste and file, the typed form, storage across reloads,
// export and re-import, share links, the sandboxed iframe, and the size limit.
import { readFile, writeFile } from 'node:fs/promises';
import { test, expect, open, field, freshPage, KNOCK_TALK } from './fixtures.mjs';

const PING_PONG = {
  object: 'card',
  name: 'Ping // Pong',
  card_faces: [
    { name: 'Ping', mana_cost: '{W}', type_line: 'Instant' },
    { name: 'Pong', mana_cost: '{3}{B}', type_line: 'Instant', oracle_text: 'Fuse' },
  ],
};

async function openPanel(page) {
  const details = page.locator('#custom-cards');
  if (!(await details.evaluate((d) => d.open))) await page.locator('.custom__summary').click();
}

async function paste(page, value) {
  await openPanel(page);
  await page.locator('#import-text').fill(typeof value === 'string' ? value : JSON.stringify(value));
}

test('a pasted card is imported, kept across a reload, and inspectable', async ({ page }) => {
  await open(page);
  await paste(page, KNOCK_TALK);
  await expect(page.locator('[data-import-preview]')).toContainText('Knock // Talk');
  await page.locator('[data-import-confirm]').click();
  await expect(page.locator('[data-custom-status]')).toContainText('Saved in this browser');
  // The inspector shows it: combined in the library (709.4b), one half on the stack.
  await expect(page).toHaveURL(/card=knock-talk/);
  await expect(field(page, 'mana-value')).toHaveText('5');
  await expect(page.locator('[data-custom-badge]')).toBeVisible();
  await page.reload();
  await page.locator('.panel').waitFor({ state: 'attached' });
  await expect(field(page, 'mana-value')).toHaveText('5');
  await page.locator('[data-zone="stack"]').click();
  await page.locator('[data-mode="right"]').click();
  await expect(field(page, 'names')).toHaveText('Talk');
  await expect(field(page, 'mana-value')).toHaveText('3');
  await expect(page.locator('.matrix')).toBeVisible();
  // The picker finds it with a query, marked custom.
  await page.locator('#picker-input').fill('mv=5 c:ur knock');
  await expect(page.locator('.picker__option[data-slug="knock-talk"] .custom-tag')).toHaveText('custom');
  // The open list lies over the panel's summary (it opens under the match count): closed
  // first, as a user would.
  await page.locator('#picker-input').press('Escape');
  await expect(page.locator('#picker-list')).toBeHidden();
  await openPanel(page);
  await expect(page.locator('[data-custom-card="knock-talk"]')).toBeVisible();
});

// A split permanent that isn't a Room (608.3): an artifact half and an artifact creature half.
const COG_GEAR = {
  object: 'card',
  name: 'Cog // Gear',
  card_faces: [
    { name: 'Cog', mana_cost: '{2}', type_line: 'Artifact', oracle_text: '{T}: Add {C}.' },
    { name: 'Gear', mana_cost: '{3}{U}', type_line: 'Artifact Creature — Construct', oracle_text: 'Flying' },
  ],
};

test('a split artifact cast from the stack enters the battlefield, read there as the half cast, then the whole card', async ({ page }) => {
  await open(page);
  await paste(page, COG_GEAR);
  await page.locator('[data-import-confirm]').click();
  await expect(page).toHaveURL(/card=cog-gear/);
  await page.locator('[data-zone="stack"]').click();
  await page.locator('[data-mode="right"]').click();
  await expect(field(page, 'leaves-stack-to')).toHaveText('Battlefield');
  // On the battlefield: the half that was cast, and the whole card there (709.4).
  await page.locator('[data-zone="battlefield"]').click();
  await expect(page.locator('.control__label', { hasText: 'Half that was cast' })).toBeVisible();
  await expect(field(page, 'names')).toContainText('Cog');
  await expect(field(page, 'names')).toContainText('Gear');
  await expect(field(page, 'mana-value')).toHaveText('6');
  await expect(field(page, 'leaves-stack-to')).toHaveText('Battlefield');
  // The other half: cast from a hand, legal, and the same whole card there.
  await page.locator('[data-mode="left"]').click();
  await expect(field(page, 'legality')).toHaveAttribute('data-legal', 'true');
  await expect(field(page, 'mana-value')).toHaveText('6');
});

// A half with no mana cost and a blue color indicator, as Scryfall exports it (202.2e).
const VISION_INSIGHT = {
  object: 'card',
  name: 'Vision // Insight',
  card_faces: [
    { name: 'Vision', mana_cost: '', color_indicator: ['U'], type_line: 'Sorcery', oracle_text: 'Target player draws three cards.' },
    { name: 'Insight', mana_cost: '{1}{R}', type_line: 'Instant', oracle_text: 'Insight deals 2 damage to any target.' },
  ],
};

test('a color indicator is kept: the card and its spell have its color, and its half is drawn in it', async ({ page }) => {
  await open(page);
  await paste(page, VISION_INSIGHT);
  await page.locator('[data-import-confirm]').click();
  await expect(page).toHaveURL(/card=vision-insight/);
  await expect(field(page, 'colors')).toContainText('blue');
  await expect(field(page, 'colors')).toContainText('red');
  await expect(page.locator('.card-figure .half').first()).toHaveClass(/frame-u/);
  await page.locator('[data-zone="stack"]').click();
  await page.locator('[data-mode="left"]').click();
  await expect(field(page, 'names')).toHaveText('Vision');
  await expect(field(page, 'colors')).toContainText('blue');
  await expect(page.locator('a.rule', { hasText: '202.2e' }).first()).toBeVisible();
  // Kept across a reload (stored as the export, which writes the indicator).
  await page.reload();
  await page.locator('.panel').waitFor({ state: 'attached' });
  await expect(field(page, 'colors')).toContainText('blue');
});

test('a bad paste shows the JSON path and imports nothing', async ({ page }) => {
  await open(page);
  const bad = structuredClone(KNOCK_TALK);
  bad.card_faces[1].mana_cost = '{Q}';
  await paste(page, [PING_PONG, bad]);
  await expect(page.locator('[data-error-path]')).toHaveText('$[1].card_faces[1].mana_cost');
  await expect(page.locator('[data-import-error]')).toContainText('Nothing was imported');
  await expect(page.locator('[data-error-expected]')).toContainText('a hybrid like {W/U}');
  await expect(page.locator('[data-import-confirm]')).toHaveCount(0);
  // The paste box is marked invalid and described by the error, as a form field is.
  await expect(page.locator('#import-text')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#import-text')).toHaveAttribute('aria-describedby', 'import-help import-error');
  await expect(page.locator('#import-error')).toHaveCount(1);
  await expect(page.locator('.custom__summary')).toContainText('(0 saved)');
  expect(await page.evaluate(() => localStorage.getItem('split-card-inspector.custom-cards'))).toBeNull();
  await paste(page, '{"card_faces": [');
  await expect(page.locator('[data-error-path]')).toHaveText('$');
});

test('the panel is built when first opened, and closing it loses nothing typed', async ({ page }) => {
  await open(page);
  await expect(page.locator('#import-text')).toHaveCount(0);
  await paste(page, '{"name": "half typed');
  await page.locator('.custom__summary').click();
  await expect(page.locator('#import-text')).toBeHidden();
  await page.locator('.custom__summary').click();
  await expect(page.locator('#import-text')).toHaveValue('{"name": "half typed');
});

test('lang=fr and lang=de: the import error is in that language, the JSON path unchanged', async ({ page }) => {
  await open(page, '?lang=fr');
  const bad = structuredClone(KNOCK_TALK);
  bad.card_faces[1].mana_cost = '{Q}';
  await paste(page, [PING_PONG, bad]);
  const error = page.locator('[data-import-error]');
  await expect(page.locator('[data-error-path]')).toHaveText('$[1].card_faces[1].mana_cost');
  await expect(error).toContainText("Rien n'a été importé.");
  await expect(page.locator('[data-error-problem]')).toContainText('symbole de mana inconnu {Q}');
  await expect(page.locator('[data-error-expected]')).toHaveText(
    'un nombre, X, Y, Z, W, U, B, R, G, C, S, un symbole hybride comme {W/U} ou {2/W}, ou un symbole phyrexian comme {W/P}');
  await expect(error).not.toContainText('unknown');
  await expect(error).not.toContainText('expected');
  await expect(page.locator('[data-import-confirm]')).toHaveCount(0);
  // Broken JSON: where in the document, in French.
  await paste(page, '{"card_faces": [');
  await expect(page.locator('[data-error-path]')).toHaveText('$');
  await expect(page.locator('[data-error-problem]')).toHaveText(
    "JSON invalide à la ligne 1, colonne 17 : le document s'arrête là où une valeur était attendue",
  );
  // Switching the language re-renders the same error in German.
  await page.locator('[data-lang-picker]').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('[data-error-problem]')).toHaveText(
    'ungültiges JSON in Zeile 1, Spalte 17: das Dokument endet, wo ein Wert erwartet wurde',
  );
  await expect(page.locator('[data-error-expected]')).toHaveText(
    'ein Scryfall-Kartenobjekt, ein Array davon oder ein Listenobjekt',
  );
  // A German type-line error, and the typed form's error next to its field.
  const wizardry = structuredClone(KNOCK_TALK);
  wizardry.card_faces[1].type_line = 'Wizardry';
  await paste(page, wizardry);
  await expect(page.locator('[data-error-path]')).toHaveText('$.card_faces[1].type_line');
  await expect(page.locator('[data-error-problem]')).toContainText(
    '"Wizardry" ist weder ein Kartentyp noch ein Obertyp',
  );
  await page.locator('#form-face-0-name').fill('Knock');
  await page.locator('#form-face-1-name').fill('Talk');
  await page.locator('#form-face-1-mana_cost').fill('{1}{');
  await page.locator('[data-form-create]').click();
  await expect(page.locator('#form-face-1-mana_cost-error')).toHaveText(
    'eine geschweifte Klammer „{“ wird nie mit „}“ geschlossen (erwartet: Kosten wie {1}{R} oder {X}{U}{U})',
  );
});

test('the form creates a working Room and an aftermath card, errors next to the field', async ({ page }) => {
  await open(page);
  await openPanel(page);
  await page.locator('#form-layout').selectOption('room');
  await expect(page.locator('#form-face-0-type_line')).toHaveValue('Enchantment — Room');
  await page.locator('#form-face-0-name').fill('Cellar Door');
  await page.locator('#form-face-0-mana_cost').fill('{1}{B}');
  await page.locator('#form-face-1-name').fill('Attic Window');
  await page.locator('#form-face-1-mana_cost').fill('{Q}');
  await page.locator('[data-form-create]').click();
  // The error sits next to face 2's mana cost, which gets the focus.
  await expect(page.locator('#form-face-1-mana_cost-error')).toBeVisible();
  await expect(page.locator('#form-face-1-mana_cost')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#form-face-1-mana_cost')).toBeFocused();
  await page.locator('#form-face-1-mana_cost').fill('{3}{U}');
  await page.locator('[data-form-create]').click();
  await expect(page).toHaveURL(/card=cellar-door-attic-window/);
  await expect(field(page, 'type-line')).toContainText('Room');
  await page.locator('[data-zone="battlefield"]').click();
  await expect(field(page, 'names')).toHaveText('Cellar Door');

  await page.locator('#form-layout').selectOption('aftermath');
  await page.locator('#form-face-0-name').fill('Dig');
  await page.locator('#form-face-0-mana_cost').fill('{G}');
  await page.locator('#form-face-1-name').fill('Delve');
  await page.locator('#form-face-1-mana_cost').fill('{2}{B}');
  await page.locator('[data-form-create]').click();
  await expect(page).toHaveURL(/card=dig-delve/);
  await expect(page.locator('[data-mode="aftermath"]')).toBeVisible();
  await page.locator('[data-zone="stack"]').click();
  await page.locator('[data-mode="aftermath"]').click();
  await expect(field(page, 'leaves-stack-to')).toContainText(/exile/i);
});

test('export downloads every custom card and re-importing gives the same cards', async ({ page }) => {
  await open(page);
  await paste(page, { object: 'list', data: [KNOCK_TALK, PING_PONG] });
  await expect(page.locator('[data-import-preview]')).toContainText('Ping // Pong');
  await page.locator('[data-import-confirm]').click();
  await expect(page.locator('[data-custom-card]')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-export-all]').click(),
  ]);
  expect(download.suggestedFilename()).toBe('custom-cards.json');
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(JSON.parse(text).map((c) => c.name)).toEqual(['Knock // Talk', 'Ping // Pong']);
  // The same JSON on the page, for a frame that can't download: shown and hidden again.
  const show = page.getByRole('button', { name: 'Show the JSON' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(show).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('All your custom cards as Scryfall JSON')).toHaveValue(text);
  await show.click();
  await expect(page.locator('#export-json')).toHaveCount(0);
  // Start afresh, re-import the file through the file input.
  await page.evaluate(() => localStorage.clear());
  await open(page);
  await openPanel(page);
  await expect(page.locator('[data-custom-card]')).toHaveCount(0);
  await page.locator('#import-file').setInputFiles(path);
  await expect(page.locator('[data-import-preview]')).toContainText('Ready to import (2)');
  await page.locator('[data-import-confirm]').click();
  await expect(page.locator('[data-custom-card]')).toHaveCount(2);
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-export-all]').click(),
  ]);
  expect(await readFile(await again.path(), 'utf8')).toBe(text);
  // A catalogue card exports the same way.
  await open(page, '?card=fire-ice');
  const [one] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-export-card]').click(),
  ]);
  expect(one.suggestedFilename()).toBe('fire-ice.json');
  expect(JSON.parse(await readFile(await one.path(), 'utf8')).name).toBe('Fire // Ice');
});

test('a share link opens in a new page and offers the card', async ({ page, browser }) => {
  await open(page);
  await paste(page, KNOCK_TALK);
  await page.locator('[data-import-confirm]').click();
  await page.locator('[data-share-card]').click();
  const link = await page.locator('[data-share-link]').inputValue();
  expect(link).toMatch(/#share=[A-Za-z0-9_-]+$/);
  expect(link.length).toBeLessThan(6144 + 100);

  // A fresh browser profile: nothing saved there.
  const { context, page: other, problems } = await freshPage(browser);
  await other.goto(link);
  await expect(other.locator('[data-share-offer="card"]')).toContainText('Save this shared card?');
  await expect(other.locator('[data-share-offer="card"]')).toContainText('Knock // Talk');
  // The page asks its question first: focus is on the offer, so a screen reader says it.
  await expect(other.locator('#share-offer-title')).toBeFocused();
  expect(await other.evaluate(() => localStorage.getItem('split-card-inspector.custom-cards'))).toBeNull();
  await other.locator('[data-share-save]').click();
  await expect(other).toHaveURL(/card=knock-talk/);
  await expect(other.locator('[data-field="mana-value"]').first()).toHaveText('5');
  expect(await other.evaluate(() => localStorage.getItem('split-card-inspector.custom-cards'))).toContain('Knock');

  // A damaged link says so, and nothing breaks.
  await other.goto(`${link.split('#')[0]}#share=AAAA${link.split('#share=')[1].slice(10)}`);
  await expect(other.locator('[data-share-offer="error"] p')).toHaveText(
    "The card shared in this link couldn't be used: the link is damaged (cut short or changed on the way).",
  );
  // The message starts at the box's padding: no empty band above it.
  const gap = await other.locator('[data-share-offer="error"]').evaluate((box) => {
    const style = getComputedStyle(box);
    const inner = box.getBoundingClientRect().top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
    return box.querySelector('p').getBoundingClientRect().top - inner;
  });
  expect(Math.abs(gap)).toBeLessThan(1);
  expect(problems).toEqual([]);
  await context.close();
});

test('a shared card only looked at stays in the address: a reload shows it again', async ({ page, browser }) => {
  await open(page);
  await paste(page, KNOCK_TALK);
  await page.locator('[data-import-confirm]').click();
  await page.locator('[data-share-card]').click();
  const link = await page.locator('[data-share-link]').inputValue();
  const payload = link.split('#share=')[1];

  // A fresh browser profile: nothing saved there.
  const { context, page: other, problems } = await freshPage(browser);
  const names = other.locator('[data-field="names"]').first();
  await other.goto(link);
  await other.locator('[data-share-view]').click();
  await expect(other).toHaveURL(/card=knock-talk/);
  await expect(names).toHaveText('Knock // Talk');
  await other.locator('[data-zone="stack"]').click();
  await expect(names).toHaveText('Knock');
  await expect(other).toHaveURL(/card=knock-talk&zone=stack/);
  // A reload shows the same card and view, not Fire // Ice with a notice; nothing is saved.
  await other.reload();
  await other.locator('.panel').waitFor({ state: 'attached' });
  await expect(names).toHaveText('Knock');
  expect(new URL(other.url()).hash).toBe(`#share=${payload}`);
  await expect(other.locator('[data-field="mana-value"]').first()).toHaveText('2');
  await expect(other.locator('[data-notice]')).toHaveCount(0);
  expect(await other.evaluate(() => localStorage.getItem('split-card-inspector.custom-cards'))).toBeNull();
  // Another card's address doesn't carry it; Back to the shared card's does.
  await other.locator('#picker-input').fill('Fire // Ice');
  await other.locator('.picker__option[data-slug="fire-ice"]').click();
  await expect(other).toHaveURL(/card=fire-ice/);
  expect(new URL(other.url()).hash).toBe('');
  await other.goBack();
  await expect(names).toHaveText('Knock');
  expect(new URL(other.url()).hash).toBe(`#share=${payload}`);
  expect(problems).toEqual([]);
  await context.close();
});

const READY_SET_GO = {
  object: 'card',
  name: 'Ready // Set // Go',
  card_faces: [
    { name: 'Ready', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Fuse' },
    { name: 'Set', mana_cost: '{U}', type_line: 'Instant' },
    { name: 'Go', mana_cost: '{G}', type_line: 'Instant' },
  ],
};

test('a fuse card of three halves is fused with all three, in every language; and naming the whole card names all halves', async ({ page }) => {
  await open(page);
  await paste(page, READY_SET_GO);
  await page.locator('[data-import-confirm]').click();
  await expect(page).toHaveURL(/card=ready-set-go/);
  for (const [lang, label] of [['en', 'Fused (all halves)'], ['fr', 'Fusionnée (toutes les moitiés)'], ['de', 'Fusioniert (alle Hälften)']]) {
    await open(page, `?card=ready-set-go&zone=stack&mode=fused&lang=${lang}`);
    await expect(page.locator('[data-mode="fused"]')).toHaveText(label);
    await expect(page.locator('[data-mode="fused"]')).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('.matrix thead th').last()).toHaveText(label);
  }
  // A two-halved fuse card still says both.
  await open(page, '?card=alive-well&zone=stack&mode=fused');
  await expect(page.locator('[data-mode="fused"]')).toHaveText('Fused (both halves)');
  // So does naming the whole card for Meddling Mage: both halves of two, all of five.
  await open(page, '?card=fire-ice&zone=hand');
  await expect(page.locator('[data-probe="meddling-mage"] option').last()).toHaveText('Fire // Ice (both halves)');
  await open(page, '?card=who-what-when-where-why&zone=hand&lang=de');
  await expect(page.locator('[data-probe="meddling-mage"] option').last())
    .toHaveText('Who // What // When // Where // Why (alle Hälften)');
});

test('inside a sandboxed iframe import works and says it cannot save', async ({ page }) => {
  await page.route('**/__sandbox-custom.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>host</title><link rel="icon" href="data:,">'
        + '<iframe title="inspector" sandbox="allow-scripts" width="1000" height="1400" src="/"></iframe>',
    }));
  await page.goto('/__sandbox-custom.html');
  const frame = page.frameLocator('iframe');
  await frame.locator('.custom__summary').click();
  await expect(frame.locator('[data-storage-note]')).toContainText("can't save");
  await frame.locator('#import-text').fill(JSON.stringify(KNOCK_TALK));
  await frame.locator('[data-import-confirm]').click();
  await expect(frame.locator('[data-custom-status]')).toContainText("can't save");
  await expect(frame.locator('[data-field="mana-value"]').first()).toHaveText('5');
  await expect(frame.locator('[data-custom-card="knock-talk"]')).toBeVisible();
});

test('a 50 MB file, drop or paste is refused at once and the page stays responsive', async ({ page }, testInfo) => {
  await open(page, '?card=fire-ice');
  await openPanel(page);
  const huge = testInfo.outputPath('huge.json');
  await writeFile(huge, Buffer.alloc(50 * 1024 * 1024, 0x20));
  let started = Date.now();
  await page.locator('#import-file').setInputFiles(huge);
  await expect(page.locator('[data-import-error]')).toContainText('50.0 MB');
  const fileMs = Date.now() - started;
  await expect(page.locator('[data-import-error]')).toContainText('5 MB');
  // Dropped on the drop zone (a file made in the page).
  await page.locator('#import-text').fill(' ');
  await expect(page.locator('[data-import-error]')).toHaveCount(0);
  started = Date.now();
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(50 * 1024 * 1024)], 'dropped.json', { type: 'application/json' }));
    const zone = document.querySelector('[data-drop-zone]');
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: dt }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dt }));
  });
  await expect(page.locator('[data-import-error]')).toContainText('50.0 MB');
  const dropMs = Date.now() - started;
  // A 50 MB paste: the length is checked before the text is read.
  const elapsed = await page.evaluate(() => {
    const area = document.getElementById('import-text');
    area.value = '[' + ' '.repeat(50 * 1024 * 1024);
    const t0 = performance.now();
    area.dispatchEvent(new InputEvent('input', { bubbles: true }));
    return performance.now() - t0;
  });
  await expect(page.locator('[data-import-error]')).toContainText('50.0 MB');
  await expect(page.locator('#import-text')).toHaveValue('');
  console.log(`50 MB refused: file ${fileMs} ms (incl. upload), drop ${dropMs} ms, paste handler ${elapsed.toFixed(0)} ms`);
  await page.locator('[data-zone="stack"]').click();
  await page.locator('[data-mode="left"]').click();
  await expect(field(page, 'mana-value')).toHaveText('2');
  await expect(page.locator('.custom__summary')).toContainText('(0 saved)');
});

// Two tabs of one browser share storage: each reads the list again before writing it, and
// when the other tab changes it, so neither writes over the cards the other saved or removed.
test('two tabs: cards saved or removed in one are never lost by a change in the other', async ({ page }) => {
  const HOT_COLD = {
    object: 'card', name: 'Hot // Cold',
    card_faces: [
      { name: 'Hot', mana_cost: '{1}{R}', type_line: 'Instant' },
      { name: 'Cold', mana_cost: '{2}{U}', type_line: 'Instant' },
    ],
  };
  await open(page);
  const other = await page.context().newPage();
  const otherErrors = [];
  other.on('console', (m) => { if (m.type() === 'error') otherErrors.push(m.text()); });
  await open(other);
  // Tab 1 saves Ping // Pong; tab 2, open since before, saves Hot // Cold.
  await paste(page, PING_PONG);
  await page.locator('[data-import-confirm]').click();
  await expect(page.locator('[data-custom-status]')).toContainText('Saved in this browser');
  await paste(other, HOT_COLD);
  await other.locator('[data-import-confirm]').click();
  await expect(other.locator('[data-custom-status]')).toContainText('Saved in this browser');
  await expect(other.locator('[data-custom-card="ping-pong"]')).toBeVisible();
  // Tab 1 shows the other tab's card without a reload (the storage event)…
  await expect(page.locator('[data-custom-card="hot-cold"]')).toBeVisible();
  // …and removing its own card keeps the other's.
  await page.getByRole('button', { name: 'Remove Ping // Pong' }).click();
  await expect(other.locator('[data-custom-card="ping-pong"]')).toHaveCount(0);
  await other.reload();
  await other.locator('.panel').waitFor({ state: 'attached' });
  await openPanel(other);
  await expect(other.locator('[data-custom-card="hot-cold"]')).toBeVisible();
  await expect(other.locator('[data-custom-card="ping-pong"]')).toHaveCount(0);
  expect(otherErrors).toEqual([]);
  await other.close();
});

// The same name again with new costs: asked, said, and the page shows the new card at once.
test('a card imported again under its name replaces the saved one, says so, and is what the page shows', async ({ page }) => {
  await open(page);
  await paste(page, PING_PONG);
  await page.locator('[data-import-confirm]').click();
  await expect(field(page, 'mana-value')).toHaveText('5');
  const dearer = structuredClone(PING_PONG);
  dearer.card_faces[0].mana_cost = '{5}{W}{W}';
  await paste(page, dearer);
  await page.locator('[data-import-confirm]').click();
  // Asked first (see custom-frictions.spec.mjs).
  await page.getByRole('button', { name: 'Import and replace' }).click();
  await expect(page.locator('[data-custom-status]')).toContainText('Replaced what was saved under the same name: Ping // Pong.');
  await expect(field(page, 'mana-value')).toHaveText('11');
  await expect(page.locator('.matrix')).toContainText('MV 11');
  await expect(page.locator('.card-figure')).toContainText('Ping');
  await expect(page.locator('[data-custom-card]')).toHaveCount(1);
  // The same card again replaces nothing.
  await paste(page, dearer);
  await page.locator('[data-import-confirm]').click();
  await expect(page.locator('[data-custom-status]')).toContainText('Imported 1: Ping // Pong.');
  await expect(page.locator('[data-custom-status]')).not.toContainText('Replaced');
});
