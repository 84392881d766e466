import { test, expect, open, field } from './fixtures.mjs';

test('Fire // Ice: mana value 4 in the library, 2 as Fire on the stack', async ({ page }) => {
  await open(page, '?card=fire-ice&zone=library');
  await expect(field(page, 'mana-value')).toHaveText('4');
  await page.locator('[data-zone="stack"]').click();
  await page.locator('[data-mode="left"]').click();
  await expect(field(page, 'mana-value')).toHaveText('2');
  await expect(field(page, 'names')).toHaveText('Fire');
  await expect(page).toHaveURL(/\?card=fire-ice&zone=stack&mode=left$/);
  // Fused isn't offered for a card without fuse.
  await expect(page.locator('[data-mode="fused"]')).toHaveCount(0);
});
