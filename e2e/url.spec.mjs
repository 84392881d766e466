// Every state is a URL: deep links, back/forward, reload, bad parameters.
import { test, expect, open, field } from './fixtures.mjs';

test('a deep link opens that exact view', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await expect(page.locator('[data-zone="stack"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('[data-mode="left"]')).toHaveAttribute('aria-checked', 'true');
  await expect(field(page, 'mana-value')).toHaveText('2');
  await expect(page.locator('.half.is-absent')).toContainText('Ice');
  await expect(page).toHaveURL(/\?card=fire-ice&zone=stack&mode=left$/);
});

test('back and forward walk the history; reload restores', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=library&mode=left');
  await page.locator('[data-zone="stack"]').click();
  await expect(field(page, 'mana-value')).toHaveText('2');
  await page.locator('[data-mode="right"]').click();
  await expect(field(page, 'names')).toHaveText('Ice');
  await expect(page).toHaveTitle('Ice on the stack, cast from your hand — Split Card Inspector');
  await page.goBack();
  await expect(page).toHaveURL(/zone=stack&mode=left$/);
  await expect(field(page, 'names')).toHaveText('Fire');
  await expect(page.locator('[data-mode="left"]')).toHaveAttribute('aria-checked', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/zone=library&mode=left$/);
  await expect(field(page, 'mana-value')).toHaveText('4');
  await page.goForward();
  await page.goForward();
  await expect(field(page, 'names')).toHaveText('Ice');
  await page.reload();
  await page.locator('.panel').waitFor({ state: 'attached' });
  await expect(field(page, 'names')).toHaveText('Ice');
  await expect(page.locator('[data-mode="right"]')).toHaveAttribute('aria-checked', 'true');
});

test('an unknown card falls back politely', async ({ page }) => {
  await open(page, '?card=no-such-card&zone=stack&mode=left');
  await expect(page.locator('[data-notice]')).toContainText("don't know");
  await expect(field(page, 'names')).toHaveText('Fire');
  await expect(page).toHaveURL(/card=fire-ice/);
  await page.locator('.notice__close').click();
  await expect(page.locator('[data-notice]')).toHaveCount(0);
});

test('a bad zone (zone=moon) and other bad values fall back with notices', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=moon&mode=sideways&x=lots&from=mars&unlocked=maybe');
  await expect(page.locator('[data-notice]')).toHaveCount(5);
  await expect(page.locator('[data-notice]').first()).toContainText('moon');
  await expect(page.locator('[data-zone="library"]')).toHaveAttribute('aria-checked', 'true');
  await expect(field(page, 'mana-value')).toHaveText('4');
});

test('garbage in the address never breaks the page', async ({ page }) => {
  for (const q of ['?card=%E0%A4%A', '?card=&zone=', '?%%%', `?card=${'x'.repeat(5000)}`, '?card=who&mode=fused']) {
    await open(page, q);
    await expect(page.locator('.panel h2')).not.toBeEmpty();
  }
});

test('a view left before its address was written never takes the address', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=library');
  // Graveyard, then back to library before the address follows (it is written just after
  // the view is on screen): the address must end on the view the page shows.
  await page.evaluate(async () => {
    document.querySelector('[data-zone="graveyard"]').click();
    // Let the graveyard view render (microtasks), but not its address write (a timer).
    for (let i = 0; i < 20; i++) await Promise.resolve();
    document.querySelector('[data-zone="library"]').click();
  });
  await expect(page.locator('[data-zone="library"]')).toHaveAttribute('aria-checked', 'true');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/zone=library/);
});

test('a walk through a control with the arrow keys is one history entry; clicks and other controls add their own', async ({ page }) => {
  await open(page, '?card=wear-tear&zone=library&mode=left');
  const entries = () => page.evaluate(() => history.length);
  const start = await entries();
  // Each step is waited for (its address written) before the next key, so no write is
  // skipped as stale: every move of the walk reaches history.
  const at = async (zone, mode) => {
    await expect(page).toHaveURL(new RegExp(`\\?card=wear-tear&zone=${zone}&mode=${mode}$`));
    await expect(page.locator(`[data-zone="${zone}"]`)).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator(`[data-mode="${mode}"]`)).toHaveAttribute('aria-checked', 'true');
  };
  // A click: one entry.
  await page.locator('[data-zone="hand"]').click();
  await at('hand', 'left');
  expect(await entries()).toBe(start + 1);
  // Arrow keys across the zones (the battlefield is skipped: an instant can't be there),
  // there and a step back: the first move adds an entry, the others rewrite it.
  for (const zone of ['stack', 'graveyard', 'exile', 'outside']) {
    await page.keyboard.press('ArrowRight');
    await at(zone, 'left');
  }
  await page.keyboard.press('ArrowLeft');
  await at('exile', 'left');
  expect(await entries()).toBe(start + 2);
  // Another control's walk is another entry.
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-mode="left"]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await at('exile', 'right');
  await page.keyboard.press('End');
  await at('exile', 'fused');
  expect(await entries()).toBe(start + 3);
  // A click ends a walk: it adds an entry, and so does the next arrow key.
  await page.locator('[data-mode="left"]').click();
  await at('exile', 'left');
  await page.keyboard.press('ArrowRight');
  await at('exile', 'right');
  expect(await entries()).toBe(start + 5);
  // Back steps over each walk in one go, to the view before it; Forward comes back.
  await page.goBack();
  await at('exile', 'left');
  await page.goBack();
  await at('exile', 'fused');
  await page.goBack();
  await at('exile', 'left');
  await page.goBack();
  await at('hand', 'left');
  await page.goBack();
  await at('library', 'left');
  await page.goForward();
  await page.goForward();
  await at('exile', 'left');
  // After Back, a walk starts a new entry (and Forward's are gone), as a click would.
  await page.locator('[data-zone="exile"]').focus();
  await page.keyboard.press('ArrowLeft');
  await at('graveyard', 'left');
  await page.keyboard.press('ArrowLeft');
  await at('stack', 'left');
  expect(await entries()).toBe(start + 3);
  await page.goBack();
  await at('exile', 'left');
  await page.goForward();
  await at('stack', 'left');
  // Reload keeps the walk's last view.
  await page.reload();
  await page.locator('.panel').waitFor({ state: 'attached' });
  await at('stack', 'left');
});

test('parts of a link that do not fit the card are left out, with the reason, and the rest answered', async ({ page }) => {
  const notices = page.locator('[data-notice]');
  // X for a half without {X}.
  await open(page, '?card=fire-ice&zone=stack&mode=left&x=5');
  await expect(notices).toHaveCount(1);
  await expect(notices.first()).toContainText('Ignored X in the link: Fire has no {X} in its mana cost');
  await expect(field(page, 'mana-value')).toHaveText('2');
  await expect(page).toHaveURL(/\?card=fire-ice&zone=stack&mode=left$/);
  // A mode the card hasn't got: its first half, said why.
  await open(page, '?card=fire-ice&zone=stack&mode=fused');
  await expect(notices.first()).toContainText("Fire // Ice doesn't have fuse");
  await expect(page.locator('[data-mode="left"]')).toHaveAttribute('aria-checked', 'true');
  await expect(field(page, 'names')).toHaveText('Fire');
  await expect(page).toHaveURL(/\?card=fire-ice&zone=stack&mode=left$/);
  // A zone the card can't be in: the library, with the rule.
  await open(page, '?card=fire-ice&zone=battlefield&mode=right');
  await expect(notices.first()).toContainText('304.4');
  await expect(page.locator('[data-zone="library"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('[data-mode="right"]')).toHaveAttribute('aria-checked', 'true');
  await expect(field(page, 'mana-value')).toHaveText('4');
  // The link's notices speak of the view it opened: they go once the user changes it.
  await page.locator('[data-zone="hand"]').click();
  await expect(notices).toHaveCount(0);
});

test('an X off the stack, doors off the battlefield, a repeated parameter and an unknown language are each noticed', async ({ page }) => {
  const notices = page.locator('[data-notice]');
  await open(page, '?card=expansion-explosion&zone=hand&mode=right&x=3');
  await expect(notices).toHaveCount(1);
  await expect(notices.first()).toContainText('Ignored X in the link');
  await expect(notices.first()).toContainText('202.3e');
  await expect(page).toHaveURL(/\?card=expansion-explosion&zone=hand&mode=right$/);
  // Back on the stack, the X the link asked for is not there: it was left out.
  await page.locator('[data-zone="stack"]').click();
  await expect(page.locator('#x-input')).toHaveValue('');
  await expect(page).toHaveURL(/\?card=expansion-explosion&zone=stack&mode=right$/);
  await open(page, '?card=bottomless-pool-locker-room&zone=hand&unlocked=left');
  await expect(notices).toHaveCount(1);
  await expect(notices.first()).toContainText('Ignored the doors in the link');
  await expect(notices.first()).toContainText('709.5c');
  await open(page, '?card=alive-well&card=fire-ice&zone=stack&mode=fused&lang=es');
  await expect(notices).toHaveCount(2);
  await expect(notices.nth(0)).toContainText('Ignored all but the first card in the link');
  await expect(notices.nth(1)).toContainText('Ignored the language in the link: "es" is not one of en, fr or de.');
  await expect(field(page, 'names')).toHaveText('Alive // Well');
});

test("a Room's door on the battlefield keeps where it was cast from, in the address and on screen", async ({ page }) => {
  await open(page, '?card=bottomless-pool-locker-room&zone=battlefield&mode=left&from=graveyard');
  await expect(page.locator('[data-notice]')).toHaveCount(0);
  await expect(page.locator('[data-from="graveyard"]')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('[data-from="graveyard"]')).toBeVisible();
  await expect(page).toHaveURL(/\?card=bottomless-pool-locker-room&zone=battlefield&mode=left&from=graveyard$/);
  await page.locator('[data-from="hand"]').click();
  await expect(page).toHaveURL(/zone=battlefield&mode=left&from=hand$/);
  await page.reload();
  await page.locator('.panel').waitFor({ state: 'attached' });
  await expect(page.locator('[data-from="hand"]')).toHaveAttribute('aria-checked', 'true');
});

test('typing a number for X, or stepping it with the arrow keys, is one history entry', async ({ page }) => {
  await open(page, '?card=expansion-explosion&zone=stack&mode=right');
  const entries = () => page.evaluate(() => history.length);
  const start = await entries();
  const x = page.locator('#x-input');
  await x.click();
  // Slowly, each digit's address written before the next.
  for (const [digit, value] of [['1', '1'], ['2', '12'], ['3', '123']]) {
    await page.keyboard.type(digit);
    await expect(page).toHaveURL(new RegExp(`&x=${value}$`));
  }
  for (const value of ['124', '125']) {
    await page.keyboard.press('ArrowUp');
    await expect(page).toHaveURL(new RegExp(`&x=${value}$`));
  }
  expect(await entries()).toBe(start + 1);
  // Another control ends the walk: X again is a new entry.
  await page.locator('[data-from="graveyard"]').click();
  await expect(page).toHaveURL(/from=graveyard&x=125$/);
  await x.fill('7');
  await expect(page).toHaveURL(/&x=7$/);
  expect(await entries()).toBe(start + 3);
  // Back: the view before X was 7, then before the whole typed number.
  await page.goBack();
  await expect(page).toHaveURL(/from=graveyard&x=125$/);
  await page.goBack();
  await expect(page).toHaveURL(/&x=125$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?card=expansion-explosion&zone=stack&mode=right$/);
  await expect(x).toHaveValue('');
});

test('a new language on the same view rewrites its entry, even with an X kept for another half', async ({ page }) => {
  await open(page, '?card=expansion-explosion&zone=stack&mode=right&x=5&lang=en');
  await page.locator('[data-mode="left"]').click();
  // Expansion has no {X}: the X is kept (not in the address) for Explosion.
  await expect(page).toHaveURL(/mode=left/);
  await expect(page).not.toHaveURL(/x=/);
  const entries = await page.evaluate(() => history.length);
  await page.locator('[data-lang-picker]').selectOption('de');
  await expect(page).toHaveURL(/lang=de/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  // And the X comes back with Explosion.
  await page.locator('[data-mode="right"]').click();
  await expect(page).toHaveURL(/x=5/);
});

test('what the view keeps beside its address (an X, an origin) survives a reload, Back and Forward', async ({ page }) => {
  await open(page, '?card=expansion-explosion&zone=stack&mode=right&from=graveyard&x=5');
  // Expansion has no {X}; off the stack nothing was cast: the address drops both…
  await page.locator('[data-mode="left"]').click();
  await expect(page).toHaveURL(/mode=left&from=graveyard$/);
  await page.locator('[data-zone="library"]').click();
  await expect(page).toHaveURL(/zone=library&mode=left$/);
  // …and a reload brings them back with the view.
  await page.reload();
  await page.locator('.panel').waitFor({ state: 'attached' });
  await page.locator('[data-zone="stack"]').click();
  await expect(page).toHaveURL(/zone=stack&mode=left&from=graveyard$/);
  await page.locator('[data-mode="right"]').click();
  await expect(page).toHaveURL(/zone=stack&mode=right&from=graveyard&x=5$/);
  await expect(page.locator('#x-input')).toHaveValue('5');
  // Back to the library (the entry reloaded): the view there keeps them too…
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/zone=library&mode=left$/);
  // …and Forward brings the Stack's views back as they were.
  await page.goForward();
  await expect(page).toHaveURL(/zone=stack&mode=left&from=graveyard$/);
  await page.goForward();
  await expect(page).toHaveURL(/zone=stack&mode=right&from=graveyard&x=5$/);
  await expect(page.locator('#x-input')).toHaveValue('5');
  // Back once more, and a new way from the library: the kept choices go along.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/zone=library&mode=left$/);
  await page.locator('[data-mode="right"]').click();
  await expect(page).toHaveURL(/zone=library&mode=right$/);
  await page.locator('[data-zone="stack"]').click();
  await expect(page).toHaveURL(/zone=stack&mode=right&from=graveyard&x=5$/);
});
