/**
 * Renders the site's own images, drawn as SVG in content/images/site/, to the PNGs the server sends
 * (plugins/app/drawings/site-preview.ts): preview.svg → preview.png (1200 × 630, what large link
 * previews ask for) and logo.svg → logo.png (512 × 512, the publisher logo of the structured data),
 * with sharp. Run it once after editing an SVG and commit both:
 *   npm run render-site-images -w api
 * The PNGs are rendered here, where the fonts are known, not on the server (whose container may have
 * other fonts or none), so every server sends the same pixels.
 */
import path from 'node:path';

import sharp from 'sharp';

import { SITE_IMAGES, siteImageFile, type SiteImageName } from '../plugins/app/drawings/site-preview';

async function main() {
  for (const name of Object.keys(SITE_IMAGES) as SiteImageName[]) {
    const { width, height } = SITE_IMAGES[name];
    const png = siteImageFile(name);
    const svg = path.join(path.dirname(png), `${name}.svg`);
    const info = await sharp(svg, { density: 72 }).resize(width, height).png({ compressionLevel: 9, palette: true }).toFile(png);
    console.log(`${path.basename(png)}: ${info.width} × ${info.height}, ${info.size} B`);
  }
}

void main();
