// The shared test fixture: every test fails on any console error or uncaught page error,
// and gets helpers to open a view and read the contract's data-field values.
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const problems = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('requestfailed', (req) => {
      // A navigation (goto, reload, back) cancels requests still in flight, e.g. the
      // favicon: that is not a failure of the page.
      if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
      // A browser without JavaScript refuses the page's scripts: not a failure of the page.
      if (javaScriptEnabled === false && req.resourceType() === 'script') return;
      problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`);
    });
    await use(page);
    expect(problems, `console errors in "${testInfo.title}"`).toEqual([]);
  },
});

export { expect };

/**
 * Opens a query string and waits until the app has rendered the whole page: the answer
 * comes first, the sections below it (probes, matrix, history, footer) in the next tasks.
 */
export async function open(page, query = '') {
  await page.goto(`/${query}`);
  await page.locator('.panel').waitFor({ state: 'attached' });
  if (!/[?&]embed=1\b/.test(query)) await page.locator('.site-footer').waitFor();
}

/**
 * Opens a query string as `open` does, then scrolls down to the sections below the answer
 * (probes, the "What is it where?" table, the rules history) as a reader does: they are
 * drawn with the extras (src/components/sections.rs), fetched as they near the window.
 */
export async function openToEnd(page, query = '') {
  await open(page, query);
  await readOn(page);
}

/** Scrolls to the sections below the answer and waits until they are drawn. */
export async function readOn(page) {
  const pending = page.locator('.sections-pending');
  if (await pending.count()) await pending.scrollIntoViewIfNeeded();
  await page.locator('.history').waitFor();
}

/** One view of each layout of card (and the library's view of a split card), by name. */
export const LAYOUT_VIEWS = [
  { name: 'split', query: '?card=fire-ice&zone=stack&mode=left' },
  { name: 'fuse', query: '?card=down-dirty&zone=stack&mode=fused' },
  { name: 'aftermath', query: '?card=destined-lead&zone=stack&mode=aftermath' },
  { name: 'room', query: '?card=bottomless-pool-locker-room&zone=battlefield&mode=left' },
  { name: 'five-part', query: '?card=who-what-when-where-why&zone=stack&mode=Who&x=2' },
  { name: 'split-library', query: '?card=fire-ice' },
];

/** The text of the element carrying data-field=name. */
export function field(page, name) {
  return page.locator(`[data-field="${name}"]`).first();
}

/** A fresh browser profile (nothing saved) whose console errors the test checks itself. */
export async function freshPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  return { context, page, problems };
}

/** A custom split card the custom-card tests import, save and share. */
export const KNOCK_TALK = {
  object: 'card',
  layout: 'split',
  name: 'Knock // Talk',
  card_faces: [
    { name: 'Knock', mana_cost: '{1}{R}', type_line: 'Instant', oracle_text: 'Knock deals 2 damage to any target.' },
    { name: 'Talk', mana_cost: '{2}{U}', type_line: 'Sorcery', oracle_text: 'Draw two cards.' },
  ],
};

/** On a phone (below 700 px) the search, the lede and the custom cards are behind the
 * header's search button: opens them there; wider, they are always shown. */
export async function showFinder(page) {
  const button = page.locator('#finder-button');
  if (await button.isVisible() && (await button.getAttribute('aria-expanded')) !== 'true') {
    await button.click();
  }
  await page.locator('#picker-input').waitFor({ state: 'visible' });
}

/** On a phone where the spell was cast from and the rules era are behind "More choices":
 * shows them there; wider, they are always shown. */
export async function showMoreChoices(page) {
  const button = page.locator('.controls__more-toggle');
  if (await button.isVisible() && (await button.getAttribute('aria-expanded')) !== 'true') {
    await button.click();
  }
  await page.locator('#era-select').waitFor({ state: 'visible' });
}

/** On a phone the header's tools (embed, language, theme) are behind its menu button:
 * opens it there; wider, they are always shown. */
export async function showMenu(page) {
  const button = page.locator('#menu-button');
  if (await button.isVisible() && (await button.getAttribute('aria-expanded')) !== 'true') {
    await button.click();
  }
  await page.locator('#site-tools').waitFor({ state: 'visible' });
}

/**
 * Appends to `page`'s body an iframe of the embed at `src`, as the Embed dialog's snippet
 * frames it (640 px wide, sandboxed to scripts and popups), with `attributes` besides
 * (`height`, `class`, `style` …).
 */
export async function appendEmbedFrame(page, src, attributes = { height: '300' }) {
  await page.evaluate(([src, attributes]) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.width = '640';
    for (const [name, value] of Object.entries(attributes)) frame.setAttribute(name, value);
    frame.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
    document.body.append(frame);
  }, [src, attributes]);
}
