// Screenshots for review: every layout of card, at a phone's, a tablet's and a desktop's
// width, in the light and the dark theme and in the three languages: the whole page, with
// the sections below the answer drawn, written to e2e/artifacts/screens/ (gitignored) as
// `<layout>-<width>-<theme>-<lang>.png`. Look at them after a change to how the page looks.
//
// Each one is also checked where a person would notice first: the theme is the one asked
// for, the page is in its language, nothing scrolls sideways, and the card is drawn.
import { test, expect, openToEnd, LAYOUT_VIEWS } from './fixtures.mjs';

const layouts = LAYOUT_VIEWS;
const sizes = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

/** The relative luminance (0 black … 1 white) of a computed `rgb(…)` colour. */
function luminance(rgb) {
  const [r, g, b] = rgb.match(/[\d.]+/g).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A screenshot of the whole page as a reader scrolling through it sees it. The long
 * sections are laid out only near the window (`content-visibility: auto`), which a capture
 * beyond the window doesn't bring, so the window is made as tall as the page first (until
 * the page's length holds: a section drawn is seldom as tall as its placeholder), then put
 * back. Nothing on the page is sized by the window's height.
 */
async function wholePage(page, size, path) {
  let height = 0;
  for (let i = 0; i < 5; i++) {
    // The page's own length (to the footer's end), not the window's: a window taller than
    // the page would leave a blank tail in the picture.
    const h = await page.evaluate(() => Math.ceil(document.querySelector('.site-footer').getBoundingClientRect().bottom + window.scrollY));
    if (h === height) break;
    height = h;
    await page.setViewportSize({ width: size.width, height });
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  }
  await page.screenshot({ path });
  await page.setViewportSize(size);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const lang of ['en', 'fr', 'de']) {
  for (const l of layouts) {
    test(`${l.name} (${lang}) at 360, 768 and 1440 px, light and dark`, async ({ page }) => {
      await page.setViewportSize(sizes[2]);
      await openToEnd(page, `${l.query}&lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const size of sizes) {
        await page.setViewportSize(size);
        for (const theme of ['light', 'dark']) {
          await page.emulateMedia({ colorScheme: theme });
          await page.evaluate(() => document.fonts.ready);
          const look = await page.evaluate(() => ({
            background: getComputedStyle(document.documentElement).backgroundColor,
            overflow: document.documentElement.scrollWidth - window.innerWidth,
            card: document.querySelector('.inspector .card')?.getBoundingClientRect().height ?? 0,
          }));
          const where = `${l.name}, ${size.width} px, ${theme}, ${lang}`;
          if (theme === 'dark') expect(luminance(look.background), where).toBeLessThan(0.1);
          else expect(luminance(look.background), where).toBeGreaterThan(0.8);
          expect(look.overflow, `${where}: no sideways scrolling`).toBeLessThanOrEqual(0);
          expect(look.card, `${where}: the card is drawn`).toBeGreaterThan(100);
          await wholePage(page, size, `e2e/artifacts/screens/${l.name}-${size.width}-${theme}-${lang}.png`);
        }
      }
    });
  }
}
