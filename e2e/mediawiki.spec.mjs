// A real MediaWiki (Debian's package, SQLite, PHP's own server: scripts/hosts/mediawiki.sh)
// with the Embed dialog's iframe in an article, as the Widgets or IframeTag extensions
// would emit it, and the gadget of examples/mediawiki/ installed as its definition says.
// A wiki runs its site scripts late, after the page has loaded, so an embed often says its
// height before the gadget listens: the gadget asks each frame again when it starts
// (`split-inspector:ready`). Ten loads of the article, ten frames at the embed's height,
// and the same for the article shown again in an edit preview.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect } from './fixtures.mjs';

test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_PORT ?? 4173) + 2;
const dir = join(tmpdir(), `split-inspector-wiki-${port}`);
const script = resolve('scripts/hosts/mediawiki.sh');
const wiki = `http://127.0.0.1:${port}/index.php?title=Fire_Ice`;

test.beforeAll(async ({ browser, baseURL }) => {
  // The snippet as an editor copies it from the Embed dialog.
  const page = await browser.newPage({ baseURL });
  await page.goto('/?card=fire-ice&zone=stack&mode=left');
  await page.getByRole('button', { name: 'Embed' }).click();
  await expect(page.locator('[data-field="embed-height"]')).toHaveAttribute('data-measured', 'true');
  const snippet = await page.locator('#embed-html').inputValue();
  await page.close();
  const article = join(tmpdir(), `split-inspector-article-${port}.html`);
  writeFileSync(article, snippet);
  execFileSync('bash', [script, 'start', dir, String(port), article, resolve('examples/mediawiki/Gadget-splitinspector.js')], { stdio: 'inherit' });
});

test.afterAll(() => {
  execFileSync('bash', [script, 'stop', dir], { stdio: 'inherit' });
});

/** Waits until `frame` (an iframe element) is as tall as the embed inside it says it is. */
async function fitted(page, iframe) {
  const inside = page.frameLocator('#mw-content-text iframe, #wikiPreview iframe').first();
  await expect(inside.locator('[data-field="names"]')).toHaveText('Fire');
  const height = await inside.locator('.embed-root').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  await expect.poll(() => iframe.evaluate((f) => f.getBoundingClientRect().height), { timeout: 10_000 }).toBe(height);
  return height;
}

test('ten loads of an article: each frame fits its embed', async ({ page }) => {
  const heights = [];
  for (let i = 0; i < 10; i++) {
    await page.goto(wiki);
    // The gadget is MediaWiki's own module, loaded for every reader.
    await expect.poll(() => page.evaluate(() => window.mw?.loader.getState('ext.gadget.splitinspector'))).toBe('ready');
    const iframe = page.locator('#mw-content-text iframe');
    await expect(iframe).toHaveCount(1);
    heights.push(await fitted(page, iframe));
  }
  // The same embed each time: the same height, and not the article's 300 px.
  expect(new Set(heights).size).toBe(1);
  expect(heights[0]).not.toBe(300);
});

test('the article in an edit preview, shown later in the page: its frame fits too', async ({ page }) => {
  await page.goto(`${wiki}&action=edit`);
  await expect.poll(() => page.evaluate(() => window.mw?.loader.getState('ext.gadget.splitinspector'))).toBe('ready');
  await page.locator('#wpPreview').click();
  const iframe = page.locator('#wikiPreview iframe');
  await expect(iframe).toHaveCount(1);
  await fitted(page, iframe);
  // Still the edit page: the preview came in without a reload.
  expect(page.url()).toContain('action=edit');
});
