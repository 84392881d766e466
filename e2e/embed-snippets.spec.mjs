// Wiki embeds, continued (see embed.spec.mjs): the Embed dialog's snippets keep the page's
// language and are measured in it; an off-screen embed that the page steers reports its new
// height at once.
import { test, expect, open } from './fixtures.mjs';

const wiki = () => `http://127.0.0.1:${process.env.E2E_WIKI_PORT}`;

/** A page on the wiki's origin holding only `html` (a pasted snippet), in `page`. */
async function pasteOnWiki(page, baseURL, html) {
  await page.goto(`${wiki()}/wiki-page.html?app=${encodeURIComponent(baseURL)}`);
  await page.evaluate((h) => {
    document.body.replaceChildren();
    document.body.insertAdjacentHTML('beforeend', h);
  }, html);
}

test('the snippets keep the page\'s language, measured in it', async ({ page, baseURL }) => {
  for (const [lang, button] of [['fr', 'Intégrer'], ['de', 'Einbetten']]) {
    await open(page, `?card=destined-lead&zone=stack&mode=aftermath&from=graveyard&lang=${lang}`);
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    const query = 'card=destined-lead&amp;zone=stack&amp;mode=aftermath&amp;from=graveyard';
    await expect(dialog.locator('#embed-html')).toHaveValue(new RegExp(`src="${baseURL}/\\?${query}&amp;embed=1&amp;lang=${lang}"`));
    await expect(dialog.locator('#embed-iframetag')).toHaveValue(new RegExp(`&amp;embed=1&amp;lang=${lang}"`));
    await expect(dialog.locator('#embed-widget-call')).toHaveValue(new RegExp(`\\|from=graveyard\\|lang=${lang}\\|height=\\d+\\}\\}$`));
    await expect(dialog.locator('#embed-link')).toHaveValue(new RegExp(`href="${baseURL}/\\?${query}&amp;lang=${lang}"`));
    // The hidden embed that measures the height speaks it too.
    await expect(dialog.locator('iframe.embed-measure')).toHaveAttribute('src', new RegExp(`&lang=${lang}$`));
    await expect(dialog.locator('[data-field="embed-height"]')).toHaveAttribute('data-measured', 'true');
    const snippet = await dialog.locator('#embed-html').inputValue();
    await page.keyboard.press('Escape');
    // Pasted with no resize script: in that language, and exactly as tall as it needs.
    await pasteOnWiki(page, baseURL, snippet);
    const frame = page.frameLocator('iframe');
    await frame.locator('.panel').waitFor();
    await expect(frame.locator('html')).toHaveAttribute('lang', lang);
    await page.waitForTimeout(300);
    const embed = page.frames().find((f) => f.url().includes('embed=1'));
    const [scrollH, viewH] = await embed.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
    expect(scrollH, `${lang}: content fits the suggested height`).toBeLessThanOrEqual(viewH);
    expect(viewH, `${lang}: not needlessly tall`).toBeLessThan(scrollH + 40);
  }
  // English stays as it was: no lang= (the embed's default).
  await open(page, '?card=fire-ice&zone=stack&mode=left');
  await page.getByRole('button', { name: 'Embed' }).click();
  await expect(page.locator('#embed-html')).toHaveValue(/&amp;embed=1"/);
  await expect(page.locator('#embed-link')).toHaveValue(/mode=left">/);
});

test('an off-screen embed that the page steers reports its new height at once', async ({ page, baseURL }) => {
  // The wiki page: a long article, the embed far below the fold (Chromium throttles the
  // observers of an off-screen cross-origin frame), and the README's resize script.
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
