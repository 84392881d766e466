// Inside <iframe sandbox="allow-scripts"> (no same origin: storage and history throw),
// the app still renders its answer with zero console errors: the guarded storage wrapper
// and the URL sync never panic.
import { test, expect } from './fixtures.mjs';

test('renders inside a sandboxed iframe without errors', async ({ page }) => {
  await page.route('**/__sandbox.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>host</title><link rel="icon" href="data:,">'
        + '<iframe title="inspector" sandbox="allow-scripts" width="1000" height="900" '
        + 'src="/?card=down-dirty&zone=stack&mode=fused"></iframe>',
    }));
  await page.goto('/__sandbox.html');
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('[data-field="mana-value"]')).toHaveText('7');
  // Interacting still works (history writes are refused there, silently).
  await frame.locator('[data-mode="left"]').click();
  await expect(frame.locator('[data-field="mana-value"]')).toHaveText('4');
  await frame.locator('[data-theme-choice="dark"]').click();
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
});
