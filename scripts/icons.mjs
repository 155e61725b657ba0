/**
 * Draws the app icons of the web app manifest from the one source image, app/icon.svg (also the favicon):
 * `node scripts/icons.mjs` writes public/icons/*.png (committed; rerun after changing the source).
 * - icon-192/512: the icon as it is ("any" purpose, transparent corners);
 * - maskable-192/512: full-bleed background in the icon's own colour, the artwork inside the central 80 % circle
 *   that every mask shape keeps (https://w3c.github.io/manifest/#icon-masks);
 * - apple-touch-icon (180): opaque, as iOS wants it; iOS rounds the corners itself.
 * Uses sharp (Next's optional image dependency, already installed).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ICONS } from '../lib/offline/icons.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = readFileSync(join(root, 'app', 'icon.svg'), 'utf8');
const viewBox = /viewBox="([^"]+)"/.exec(source)?.[1];
const background = /<rect\b[^>]*\bfill="([^"]+)"/.exec(source)?.[1];
const inner = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(source)?.[1];
if (!viewBox || !background || !inner) throw new Error('app/icon.svg: expected a viewBox, a background <rect fill> and content');
const [, , w, h] = viewBox.split(/\s+/).map(Number);

/** The source on a full-bleed square of its own background colour, scaled about the centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><rect width="${w}" height="${h}" fill="${background}"/>` +
  `<g transform="translate(${w / 2} ${h / 2}) scale(${scale}) translate(${-w / 2} ${-h / 2})">${inner}</g></svg>`;

const art = { any: source, maskable: fullBleed(0.76), apple: fullBleed(0.9) };
mkdirSync(join(root, 'public', 'icons'), { recursive: true });
for (const icon of ICONS) {
  const out = join(root, 'public', icon.src.slice(1));
  await sharp(Buffer.from(art[icon.art]), { density: Math.ceil((72 * icon.size) / w) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(out);
  console.log(`${icon.src} ${icon.size}×${icon.size} (${icon.art})`);
}
