// Every layout renders, in both themes, with a screenshot of each kept under
// e2e/artifacts/ (gitignored) for people to look at.
import { test, expect, open, field, openToEnd, showFinder } from './fixtures.mjs';

const layouts = [
  { name: 'split', query: '?card=fire-ice&zone=stack&mode=left', card: '.card--split' },
  { name: 'fuse', query: '?card=down-dirty&zone=stack&mode=fused', card: '.card--fuse' },
  { name: 'aftermath', query: '?card=destined-lead&zone=stack&mode=aftermath', card: '.card--aftermath' },
  { name: 'room', query: '?card=bottomless-pool-locker-room&zone=battlefield&mode=left', card: '.card--room' },
  { name: 'five-part', query: '?card=who-what-when-where-why&zone=stack&mode=Who&x=2', card: '.card--multi' },
];

for (const theme of ['light', 'dark']) {
  for (const l of layouts) {
    test(`${l.name} renders (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await open(page, l.query);
      await expect(page.locator(l.card)).toBeVisible();
      await expect(field(page, 'legality')).toBeVisible();
      // Every face of the card is drawn with its name.
      const faces = await page.locator(`${l.card} .half__name`).allTextContents();
      expect(faces.length).toBeGreaterThanOrEqual(2);
      // Every mana symbol carries an accessible label.
      const unlabeled = await page.locator('.ms[role="img"]:not([aria-label])').count();
      expect(unlabeled).toBe(0);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `e2e/artifacts/${l.name}-${theme}.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 780 });
      // No sideways scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `e2e/artifacts/${l.name}-${theme}-phone.png`, fullPage: true });
    });
  }
}

test('a Room on the stack: the door that does not exist is drawn faded, the cast door ringed, and both are said', async ({ page }) => {
  await open(page, '?card=bottomless-pool-locker-room&zone=stack&mode=right');
  const absent = page.locator('.card--room .door__art.is-absent');
  const cast = page.locator('.card--room .door__art.is-cast');
  await expect(absent).toHaveCount(1);
  await expect(cast).toHaveCount(1);
  // Washed out like a locked door (709.3b: treated as though it didn't exist) …
  expect(await absent.evaluate((e) => getComputedStyle(e).filter)).toContain('grayscale');
  // … and the cast door ringed like a cast half.
  expect(await cast.evaluate((e) => getComputedStyle(e).boxShadow)).not.toBe('none');
  // Each door's group says its state to a screen reader, as a half's does.
  const doors = page.locator('.card--room .room__door');
  await expect(doors.nth(0).locator('.door__title .visually-hidden')).toHaveText("Doesn't exist on the stack");
  await expect(doors.nth(1).locator('.door__title .visually-hidden')).toHaveText('Cast');
});

test("a fuse card's reminder is drawn once, across the bottom", async ({ page }) => {
  await open(page, '?card=alive-well&zone=hand&mode=fused');
  await expect(page.locator('.card--fuse .fuse-bar')).toContainText('You may cast one or both halves');
  await expect(page.locator('.card--fuse .half__text', { hasText: 'Fuse (' })).toHaveCount(0);
  // The rules text, in the answer, still has it (it is the card's text).
  await expect(field(page, 'rules-text')).toContainText('Fuse (You may cast one or both halves');
});

test('forced colours (high contrast): the chosen option, the cast half and the locked door keep a system colour', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  await open(page, '?card=bottomless-pool-locker-room&zone=battlefield&mode=left&unlocked=left');
  const bg = (loc) => loc.evaluate((e) => getComputedStyle(e).backgroundColor);
  const checked = page.locator('[data-zone="battlefield"]');
  const other = page.locator('[data-zone="hand"]');
  expect(await bg(checked)).not.toBe(await bg(other));
  const unlocked = page.locator('.card--room .door__art.is-unlocked');
  expect(await unlocked.evaluate((e) => getComputedStyle(e).outlineStyle)).toBe('solid');
  const locked = page.locator('.card--room .door__art.is-locked');
  expect(await locked.evaluate((e) => getComputedStyle(e).borderStyle)).toBe('dashed');
});

test('on a phone the answer\'s key values are under the card, over the controls, with a way down to the whole of it; beside the answer they are not shown', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await open(page, '?card=fire-ice');
  const glance = page.locator('[data-field="glance"]');
  await expect(glance).toContainText('Mana value 4, blue and red, Instant. Fire can be cast from your library only while');
  await page.locator('[data-zone="stack"]').click();
  // The line follows the view at once, as the answer does, verdict and all.
  await expect(glance).toContainText('Mana value 2, red, Instant. Fire is cast from your hand');
  await expect(field(page, 'mana-value')).toHaveText('2');
  // Between the card and the controls, and the answer's heading a screen further down:
  // the button takes focus (and the view) there.
  const card = await page.locator('.inspector .card').boundingBox();
  const controls = await page.locator('.controls').boundingBox();
  const line = await page.locator('.glance').boundingBox();
  expect(line.y).toBeGreaterThan(card.y + card.height - 1);
  expect(controls.y).toBeGreaterThan(line.y + line.height - 1);
  await expect(page.locator('.glance__facts')).toContainText('Mana value2');
  const heading = page.locator('#panel-heading');
  await page.locator('.glance__go').click();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // At the top of the screen, where the answer starts, not just inside its bottom edge.
  await expect.poll(async () => (await heading.boundingBox()).y).toBeLessThan(30);
  expect((await heading.boundingBox()).y).toBeGreaterThanOrEqual(0);
  // Two columns: the answer is beside the controls, and the key values would say it twice:
  // only the button that enlarges the card is left of them.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.glance__facts')).toBeHidden();
  await expect(page.locator('.glance__go')).toBeHidden();
  await expect(page.locator('.card-zoom__open')).toBeVisible();
});

test("on a phone the matrix's zone names stay in view while it scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openToEnd(page, '?card=who-what-when-where-why&zone=stack&mode=Who');
  const scroller = page.locator('.matrix__scroll');
  await scroller.scrollIntoViewIfNeeded();
  const zone = page.locator('.matrix tr[data-zone-row="graveyard"] th');
  const before = await zone.boundingBox();
  const wide = await scroller.evaluate((e) => e.scrollWidth - e.clientWidth);
  expect(wide).toBeGreaterThan(200);
  await scroller.evaluate((e) => { e.scrollLeft = e.scrollWidth; });
  const after = await zone.boundingBox();
  expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(2);
  // And nothing scrolled under it shows through: the point just inside its left edge is
  // the zone's own cell.
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('th')?.textContent, { x: after.x + 2, y: after.y + after.height / 2 });
  expect(hit).toBe(await zone.textContent());
  // A cell given focus (scrolled back into view from the right) shows, its left edge too,
  // beside the zone names, not under them.
  const cell = page.locator('.matrix tr[data-zone-row="hand"] td.cell a').first();
  await cell.focus();
  const box = await cell.boundingBox();
  const seen = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('td.cell'), { x: box.x + 4, y: box.y + box.height / 2 });
  expect(seen).toBe(true);
});

// Every cell reached with Tab, one after another, is all in view: right of the zone names
// (not under them) and left of the table's visible edge (not cut), in both directions and
// in a language with longer zone names.
for (const [lang, width] of [['en', 360], ['de', 360], ['fr', 412]]) {
  test(`on a phone each matrix cell reached with Tab is all in view beside the zone names (${lang}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await openToEnd(page, `?card=fire-ice&zone=hand&mode=left&lang=${lang}`);
    const scroller = page.locator('.matrix__scroll');
    const cells = await page.locator('.matrix .cell-link').count();
    expect(cells).toBeGreaterThan(10);
    const where = () => page.evaluate(() => {
      const link = document.activeElement;
      const td = link.closest('td');
      const s = link.closest('.matrix__scroll').getBoundingClientRect();
      const c = td.getBoundingClientRect();
      const th = td.parentElement.querySelector('th').getBoundingClientRect();
      return { cell: link.dataset.cell, left: c.left, right: c.right, names: th.right, edge: s.right };
    });
    await scroller.focus();
    const seen = new Set();
    // From the table's region: Tab to each cell in turn, then Shift+Tab back to the first.
    for (const [key, presses] of [['Tab', cells], ['Shift+Tab', cells - 1]]) {
      for (let i = 0; i < presses; i++) {
        await page.keyboard.press(key);
        const r = await where();
        seen.add(r.cell);
        expect(r.left, `${key} to ${r.cell}: under the zone names`).toBeGreaterThanOrEqual(r.names - 1);
        expect(r.right, `${key} to ${r.cell}: cut at the edge`).toBeLessThanOrEqual(r.edge + 1);
      }
    }
    expect(seen.size).toBe(cells);
  });
}

// A 320 px window with a classic scrollbar (15 px, its gutter kept) leaves 305 px of page:
// nothing scrolls sideways there, with the custom cards' panel open too, in three languages.
for (const query of ['?card=fire-ice&zone=stack&mode=left', '?card=who-what-when-where-why&zone=hand&mode=who&lang=de', '?card=bottomless-pool-locker-room&zone=battlefield&unlocked=left&lang=fr']) {
  test(`305 px of page (a 320 px window with a scrollbar) never scrolls sideways: ${query}`, async ({ page }) => {
    await page.setViewportSize({ width: 305, height: 700 });
    await open(page, query);
    await showFinder(page);
    await page.locator('.custom__summary').click();
    await expect(page.locator('#form-layout')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

// On a phone (360 × 740, touch) the table is wider than its box: a line says it scrolls
// sideways and a fade covers the edge while more lies beyond; the view's cell is scrolled
// into the box; a first tap says a cell's reason under the table, a second opens its view.
test.describe('the matrix on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a view\'s cell with more columns beyond it is brought clear of the fade over the edge', async ({ page }) => {
    await openToEnd(page, '?card=who-what-when-where-why&zone=hand&mode=When');
    const scroller = page.locator('.matrix__scroll');
    await scroller.scrollIntoViewIfNeeded();
    const current = page.locator('.matrix .cell-link[aria-current="true"]');
    await expect(current).toHaveAttribute('href', /zone=hand&mode=when/i);
    // More lies to the right: the fade shows, and the cell ends before it begins.
    await expect(page.locator('.matrix__frame')).toHaveAttribute('data-more-end', '');
    const fade = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.matrix__edge'), '::after').width));
    expect(fade).toBeGreaterThan(20);
    await expect.poll(async () => {
      const [c, s] = await Promise.all([current.boundingBox(), scroller.boundingBox()]);
      return c.x + c.width <= s.x + s.width - fade + 1;
    }).toBe(true);
  });

  for (const theme of ['light', 'dark']) {
    test(`the five-part card: every column reachable, the view's cell in the box, its reason on a tap (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await openToEnd(page, '?card=who-what-when-where-why&zone=hand&mode=Why');
      const scroller = page.locator('.matrix__scroll');
      const frame = page.locator('.matrix__frame');
      await scroller.scrollIntoViewIfNeeded();
      // It scrolls, and says so.
      expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeGreaterThan(200);
      await expect(page.locator('.matrix__hint')).toBeVisible();
      // The view's cell (the last column) was scrolled into the box, beside the zone names.
      const current = page.locator('.matrix .cell-link[aria-current="true"]');
      await expect(current).toHaveAttribute('href', /zone=hand&mode=why/i);
      await expect.poll(async () => {
        const [c, s, th] = await Promise.all([
          current.boundingBox(),
          scroller.boundingBox(),
          page.locator('.matrix tr[data-zone-row="hand"] th').boundingBox(),
        ]);
        return c.x >= th.x + th.width - 1 && c.x + c.width <= s.x + s.width + 1;
      }).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await page.locator('.matrix').screenshot({ path: `e2e/artifacts/matrix-phone-${theme}-current.png` });
      // Back at the start the fade covers the right edge; at the end it is gone.
      await scroller.evaluate((e) => { e.scrollLeft = 0; });
      await expect(frame).toHaveAttribute('data-more-end', '');
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('.matrix__edge'), '::after').opacity)).toBe('1');
      await page.locator('.matrix').screenshot({ path: `e2e/artifacts/matrix-phone-${theme}-start.png` });
      await scroller.evaluate((e) => { e.scrollLeft = e.scrollWidth; });
      await expect(frame).not.toHaveAttribute('data-more-end', '');

      // A tap on a cell says its reason under the table, and stays on the view.
      const url = page.url();
      const cell = page.locator('.matrix tr[data-zone-row="graveyard"] .cell-link').first();
      await cell.scrollIntoViewIfNeeded();
      const height = (await cell.boundingBox()).height;
      expect(height).toBeGreaterThanOrEqual(44);
      await cell.tap();
      const reason = page.locator('.matrix__reason');
      await expect(reason).toContainText('Graveyard, Who');
      const title = await cell.evaluate((a) => a.closest('td').title);
      expect(title.length).toBeGreaterThan(10);
      await expect(reason).toContainText(title);
      await expect(reason).toBeInViewport();
      await expect(cell).toHaveAttribute('data-picked', '');
      expect(page.url()).toBe(url);
      const open = page.locator('.matrix__open');
      expect((await open.boundingBox()).height).toBeGreaterThanOrEqual(44);
      await expect(open).toHaveAttribute('href', await cell.getAttribute('href'));
      // The table stays where the tap left it (the reason's box, shown under it, made it
      // taller, not narrower): the tapped cell, not the view's, is in its box.
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 50)))));
      const [c, s] = await Promise.all([cell.boundingBox(), scroller.boundingBox()]);
      expect(c.x >= s.x - 1 && c.x + c.width <= s.x + s.width + 1).toBe(true);
      await page.locator('.matrix').screenshot({ path: `e2e/artifacts/matrix-phone-${theme}-reason.png` });
      // A second tap opens the view.
      await cell.tap();
      await expect(page).toHaveURL(/zone=graveyard&mode=who/i);
      await expect(page.locator('.matrix .cell-link[aria-current="true"]')).toHaveAttribute('href', await cell.getAttribute('href'));
    });
  }

  test('"Open this view" opens the cell tapped', async ({ page }) => {
    await openToEnd(page, '?card=fire-ice&zone=hand&mode=left');
    const cell = page.locator('.matrix tr[data-zone-row="graveyard"] .cell-link').nth(1);
    await cell.scrollIntoViewIfNeeded();
    await cell.tap();
    await page.locator('.matrix__open').tap();
    await expect(page).toHaveURL(/zone=graveyard&mode=right/);
  });
});

// Wider (a mouse and a keyboard): a cell reached with Tab says its reason under the table;
// a click still opens the view at once. The table fits: no hint, no fade.
for (const [theme, width] of [['light', 1440], ['dark', 1440], ['light', 1280]]) {
  test(`desktop ${width} px (${theme}): the reason of the cell reached with Tab, under the table; a click opens a cell`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width, height: 900 });
    await openToEnd(page, '?card=fire-ice&zone=stack&mode=left');
    await expect(page.locator('.matrix__hint')).toBeHidden();
    await expect(page.locator('.matrix__frame')).not.toHaveAttribute('data-more-end', '');
    const reason = page.locator('.matrix__reason');
    await expect(reason).toContainText('Tab');
    await page.locator('.matrix__scroll').focus();
    await page.keyboard.press('Tab');
    const first = page.locator('.matrix .cell-link').first();
    await expect(first).toBeFocused();
    const title = await first.evaluate((a) => a.closest('td').title);
    await expect(reason).toContainText(title);
    await expect(reason).toContainText('Library, Fire');
    await page.keyboard.press('Tab');
    await expect(reason).toContainText('Library, Ice');
    await page.evaluate(() => document.fonts.ready);
    await page.locator('.matrix').screenshot({ path: `e2e/artifacts/matrix-desktop-${theme}-${width}.png` });
    await page.locator('.probes').screenshot({ path: `e2e/artifacts/probes-desktop-${theme}-${width}.png` });
    await page.locator('.history').screenshot({ path: `e2e/artifacts/history-desktop-${theme}-${width}.png` });
    // Enter opens the focused cell; a click opens another at once.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/zone=library&mode=right/);
    // The answer's heading takes the focus and is scrolled to smoothly; a click on the
    // table waits until that scroll is over (a click mid-way lands where the cell was).
    await expect(page.locator('#panel-heading')).toBeFocused();
    await page.waitForFunction(() => new Promise((ok) => {
      const y = window.scrollY;
      requestAnimationFrame(() => requestAnimationFrame(() => ok(window.scrollY === y)));
    }));
    await page.locator('.matrix a[href="?card=fire-ice&zone=hand&mode=left"]').click();
    await expect(page).toHaveURL(/zone=hand&mode=left/);
  });
}
