// Toggling zone, mode, origin, doors and X updates the engine's answer.
import { test, expect, open, field, openToEnd } from './fixtures.mjs';

test('Down // Dirty fused on the stack has mana value 7', async ({ page }) => {
  await open(page, '?card=down-dirty&zone=library');
  await expect(field(page, 'mana-value')).toHaveText('7');
  await page.locator('[data-zone="stack"]').click();
  await page.locator('[data-mode="fused"]').click();
  await expect(page.locator('[data-mode="fused"]')).toHaveAttribute('aria-checked', 'true');
  await expect(field(page, 'mana-value')).toHaveText('7');
  await expect(field(page, 'names')).toHaveText('Down // Dirty');
  await expect(field(page, 'legality')).toContainText('Legal');
  // From the graveyard a fuse card can't be cast fused (702.102a).
  await page.locator('[data-from="graveyard"]').click();
  await expect(field(page, 'legality')).toContainText('Illegal');
  await expect(field(page, 'legality')).toContainText('hand');
  await expect(page).toHaveURL(/zone=stack&mode=fused&from=graveyard/);
});

test('the aftermath half cast from hand is illegal, with the reason and rule', async ({ page }) => {
  await open(page, '?card=destined-lead&zone=library');
  await page.locator('[data-zone="stack"]').click();
  await page.locator('[data-mode="aftermath"]').click();
  await expect(field(page, 'legality')).toContainText('Legal');
  await expect(field(page, 'leaves-stack-to')).toHaveText('Exile');
  await page.locator('[data-from="hand"]').click();
  await expect(field(page, 'legality')).toHaveAttribute('data-legal', 'false');
  await expect(field(page, 'legality')).toContainText('graveyard');
  await expect(page.locator('[data-field="no-spell"]')).toBeVisible();
  await expect(page.locator('[data-field="no-spell"] a.rule')).toHaveText(['702.127a']);
  await expect(page.locator('.half.is-illegal')).toHaveCount(1);
});

test('fused is not offered for Fire // Ice, and the battlefield is disabled with a reason', async ({ page }) => {
  await open(page, '?card=fire-ice');
  await expect(page.locator('[data-mode]')).toHaveCount(2);
  await expect(page.locator('[data-mode="fused"]')).toHaveCount(0);
  const bf = page.locator('[data-zone="battlefield"]');
  await expect(bf).toHaveAttribute('aria-disabled', 'true');
  await expect(bf).toHaveAttribute('title', /instant or sorcery/);
  await bf.click({ force: true });
  await expect(page.locator('[data-zone="library"]')).toHaveAttribute('aria-checked', 'true');
});

test('why a zone is disabled shows while the zone group has the keyboard focus', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=hand&mode=left');
  const hint = page.locator('.segmented:has([data-zone]) + .segmented__hint');
  await expect(hint).toBeHidden();
  // Arrow keys skip the battlefield; its reason is shown beside the group meanwhile.
  await page.locator('[data-zone="hand"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-zone="stack"]')).toHaveAttribute('aria-checked', 'true');
  await expect(hint).toBeVisible();
  await expect(hint).toContainText(/instant or sorcery/);
  // Elsewhere, it goes.
  await page.locator('#picker-input').focus();
  await expect(hint).toBeHidden();
});

test('Room on the battlefield: door toggles lock and unlock', async ({ page }) => {
  await open(page, '?card=bottomless-pool-locker-room&zone=battlefield&mode=left');
  await expect(field(page, 'names')).toHaveText('Bottomless Pool');
  await expect(field(page, 'mana-value')).toHaveText('1');
  await expect(page.locator('.door__art.is-locked')).toHaveCount(1);
  const right = page.locator('[data-door="right"]');
  await expect(right).toHaveAttribute('aria-pressed', 'false');
  await right.click();
  await expect(right).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page, 'mana-value')).toHaveText('6');
  await expect(page).toHaveURL(/unlocked=both/);
  await page.locator('[data-door="left"]').click();
  await right.click();
  await expect(field(page, 'names')).toHaveText('no name');
  await expect(field(page, 'mana-value')).toHaveText('0');
  await expect(field(page, 'colors')).toContainText('colorless');
  await expect(page.locator('.door__art.is-locked')).toHaveCount(2);
  await expect(page).toHaveURL(/unlocked=none/);
  // The door cast, locked now: its row says an effect locked it (709.5d, 709.5g); the
  // other locked door's doesn't.
  const rows = page.locator('.row:has([data-field="unlock"])');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Bottomless Pool is the door that was cast');
  await expect(rows.nth(0).locator('a', { hasText: '709.5g' })).toHaveCount(1);
  await expect(rows.nth(1)).not.toContainText('the door that was cast');
});

test('X appears for a half with {X} and feeds the mana value', async ({ page }) => {
  await open(page, '?card=expansion-explosion&zone=stack&mode=left');
  await expect(page.locator('#x-input')).toHaveCount(0);
  await page.locator('[data-mode="right"]').click();
  await expect(field(page, 'mana-value')).toHaveText('4');
  await page.locator('#x-input').fill('3');
  await expect(field(page, 'mana-value')).toHaveText('7');
  await expect(page).toHaveURL(/mode=right&x=3/);
  // What isn't a whole number from 0 to 999 stays as typed, marked and explained; the
  // answer (and the link) keep the last X taken.
  const x = page.locator('#x-input');
  for (const bad of ['-5', '2.5', '99999999999999']) {
    await x.fill(bad);
    await expect(x).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#x-input-error')).toHaveText('Not a whole number from 0 to 999: the answer still uses X = 3.');
    await expect(x).toHaveValue(bad);
    await expect(field(page, 'mana-value')).toHaveText('7');
    await expect(page).toHaveURL(/mode=right&x=3/);
  }
  // Empty is X = 0.
  await x.fill('');
  await expect(x).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('#x-input-error')).toHaveText('');
  await expect(field(page, 'mana-value')).toHaveText('4');
});

test('after Back and Forward the X field shows the view\'s number, not what was typed', async ({ page }) => {
  await open(page, '?card=expansion-explosion&zone=stack&mode=right');
  const x = page.locator('#x-input');
  await x.fill('3');
  await expect(page).toHaveURL(/mode=right&x=3$/);
  await x.fill('-5');
  await expect(x).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#x-input-error')).toHaveText('Not a whole number from 0 to 999: the answer still uses X = 3.');
  // Back to the view before X was taken, then Forward to X = 3: the field shows 3.
  await page.goBack();
  await expect(page).toHaveURL(/mode=right$/);
  await expect(x).toHaveValue('');
  await expect(x).toHaveAttribute('aria-invalid', 'false');
  await page.goForward();
  await expect(page).toHaveURL(/mode=right&x=3$/);
  await expect(field(page, 'mana-value')).toHaveText('7');
  await expect(x).toHaveValue('3');
  await expect(x).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('#x-input-error')).toHaveText('');
  // Any other change of the view from elsewhere drops it too, even with X unchanged.
  await x.fill('2.5');
  await expect(x).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#era-select').selectOption('2017');
  await expect(page).toHaveURL(/x=3&era=2017$/);
  await expect(x).toHaveValue('3');
  await expect(x).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('#x-input-error')).toHaveText('');
});

test('an instant on the battlefield (from a link) is shown in the library, with the engine\'s reason', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=battlefield');
  await expect(page.locator('[data-notice]')).toContainText("can't be on the battlefield");
  await expect(page.locator('[data-notice]')).toContainText('304.4');
  await expect(page.locator('[data-zone="library"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/\?card=fire-ice&zone=library&mode=left$/);
});

test('a question with no answer under the rules (a Room before Rooms) shows the engine\'s reason, not a blank', async ({ page }) => {
  await open(page, '?card=bottomless-pool-locker-room&zone=stack&mode=left&era=2013');
  await expect(page.locator('[data-notice]')).toHaveCount(0);
  await expect(page.locator('[data-field="error"]')).toContainText("Rooms didn't exist under the rules before Duskmourn");
  await expect(page.locator('[data-field="error"] a.rule').first()).toHaveAttribute('href', /#R7095$/);
});

test('rules as of an older era: two answers off the stack before 2017', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=library&mode=left');
  await page.locator('#era-select').selectOption('2006');
  await expect(page).toHaveURL(/era=2006/);
  await expect(page.locator('dl.facts:not(.cast-report dl):visible')).toHaveCount(2);
  await expect(page.locator('[data-field="mana-value"]')).toHaveText(['2', '2']);
  await page.locator('#era-select').selectOption('current');
  await expect(page.locator('[data-field="mana-value"]')).toHaveText(['4']);
  await expect(page).not.toHaveURL(/era=/);
  // The second set is kept hidden (no fields, not on screen), and comes back as it was.
  await expect(page.locator('dl.facts:not(.cast-report dl):visible')).toHaveCount(1);
  await page.locator('#era-select').selectOption('2006');
  await expect(page.locator('dl.facts:not(.cast-report dl):visible')).toHaveCount(2);
  await expect(page.locator('[data-field="mana-value"]')).toHaveText(['2', '2']);
  await expect(page.locator('[data-field="names"]')).toHaveText(['Fire', 'Ice']);
  await page.locator('#era-select').selectOption('current');
  // A Room under rules from before Rooms existed: the engine says why.
  await open(page, '?card=bottomless-pool-locker-room&zone=library&era=2013');
  await expect(page.locator('[data-field="error"]')).toContainText('Duskmourn');
});

test('matrix: each cell is a link to its view, shown in place on click', async ({ page }) => {
  await openToEnd(page, '?card=destined-lead&zone=library&mode=left');
  const row = page.locator('tr[data-zone-row="graveyard"]');
  await expect(row.locator('td.cell--yes')).toHaveCount(1);
  const link = row.locator('a.cell-link').nth(1);
  await expect(link).toHaveAttribute('href', '?card=destined-lead&zone=graveyard&mode=aftermath');
  await link.click();
  await expect(page).toHaveURL(/zone=graveyard&mode=aftermath$/);
  await expect(page.locator('[data-mode="aftermath"]')).toHaveAttribute('aria-checked', 'true');
  await expect(field(page, 'legality')).toHaveAttribute('data-legal', 'true');
  await expect(field(page, 'leaves-stack-to')).toHaveText('Exile');
  // Stack row: each mode's spell with its own mana value.
  await expect(page.locator('tr[data-zone-row="stack"] .mv')).toHaveText(['MV 2 · black', 'MV 4 · green']);
});

test('the matrix marks the cell of the view on screen, in either theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openToEnd(page, '?card=fire-ice&zone=stack&mode=left');
  const current = page.locator('.matrix [aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', '?card=fire-ice&zone=stack&mode=left');
  // Seen, not only said: a ring in the theme's accent colour, which no other cell has.
  const ring = () => current.evaluate((a) => getComputedStyle(a).boxShadow);
  expect(await ring()).toContain('rgb(91, 47, 145)');
  const other = page.locator('.matrix a[href="?card=fire-ice&zone=stack&mode=right"]');
  expect(await other.evaluate((a) => getComputedStyle(a).boxShadow)).toBe('none');
  // The mark follows the view: a control, a cell, Back, an era.
  await page.locator('[data-zone="graveyard"]').click();
  await expect(current).toHaveAttribute('href', '?card=fire-ice&zone=graveyard&mode=left');
  await page.locator('.matrix a[href="?card=fire-ice&zone=library&mode=right"]').click();
  await expect(current).toHaveAttribute('href', '?card=fire-ice&zone=library&mode=right');
  await page.goBack();
  await expect(current).toHaveAttribute('href', '?card=fire-ice&zone=graveyard&mode=left');
  await page.locator('#era-select').selectOption('2013');
  await expect(current).toHaveAttribute('href', '?card=fire-ice&zone=graveyard&mode=left&era=2013');
  await expect(current).toHaveCount(1);
  // Another card (the five-part one), in the dark theme.
  await page.locator('[data-theme-choice="dark"]').click();
  await openToEnd(page, '?card=who-what-when-where-why&zone=exile&mode=When');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', '?card=who-what-when-where-why&zone=exile&mode=When');
  expect(await ring()).toContain('rgb(185, 156, 240)');
  // A fused spell's cell; a view with X, or a Room's doors, is its zone and mode's cell,
  // whose link keeps them.
  for (const [view, cell] of [
    ['?card=alive-well&zone=stack&mode=fused', '?card=alive-well&zone=stack&mode=fused'],
    ['?card=expansion-explosion&zone=stack&mode=right&x=3', '?card=expansion-explosion&zone=stack&mode=right&x=3'],
    ['?card=bottomless-pool-locker-room&zone=battlefield&mode=right&unlocked=both', '?card=bottomless-pool-locker-room&zone=battlefield&mode=right&unlocked=both'],
  ]) {
    await openToEnd(page, view);
    await expect(current).toHaveAttribute('href', cell);
    await expect(current).toHaveCount(1);
  }
});

test('a Room on the battlefield says how to unlock its locked door, with cost, triggers and rules', async ({ page }) => {
  await open(page, '?card=bottomless-pool-locker-room&zone=battlefield&unlocked=left');
  const unlock = page.locator('[data-field="unlock"]');
  // Only the locked right door, Locker Room: its mana cost as the app's mana symbols.
  await expect(unlock).toHaveCount(1);
  const row = page.locator('.row', { has: unlock });
  await expect(row.locator('dt')).toHaveText('Unlock Locker Room');
  await expect(unlock.locator('[role="img"]')).toHaveCount(2);
  await expect(unlock.locator('.ms-4')).toHaveAttribute('aria-label', '4 generic mana');
  await expect(unlock.locator('.ms-u')).toHaveAttribute('aria-label', 'blue mana');
  // The special action (709.5e, 116.2m), then what it triggers: the second door (709.5i).
  const why = row.locator('p.why');
  await expect(why).toHaveCount(2);
  await expect(why.nth(0).locator('a.rule')).toHaveText(['709.5e', '116.2m']);
  await expect(why.nth(0)).toContainText('special action');
  await expect(why.nth(0)).toContainText('{4}{U}');
  await expect(why.nth(1).locator('a.rule')).toHaveText(['709.5i']);
  await expect(why.nth(1)).toContainText('fully unlock');
  // Unlock it: nothing is left to unlock, and the answer says so.
  await page.locator('[data-door="right"]').click();
  await expect(page).toHaveURL(/unlocked=both/);
  await expect(unlock).toHaveCount(1);
  await expect(unlock).toHaveText('Unlocked');
  // The engine's sentence once, below the value, with its rules.
  await expect(row.locator('.why')).toHaveCount(1);
  await expect(row.locator('.why')).toContainText('it is fully unlocked, and no door is left to unlock');
  await expect(row.locator('a.rule')).toHaveText(['709.5c', '709.5e', '709.5i']);
  // Lock the left door, the one cast (an effect locked it: 709.5d, 709.5g), and Bottomless
  // Pool's own "when you unlock this door" ability (709.5h).
  await page.locator('[data-door="left"]').click();
  await expect(page.locator('.row', { has: unlock }).locator('dt')).toHaveText('Unlock Bottomless Pool');
  await expect(page.locator('.row', { has: unlock }).locator('a.rule')).toHaveText(['709.5e', '116.2m', '709.5d', '709.5g', '709.5h', '709.5i']);
  // Off the battlefield there is no door to unlock.
  await page.locator('[data-zone="hand"]').click();
  await expect(unlock).toHaveCount(0);
});

test('the unlock line is in French and fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '?card=bottomless-pool-locker-room&zone=battlefield&unlocked=left&lang=fr');
  const row = page.locator('.row', { has: page.locator('[data-field="unlock"]') });
  await expect(row.locator('dt')).toHaveText('Déverrouiller Locker Room');
  await expect(row.locator('p.why').first()).toContainText('action spéciale');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
