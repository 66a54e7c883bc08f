/** Photos made at test time with sharp (no binaries in git): plain, with GPS EXIF, or turned by EXIF. */
import sharp from 'sharp';

export const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

/** A JPEG carrying GPS coordinates and a camera name in its EXIF. */
export const photoWithGps = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefoon', Model: 'Testcamera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 43/1 0/1' },
    })
    .toBuffer();

/** A JPEG stored landscape (`width`×`height`) with EXIF orientation 6: upright it is portrait. */
export const turnedPhoto = (width = 900, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A `width`×`height` grey photo with one red disc, its centre at `x`, `y` (fractions of the width and height): what draws the eye. */
export const photoWithSpot = (width: number, height: number, x: number, y: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#8a8f96"/>` +
        `<circle cx="${width * x}" cy="${height * y}" r="${Math.min(width, height) * 0.08}" fill="#e03a1e"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** A `width`×`height` photo whose halves differ: red and blue, top and bottom (`rows`) or left and right. */
export const twoColourPhoto = (width: number, height: number, rows: boolean) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0000ff"/>` +
        `<rect width="${rows ? width : width / 2}" height="${rows ? height / 2 : height}" fill="#ff0000"/></svg>`,
    ),
  )
    .webp({ lossless: true })
    .toBuffer();
