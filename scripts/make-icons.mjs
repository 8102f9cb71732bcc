// Draws the app's install icons from apps/web/public/favicon.svg with sharp (no download):
// 192 and 512 px "any" icons, a 512 px maskable one (the house inside the safe circle on a
// full-bleed background) and a 180 px apple-touch icon. Run after changing the favicon:
// `npm run icons`, then commit the PNGs.
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = await readFile(path.join(web, 'favicon.svg'), 'utf8');
const BRAND = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#0b7285';

const render = (source, size) =>
  sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

for (const size of [192, 512]) {
  await sharp(await render(svg, size)).toFile(path.join(web, 'icons', `icon-${size}.png`));
}
await sharp(await render(svg, 180)).toFile(path.join(web, 'icons', 'apple-touch-icon.png'));

// Maskable: a launcher may crop to a circle of 80 % of the side; the house is drawn inside it
// on a square of the brand colour with no rounded corners.
const house = svg.replace(/<rect[^>]*\/>/, '');
const inner = await render(house.replace('viewBox="0 0 64 64"', 'viewBox="-6 -6 76 76"'), 410);
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: inner, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(web, 'icons', 'maskable-512.png'));
console.log('icons written to', path.join(web, 'icons'));
