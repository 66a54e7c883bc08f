/**
 * Photos for a bench dataset (scripts/bench/fill.ts uploads them through the media library): JPEGs
 * of a given size with a gradient, a shape and grain, so they weigh and compress as camera photos
 * do rather than as flat drawings. `n` picks the colours and the shape's place.
 */
import sharp from 'sharp';

export async function makePhoto(n: number, width: number, height: number): Promise<Buffer> {
  const hue = (n * 47) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},55%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},45%,30%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${Math.round(width * (0.2 + (n % 7) / 10))}" cy="${Math.round(height * 0.6)}" r="${Math.round(height * 0.25)}" fill="hsl(${(hue + 180) % 360},50%,50%)"/></svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } }).raw().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }]).jpeg({ quality: 85 }).toBuffer();
}
