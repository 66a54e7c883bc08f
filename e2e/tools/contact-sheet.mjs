// One image per page to look at a walk's shots together (visitor-screens.mjs writes them):
//   node e2e/tools/contact-sheet.mjs <shots-dir> <out-dir> [page-name…]
// The light row over the dark one, the widths side by side, each scaled to CELL px wide and cut at
// TALL px of the scaled page (CELL=360 TALL=1600 by default).
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

const [, , dir, out, ...given] = process.argv;
const CELL = Number(process.env.CELL ?? 360);
const TALL = Number(process.env.TALL ?? 1600);
const WIDTHS = [320, 360, 390, 920, 1024, 1280];
const GAP = 12;
mkdirSync(out, { recursive: true });
const names = given.length ? given : [...new Set(readdirSync(dir).map((f) => f.replace(/-\d+-(light|dark)\.png$/, '')))];
for (const name of names) {
  const cells = [];
  ['light', 'dark'].forEach((theme, row) => {
    WIDTHS.forEach((width, column) => {
      const file = join(dir, `${name}-${width}-${theme}.png`);
      if (existsSync(file)) cells.push({ file, left: column * (CELL + GAP), top: row * (TALL + GAP) });
    });
  });
  const inputs = await Promise.all(cells.map(async ({ file, left, top }) => {
    const scaled = await sharp(file).resize({ width: CELL }).toBuffer({ resolveWithObject: true });
    const height = Math.min(TALL, scaled.info.height);
    const input = await sharp(scaled.data).extract({ left: 0, top: 0, width: CELL, height }).toBuffer();
    return { input, left, top };
  }));
  const target = join(out, `${name}.png`);
  await sharp({ create: { width: WIDTHS.length * (CELL + GAP), height: 2 * TALL + GAP, channels: 3, background: '#888' } }).composite(inputs).png().toFile(target);
  console.log(target);
}
