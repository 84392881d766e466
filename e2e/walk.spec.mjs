// A user walk's defects: the matrix disagreed with the answer panel (X, where the spell was
// cast from, a Room's doors), X was lost on a change of mode, and a share link was lost on
// a reload before its offer was answered. Each checked in the built app, in English and
// where text is involved in French and German.
import { test, expect, open, field, freshPage, KNOCK_TALK, openToEnd } from './fixtures.mjs';

const cell = (page, zone, i) => page.locator(`tr[data-zone-row="${zone}"] a.cell-link`).nth(i);

/** Follows every cell of the rows named and checks the panel says what the cell said. */
async function cellsAgree(page, zones) {
  for (const zone of zones) {
    const n = await page.locator(`tr[data-zone-row="${zone}"] a.cell-link`).count();
    for (let i = 0; i < n; i++) {
      const link = cell(page, zone, i);
      const href = await link.getAttribute('href');
      const mv = await link.locator('.mv').count() ? (await link.locator('.mv').textContent()).match(/\d+/)[0] : null;
      const legal = await link.evaluate((a) => a.parentElement.classList.contains('cell--no') ? 'false' : 'true');
      const title = await link.evaluate((a) => a.parentElement.getAttribute('title'));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?&]/g, '\\$&')}$`));
      await expect(page.locator('.matrix [aria-current="true"]')).toHaveAttribute('href', href);
      if (mv !== null) await expect(field(page, 'mana-value')).toHaveText(mv);
      await expect(field(page, 'legality')).toHaveAttribute('data-legal', legal);
      if (title) await expect(field(page, 'legality')).toContainText(title);
    }
  }
}

test('the matrix has the view\'s X: its Stack cell says the mana value the answer says, and its links keep X', async ({ page }) => {
  await openToEnd(page, '?card=expansion-explosion&zone=stack&mode=right&x=12');
  await expect(field(page, 'mana-value')).toHaveText('16');
  await expect(cell(page, 'stack', 1).locator('.mv')).toHaveText('MV 16 · blue and red');
  await expect(cell(page, 'stack', 1)).toHaveAttribute('href', '?card=expansion-explosion&zone=stack&mode=right&x=12');
  // Expansion has no {X}: no x in its link; following it and back keeps the user's X.
  await expect(cell(page, 'stack', 0)).toHaveAttribute('href', '?card=expansion-explosion&zone=stack&mode=left');
  await cell(page, 'stack', 0).click();
  await expect(page).toHaveURL(/zone=stack&mode=left$/);
  await cell(page, 'stack', 1).click();
  await expect(page).toHaveURL(/zone=stack&mode=right&x=12$/);
  await expect(field(page, 'mana-value')).toHaveText('16');
  await expect(page.locator('#x-input')).toHaveValue('12');
  await cellsAgree(page, ['stack', 'hand']);
});

for (const [lang, mv, from] of [['fr', 'VM 16', /cimetière/], ['de', 'MB 16', /Friedhof/]]) {
  test(`lang=${lang}: the matrix's X and origin are the panel's`, async ({ page }) => {
    await openToEnd(page, `?card=expansion-explosion&zone=stack&mode=right&x=12&lang=${lang}`);
    await expect(cell(page, 'stack', 1).locator('.mv')).toContainText(mv);
    await openToEnd(page, `?card=fire-ice&zone=stack&mode=left&from=graveyard&lang=${lang}`);
    const title = await cell(page, 'stack', 0).evaluate((a) => a.parentElement.getAttribute('title'));
    expect(title).toMatch(from);
    await expect(field(page, 'legality')).toContainText(title);
  });
}

test('the matrix has the view\'s origin: with from=graveyard the Stack cells are cast from the graveyard', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice&zone=stack&mode=left&from=graveyard');
  const stack = page.locator('tr[data-zone-row="stack"] td.cell');
  for (const i of [0, 1]) {
    await expect(stack.nth(i)).not.toHaveAttribute('title', /from your hand/);
    await expect(stack.nth(i)).toHaveAttribute('title', /graveyard/);
  }
  await expect(cell(page, 'stack', 1)).toHaveAttribute('href', '?card=fire-ice&zone=stack&mode=right&from=graveyard');
  await expect(field(page, 'legality')).toContainText(await stack.nth(0).getAttribute('title'));
  await cellsAgree(page, ['stack']);
});

test('the matrix has a Room\'s doors: the Battlefield row is the Room as the answer shows it', async ({ page }) => {
  await openToEnd(page, '?card=bottomless-pool-locker-room&zone=battlefield&mode=right');
  const mv = await field(page, 'mana-value').innerText();
  expect(mv).not.toBe('0');
  const right = cell(page, 'battlefield', 1);
  await expect(right.locator('.mv')).toContainText(`MV ${mv} ·`);
  await expect(page.locator('tr[data-zone-row="battlefield"] td.cell--no')).toHaveCount(0);
  await expect(page.locator('tr[data-zone-row="battlefield"] td.cell').nth(1)).not.toHaveAttribute('title', /battlefield/);
  await expect(page.locator('tr[data-zone-row="battlefield"]')).not.toContainText('MV 0 · colorless');
  // Both doors unlocked: every cell is the whole Room, and its links keep the doors.
  await page.locator('[data-door="left"]').click();
  await expect(page).toHaveURL(/unlocked=both/);
  const both = await field(page, 'mana-value').innerText();
  for (const i of [0, 1]) {
    await expect(cell(page, 'battlefield', i).locator('.mv')).toContainText(`MV ${both} ·`);
    await expect(cell(page, 'battlefield', i)).toHaveAttribute('href', /&unlocked=both$/);
  }
  await cellsAgree(page, ['battlefield', 'stack']);
});

test('the largest card\'s matrix agrees with the answer in every zone', async ({ page }) => {
  await openToEnd(page, '?card=who-what-when-where-why&zone=stack&mode=Who&x=3');
  await expect(cell(page, 'stack', 0).locator('.mv')).toContainText('MV 4');
  await cellsAgree(page, ['stack', 'library']);
});

for (const [slug, withX, withoutX, x, mv] of [
  ['expansion-explosion', 'right', 'left', '5', '9'],
  ['who-what-when-where-why', 'Who', 'What', '3', '4'],
]) {
  for (const lang of ['en', 'de']) {
    test(`${slug} (${lang}): X is kept across a change of mode and back`, async ({ page }) => {
      await open(page, `?card=${slug}&zone=stack&mode=${withX}&lang=${lang}`);
      await page.locator('#x-input').fill(x);
      await expect(page).toHaveURL(new RegExp(`mode=${withX}&x=${x}&lang=${lang}$`));
      await expect(field(page, 'mana-value')).toHaveText(mv);
      await page.locator(`[data-mode="${withoutX}"]`).click();
      // Not announced by a half without {X}: not in the address or the answer.
      await expect(page).toHaveURL(new RegExp(`mode=${withoutX}&lang=${lang}$`));
      await expect(page.locator('#x-input')).toHaveCount(0);
      await page.locator(`[data-mode="${withX}"]`).click();
      await expect(page).toHaveURL(new RegExp(`mode=${withX}&x=${x}&lang=${lang}$`));
      await expect(page.locator('#x-input')).toHaveValue(x);
      await expect(field(page, 'mana-value')).toHaveText(mv);
    });
  }
}

test('a share link stays in the address until its offer is answered: a reload offers it again', async ({ page, browser }) => {
  await open(page);
  await page.locator('.custom__summary').click();
  await page.locator('#import-text').fill(JSON.stringify(KNOCK_TALK));
  await page.locator('[data-import-confirm]').click();
  await page.locator('[data-share-card]').click();
  const link = await page.locator('[data-share-link]').inputValue();
  const payload = link.split('#share=')[1];

  const { context, page: other, problems } = await freshPage(browser);
  const offer = other.locator('[data-share-offer="card"]');
  await other.goto(link);
  await expect(offer).toContainText('Knock // Talk');
  await other.locator('.site-footer').waitFor();
  // Not answered: the address keeps the link, whatever the view shown meanwhile.
  expect(new URL(other.url()).hash).toBe(`#share=${payload}`);
  await other.locator('[data-zone="stack"]').click();
  await expect(other).toHaveURL(/zone=stack/);
  expect(new URL(other.url()).hash).toBe(`#share=${payload}`);
  await other.reload();
  await expect(offer).toContainText('Knock // Talk');
  expect(new URL(other.url()).hash).toBe(`#share=${payload}`);
  // Dismissed: the link goes, and a reload offers nothing.
  await offer.locator('button', { hasText: 'Dismiss' }).click();
  await expect(offer).toHaveCount(0);
  await expect.poll(() => new URL(other.url()).hash).toBe('');
  await other.reload();
  await other.locator('.site-footer').waitFor();
  await expect(offer).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});
