// A real WordPress (Debian's package: scripts/hosts/wordpress.sh) with a post whose body is
// a card page's address alone on its line. WordPress finds the page's oEmbed response by
// discovery, keeps its fallback link and its iframe, sandboxes the frame, puts a secret in
// its address, hides it — and its own script shows it once the embed says its height in
// WordPress's words. The post shows the embed at its height, and the embed's "Open in"
// link takes the reader to the app.
//
// WordPress fetches other sites only on ports 80, 443 and 8080, and the build names the
// site http://127.0.0.1:8080 (SITE_URL's default): the build is served there for this test.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect } from './fixtures.mjs';
import { serve } from '../scripts/static-server.mjs';

test.describe.configure({ mode: 'serial' });

const SITE = 'http://127.0.0.1:8080';
const port = Number(process.env.E2E_PORT ?? 4173) + 3;
const dir = join(tmpdir(), `split-inspector-wordpress-${port}`);
const script = resolve('scripts/hosts/wordpress.sh');
let server;
let post;

test.beforeAll(async () => {
  const dist = resolve(process.env.E2E_DIST ?? 'dist');
  try {
    server = await serve(dist, 8080);
  } catch (e) {
    // Already served there? Only this very build will do.
    const there = await fetch(`${SITE}/_headers`).then((r) => r.text()).catch(() => null);
    if (there !== readFileSync(join(dist, '_headers'), 'utf8')) {
      throw new Error(`port 8080 is taken (${e.code}) by something other than this build: WordPress reaches other sites only on 80, 443 and 8080`);
    }
  }
  execFileSync('bash', [script, 'start', dir, String(port), `${SITE}/card/fire-ice/`], { stdio: 'inherit' });
  post = readFileSync(join(dir, 'post-url'), 'utf8').trim();
});

test.afterAll(async () => {
  execFileSync('bash', [script, 'stop', dir], { stdio: 'inherit' });
  await server?.close();
});

test('a card page\'s address in a post: WordPress shows the embed at its height', async ({ page }) => {
  await page.goto(post);
  const iframe = page.locator('iframe.wp-embedded-content');
  await expect(iframe).toHaveCount(1);
  // WordPress's own form: sandboxed to scripts, a secret in the address, at the oEmbed's size.
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(iframe).toHaveAttribute('security', 'restricted');
  const secret = await iframe.getAttribute('data-secret');
  expect(await iframe.getAttribute('src')).toBe(`${SITE}/embed/fire-ice/library-left.html#?secret=${secret}`);
  const inside = page.frameLocator('iframe.wp-embedded-content');
  await expect(inside.locator('[data-field="names"]')).toHaveText('Fire // Ice');
  await expect(inside.locator('[data-field="mana-value"]')).toHaveText('4');
  const height = await inside.locator('.embed-root').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  // Shown (WordPress removes the clip it hid the frame with) at the embed's height, and
  // the fallback link hidden.
  await expect(iframe).not.toHaveAttribute('style');
  await expect(iframe).toHaveAttribute('height', String(Math.min(1000, Math.max(200, height))));
  await expect(iframe).toBeVisible();
  await expect(page.locator('blockquote.wp-embedded-content')).toBeHidden();
  await expect(page.locator('blockquote.wp-embedded-content a')).toHaveAttribute('href', `${SITE}/card/fire-ice/`);
});

test('the embed\'s "Open in" link takes the reader to the app, through WordPress\'s page', async ({ page }) => {
  await page.goto(post);
  const inside = page.frameLocator('iframe.wp-embedded-content');
  await expect(page.locator('iframe.wp-embedded-content')).not.toHaveAttribute('style');
  await inside.locator('[data-embed-open]').click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:8080\/\?card=fire-ice\b/);
  await expect(page.locator('[data-field="names"]').first()).toHaveText('Fire // Ice');
});
