/**
 * What happens to an uploaded photo (issue 16), with sharp: the content decides whether it is a
 * photo (JPEG, PNG or WebP; never the name or the declared type), it is turned upright by its EXIF
 * orientation, and every size made from it leaves without any metadata (no GPS, no camera, no
 * EXIF): sharp writes none unless asked. Widths are never larger than the original.
 */
import { createHash } from 'node:crypto';

import { FOCUS_CENTRE } from '@kerk/kit/api-schemas';
import sharp from 'sharp';

/** The widths made of each photo (those below the original's width, plus the original's own when smaller than the largest). */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
const LARGEST = 1600;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** The link-preview image (og:image): 1200×630, cropped to cover; `file` as uploaded. */
export const PREVIEW = { width: 1200, height: 630, file: 'preview.jpg' } as const;
/**
 * The preview cut around an editor's focal point: a name of its own, since every file is cached
 * for a year under its URL and a visitor's browser or a link preview must not keep the old cut.
 */
export const previewFileFor = (focus: Focus) => `preview-${focus.focusX}-${focus.focusY}.jpg`;
export { FOCUS_CENTRE, MEDIA_MAX_BYTES } from '@kerk/kit/api-schemas';
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: more pixels than a 100-megapixel camera makes. */
const MAX_PIXELS = 100_000_000;

export interface ProcessedFile {
  /** Its file name in the photo's folder: `<width>.<format>` or `preview.jpg`. */
  file: string;
  data: Buffer;
}

/** A focal point: whole percentages of the upright photo, from the left and from the top. */
export interface Focus {
  focusX: number;
  focusY: number;
}

export interface ProcessedMedia extends Focus {
  /** The first 20 hex characters of the upload's SHA-256: its folder, so its URLs change with its content. */
  hash: string;
  /** Upright width and height of the original. */
  width: number;
  height: number;
  /** The widths made (ascending), each in every format of MEDIA_FORMATS. */
  sizes: number[];
  files: ProcessedFile[];
}

const percent = (value: number, of: number) => Math.min(100, Math.max(0, Math.round((value / of) * 100)));

/**
 * The focal point sharp's attention strategy reported while cutting the preview of a `width`×`height`
 * photo: it reports where it looked in the photo as scaled to cover the preview. (0, 0) is what it
 * reports when nothing stood out (a plain surface), and no answer at all when nothing was cut (the
 * photo has the preview's shape): the centre, then.
 */
export function attentionFocus(info: sharp.OutputInfo, width: number, height: number): Focus {
  const { attentionX: x, attentionY: y } = info;
  if (x === undefined || y === undefined || (x === 0 && y === 0)) return { focusX: FOCUS_CENTRE, focusY: FOCUS_CENTRE };
  const scale = Math.max(PREVIEW.width / width, PREVIEW.height / height);
  return { focusX: percent(x, width * scale), focusY: percent(y, height * scale) };
}

const toPreviewJpeg = (image: sharp.Sharp) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });

/**
 * The 1200×630 link preview of `source` (an upright photo, any size) cut around `focus` as CSS
 * `object-position: X% Y%` cuts a card: scaled to cover, then the spot X% across the photo lands
 * X% across the preview (and so for Y), so the preview shows what the cards show.
 */
export async function cropPreview(source: Buffer, focus: Focus): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const scale = Math.max(PREVIEW.width / width, PREVIEW.height / height);
  const scaled = { width: Math.max(PREVIEW.width, Math.round(width * scale)), height: Math.max(PREVIEW.height, Math.round(height * scale)) };
  const left = Math.round(((scaled.width - PREVIEW.width) * focus.focusX) / 100);
  const top = Math.round(((scaled.height - PREVIEW.height) * focus.focusY) / 100);
  const cut = sharp(source).resize({ ...scaled, fit: 'fill' }).extract({ left, top, width: PREVIEW.width, height: PREVIEW.height });
  return toPreviewJpeg(cut).toBuffer();
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
    const preview = await toPreviewJpeg(sharp(upright).resize({ width: PREVIEW.width, height: PREVIEW.height, fit: 'cover', position: 'attention' })).toBuffer({ resolveWithObject: true });
    files.push({ file: PREVIEW.file, data: preview.data });
    return { hash: contentHash(input), width, height, sizes, files, ...attentionFocus(preview.info, width, height) };
  } catch {
    throw new NotAnImageError('unreadable image');
  }
}
