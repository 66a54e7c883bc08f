/**
 * The tags the server writes into the shell's index.html: title, description, canonical,
 * OpenGraph and Twitter card (link previews run no JavaScript), JSON-LD and preload hints. Every
 * value is HTML-escaped; JSON-LD is escaped for a script element. No executable inline script is
 * added, so the CSP stays free of 'unsafe-inline' for scripts.
 */
import { common } from '@kerk/kit/texts';

import { absoluteUrl } from '../lib/public-origin';
import { jsonLdText, type PageMeta, type SiteInfo } from './head';

export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script';
  /** fetch() requests are CORS-mode, so their preload must be too, or the browser loads twice. */
  crossorigin: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;

export const preloadTag = (hint: PreloadHint) =>
  `<link rel="preload" href="${escapeHtml(hint.href)}" as="${hint.as}"${hint.crossorigin ? ' crossorigin' : ''}>`;

/** The kit's rule, so the server's title and the one the SPA sets agree. */
export const documentTitle = (title: string, siteName: string) => common.documentTitle(title, siteName);

/** Title, description, canonical, OpenGraph (always with an image), Twitter card and JSON-LD of a page that exists. */
export function metaTags(page: PageMeta, site: SiteInfo, origin: string): string[] {
  const url = absoluteUrl(page.path, origin);
  // Every page has a preview image: its own picture, else the site's (1200 × 630).
  const own = page.image ?? site.image;
  const image = { ...own, url: absoluteUrl(own.url, origin) };
  const tags = [
    `<title>${escapeHtml(documentTitle(page.title, site.name))}</title>`,
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(page.feeds ?? []).map((feed) => `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`),
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', 'nl_NL'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
  ];
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.type) tags.push(meta('property', 'og:image:type', image.type));
    if (image.width && image.height) tags.push(meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height)));
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  // A portrait or square picture gets the small card: the large one would crop it to 2:1.
  const largeImage = Boolean(image && (!image.width || !image.height || image.width > image.height));
  if (page.publishedTime) tags.push(meta('property', 'article:published_time', page.publishedTime));
  tags.push(
    meta('name', 'twitter:card', largeImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  if (page.jsonLd) tags.push(`<script type="application/ld+json">${jsonLdText(page.jsonLd)}</script>`);
  return tags;
}

/** The head of the 404 answer: the SPA shows its error page; crawlers are told not to index it. */
export function notFoundTags(site: Pick<SiteInfo, 'name'>, title: string): string[] {
  return [`<title>${escapeHtml(documentTitle(title, site.name))}</title>`, meta('name', 'robots', 'noindex')];
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;
const CHARSET = /<meta\s+charset=[^>]*>/i;
const HEAD = /<head\b[^>]*>/i;
const HTML = /<html\b[^>]*>/i;
const DOCTYPE = /<!doctype[^>]*>/i;

/**
 * Replaces the template's own title and description and puts the tags right after `<meta charset>`
 * (which must stay within the first 1024 bytes), before the shell's script, so preloads start first.
 */
export function injectHead(template: string, tags: string[]): string {
  const block = tags.join('');
  const html = template.replace(TITLE, '').replace(DESCRIPTION, '');
  const anchor = CHARSET.exec(html) ?? HEAD.exec(html);
  const insertAfter = (match: RegExpExecArray, text: string) => html.slice(0, match.index + match[0].length) + text + html.slice(match.index + match[0].length);
  if (anchor) return insertAfter(anchor, block);
  // A template without <head>: nothing may come before the doctype (quirks mode).
  const outer = HTML.exec(html) ?? DOCTYPE.exec(html);
  return outer ? insertAfter(outer, `<head>${block}</head>`) : `<head>${block}</head>${html}`;
}
