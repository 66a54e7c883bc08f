/**
 * The site's own images (content/images/site/, drawn as SVG and rendered once to PNG by
 * src/cli/render-site-images.ts, so every server sends the same pixels whatever fonts it has):
 * - `preview`, 1200 × 630: the og:image of every page that has no picture of its own;
 * - `logo`, 512 × 512: the publisher's logo in the structured data.
 * Read on first use and kept in memory; served by routes/site under a URL that never changes.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { apiRoot } from '../../../lib/paths';
import type { Png } from './png-rendition';

/** The site's own images; their alt text is the congregation's name from the settings (site/head/common.ts). */
export const SITE_IMAGES = {
  preview: { width: 1200, height: 630, type: 'image/png' },
  logo: { width: 512, height: 512, type: 'image/png' },
} as const;
export type SiteImageName = keyof typeof SITE_IMAGES;

export const siteImageFile = (name: SiteImageName) => path.join(apiRoot, 'content', 'images', 'site', `${name}.png`);

/** Its stable URL under the API's public base (API_URL), e.g. `/api/site/preview.png`. */
export const siteImageUrl = (apiUrl: string, name: SiteImageName) => `${apiUrl.replace(/\/+$/, '')}/site/${name}.png`;

const cached = new Map<SiteImageName, Png>();

export function siteImagePng(name: SiteImageName): Png {
  let png = cached.get(name);
  if (!png) {
    const data = fs.readFileSync(siteImageFile(name));
    png = { data, width: SITE_IMAGES[name].width, height: SITE_IMAGES[name].height, etag: `"${createHash('sha1').update(data).digest('base64url')}"` };
    cached.set(name, png);
  }
  return png;
}
