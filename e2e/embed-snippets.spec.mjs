// Wiki embeds, continued: a custom card travels in the Embed dialog's snippets (`#share=`) so
// a reader with none saved sees it; the snippets keep the page's language and are measured
// in it; an off-screen embed that the page steers reports its new height at once.
import { test, expect, open, field, freshPage } from './fixtures.mjs';

const wiki = () => `http://127.0.0.1:${process.env.E2E_WIKI_PORT}`;

const BIG_SMALL = {
  name: 'Big // Small',
  card_faces: [
    { name: 'Big', type_line: 'Sorcery', mana_cost: '{5}{G}{G}' },
    { name: 'Small', type_line: 'Instant', mana_cost: '{G}' },
  ],
};

/** Imports a card through the Custom cards panel; the app then shows it. */
async function importCard(page, card) {
  await page.locator('.custom__summary').click();
  await page.locator('#import-text').fill(JSON.stringify(card));
  await page.locator('[data-import-confirm]').click();
}

/** A page on the wiki's origin holding only `html` (a pasted snippet), in `page`. */
async function pasteOnWiki(page, baseURL, html) {
  await page.goto(`${wiki()}/wiki-page.html?app=${encodeURIComponent(baseURL)}`);
  await page.evaluate((h) => {
    document.body.replaceChildren();
    document.body.insertAdjacentHTML('beforeend', h);
  }, html);
}

test('a custom card embeds: the snippets carry it, and a reader with no saved cards sees it', async ({ page, browser, baseURL }) => {
  await open(page);
  await importCard(page, BIG_SMALL);
  await expect(page).toHaveURL(/card=big-small/);
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this view' });
  await expect(dialog.locator('#embed-custom')).toHaveText("Big // Small is a custom card, so the snippets carry it (#share=…) for every reader.");
  // Measured from an embed that shows the card (not the fallback card).
  await expect(dialog.locator('iframe.embed-measure')).toHaveAttribute('src', /embed=1#share=[\w-]+$/);
  await expect(dialog.locator('[data-field="embed-height"]')).toHaveAttribute('data-measured', 'true');
  const html = await dialog.locator('#embed-html').inputValue();
  expect(html).toMatch(/src="[^"]*\/\?card=big-small&amp;zone=library&amp;mode=left&amp;embed=1#share=[\w-]+"/);
  await expect(dialog.locator('#embed-iframetag')).toHaveValue(/embed=1#share=[\w-]+"/);
  await expect(dialog.locator('#embed-widget-call')).toHaveValue(/^\{\{#widget:SplitCardInspector\|card=big-small\|zone=library\|mode=left\|share=[\w-]+\|height=\d+\}\}$/);
  await expect(dialog.locator('#embed-widget-page')).toHaveValue(/&amp;embed=1<!--\{if \$share\}-->#share=<!--\{\$share\|escape:'url'\}--><!--\{\/if\}-->"/);
  const link = /href="([^"]+)"/.exec(await dialog.locator('#embed-link').inputValue())[1].replaceAll('&amp;', '&');
  expect(link).toMatch(/\/\?card=big-small&zone=library&mode=left#share=[\w-]+$/);

  const reader = await freshPage(browser);
  // The snippet pasted on the wiki: the card itself, no notice, and no scrollbars at the
  // measured height.
  await pasteOnWiki(reader.page, baseURL, html);
  const frame = reader.page.frameLocator('iframe');
  await expect(frame.locator('[data-field="names"]')).toHaveText('Big // Small');
  await expect(frame.locator('[data-field="mana-value"]')).toHaveText('8');
  await expect(frame.locator('[data-notice]')).toHaveCount(0);
  const embed = reader.page.frames().find((f) => f.url().includes('embed=1'));
  const [scrollH, viewH] = await embed.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
  expect(scrollH).toBeLessThanOrEqual(viewH);
  expect(viewH).toBeLessThan(scrollH + 40);
  // Steered by the page, it keeps the card in its address and in its "Open in" link.
  await reader.page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage(
    { type: 'split-inspector:set', card: 'big-small', zone: 'stack', mode: 'right' }, '*'));
  await expect(frame.locator('[data-field="names"]')).toHaveText('Small');
  await expect.poll(() => embed.evaluate(() => location.search + location.hash))
    .toMatch(/^\?card=big-small&zone=stack&mode=right&embed=1#share=[\w-]+$/);
  const openHref = await frame.locator('a[data-embed-open]').getAttribute('href');
  expect(openHref).toMatch(/\/\?card=big-small&zone=stack&mode=right#share=[\w-]+$/);
  // A catalogue card sent to it: its link carries no card.
  await reader.page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage(
    { type: 'split-inspector:set', card: 'fire-ice' }, '*'));
  await expect(frame.locator('[data-field="names"]')).toHaveText('Fire // Ice');
  expect(await frame.locator('a[data-embed-open]').getAttribute('href')).not.toContain('#share=');

  // The plain link (and so the "Open in" link) opens the card in the full app, which
  // offers to save it; nothing is saved until asked.
  await reader.page.goto(link);
  await expect(reader.page.locator('[data-field="names"]').first()).toHaveText('Big // Small');
  await expect(reader.page.locator('[data-notice]')).toHaveCount(0);
  await expect(reader.page.locator('[data-share-offer="card"]')).toContainText('Big // Small');
  expect(await reader.page.evaluate(() => localStorage.getItem('split-card-inspector.custom-cards'))).toBeNull();
  expect(reader.problems).toEqual([]);
  await reader.context.close();
});

test('a custom card\'s snippets carry it packed as its share link is, so it fits as long', async ({ page }) => {
  await open(page);
  await importCard(page, {
    name: 'Spark // Frost',
    card_faces: [
      { name: 'Spark', type_line: 'Instant', mana_cost: '{R}', oracle_text: 'Spark deals 2 damage to any target.' },
      { name: 'Frost', type_line: 'Sorcery', mana_cost: '{1}{U}', oracle_text: 'Tap up to two target creatures. Draw a card.' },
    ],
  });
  await expect(page).toHaveURL(/card=spark-frost/);
  await page.locator('[data-share-card]').click();
  const shared = (await page.locator('[data-share-link]').inputValue()).split('#share=')[1];
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this view' });
  await expect(dialog.locator('#embed-link')).toHaveValue(/#share=[\w-]+"/);
  const embedded = /#share=([\w-]+)"/.exec(await dialog.locator('#embed-link').inputValue())[1];
  // The same compressed payload (a stored deflate block of the JSON was 2.4 times longer).
  expect(embedded).toBe(shared);
  expect(embedded.length).toBeLessThan(600);
  for (const id of ['#embed-html', '#embed-iframetag', '#embed-widget-call']) {
    expect(await dialog.locator(id).inputValue()).toContain(shared);
  }
});

test('a custom card too large to travel in a snippet: the dialog says why and offers none', async ({ page }) => {
  await open(page);
  // Text that doesn't compress (a share payload is deflated): pseudo-random words.
  let seed = 7;
  const word = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed.toString(36);
  };
  const long = Array.from({ length: 1100 }, word).join(' ');
  await importCard(page, {
    name: 'Long // Winded',
    card_faces: [
      { name: 'Long', type_line: 'Sorcery', mana_cost: '{2}{U}', oracle_text: long },
      { name: 'Winded', type_line: 'Instant', mana_cost: '{U}', oracle_text: long },
    ],
  });
  await expect(page).toHaveURL(/card=long-winded/);
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this view' });
  await expect(dialog.locator('#embed-custom')).toHaveText(
    "Long // Winded can't be embedded: a custom card travels in the snippet, and this one is too large (the limit is 6 KB).");
  await expect(dialog.locator('textarea')).toHaveCount(0);
  await expect(dialog.locator('iframe')).toHaveCount(0);
  // A catalogue card again: the snippets are back.
  await page.keyboard.press('Escape');
  await open(page, '?card=fire-ice');
  await page.getByRole('button', { name: 'Embed' }).click();
  await expect(dialog.locator('#embed-custom')).toHaveCount(0);
  // The eight snippets, and WordPress's two (a plain view of a catalogue card).
  await expect(dialog.locator('textarea')).toHaveCount(10);
});

test('the snippets keep the page\'s language, measured in it', async ({ page, baseURL }) => {
  for (const [lang, button, usage] of [['fr', 'Intégrer', 'Intègre Split Card Inspector. Utilisation\u00a0:'], ['de', 'Einbetten', 'Bettet Split Card Inspector ein. Aufruf:']]) {
    await open(page, `?card=destined-lead&zone=stack&mode=aftermath&from=graveyard&lang=${lang}`);
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    const query = 'card=destined-lead&amp;zone=stack&amp;mode=aftermath&amp;from=graveyard';
    await expect(dialog.locator('#embed-html')).toHaveValue(new RegExp(`src="${baseURL}/\\?${query}&amp;embed=1&amp;lang=${lang}"`));
    await expect(dialog.locator('#embed-iframetag')).toHaveValue(new RegExp(`&amp;embed=1&amp;lang=${lang}"`));
    await expect(dialog.locator('#embed-widget-call')).toHaveValue(new RegExp(`\\|from=graveyard\\|lang=${lang}\\|height=\\d+\\}\\}$`));
    // The widget page's usage line too (the wiki editor's language).
    await expect(dialog.locator('#embed-widget-page')).toHaveValue(new RegExp(`^<noinclude>${usage} \\{\\{#widget:`));
    // The plain link: the card's page at this view, in that language.
    await expect(dialog.locator('#embed-link')).toHaveValue(new RegExp(`href="${baseURL}/${lang}/card/destined-lead/\\?zone=stack&amp;mode=aftermath&amp;from=graveyard"`));
    // The hidden embed that measures the height speaks it too.
    await expect(dialog.locator('iframe.embed-measure')).toHaveAttribute('src', new RegExp(`&lang=${lang}$`));
    await expect(dialog.locator('[data-field="embed-height"]')).toHaveAttribute('data-measured', 'true');
    const snippet = await dialog.locator('#embed-html').inputValue();
    await page.keyboard.press('Escape');
    // Pasted with no resize script: in that language, and exactly as tall as it needs.
    await pasteOnWiki(page, baseURL, snippet);
    const frame = page.frameLocator('iframe');
    await frame.locator('.panel').waitFor({ state: 'attached' });
    await expect(frame.locator('html')).toHaveAttribute('lang', lang);
    await page.waitForTimeout(300);
    const embed = page.frames().find((f) => f.url().includes('embed=1'));
    const [scrollH, viewH] = await embed.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
    expect(scrollH, `${lang}: content fits the suggested height`).toBeLessThanOrEqual(viewH);
    expect(viewH, `${lang}: not needlessly tall`).toBeLessThan(scrollH + 40);
  }
  // English stays as it was: no language in the address (the embed's default); a plain
  // view of a catalogue card is the embed drawn at build time.
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await page.getByRole('button', { name: 'Embed' }).click();
  await expect(page.locator('#embed-html')).toHaveValue(new RegExp(`src="${baseURL}/embed/fire-ice/stack-left\\.html"`));
  await expect(page.locator('#embed-link')).toHaveValue(`<a href="${baseURL}/card/fire-ice/?zone=stack&amp;mode=left">Fire // Ice</a>`);
});

test('an off-screen embed that the page steers reports its new height at once', async ({ page, baseURL }) => {
  // The wiki page: a long article, the embed far below the fold (Chromium throttles the
  // observers of an off-screen cross-origin frame), and the resize script of docs/embedding.md.
  await pasteOnWiki(page, baseURL, `<div style="height:3000px">Article</div>
    <iframe class="split-inspector" src="${baseURL}/?card=fire-ice&amp;zone=stack&amp;mode=left&amp;embed=1"
      width="640" height="300" sandbox="allow-scripts" style="border:0"></iframe>`);
  await page.evaluate(() => {
    window.heights = [];
    window.addEventListener('message', (event) => {
      const d = event.data;
      if (!d || d.type !== 'split-inspector:height' || typeof d.height !== 'number') return;
      window.heights.push(d.height);
      document.querySelector('iframe').style.height = `${Math.ceil(d.height)}px`;
    });
  });
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('[data-field="names"]')).toHaveText('Fire');
  // Its first height may have come before the listener: asked for again, as a late script does.
  await page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage({ type: 'split-inspector:ready' }, '*'));
  await expect.poll(() => page.evaluate(() => window.heights.length)).toBeGreaterThan(0);
  const before = await page.evaluate(() => window.heights.at(-1));
  await page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage(
    { type: 'split-inspector:set', card: 'bottomless-pool-locker-room', zone: 'battlefield', unlocked: 'both' }, '*'));
  await expect(frame.locator('[data-field="unlock"]')).toBeAttached();
  // The new height arrives while the embed is still off screen.
  await expect.poll(() => page.evaluate(() => window.heights.at(-1)), { timeout: 3000 }).toBeGreaterThan(before + 100);
  expect(await page.evaluate(() => [window.scrollY, document.querySelector('iframe').getBoundingClientRect().top > innerHeight]))
    .toEqual([0, true]);
  const content = await page.frames().find((f) => f.url().includes('embed=1'))
    .evaluate(() => Math.ceil(document.querySelector('.embed-root').getBoundingClientRect().height));
  expect(await page.evaluate(() => window.heights.at(-1))).toBe(content);
  expect(await page.evaluate(() => document.querySelector('iframe').clientHeight)).toBe(content);
  // A message that changes nothing posts nothing more (never the same height twice).
  const count = await page.evaluate(() => window.heights.length);
  await page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage({ type: 'split-inspector:set', card: 'bottomless-pool-locker-room', zone: 'battlefield', unlocked: 'both' }, '*'));
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.heights.length)).toBe(count);
});

test('the Embed dialog: snippets in tabs walked with the arrow keys, plain links for hosts without iframes, and a live preview at the width picked', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this view' });
  const tabs = dialog.getByRole('tablist', { name: 'Kind of snippet' });
  const tab = (name) => tabs.getByRole('tab', { name });
  await expect(tab('HTML iframe')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('HTML iframe')).toHaveAttribute('tabindex', '0');
  await expect(tab('MediaWiki')).toHaveAttribute('tabindex', '-1');
  await expect(dialog.locator('#embed-html')).toBeVisible();
  await expect(dialog.locator('#embed-widget-call')).toBeHidden();
  await expect(dialog.getByRole('tabpanel', { name: 'HTML iframe' })).toBeVisible();
  // The arrow keys move through the tabs (one tab stop), round the ends; Home and End.
  await tab('HTML iframe').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('WordPress')).toBeFocused();
  // WordPress: the address to paste (the embed's own page, which names its oEmbed
  // response) and that response, which frames this embed at its measured height.
  const pasted = await dialog.locator('#embed-oembed-url').inputValue();
  expect(pasted).toBe(`${baseURL}/embed/fire-ice/stack-left.html`);
  const json = await dialog.locator('#embed-oembed-json').inputValue();
  expect(json).toBe(`${baseURL}/oembed/fire-ice/stack-left.json`);
  const discovered = await page.evaluate(async (pasted) => {
    const html = await (await fetch(pasted)).text();
    return new DOMParser().parseFromString(html, 'text/html').querySelector('link[type="application/json+oembed"]')?.getAttribute('href');
  }, pasted);
  expect(new URL(discovered).pathname).toBe('/oembed/fire-ice/stack-left.json');
  const response = await page.evaluate(async (json) => (await fetch(json)).json(), json);
  expect(response).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Split Card Inspector', width: 640 });
  expect(response.html).toContain('/embed/fire-ice/stack-left.html"');
  await page.keyboard.press('ArrowRight');
  await expect(tab('MediaWiki')).toBeFocused();
  await expect(tab('MediaWiki')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('HTML iframe')).toHaveAttribute('tabindex', '-1');
  await expect(dialog.locator('#embed-widget-call')).toBeVisible();
  await expect(dialog.locator('#embed-iframetag')).toBeVisible();
  await expect(dialog.locator('#embed-html')).toBeHidden();
  await page.keyboard.press('End');
  await expect(tab('Plain link')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('HTML iframe')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Plain link')).toHaveAttribute('aria-selected', 'true');
  // Tab from the tablist goes into its panel, not to the other tabs.
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => document.activeElement.closest('[role="tabpanel"]')?.id)).toBe('embed-panel-link');

  // Plain links, each the card's name and its page at this view, for hosts that forbid iframes.
  const app = `${baseURL}/card/fire-ice/?zone=stack&mode=left`;
  await expect(dialog.locator('#embed-link')).toHaveValue(`<a href="${app.replaceAll('&', '&amp;')}">Fire // Ice</a>`);
  await expect(dialog.locator('#embed-link-markdown')).toHaveValue(`[Fire // Ice](${app})`);
  await expect(dialog.locator('#embed-link-bbcode')).toHaveValue(`[url=${app}]Fire // Ice[/url]`);
  await expect(dialog.locator('#embed-link-wiki')).toHaveValue(`[${app} Fire // Ice]`);
  const markdown = dialog.locator('[data-snippet="embed-link-markdown"]');
  await markdown.getByRole('button', { name: 'Copy' }).click();
  await expect(markdown.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await dialog.locator('#embed-link-markdown').inputValue());

  // The preview: the embed the snippet holds, sandboxed as it is, at 640 px, as tall as it says.
  const preview = dialog.locator('iframe.embed-preview__iframe');
  const src = /src="([^"]+)"/.exec(await dialog.locator('#embed-html').inputValue())[1].replaceAll('&amp;', '&');
  await expect(preview).toHaveAttribute('src', src);
  await expect(preview).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
  await expect(preview).toHaveAttribute('width', '640');
  await expect(page.frameLocator('iframe.embed-preview__iframe').locator('[data-field="names"]')).toHaveText('Fire');
  const size = dialog.locator('[data-field="embed-preview-height"]');
  await expect(size).toHaveAttribute('data-measured', 'true');
  await expect(size).toContainText(/^At 640 px wide: \d+ px tall \(measured\)\.$/);
  const wide = Number(await preview.getAttribute('height'));
  // At 320 px the same embed is taller, and says so.
  await dialog.getByLabel('320 px').check();
  await expect(preview).toHaveAttribute('width', '320');
  await expect(size).toContainText('At 320 px wide:');
  await expect(size).toHaveAttribute('data-measured', 'true');
  await expect.poll(async () => Number(await preview.getAttribute('height'))).toBeGreaterThan(wide);
  // The snippets' suggested height is still the one measured at 640 px.
  await expect(dialog.locator('[data-field="embed-height"]')).toHaveAttribute('data-measured', 'true');
});
