/**
 * The drawings shipped in content/images/<folder>/ (news, churches, pastors): every SVG read once
 * at start, and its PNG rendition for link previews, rendered on its first request and then kept
 * in memory (a few dozen files of some 30 KB). Only names found in a folder can be served, so no
 * request path ever reaches the file system. Decorates `fastify.drawings`.
 */
import path from 'node:path';

import fp from 'fastify-plugin';

import { apiRoot } from '../../../lib/paths';
import { pngSizeOf, renderPng, type Png, type PngSize } from './png-rendition';
import { loadSvgFolder } from '../../../lib/svg-folder';

export const DRAWING_FOLDERS = ['news', 'churches', 'pastors'] as const;
export type DrawingFolderName = (typeof DRAWING_FOLDERS)[number];

/**
 * Width of the PNGs, in the drawing's own aspect ratio: news 1200 × 675 and churches 1200 × 750
 * (large previews ask for 1200 wide), the square portraits 600 × 600.
 */
export const PNG_WIDTH: Record<DrawingFolderName, number> = { news: 1200, churches: 1200, pastors: 600 };

export interface DrawingFolder {
  /** The SVG named `file` (e.g. `orgel.svg`). */
  svg(file: string): Buffer | undefined;
  /** The size of the PNG of `file`, known without rendering it; null when there is no such drawing. */
  pngSize(file: string): PngSize | null;
  /** The PNG of `file`, rendered once; null when there is no such drawing. */
  png(file: string): Promise<Png | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    drawings: Record<DrawingFolderName, DrawingFolder>;
  }
}

export const drawingsDir = (folder: DrawingFolderName) => path.join(apiRoot, 'content', 'images', folder);

export function createDrawingFolder(dir: string, width: number): DrawingFolder {
  const svgs = loadSvgFolder(dir);
  const sizes = new Map<string, PngSize>();
  const pngs = new Map<string, Promise<Png>>();
  return {
    svg: (file) => svgs.get(file),
    pngSize(file) {
      const svg = svgs.get(file);
      if (!svg) return null;
      if (!sizes.has(file)) sizes.set(file, pngSizeOf(svg, width));
      return sizes.get(file)!;
    },
    png(file) {
      const svg = svgs.get(file);
      if (!svg) return Promise.resolve(null);
      // The promise is kept, so requests during the first render wait for it instead of rendering too.
      let png = pngs.get(file);
      if (!png) {
        png = renderPng(svg, width);
        pngs.set(file, png);
        png.catch(() => pngs.delete(file));
      }
      return png;
    },
  };
}

export default fp(
  async (fastify) => {
    const folders = DRAWING_FOLDERS.map((folder) => [folder, createDrawingFolder(drawingsDir(folder), PNG_WIDTH[folder])] as const);
    fastify.decorate('drawings', Object.fromEntries(folders) as Record<DrawingFolderName, DrawingFolder>);
  },
  { name: 'drawings' },
);
