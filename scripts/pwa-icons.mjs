#!/usr/bin/env node
// Trunk pre_build hook: draws the app icons (PNG) from the same shapes as
// static/favicon.svg — a dark card with a red and a blue half — into static/gen/icons/
// (gitignored; copied to dist/icons/). Pure Node (zlib), no downloads, deterministic.
//   icon-192.png, icon-512.png        purpose "any" (transparent background)
//   icon-maskable-512.png              purpose "maskable" (full bleed, content in the 80 % safe circle)
//   apple-touch-icon.png (180)         opaque, like the maskable one
import { mkdir, writeFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../static/gen/icons/', import.meta.url);

// The favicon's shapes, in its 64-unit box: [x, y, w, h, radius, colour].
const SHAPES = [
  [6, 10, 52, 44, 6, '#1c1b1a'],
  [10, 14, 21, 36, 3, '#c0392b'],
  [33, 14, 21, 36, 3, '#1f6fb0'],
];
const BACKGROUND = '#5b2f91'; // the app's accent (maskable and Apple icons)

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Is (px, py) inside the rounded rectangle? */
function inside([x, y, w, h, r], px, py) {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/** RGBA pixels: the shapes scaled by `scale` around the centre, over an optional background. */
function draw(size, scale, background) {
  const px = new Uint8Array(size * size * 4);
  const S = 4; // 4 × 4 samples per pixel
  const offset = size / 2 - 32 * scale;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      let [r, g, b, a] = background ? [...rgb(background).map((c) => c / 255), 1] : [0, 0, 0, 0];
      for (const shape of SHAPES) {
        let hits = 0;
        for (let sy = 0; sy < S; sy++) {
          for (let sx = 0; sx < S; sx++) {
            const ux = (i + (sx + 0.5) / S - offset) / scale;
            const uy = (j + (sy + 0.5) / S - offset) / scale;
            if (inside(shape, ux, uy)) hits++;
          }
        }
        const cov = hits / (S * S);
        if (cov === 0) continue;
        const [sr, sg, sb] = rgb(shape[5]).map((c) => c / 255);
        // "over", premultiplied
        r = sr * cov + r * (1 - cov);
        g = sg * cov + g * (1 - cov);
        b = sb * cov + b * (1 - cov);
        a = cov + a * (1 - cov);
      }
      const k = (j * size + i) * 4;
      const un = a > 0 ? 1 / a : 0;
      px[k] = Math.round(r * un * 255);
      px[k + 1] = Math.round(g * un * 255);
      px[k + 2] = Math.round(b * un * 255);
      px[k + 3] = Math.round(a * 255);
    }
  }
  return px;
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// "any": the card fills the square (64 units → size). Maskable: the card's corners lie on a
// circle of 38 % of the size (the safe zone is 40 %): half-diagonal of 52 × 44 is 34.06 units.
const safe = (size) => (0.38 * size) / 34.06;
const icons = [
  ['icon-192.png', 192, 192 / 64, null],
  ['icon-512.png', 512, 512 / 64, null],
  ['icon-maskable-512.png', 512, safe(512), BACKGROUND],
  ['apple-touch-icon.png', 180, safe(180), BACKGROUND],
];
await mkdir(OUT, { recursive: true });
for (const [name, size, scale, bg] of icons) {
  await writeFile(new URL(name, OUT), png(size, draw(size, scale, bg)));
}
console.log(`pwa-icons: wrote ${icons.length} icons to static/gen/icons/`);
