#!/usr/bin/env node
// The link preview's picture of every card page (og:image, 1200 × 630 PNG): the card as
// the app draws it, with its name and key values beside it, made after the card pages are
// written (scripts/prerender.mjs names them /og/<card>.png). Each is a screenshot, in the
// system Chromium, of the card's own page as its HTML has it (its scripts not run), laid out
// for the picture by
// the stylesheet below (for these shots only; the site's stylesheets are unchanged).
// Usage: node scripts/og-images.mjs [dist=dist]
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { serve } from './static-server.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const started = Date.now();
const slugs = (await readdir(join(dist, 'card'), { withFileTypes: true }))
  .filter((d) => d.isDirectory()).map((d) => d.name).sort();
await mkdir(join(dist, 'og'), { recursive: true });

// The picture: the drawn card on the left, as tall as the picture allows; its name, its
// key values (the answer's glance) and the site's name on the right.
const LAYOUT = `
  html, body { margin: 0 !important; width: 1200px; height: 630px; overflow: hidden; }
  body { background: var(--bg); }
  .skip-link, .site-header, #finder, .notices, noscript, #answer-status, .inspector__answer,
  .glance__links, .controls, .site-footer, main > :not(.inspector), .card-caption,
  .glance [data-field="glance"] { display: none !important; }
  main.page { margin: 0 !important; padding: 0 !important; max-width: none !important; }
  .inspector { display: block !important; margin: 0 !important; }
  .inspector__card {
    display: grid !important; grid-template-columns: 600px 1fr !important; gap: 48px !important;
    align-items: center !important; box-sizing: border-box; width: 1200px !important;
    height: 630px !important; padding: 40px 56px !important; margin: 0 !important;
    position: static !important; max-width: none !important;
  }
  .card-figure { width: 600px !important; max-width: none !important; margin: 0 !important; }
  .card-figure .card { width: 600px !important; max-width: none !important; max-height: 550px !important; }
  .glance { display: block !important; font-size: 26px !important; margin: 0 !important; padding: 0 !important; border: 0 !important; background: none !important; }
  .glance::before { content: attr(data-og-name); display: block; font: 700 44px/1.15 var(--font, system-ui, sans-serif); margin: 0 0 24px; color: var(--fg); }
  .glance::after { content: "Split Card Inspector"; display: block; margin-top: 28px; font-size: 22px; color: var(--muted); }
  .glance__facts { display: grid !important; gap: 12px !important; grid-template-columns: 1fr !important; }
  .glance__item:first-child, .glance__item:nth-child(5) { display: none !important; }
  .glance__item dt { font-size: 18px !important; }
  .glance__item dd { font-size: 26px !important; }
`;

const server = await serve(dist, 0);
const browser = await launchChromium();
try {
  const context = await browser.newContext({
    viewport: { width: 1200, height: 630 }, bypassCSP: true, colorScheme: 'light',
  });
  const page = await context.newPage();
  for (const slug of slugs) {
    // The page as its HTML has it: its scripts are never run (they would take it over).
    await page.route(/\.(js|wasm)$/, (route) => route.abort());
    await page.goto(`${server.url}/card/${slug}/`);
    await page.evaluate((css) => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
      const glance = document.querySelector('.glance');
      const figure = document.querySelector('.card-figure')?.getAttribute('aria-label') ?? '';
      glance?.setAttribute('data-og-name', figure.replace(/, [^,]*$/, ''));
      return document.fonts.ready.then(() => true);
    }, LAYOUT);
    await page.screenshot({ path: join(dist, 'og', `${slug}.png`), type: 'png' });
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
console.log(`og-images: ${slugs.length} pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`);
