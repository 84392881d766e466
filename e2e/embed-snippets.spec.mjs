// Wiki embeds, continued (see embed.spec.mjs): an off-screen embed that the page steers
// reports its new height at once.
import { test, expect } from './fixtures.mjs';

const wiki = () => `http://127.0.0.1:${process.env.E2E_WIKI_PORT}`;

/** A page on the wiki's origin holding only `html` (a pasted snippet), in `page`. */
async function pasteOnWiki(page, baseURL, html) {
  await page.goto(`${wiki()}/wiki-page.html?app=${encodeURIComponent(baseURL)}`);
  await page.evaluate((h) => {
    document.body.replaceChildren();
    document.body.insertAdjacentHTML('beforeend', h);
  }, html);
}

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
