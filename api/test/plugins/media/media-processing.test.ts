/**
 * What an upload becomes (issue 16): upright, without EXIF or GPS, in every width up to the
 * original's (AVIF and WebP, never enlarged), plus a 1200×630 JPEG; anything else is refused.
 */
import sharp from 'sharp';

import { cropPreview, NotAnImageError, processImage, widthsFor } from '../../../src/plugins/app/media/media-processing';
import { photo, photoWithGps, photoWithSpot, turnedPhoto, twoColourPhoto } from '../../media-images';

const fileOf = (files: { file: string; data: Buffer }[], name: string) => {
  const found = files.find((f) => f.file === name);
  if (!found) throw new Error(`no ${name}`);
  return found.data;
};

describe('processImage', () => {
  it('strips the EXIF (GPS, camera) from every file it makes', async () => {
    const input = await photoWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const { files } = await processImage(input);
    expect(files.length).toBeGreaterThan(2);
    for (const { file, data } of files) {
      const meta = await sharp(data).metadata();
      expect([file, meta.exif, meta.xmp, meta.iptc]).toEqual([file, undefined, undefined, undefined]);
      expect(data.includes(Buffer.from('Testcamera'))).toBe(false);
    }
  });

  it('turns a photo upright by its EXIF orientation (6: width and height swap)', async () => {
    const result = await processImage(await turnedPhoto(900, 500));
    expect([result.width, result.height]).toEqual([500, 900]);
    const largest = await sharp(fileOf(result.files, '500.webp')).metadata();
    expect([largest.width, largest.height, largest.orientation ?? 1]).toEqual([500, 900, 1]);
  });

  it('makes every width below the original in AVIF and WebP, never enlarging', async () => {
    const small = await processImage(await photo(700, 350, 'png'));
    expect(small.sizes).toEqual([320, 640, 700]);
    expect(small.files.map((f) => f.file).sort()).toEqual(['320.avif', '320.webp', '640.avif', '640.webp', '700.avif', '700.webp', 'preview.jpg'].sort());
    for (const size of small.sizes) {
      for (const format of ['avif', 'webp'] as const) {
        const meta = await sharp(fileOf(small.files, `${size}.${format}`)).metadata();
        expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width]).toEqual([format, size]);
      }
    }
    expect(widthsFor(2000)).toEqual([320, 640, 1024, 1600]);
    expect(widthsFor(1600)).toEqual([320, 640, 1024, 1600]);
    expect(widthsFor(200)).toEqual([200]);
  });

  it('makes a 1200×630 JPEG for link previews, even of a small photo', async () => {
    const { files } = await processImage(await photo(400, 400, 'webp'));
    const meta = await sharp(fileOf(files, 'preview.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('starts the focal point where sharp\'s attention strategy looks (the red disc), in whole percentages; the centre on a plain photo', async () => {
    for (const [width, height, x, y] of [[1600, 900, 0.8, 0.25], [900, 1600, 0.3, 0.8], [1200, 1200, 0.15, 0.6]] as const) {
      const { focusX, focusY } = await processImage(await photoWithSpot(width, height, x, y));
      expect([Number.isInteger(focusX), Number.isInteger(focusY)]).toEqual([true, true]);
      expect(Math.abs(focusX - x * 100)).toBeLessThanOrEqual(5);
      expect(Math.abs(focusY - y * 100)).toBeLessThanOrEqual(5);
    }
    // Nothing stands out (sharp then reports 0, 0), or nothing is cut (the preview's own shape): the centre.
    expect(await processImage(await photo(800, 600))).toMatchObject({ focusX: 50, focusY: 50 });
    expect(await processImage(await photo(1200, 630))).toMatchObject({ focusX: 50, focusY: 50 });
  });

  it('cuts the 1200×630 preview around a focal point as object-position places a photo: 0 the top (or left) edge, 100 the other', async () => {
    const centreOf = async (jpeg: Buffer) => {
      const { data } = await sharp(jpeg).extract({ left: 600, top: 315, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return data[0]! > 200 && data[2]! < 60 ? 'red' : data[2]! > 200 && data[0]! < 60 ? 'blue' : 'mixed';
    };
    // A portrait, red above and blue below: the preview shows a band of it.
    const portrait = await twoColourPhoto(600, 1200, true);
    expect(await centreOf(await cropPreview(portrait, { focusX: 50, focusY: 0 }))).toBe('red');
    expect(await centreOf(await cropPreview(portrait, { focusX: 50, focusY: 100 }))).toBe('blue');
    // A wide photo, red left and blue right.
    const wide = await twoColourPhoto(1600, 400, false);
    expect(await centreOf(await cropPreview(wide, { focusX: 10, focusY: 50 }))).toBe('red');
    expect(await centreOf(await cropPreview(wide, { focusX: 90, focusY: 50 }))).toBe('blue');
    expect(await sharp(await cropPreview(wide, { focusX: 100, focusY: 100 })).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('names the files by the content, so a different photo gets different URLs', async () => {
    const a = await processImage(await photo(400, 300));
    const b = await processImage(await photo(401, 300));
    expect(a.hash).toMatch(/^[0-9a-f]{20}$/);
    expect(a.hash).not.toBe(b.hash);
  });

  it('refuses what is not a JPEG, PNG or WebP, whatever its name', async () => {
    await expect(processImage(Buffer.from('Dit is een tekstbestand met de naam foto.jpg\n'))).rejects.toBeInstanceOf(NotAnImageError);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    await expect(processImage(gif)).rejects.toBeInstanceOf(NotAnImageError);
    const cut = (await photo(400, 300)).subarray(0, 200);
    await expect(processImage(cut)).rejects.toBeInstanceOf(NotAnImageError);
  });
});
