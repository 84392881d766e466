// Wiki embeds: examples/wiki-page.html, served from a SECOND origin, embeds the app in
// sandboxed iframes; each renders its card's values (the data-field contract), reports
// its height, is resized to fit without scrollbars, and obeys only well-formed messages.
// Also: the embed's own options, and the Embed dialog of the full app.
import { test, expect, open, field } from './fixtures.mjs';

const wiki = () => `http://127.0.0.1:${process.env.E2E_WIKI_PORT}`;

/** The wiki page, pointed at the app under test (another origin). */
async function openWiki(page, baseURL) {
  await page.goto(`${wiki()}/wiki-page.html?app=${encodeURIComponent(baseURL)}`);
}

const CARDS = [
  {
    names: 'Fire', 'mana-cost': '{1}{R}', 'mana-value': '2', colors: 'red',
    'type-line': 'Instant', 'rules-text': /Fire deals 2 damage divided/,
    legality: /^Legal/, 'leaves-stack-to': 'Graveyard',
  },
  {
    names: 'Wear // Tear', 'mana-cost': '{1}{R}{W}', 'mana-value': '3', colors: 'red and white',
    'type-line': 'Instant', 'rules-text': /Destroy target artifact[\s\S]*Destroy target enchantment/,
    legality: /^Legal/, 'leaves-stack-to': 'Graveyard',
  },
  {
    names: 'Lead', 'mana-cost': '{3}{G}', 'mana-value': '4', colors: 'green',
    'type-line': 'Sorcery', 'rules-text': /Aftermath/,
    legality: /^Legal/, 'leaves-stack-to': 'Exile',
  },
  {
    names: "Dollmaker's Shop // Porcelain Gallery", 'mana-cost': '{5}{W}{W}{W}', 'mana-value': '8',
    colors: 'white', 'type-line': 'Enchantment — Room', 'rules-text': /unlock/,
  },
];

/** The text of a data-field, with mana symbols read back as {…} from their accessible names. */
async function fieldText(frame, name) {
  return frame.locator(`[data-field="${name}"]`).first().evaluate((el) => {
    const code = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
    const clone = el.cloneNode(true);
    clone.querySelectorAll('.ms[aria-label]').forEach((s) => {
      const label = s.getAttribute('aria-label');
      const generic = /^(\d+) generic mana$/.exec(label);
      const colored = /^(\w+) mana$/.exec(label);
      s.replaceWith(generic ? `{${generic[1]}}` : colored && code[colored[1]] ? `{${code[colored[1]]}}` : `{${label}}`);
    });
    return clone.textContent.replace(/\s+/g, ' ').trim();
  });
}

test('the wiki page embeds each card with the right values, sized by its height messages', async ({ page, baseURL }) => {
  await openWiki(page, baseURL);
  const frames = page.locator('iframe.split-inspector');
  await expect(frames).toHaveCount(CARDS.length);
  for (const [i, card] of CARDS.entries()) {
    const frame = page.frameLocator('iframe.split-inspector').nth(i);
    await frame.locator('.panel').waitFor({ state: 'attached' });
    for (const [name, want] of Object.entries(card)) {
      const text = await fieldText(frame, name);
      if (want instanceof RegExp) expect(text, `${name} of embed ${i}`).toMatch(want);
      else expect(text, `${name} of embed ${i}`).toBe(want);
    }
    // No site chrome; the "open" link opens the same view in a new tab, without embed params.
    await expect(frame.locator('.site-header')).toHaveCount(0);
    const open = frame.locator('a[data-embed-open]');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener');
    const href = await open.getAttribute('href');
    expect(href.startsWith(`${baseURL}/?card=`), href).toBe(true);
    expect(href).not.toMatch(/embed=|theme=|controls=/);
  }
  // Height messages arrived and the page sized each iframe to them: no scrollbars inside.
  for (let i = 0; i < CARDS.length; i++) {
    const el = frames.nth(i);
    await expect(el).toHaveAttribute('data-height-messages', /^[1-9]/);
    const reported = Number(await el.getAttribute('data-reported-height'));
    // Compact (no controls) at 640 px: the card beside its key values, never the whole
    // answer's height; the Room's, with its controls, shows the whole answer.
    expect(reported).toBeGreaterThan(200);
    if (!CARDS_QUERY[i].includes('dollmakers')) expect(reported).toBeLessThanOrEqual(480);
    await expect.poll(() => el.evaluate((f) => f.clientHeight)).toBe(reported);
    // (Chromium resizes an off-screen cross-origin frame's viewport once it is shown.)
    await el.scrollIntoViewIfNeeded();
    const frame = page.frames().find((f) => f.parentFrame() && f.url().includes(CARDS_QUERY[i]));
    await expect.poll(() => frame.evaluate(() => window.innerHeight)).toBe(reported);
    const [scrollH, viewH, scrollW, viewW] = await frame.evaluate(() => [
      document.documentElement.scrollHeight, window.innerHeight,
      document.documentElement.scrollWidth, window.innerWidth,
    ]);
    expect(scrollH, `embed ${i} has no vertical scrollbar`).toBeLessThanOrEqual(viewH);
    expect(scrollW, `embed ${i} has no horizontal scrollbar`).toBeLessThanOrEqual(viewW);
  }
  // Themes and languages as asked.
  const second = page.frameLocator('iframe.split-inspector').nth(1);
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.frameLocator('iframe.split-inspector').nth(2).locator('html')).toHaveAttribute('lang', 'en');
  // Controls only where asked for (the Room), and they work there.
  await expect(page.frameLocator('iframe.split-inspector').nth(0).locator('.controls')).toHaveCount(0);
  const room = page.frameLocator('iframe.split-inspector').nth(3);
  await room.locator('[data-door="right"]').click();
  await expect(room.locator('[data-field="names"]')).toHaveText("Dollmaker's Shop");
});

const CARDS_QUERY = ['card=fire-ice', 'card=wear-tear', 'card=destined-lead', 'card=dollmakers-shop'];

test('an embed obeys a well-formed set message and silently ignores anything else', async ({ page, baseURL }) => {
  await openWiki(page, baseURL);
  const frame = page.frameLocator('iframe.split-inspector').first();
  await expect(frame.locator('[data-field="mana-value"]')).toHaveText('2');
  // Wait until every embed has sized itself (the page's layout moves until then; Chromium
  // lays out an off-screen cross-origin frame only once it is scrolled into view).
  for (let i = 0; i < CARDS.length; i++) {
    const el = page.locator('iframe.split-inspector').nth(i);
    await expect(el).toHaveAttribute('data-height-messages', /^[1-9]/);
    await el.scrollIntoViewIfNeeded();
  }
  // The page's buttons post {type: "split-inspector:set", card, zone, mode}.
  const ice = page.getByRole('button', { name: 'Ice on the stack' });
  await ice.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await ice.click();
  await expect(frame.locator('[data-field="names"]')).toHaveText('Ice');
  await expect(frame.locator('[data-field="colors"]')).toContainText('blue');
  // Junk: wrong types, unknown keys, unknown values, smuggled parameters, non-objects.
  await page.evaluate(() => {
    const target = document.querySelector('iframe.split-inspector').contentWindow;
    const junk = [
      null, 42, 'split-inspector:set', [1, 2], { type: 'other' },
      { type: 'split-inspector:set' },
      { type: 'split-inspector:set', card: 'fire-ice', zone: 'moon' },
      { type: 'split-inspector:set', card: 'no-such-card' },
      { type: 'split-inspector:set', card: 'fire-ice', evil: '<script>' },
      { type: 'split-inspector:set', card: { toString: null } },
      { type: 'split-inspector:set', card: 'fire-ice&zone=stack&mode=left' },
      { type: 'split-inspector:set', card: 'fire-ice', x: 1.5 },
      { type: 'split-inspector:set', card: 'x'.repeat(5000) },
      { type: 'split-inspector:height', height: 5 },
    ];
    for (const m of junk) {
      try { target.postMessage(m, '*'); } catch { /* uncloneable: the browser refuses */ }
    }
  });
  await page.waitForTimeout(300);
  await expect(frame.locator('[data-field="names"]')).toHaveText('Ice');
  // And a message from another window (not the parent) is ignored too.
  await page.getByRole('button', { name: 'Fire // Ice in the graveyard' }).click();
  await expect(frame.locator('[data-field="names"]')).toHaveText('Fire // Ice');
});

test('the embed stylesheet: an embed loads it before its first paint, the full app never', async ({ page }) => {
  const sheets = [];
  page.on('request', (r) => {
    if (/\/embed-[0-9a-f]+\.css$/.test(new URL(r.url()).pathname)) sheets.push(r.url());
  });
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  expect(sheets).toEqual([]);
  await open(page, '?card=fire-ice&embed=1');
  expect(sheets).toHaveLength(1);
  // Its rules apply (the embed's own padding), and the page names it in its <meta>.
  await expect(page.locator('.embed-root')).toHaveCSS('padding-top', '12px');
  const shell = await page.evaluate(async () => {
    const html = await (await fetch('/?embed=1')).text();
    return html.includes('<meta name="embed-css"');
  });
  expect(shell).toBe(true);
});

test("what only a click opens is styled by a stylesheet the first view doesn't load: added at the first interaction", async ({ page }) => {
  const sheets = [];
  page.on('request', (r) => {
    if (/\/later-[0-9a-f]+\.css$/.test(new URL(r.url()).pathname)) sheets.push(r.url());
  });
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await page.waitForLoadState('networkidle');
  expect(sheets).toEqual([]);
  await expect(page.locator('link[href*="/later-"]')).toHaveCount(0);
  // The first click is the one that opens the dialog: the dialog is styled (once the sheet,
  // fetched with that click, is in).
  await page.locator('.embed-button').click();
  await expect(page.locator('.embed-dialog')).toBeVisible();
  await expect(page.locator('.embed-dialog')).toHaveCSS('border-radius', /^[1-9]/);
  await expect(page.locator('.snippet textarea').first()).toHaveCSS('resize', 'vertical');
  expect(sheets).toHaveLength(1);
  await page.keyboard.press('Escape');
  // The custom cards' panel too, and the sheet is not fetched again.
  await page.locator('.custom__summary').click();
  await expect(page.locator('.drop-zone')).toHaveCSS('border-top-style', 'dashed');
  expect(sheets).toHaveLength(1);
  // An embed never adds it (the page's links, not requests: a cached sheet makes none).
  await open(page, '?card=fire-ice&embed=1&controls=1');
  await page.locator('[data-zone="stack"]').click();
  await expect(page.locator('.embed-root')).toBeVisible();
  await expect(page.locator('link[href*="/later-"]')).toHaveCount(0);
});

test('embed options: theme, lang, controls; the address keeps them', async ({ page, baseURL }) => {
  await open(page, '?card=down-dirty&zone=stack&mode=fused&embed=1&theme=dark&lang=fr&controls=1');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveClass(/embed/);
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(field(page, 'mana-value')).toHaveText('7');
  const entries = await page.evaluate(() => history.length);
  await page.locator('[data-mode="left"]').click();
  await expect(field(page, 'mana-value')).toHaveText('4');
  await expect(page).toHaveURL(/\?card=down-dirty&zone=stack&mode=left&embed=1&theme=dark&lang=fr&controls=1$/);
  // No history entries of its own (they would be the wiki page's back button's).
  expect(await page.evaluate(() => history.length)).toBe(entries);
  const href = await page.locator('a[data-embed-open]').getAttribute('href');
  expect(href).toBe(`${baseURL}/?card=down-dirty&zone=stack&mode=left&lang=fr`);
  // In French, its tooltip too; the embed is the frame's main landmark.
  await expect(page.locator('a[data-embed-open]')).toHaveAttribute('title', /s'ouvre dans un nouvel onglet/);
  await expect(page.getByRole('main')).toHaveCount(1);
  // Unknown languages are kept in the address but not claimed for <html lang>.
  await open(page, '?card=fire-ice&embed=1&lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.controls')).toHaveCount(0);
});

test('the Embed dialog: snippets for the view, focus kept inside, Escape closes and returns focus', async ({ page, baseURL }) => {
  await open(page, '?card=wear-tear&zone=stack&mode=fused');
  const button = page.getByRole('button', { name: 'Embed' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Embed this view' });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog as it opens.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  const html = dialog.locator('#embed-html');
  // A catalogue card's zone and mode: the embed drawn at build time.
  await expect(html).toHaveValue(new RegExp(`src="${baseURL}/embed/wear-tear/stack-fused\\.html"`));
  await expect(html).toHaveValue(/sandbox="allow-scripts[^"]*"/);
  await expect(dialog.locator('#embed-widget-call')).toHaveValue(/^\{\{#widget:SplitCardInspector\|card=wear-tear\|zone=stack\|mode=fused\|height=\d+\}\}$/);
  await expect(dialog.locator('#embed-widget-page')).toHaveValue(/<!--\{\$card\|escape:'url'\}-->/);
  await expect(dialog.locator('#embed-iframetag')).toHaveValue(/^<iframe src=/);
  await expect(dialog.locator('#embed-link')).toHaveValue(`<a href="${baseURL}/card/wear-tear/?zone=stack&amp;mode=fused">Wear // Tear</a>`);
  // The height is measured by a hidden embed.
  await expect(dialog.locator('[data-field="embed-height"]')).toHaveAttribute('data-measured', 'true');
  // Options change the snippets.
  await dialog.getByLabel('Show the controls').check();
  await expect(html).toHaveValue(/embed=1&amp;controls=1"/);
  await dialog.locator('select').selectOption('dark');
  await expect(html).toHaveValue(/embed=1&amp;theme=dark&amp;controls=1"/);
  // Tab never leaves the dialog.
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('copy: to the clipboard, or selected with a note when the clipboard is blocked', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await page.getByRole('button', { name: 'Embed' }).click();
  await page.getByRole('tab', { name: 'Plain link' }).click();
  const link = page.locator('[data-snippet="embed-link"]');
  await link.getByRole('button', { name: 'Copy' }).click();
  await expect(link.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.locator('textarea').inputValue());
  // Blocked: writeText refuses.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
  });
  await page.getByRole('tab', { name: 'HTML iframe' }).click();
  const html = page.locator('[data-snippet="embed-html"]');
  await html.getByRole('button', { name: 'Copy' }).click();
  await expect(html.getByRole('status')).toContainText('Copying is blocked here. The snippet is selected');
  await expect(html.locator('textarea')).toBeFocused();
  const selected = await page.evaluate(() => {
    const t = document.activeElement;
    return t.value.slice(t.selectionStart, t.selectionEnd);
  });
  expect(selected).toBe(await html.locator('textarea').inputValue());
});

test('a fixed-height iframe at the suggested height shows no scrollbars', async ({ page, baseURL }) => {
  for (const query of ['?card=who-what-when-where-why&zone=library', '?card=fire-ice&zone=stack&mode=left']) {
    await open(page, query);
    await page.getByRole('button', { name: 'Embed' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-field="embed-height"]')).toHaveAttribute('data-measured', 'true');
    const snippet = await dialog.locator('#embed-html').inputValue();
    await page.keyboard.press('Escape');
    // A page on the wiki's origin where only the snippet is pasted (no resize script).
    await page.goto(`${wiki()}/wiki-page.html?app=${encodeURIComponent(baseURL)}`);
    await page.evaluate((html) => {
      document.body.replaceChildren();
      document.body.insertAdjacentHTML('beforeend', html);
    }, snippet);
    await page.frameLocator('iframe').locator('.panel').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    const frame = page.frames().find((f) => /embed=1|\/embed\//.test(f.url()));
    const [scrollH, viewH, scrollW, viewW] = await frame.evaluate(() => [
      document.documentElement.scrollHeight, window.innerHeight,
      document.documentElement.scrollWidth, window.innerWidth,
    ]);
    expect(scrollH, `${query}: content fits the suggested height`).toBeLessThanOrEqual(viewH);
    expect(scrollW).toBeLessThanOrEqual(viewW);
    expect(viewH).toBeLessThan(scrollH + 40); // and is not needlessly tall
  }
});

test("the Embed dialog's copy buttons are named by what they copy", async ({ page }) => {
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await page.getByRole('button', { name: 'Embed' }).click();
  await expect(page.getByRole('button', { name: 'Copy HTML iframe (any site)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Plain link' }).click();
  await expect(page.getByRole('button', { name: 'Copy A plain link' })).toBeVisible();
  const names = await page.locator('.snippet button').evaluateAll((bs) =>
    bs.map((b) => b.getAttribute('aria-labelledby').split(' ').map((id) => document.getElementById(id).textContent).join(' ')));
  expect(new Set(names).size).toBe(names.length);
});

// Six views in three languages: one test per width, each well within a test's time.
const COMPACT_VIEWS = [
  '?card=fire-ice&zone=stack&mode=left', '?card=down-dirty&zone=stack&mode=fused',
  '?card=destined-lead&zone=graveyard&mode=aftermath', '?card=bottomless-pool-locker-room&zone=battlefield&mode=left',
  '?card=fire-ice', '?card=destined-lead&zone=stack&mode=aftermath&from=hand',
];
for (const [width, most] of [[640, 480], [320, 720]]) test(`a compact embed at ${width} px wide: the card beside its key values, at most ${most} px high, legible, every value present`, async ({ page }) => {
  await page.setViewportSize({ width, height: 900 });
  for (const lang of ['en', 'fr', 'de']) {
    for (const q of COMPACT_VIEWS) {
      await open(page, `${q}&embed=1&lang=${lang}`);
      const h = await page.locator('.embed-root').evaluate((e) => e.getBoundingClientRect().height);
      expect(h, `${q} ${lang} at ${width} px`).toBeLessThanOrEqual(most);
      // The card can be read: its text, type lines and mana symbols 12 px or more.
      await page.evaluate(() => document.fonts.ready);
      const sizes = await page.locator('.card :is(.half__text, .door__text, .half__type, .room__type, .fuse-bar, .ms)').evaluateAll(
        (els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)),
      );
      expect(sizes.length, q).toBeGreaterThan(2);
      expect(Math.min(...sizes), `${q} ${lang} at ${width} px: the card's smallest text`).toBeGreaterThanOrEqual(12);
      // Every value of the app's answer is in the page, the hidden ones too.
      const fields = () => page.evaluate(() => [...new Set([...document.querySelectorAll('.panel [data-field]')].map((e) => e.dataset.field))].sort());
      const inEmbed = await fields();
      if (width === 640 && lang === 'en') {
        await open(page, q);
        expect(inEmbed, q).toEqual(await fields());
      }
    }
  }
});

test('a compact embed: the key values are seen; Details opens the whole answer under them, and the height follows', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await open(page, '?card=fire-ice&zone=stack&mode=left&embed=1');
  await expect(page.locator('.embed-heading')).toHaveText('Fire on the stack, cast from your hand');
  await expect(page.locator('.glance--embed .glance__facts')).toContainText('Mana value2');
  await expect(page.locator('.embed-details .panel')).toBeHidden();
  const before = await page.locator('.embed-root').evaluate((e) => e.getBoundingClientRect().height);
  await page.locator('.embed-details > summary').click();
  await expect(page.locator('.embed-details .panel')).toBeVisible();
  const after = await page.locator('.embed-root').evaluate((e) => e.getBoundingClientRect().height);
  expect(after).toBeGreaterThan(before + 200);
});
