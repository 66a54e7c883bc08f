/**
 * Renders the site's link-preview image, api/content/images/site/preview.svg, to preview.png
 * (1200 × 630, what large link previews ask for), and its logo.svg to logo.png (512 × 512, the
 * publisher logo of the structured data), with sharp. Run it once after editing the SVG and
 * commit both: the PNG is rendered here, where the fonts are known, not on the server (whose
 * container may have other fonts or none), so every server sends the same pixels.
 *   node scripts/render-site-preview.mjs
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '../api/package.json'));
const sharp = require('sharp');

const dir = join(import.meta.dirname, '../api/content/images/site');
for (const [name, width, height] of [['preview', 1200, 630], ['logo', 512, 512]]) {
  const info = await sharp(join(dir, `${name}.svg`), { density: 72 }).resize(width, height).png({ compressionLevel: 9, palette: true }).toFile(join(dir, `${name}.png`));
  console.log(`${name}.png: ${info.width} × ${info.height}, ${info.size} B`);
}
