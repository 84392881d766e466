#!/usr/bin/env node
// Makes the README's picture, docs/screenshot.webp, from the release build: Fire on the
// stack (the view the README describes), at a desktop width, in the light theme, in
// English. Run after a build (scripts/build-web.sh):
//
//   node scripts/screenshot.mjs [dist=dist] [out=docs/screenshot.webp]
//
// The window's first screen, drawn at a scale of 1 and encoded as WebP by Chromium's own
// encoder (quality 0.92: the text stays crisp at a fraction of a PNG's size, well under
// the 150 KB a README picture may weigh).
import { chromium } from '@playwright/test';
import { stat, writeFile } from 'node:fs/promises';
import { serve } from './static-server.mjs';

const dist = process.argv[2] ?? 'dist';
const out = process.argv[3] ?? 'docs/screenshot.webp';
const server = await serve(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 1200, height: 760 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/?card=fire-ice&zone=stack&mode=left`);
  await page.locator('.site-footer').waitFor();
  await page.evaluate(() => document.fonts.ready);
  const png = (await page.screenshot({ type: 'png' })).toString('base64');
  // WebP from a canvas, in a blank page: at quality 0.92 the text stays crisp.
  const blank = await context.newPage();
  const webp = await blank.evaluate(async ({ data, quality }) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    canvas.getContext('2d').drawImage(img, 0, 0);
    const url = canvas.toDataURL('image/webp', quality);
    if (!url.startsWith('data:image/webp')) throw new Error('this Chromium encodes no WebP');
    return url.slice(url.indexOf(',') + 1);
  }, { data: png, quality: 0.92 });
  await writeFile(out, Buffer.from(webp, 'base64'));
  const { size } = await stat(out);
  console.log(`${out}: ${(size / 1024).toFixed(1)} KB`);
} finally {
  await browser.close();
  await server.close();
}
