// The Rulings section: a card's official rulings, fetched as the sections near the window
// (not with the first view), each with its date, source and text, and a "Show me" link to
// the view that shows it; the ruling whose view is on screen is marked; under an older
// rules era, rulings are marked as not yet or no longer in force; on a phone it starts
// folded under its summary line; French and German pages say the texts are in English;
// kept by the service worker for offline use.
import { test, expect, open, openToEnd, readOn, field } from './fixtures.mjs';
import { serve } from '../scripts/static-server.mjs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const dist = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.E2E_DIST ?? 'dist');

const section = (page) => page.locator('section.rulings');
// A ruling by the start of its text (a current one: an older wording may read the same).
const ruling = (page, starts) => section(page).locator('li.ruling:not(.is-old)').filter({ hasText: starts });
const heading = (page) => section(page).locator('.fold__toggle');

/** Reloads, and reads on to the sections once the page is drawn again. */
async function reload(page) {
  await page.reload();
  await page.locator('.site-footer').waitFor();
  await readOn(page);
}

async function fileOf(page, slug) {
  return page.evaluate(async (slug) => (await fetch(`/rulings/${slug}.json`)).json(), slug);
}

test('the first view does not fetch the rulings; the sections nearing the window do', async ({ page }) => {
  const asked = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/rulings/')) asked.push(r.url()); });
  await open(page, '?card=destined-lead');
  await page.waitForTimeout(300);
  expect(asked, 'rulings fetched with the first view').toEqual([]);
  await readOn(page);
  await expect(section(page).locator('li.ruling').first()).toBeVisible();
  expect(asked.map((u) => new URL(u).pathname)).toEqual(['/rulings/destined-lead.json']);
});

test('each ruling with its date and source; the one whose view is on screen is marked; "Show me" shows another', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openToEnd(page, '?card=destined-lead&zone=library');
  const file = await fileOf(page, 'destined-lead');
  // Listed: the rulings but the earlier wordings of those since reworded.
  const listed = file.rulings.filter((r) => !(r.superseded && !r.removed_by));
  const shown = listed.filter((r) => r.view).length;
  await expect(heading(page)).toContainText('Rulings');
  await expect(heading(page)).toContainText(`${listed.length} rulings, ${shown} with a view that shows them`);
  // Gatherer's list as of its last export: said.
  await expect(section(page).getByText('The list as Gatherer had it on 2018-11-07')).toBeVisible();
  await expect(section(page).locator('.rulings__list').first().locator('li.ruling')).toHaveCount(listed.length);

  // "While not on the stack … its mana value is 6": the library's view, the one on screen.
  const combined = ruling(page, 'While not on the stack, the characteristics');
  await expect(combined.locator('time')).toHaveText('2017-04-18');
  await expect(combined.locator('time')).toHaveAttribute('datetime', '2017-04-18');
  await expect(combined).toContainText('Wizards of the Coast');
  await expect(combined.locator('.ruling__mark--here')).toHaveText('Shown on screen');
  await expect(combined).toHaveClass(/is-here/);
  await expect(field(page, 'mana-value')).toHaveText('6');

  // A ruling about blocking: no view shows it, and it says so.
  await expect(ruling(page, 'As blockers are declared').locator('.ruling__none')).toHaveText('The inspector has no view that shows this one.');

  // "A spell with aftermath cast from a graveyard will always be exiled afterward": its
  // view, from the link, by keyboard.
  const exiled = ruling(page, 'A spell with aftermath cast from a graveyard will always be exiled');
  const show = exiled.getByRole('link', { name: /Show me/ });
  await expect(show).toHaveAttribute('href', '?card=destined-lead&zone=stack&mode=aftermath&from=graveyard');
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?card=destined-lead&zone=stack&mode=aftermath&from=graveyard$/);
  await expect(field(page, 'names')).toHaveText('Lead');
  await expect(page.locator('#panel-heading')).toBeFocused();
  await expect(exiled.locator('.ruling__mark--here')).toBeVisible();
  await expect(combined.locator('.ruling__mark--here')).toHaveCount(0);
  // Back returns to the library's view, marked again.
  await page.goBack();
  await expect(field(page, 'mana-value')).toHaveText('6');
  await expect(combined.locator('.ruling__mark--here')).toBeVisible();
});

test('a ruling shown by an effect brings that effect into view, with the name it chooses', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openToEnd(page, '?card=fire-ice');
  const copy = ruling(page, "If you copy a spell that's half of a split card");
  await copy.getByRole('link', { name: /Show me/ }).click();
  await expect(page).toHaveURL(/\?card=fire-ice&zone=stack&mode=left$/);
  const twincast = page.locator('.probes li[data-probe="twincast"]');
  await expect(twincast).toBeFocused();
  await expect(twincast).toBeInViewport();
  await expect(copy.locator('.ruling__mark--here')).toBeVisible();

  // Meddling Mage naming Comply (Failure // Comply's ruling): the name is set on the probe.
  await openToEnd(page, '?card=failure-comply');
  await ruling(page, 'If you choose the name of a split card').getByRole('link', { name: /Show me/ }).click();
  const mage = page.locator('.probes li[data-probe="meddling-mage"]');
  await expect(mage).toBeFocused();
  await expect(mage.locator('select')).toHaveValue('Comply');
});

test('under older rules a ruling is marked as not yet, still, or no longer in force', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const twoSets = (page) => section(page).locator('li.ruling').filter({ hasText: 'In every zone except the stack, split cards have two sets' });
  await openToEnd(page, '?card=alive-well&era=2013');
  await expect(twoSets(page).locator('.ruling__mark--then')).toHaveText('In force under these rules; removed since');
  // Its view is the 2013 rules' library: two answers.
  await expect(twoSets(page).getByRole('link', { name: /Show me/ })).toHaveAttribute('href', /era=2013/);
  await openToEnd(page, '?card=alive-well&era=2009');
  await expect(twoSets(page).locator('.ruling__mark--not-yet')).toHaveText('Not yet in force under these rules');
  await openToEnd(page, '?card=alive-well');
  await expect(twoSets(page).locator('.ruling__mark--removed')).toHaveText('No longer in force under these rules');
  await expect(twoSets(page).locator('.ruling__superseded')).toHaveText(/^Removed when the split-card rules changed: Amonkhet/);
  // In German, that note is German: only the ruling itself is quoted in English.
  await openToEnd(page, '?card=alive-well&lang=de');
  await expect(twoSets(page).locator('.ruling__superseded')).toHaveText(/^Entfernt, als sich die Regeln für Split-Karten änderten: /);
  await expect(twoSets(page).locator('.ruling__superseded')).not.toHaveAttribute('lang', 'en');
  await expect(twoSets(page)).toHaveClass(/is-old/);
  // Amonkhet's rulings are of the 2017 rules: not yet in force under Dragon's Maze's.
  await openToEnd(page, '?card=destined-lead&era=2013');
  const combined = section(page).locator('li.ruling').filter({ hasText: 'While not on the stack, the characteristics' });
  await expect(combined.locator('.ruling__mark--not-yet')).toBeVisible();
  await expect(combined).toHaveClass(/is-old/);
});

test('the earlier wordings of rulings since reworded are last, folded under their count', async ({ page }) => {
  await openToEnd(page, '?card=fire-ice');
  const file = await fileOf(page, 'fire-ice');
  const earlier = file.rulings.filter((r) => r.superseded && !r.removed_by).length;
  expect(earlier).toBeGreaterThan(0);
  const details = section(page).locator('details.rulings__earlier');
  await expect(details.locator('summary')).toHaveText(`Earlier wordings, since reworded or dropped (${earlier})`);
  await expect(details.locator('li.ruling').first()).toBeHidden();
  await details.locator('summary').click();
  await expect(details.locator('li.ruling')).toHaveCount(earlier);
  await expect(details.locator('.ruling__mark--reworded').first()).toHaveText('Since reworded or dropped');
});

test('a card without rulings says so, and why; its folded heading says so too', async ({ page }) => {
  await openToEnd(page, '?card=bind-liberate');
  await expect(heading(page).locator('.fold__summary')).toHaveText('None recorded');
  await expect(section(page).locator('.note')).toHaveText(/^No rulings are recorded for this card\. .*playtest card/);
  await expect(section(page).locator('.rulings__help')).toHaveCount(0);
  // In French, all of it in French.
  await openToEnd(page, '?card=bind-liberate&lang=fr');
  await expect(heading(page).locator('.fold__summary')).toHaveText('Aucune enregistrée');
  await expect(section(page).locator('.note')).toHaveText("Aucune clarification n'est enregistrée pour cette carte.");
});

test('a Room that entered without being cast is shown with both doors locked', async ({ page }) => {
  await openToEnd(page, '?card=bottomless-pool-locker-room&zone=battlefield');
  const entered = ruling(page, 'If a Room enters from any zone other than the stack');
  await expect(entered.locator('.ruling__mark--here')).toHaveCount(0);
  await entered.getByRole('link', { name: /Show me/ }).click();
  await expect(page).toHaveURL(/zone=battlefield&mode=left&unlocked=none$/);
  await expect(entered.locator('.ruling__mark--here')).toBeVisible();
  await expect(field(page, 'mana-value')).toHaveText('0');
});

for (const [lang, title, english, show] of [
  ['en', 'Rulings', null, 'Show me'],
  ['fr', 'Clarifications officielles', 'Les clarifications sont citées en anglais, telles que publiées.', 'Montrer'],
  ['de', 'Offizielle Regelklarstellungen', 'Die Klarstellungen werden auf Englisch zitiert, wie veröffentlicht.', 'Zeigen'],
]) {
  test(`on a phone the rulings start folded under their summary line, and open by touch (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
    await openToEnd(page, `?card=fire-ice&lang=${lang}`);
    const toggle = heading(page);
    await expect(toggle).toContainText(title);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.locator('.fold__summary')).toHaveText(/\d/);
    await expect(section(page).locator('.rulings__list').first()).toBeHidden();
    // Scrolled to, and a frame later the probes above it that came near the window are
    // laid out at their own height (`content-visibility`): the toggle is where it stays.
    await toggle.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const first = section(page).locator('li.ruling').first();
    await expect(first).toBeVisible();
    await expect(first.locator('.ruling__text')).toHaveAttribute('lang', 'en');
    if (english) await expect(section(page).locator('.rulings__english')).toHaveText(english);
    else await expect(section(page).locator('.rulings__english')).toHaveCount(0);
    const link = section(page).locator('.ruling__show-link').first();
    await expect(link).toHaveText(show);
    // A finger's target, and nothing wider than the phone.
    const box = await link.boundingBox();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await section(page).screenshot({ path: `e2e/artifacts/rulings-phone-${lang}.png` });
    // Opened, it stays open after a reload.
    await reload(page);
    await expect(heading(page)).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('in dark mode the marks and links can be read', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await openToEnd(page, '?card=alive-well&era=2013');
  await section(page).scrollIntoViewIfNeeded();
  await section(page).screenshot({ path: 'e2e/artifacts/rulings-dark-2013.png' });
  const contrast = await page.evaluate(() => {
    const rgb = (c) => c.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
    const lum = ([r, g, b]) => {
      const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const bg = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const c = getComputedStyle(e).backgroundColor;
        if (!/rgba\(.*, 0\)$/.test(c) && c !== 'transparent') return rgb(c);
      }
      return [0, 0, 0];
    };
    return [...document.querySelectorAll('.ruling__mark, .ruling__show-link, .ruling time')].map((el) => ratio(rgb(getComputedStyle(el).color), bg(el)));
  });
  expect(contrast.length).toBeGreaterThan(0);
  expect(Math.min(...contrast)).toBeGreaterThanOrEqual(4.5);
  await context.close();
});

test("offline, every card's rulings are there, a card's never opened before too", async ({ page }) => {
  const server = await serve(dist, 0);
  const origin = server.url;
  try {
    await page.goto(`${server.url}/?card=fire-ice`);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 15_000 });
    // Read on a page the worker serves from its start.
    await reload(page);
    await expect(section(page).locator('li.ruling').first()).toBeVisible();
  } finally {
    await server.close();
  }
  await reload(page);
  await expect(section(page).locator('li.ruling').first()).toBeVisible();
  // Precached with the app: a card whose rulings were never fetched.
  await page.goto(`${origin}/?card=destined-lead`);
  await page.locator('.site-footer').waitFor();
  await readOn(page);
  await expect(ruling(page, 'While not on the stack, the characteristics')).toBeVisible();
});
