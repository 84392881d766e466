// Embeds drawn at build time (/embed/<card>/<zone>-<mode>.html, src/prerender.rs): their
// answer is in their HTML, they load no WebAssembly, they report their height to the page
// that frames them as the app's embeds do, and a `set` message opens the app's embed at
// the view asked for. scripts/check-pages.mjs checks every one against the engine.
import { test, expect, field, appendEmbedFrame } from './fixtures.mjs';

/** A page on the wiki's origin framing `src` as the Embed dialog's snippet does, recording
 *  each height message. */
async function frameOnWiki(page, src) {
  const wiki = `http://127.0.0.1:${process.env.E2E_WIKI_PORT}`;
  // The wiki's test page, its own frames pointed at this build, then emptied.
  await page.goto(`${wiki}/wiki-page.html?app=${encodeURIComponent(new URL(src).origin)}`);
  await page.evaluate(() => {
    window.__heights = [];
    window.addEventListener('message', (e) => {
      if (e.data && e.data.type === 'split-inspector:height') window.__heights.push(e.data.height);
    });
    document.body.innerHTML = '';
  });
  await appendEmbedFrame(page, src);
  return page.frameLocator('iframe');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang, names, mv, heading] of [
    ['/embed/fire-ice/stack-left.html', 'en', 'Fire', '2', 'Fire on the stack, cast from your hand'],
    ['/fr/embed/destined-lead/graveyard-aftermath.html', 'fr', 'Destined // Lead', '6', 'Destined // Lead dans un cimetière'],
    ['/de/embed/bottomless-pool-locker-room/battlefield-right.html', 'de', 'Locker Room', '5', 'Bottomless Pool // Locker Room'],
  ]) {
    test(`${path} shows its answer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveClass(/\bembed\b/);
      await expect(page.locator('.embed-heading')).toContainText(heading);
      await expect(field(page, 'names')).toHaveText(names);
      await expect(field(page, 'mana-value')).toHaveText(mv);
      // Its Details disclosure holds the whole answer, as the app's embed does.
      await expect(page.locator('.embed-details [data-field="legality"]')).toBeAttached();
    });
  }
});

test('an embed drawn at build time loads no WebAssembly, and reports its height to the page that frames it', async ({ page, baseURL }) => {
  const wasm = [];
  // What the embed's own frame requests (the wiki's test page had frames of its own).
  page.on('request', (r) => {
    if (/\.wasm$/.test(r.url()) && /\/embed\//.test(r.frame()?.url() ?? '')) wasm.push(r.url());
  });
  const frame = await frameOnWiki(page, `${baseURL}/embed/fire-ice/stack-left.html`);
  await expect(frame.locator('[data-field="names"]')).toHaveText('Fire');
  await expect.poll(() => page.evaluate(() => window.__heights.length)).toBeGreaterThan(0);
  const reported = await page.evaluate(() => window.__heights.at(-1));
  const height = await frame.locator('.embed-root').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  expect(reported).toBe(height);
  // The Details disclosure opened: taller, and said so.
  await frame.locator('.embed-details summary').click();
  await expect.poll(() => page.evaluate(() => window.__heights.at(-1))).toBeGreaterThan(reported);
  expect(wasm).toEqual([]);
});

test('a set message opens the app\'s embed at the view asked for, with the embed\'s options', async ({ page, baseURL }) => {
  const frame = await frameOnWiki(page, `${baseURL}/fr/embed/fire-ice/stack-left.html?theme=dark`);
  await expect(frame.locator('[data-field="names"]')).toHaveText('Fire');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Not from the parent, or not well formed: ignored.
  await page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage({ type: 'split-inspector:set', zone: 'stack' }, '*'));
  await page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage({ type: 'split-inspector:set', card: 'fire-ice', zone: ['stack'] }, '*'));
  await page.waitForTimeout(300);
  await expect(frame.locator('[data-field="names"]')).toHaveText('Fire');
  await page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage(
    { type: 'split-inspector:set', card: 'fire-ice', zone: 'stack', mode: 'right' }, '*'));
  await expect(frame.locator('[data-field="names"]')).toHaveText('Ice');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  const app = page.frames().find((f) => f.url().includes('embed=1'));
  expect(app.url()).toMatch(/\/\?card=fire-ice&zone=stack&mode=right&.*\bembed=1\b/);
});

test('the Embed dialog\'s preview of a plain view is the embed drawn at build time', async ({ page, baseURL }) => {
  await page.goto('/?card=alive-well&zone=stack&mode=fused');
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#embed-html')).toHaveValue(new RegExp(`src="${baseURL}/embed/alive-well/stack-fused\\.html"`));
  await expect(dialog.locator('[data-field="embed-height"]')).toHaveAttribute('data-measured', 'true');
  // With its controls, the app's embed.
  await dialog.getByLabel('Show the controls').check();
  await expect(dialog.locator('#embed-html')).toHaveValue(/\/\?card=alive-well&amp;zone=stack&amp;mode=fused&amp;embed=1&amp;controls=1"/);
});
