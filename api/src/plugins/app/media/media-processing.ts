/**
 * What happens to an uploaded photo (issue 16), with sharp: the content decides whether it is a
 * photo (JPEG, PNG or WebP; never the name or the declared type), it is turned upright by its EXIF
 * orientation, and every size made from it leaves without any metadata (no GPS, no camera, no
 * EXIF): sharp writes none unless asked. Widths are never larger than the original.
 */
import { createHash } from 'node:crypto';

import sharp from 'sharp';

/** The widths made of each photo (those below the original's width, plus the original's own when smaller than the largest). */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
const LARGEST = 1600;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** The link-preview image (og:image): 1200×630, cropped to cover. */
export const PREVIEW = { width: 1200, height: 630, file: 'preview.jpg' } as const;
export { MEDIA_MAX_BYTES } from '@kerk/kit/api-schemas';
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: more pixels than a 100-megapixel camera makes. */
const MAX_PIXELS = 100_000_000;

export interface ProcessedFile {
  /** Its file name in the photo's folder: `<width>.<format>` or `preview.jpg`. */
  file: string;
  data: Buffer;
}

export interface ProcessedMedia {
  /** The first 20 hex characters of the upload's SHA-256: its folder, so its URLs change with its content. */
  hash: string;
  /** Upright width and height of the original. */
  width: number;
  height: number;
  /** The widths made (ascending), each in every format of MEDIA_FORMATS. */
  sizes: number[];
  files: ProcessedFile[];
}

/** Thrown when the bytes are not a JPEG, PNG or WebP photo sharp can read. */
export class NotAnImageError extends Error {}

/** The widths to make for an upright width: those of MEDIA_WIDTHS below it, and the width itself when below the largest. */
export function widthsFor(width: number): number[] {
  const below = MEDIA_WIDTHS.filter((w) => w < width);
  return width < LARGEST ? [...below, width] : [...MEDIA_WIDTHS];
}

/**
 * A photo's identity: the first 20 hex characters (80 bits) of the SHA-256 of the file's bytes as
 * uploaded, before any processing. Its folder and URLs are named by it, and the library finds an
 * upload it already holds by it (the same bytes again); a photo re-saved or turned has other bytes.
 */
export const contentHash = (input: Buffer): string => createHash('sha256').update(input).digest('hex').slice(0, 20);

export async function processImage(input: Buffer): Promise<ProcessedMedia> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new NotAnImageError('not an image');
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format) || !metadata.width || !metadata.height) throw new NotAnImageError(`format ${metadata.format}`);
  // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const sizes = widthsFor(width);
  try {
    const upright = await sharp(input, { limitInputPixels: MAX_PIXELS }).rotate().toBuffer();
    const files: ProcessedFile[] = [];
    for (const size of sizes) {
      const resized = sharp(upright).resize({ width: size, withoutEnlargement: true });
      files.push({ file: `${size}.avif`, data: await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer() });
      files.push({ file: `${size}.webp`, data: await resized.clone().webp({ quality: 78 }).toBuffer() });
    }
    const preview = await sharp(upright).resize({ width: PREVIEW.width, height: PREVIEW.height, fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    files.push({ file: PREVIEW.file, data: preview });
    return { hash: contentHash(input), width, height, sizes, files };
  } catch {
    throw new NotAnImageError('unreadable image');
  }
}
