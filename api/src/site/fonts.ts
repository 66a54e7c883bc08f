/**
 * The site's font (the kit's fonts.ts) in a page's head: both files preloaded (a font is fetched
 * CORS-mode, so its preload is too) and declared, so the first paint of the server's page is
 * already in it. None when the shell's build has no font files (its files served elsewhere).
 */
import fs from 'node:fs';
import path from 'node:path';

import { FONT_FILE, fontFaceCss } from '@kerk/kit/tokens';

import { escapeHtml } from './head-html';

export function shellFontTags(shellDist: string): string[] {
  let files: string[];
  try {
    files = fs.readdirSync(path.join(shellDist, 'assets')).filter((name) => FONT_FILE.test(name));
  } catch {
    return [];
  }
  const urls = Object.fromEntries(files.map((name) => [Number(FONT_FILE.exec(name)![1]), `/assets/${name}`])) as Record<400 | 700, string | undefined>;
  if (!urls[400] || !urls[700]) return [];
  return [
    ...[urls[400], urls[700]].map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`),
    `<style id="kerk-fonts">${fontFaceCss({ 400: urls[400], 700: urls[700] })}</style>`,
  ];
}
