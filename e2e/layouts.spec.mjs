// Every layout renders, in both themes, with a screenshot of each kept under
// e2e/artifacts/ (gitignored) for people to look at.
import { test, expect, open, field } from './fixtures.mjs';

const layouts = [
  { name: 'split', query: '?card=fire-ice&zone=stack&mode=left', card: '.card--split' },
  { name: 'fuse', query: '?card=down-dirty&zone=stack&mode=fused', card: '.card--fuse' },
  { name: 'aftermath', query: '?card=destined-lead&zone=stack&mode=aftermath', card: '.card--aftermath' },
  { name: 'room', query: '?card=bottomless-pool-locker-room&zone=battlefield&mode=left', card: '.card--room' },
  { name: 'five-part', query: '?card=who-what-when-where-why&zone=stack&mode=Who&x=2', card: '.card--multi' },
];

for (const theme of ['light', 'dark']) {
  for (const l of layouts) {
    test(`${l.name} renders (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await open(page, l.query);
      await expect(page.locator(l.card)).toBeVisible();
      await expect(field(page, 'legality')).toBeVisible();
      // Every face of the card is drawn with its name.
      const faces = await page.locator(`${l.card} .half__name`).allTextContents();
      expect(faces.length).toBeGreaterThanOrEqual(2);
      // Every mana symbol carries an accessible label.
      const unlabeled = await page.locator('.ms[role="img"]:not([aria-label])').count();
      expect(unlabeled).toBe(0);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `e2e/artifacts/${l.name}-${theme}.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 780 });
      // No sideways scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `e2e/artifacts/${l.name}-${theme}-phone.png`, fullPage: true });
    });
  }
}
