/**
 * The first view of a page, written by the server into the shell's `<div id="root">`: the header
 * bar, the breadcrumbs and the top of the page (h1 and intro, or an article's title, byline and
 * picture). A phone shows it as soon as the HTML arrives instead of after some 250 KB of
 * JavaScript and an API round trip; React then replaces it with the same texts in the same places.
 *
 * The page-store texts and the site settings it shows go along as JSON (`#kerk-initial-data`, a
 * data block, never executed, so the CSP stays free of inline scripts): the SPA's first render
 * reads them instead of asking the API again, and so renders exactly what was painted.
 * Its look is the kit's (tokens, and the global, PageHeader, Container and header rules); the
 * e2e test first-view.spec.ts checks that the painted boxes do not move when React takes over.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Photo } from '@kerk/kit/api-types';
import { contact, type ContactFormState } from '@kerk/kit/contact';
import type { FastifyInstance } from 'fastify';

import { formatDate, formatDay, formatTime } from '@kerk/kit/dates';
import { articlePhotoCss, BODY_FONT_SIZE, FONT_FILE, fontFaceCss, kitTheme as t, NO_BREAK_CSS, PHOTO_SIZES } from '@kerk/kit/tokens';
import { crumbsOf, taskGroupOf, type SiteRouteMatch } from '@kerk/kit/site-map';
import { common, content, locationName } from '@kerk/kit/texts';

import { newsImageUrl } from '../plugins/app/news/news-urls';
import type { Page } from '../plugins/app/pages/pages-repository';
import type { Settings } from '../plugins/app/settings/settings-repository';
import { CONTACT_CSS, contactMain } from './first-view-contact';
import { NO_JS_CSS, noScriptNav, searchMain } from './first-view-nojs';
import { FIRST_VIEW_THEME_CSS } from './first-view-theme';
import { escapeHtml } from './head-html';
import { jsonLdText } from './json-ld';
import type { PageMeta } from './page-meta';

/** What the SPA's store starts with (kit: applyInitialData). */
export interface InitialData {
  settings: Settings;
  pages: Record<string, Page>;
  /** A refused plain POST of the contact form: its input and messages (mf-contact shows them). */
  contactForm?: ContactFormState;
}

/** What the request adds to a page's first view beyond its path. */
export interface FirstViewInput {
  /** The URL's query (`?q=` of /zoeken, `?verzonden=1` and `?type=` of /contact). */
  query: URLSearchParams;
  /** The answer to a refused plain POST of the contact form (contact-post.ts). */
  contactForm?: ContactFormState;
}

export interface FirstView {
  /** Replaces the empty `<div id="root"></div>`. */
  root: string;
  /** For the head: the first view's style and the initial data. */
  headTags: string[];
  /** The initial data in those tags (a server render adds its own to it: site/ssr). */
  data: InitialData;
}

export const INITIAL_DATA_ID = 'kerk-initial-data';

/**
 * Same rules as the kit's global styles, Header, Container, Breadcrumbs, main and PageHeader; the
 * colours are the theme's custom properties (first-view-theme.ts), so one cached text serves all.
 */
export const FIRST_VIEW_CSS = [
  FIRST_VIEW_THEME_CSS,
  '*,*::before,*::after{box-sizing:border-box}',
  `body{margin:0;font-family:${t.font.body};font-size:${BODY_FONT_SIZE};line-height:1.6;background:${t.colors.background};color:${t.colors.text}}`,
  // The main part is also the shell's stand-in while the first route's remote loads (outside .fv).
  `.fv a,.fv-ph a,.fv-article a{color:${t.colors.link}}`,
  '.fv img,.fv-article img{max-width:100%;height:auto}',
  `.fv-ph h1,.fv-article h1{font-family:${t.font.heading};line-height:1.25;color:${t.colors.text};margin:0 0 .5em;overflow-wrap:break-word;hyphens:auto}`,
  '.fv{display:flex;flex-direction:column;min-height:100vh}',
  // The shell's skip link: off screen until it has focus, so it is the first Tab stop here too.
  `.fv .fv-skip{position:absolute;left:-999px;top:0;z-index:100;padding:${t.space(2)} ${t.space(4)};background:${t.colors.secondary};color:${t.colors.onSecondary}}`,
  `.fv .fv-skip:focus{left:${t.space(2)};top:${t.space(2)}}`,
  `.fv-bar{background:${t.colors.primary};color:${t.colors.onPrimary}}`,
  `.fv-bar>div{max-width:${t.maxWidth};margin:0 auto;padding:${t.space(2)} ${t.space(4)};display:flex;align-items:center;gap:${t.space(3)};flex-wrap:wrap;justify-content:flex-end;min-height:4.5rem}`,
  `.fv .fv-logo{display:flex;align-items:center;gap:${t.space(2)};margin-right:auto;flex:1 1 auto;min-width:0;color:inherit;text-decoration:none;font-family:${t.font.heading};font-size:1.2rem;line-height:1.25}`,
  '.fv-logo img{flex:none}',
  '.fv-nologo{flex:none;width:40px;height:40px}',
  `${t.mq.belowLg}{.fv .fv-logo{flex-basis:100%;min-height:3rem}.fv-tools{min-height:44px}}`,
  `${t.mq.lg}{.fv-bar>div{flex-wrap:nowrap}}`,
  `.fv-page{max-width:${t.maxWidth};margin:0 auto;padding:0 ${t.space(4)};flex:1;width:100%}`,
  `.fv-crumbs{margin:${t.space(4)} 0}`,
  `.fv-crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:0 ${t.space(1)};margin:0;padding:0;font-size:.95rem;color:${t.colors.textMuted}}`,
  '.fv-crumbs li{display:flex;gap:.25rem;min-width:0;flex:0 1 auto}',
  '.fv-crumbs li:last-child>:last-child{min-width:0;overflow-wrap:anywhere}',
  `.fv main{padding:${t.space(4)} 0;min-height:100vh;outline:none}`,
  `.fv-ph{margin-bottom:${t.space(6)}}`,
  '.fv-ph [data-rich-text]{overflow-wrap:anywhere}',
  '.fv-ph [data-rich-text]>:first-of-type{margin-top:0}',
  // The kit's RichText: a readable measure for prose; dates, e-mail addresses and phone numbers unbroken.
  `.fv-ph [data-rich-text]>:is(p,ul,ol,blockquote){max-width:${t.measure}}`,
  NO_BREAK_CSS,
  '.fv-article{max-width:48rem}',
  '.fv-article h1{margin:0 0 .25em}',
  `.fv-byline{margin:0 0 ${t.space(2)};color:${t.colors.textMuted};font-size:.95rem}`,
  `.fv-article img{display:block;margin:${t.space(4)} 0}`,
  '.fv-lead{font-size:1.15rem;font-weight:500}',
  NO_JS_CSS,
  CONTACT_CSS,
].join('');

const partialOf = (page: Page | null, name: string) => page?.partials.find((p) => p.name === name)?.content ?? '';

/** The page-store page of a route: its own, or a task group's. */
function storePageName({ route, params }: SiteRouteMatch): string | undefined {
  return route.page ?? (route.record === 'task-group' ? taskGroupOf(params.slug)?.page : undefined);
}

/** The breadcrumbs the shell shows: the site map's (`crumbsOf`), the record's title last. */
function crumbs(path: string, title: string): string {
  if (path === '/') return '';
  const list = crumbsOf(path, title);
  const items = list.map((crumb, i) => {
    const separator = i > 0 ? '<span aria-hidden="true">›</span>' : '';
    const last = i === list.length - 1;
    const body = last ? `<span aria-current="page">${escapeHtml(crumb.title)}</span>` : crumb.to ? `<a href="${escapeHtml(crumb.to)}">${escapeHtml(crumb.title)}</a>` : `<span>${escapeHtml(crumb.title)}</span>`;
    return `<li>${separator}${body}</li>`;
  });
  return `<nav class="fv-crumbs" aria-label="${escapeHtml(common.breadcrumbs)}"><ol>${items.join('')}</ol></nav>`;
}

function pageHeader(title: string, introHtml: string): string {
  // The intro is page-store HTML, sanitized when it entered the database (like RichText renders it).
  const intro = introHtml.trim() ? `<div data-rich-text="">${introHtml}</div>` : '';
  return `<header class="fv-ph"><h1>${escapeHtml(title)}</h1>${intro}</header>`;
}

/** Drawings up to this size are written into the first view itself: painted with the text, no request. */
const INLINE_DRAWING_MAX = 16 * 1024;

/** The article's drawing for the first view: small stored drawings as a data: URL, others by URL. */
function firstViewImage(app: FastifyInstance, image: string): string {
  const svg = /^(https?:\/\/|\/)/.test(image) ? undefined : app.drawings?.news.svg(image);
  if (svg && svg.length <= INLINE_DRAWING_MAX) return `data:image/svg+xml;base64,${svg.toString('base64')}`;
  return newsImageUrl(image, app.config.apiUrl);
}

/**
 * A library photo as the article page shows it: AVIF and WebP sizes, its own proportions, and the
 * page's rule for its box (a portrait photo narrower, never taller than most of the screen).
 */
const photoHtml = (photo: Photo) =>
  `<picture><source type="image/avif" srcset="${escapeHtml(photo.srcsetAvif)}" sizes="${PHOTO_SIZES.article}">` +
  `<img src="${escapeHtml(photo.src)}" srcset="${escapeHtml(photo.srcset)}" sizes="${PHOTO_SIZES.article}" alt="${escapeHtml(photo.alt)}" width="${photo.width}" height="${photo.height}" style="${escapeHtml(articlePhotoCss(photo.width, photo.height))}" fetchpriority="high"></picture>`;

async function articleMain(app: FastifyInstance, id: number): Promise<string | null> {
  const article = await app.newsRepository.findById(id);
  if (!article) return null;
  const image = firstViewImage(app, article.image);
  const author = article.author ? ` <span aria-hidden="true">·</span> ${escapeHtml(content.news.by(article.author))}` : '';
  return [
    '<article class="fv-article">',
    `<header><h1>${escapeHtml(article.title)}</h1>`,
    `<p class="fv-byline">${escapeHtml(common.labels.writtenAt)} <time datetime="${escapeHtml(article.publishedAt)}">${formatDate(article.publishedAt)}</time>${author}</p></header>`,
    article.photo ? photoHtml(article.photo) : image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(article.imageAlt)}" width="640" height="360" fetchpriority="high">` : '',
    // The editor's own summary only: one made from the text would show its start twice.
    article.summary ? `<p class="fv-lead">${escapeHtml(article.summary)}</p>` : '',
    '</article>',
  ].join('');
}

/** A service's h1 and its day line, as the service page writes them ('Zondag 29-11-2026 · 10.00 uur'). */
async function serviceMain(app: FastifyInstance, id: number): Promise<string | null> {
  const service = await app.servicesRepository.findById(id);
  if (!service) return null;
  const day = formatDay(service.startsAt);
  const line = `${day.charAt(0).toUpperCase()}${day.slice(1)} · ${content.services.time(formatTime(service.startsAt))}`;
  return `<header class="fv-ph"><h1>${escapeHtml(content.services.title(locationName(service.location)))}</h1><p>${escapeHtml(line)}</p></header>`;
}

/** A team member's h1 and role, as the member page writes them. */
async function pastorMain(app: FastifyInstance, id: number): Promise<string | null> {
  const pastor = await app.pastorsRepository.findById(id);
  if (!pastor) return null;
  return `<header class="fv-ph"><h1>${escapeHtml(pastor.name)}</h1><p>${escapeHtml(pastor.role)}</p></header>`;
}

function headerBar(siteName: string, logoUrl: string | null): string {
  const logo = logoUrl ? `<img src="${escapeHtml(logoUrl)}" alt="" width="40" height="40">` : '<span class="fv-nologo"></span>';
  return [
    '<header class="fv-bar"><div>',
    `<a class="fv-logo" href="/">${logo}<span>${escapeHtml(siteName)}</span></a>`,
    // The e-mail, search and menu buttons arrive with the script; their row keeps its height.
    '<div class="fv-tools"></div>',
    noScriptNav(),
    '</div></header>',
  ].join('');
}

/** What the SPA's store starts with for a page: the settings, the route's page-store page and a refused contact post's state. */
export async function initialData(app: FastifyInstance, match: SiteRouteMatch, contactForm?: FirstViewInput['contactForm']): Promise<InitialData> {
  const settings = await app.settingsRepository.get();
  const pageName = storePageName(match);
  const page = pageName ? await app.pagesRepository.findByName(pageName) : null;
  return { settings, pages: pageName && page ? { [pageName]: page } : {}, ...(contactForm ? { contactForm } : {}) };
}

/** The first view of a matched, existing page (its meta resolved); `logoUrl` is the shell's built logo; `data` if already read. */
export async function firstView(app: FastifyInstance, match: SiteRouteMatch, meta: PageMeta, logoUrl: string | null, input?: FirstViewInput, data?: InitialData): Promise<FirstView> {
  const query = input?.query ?? new URLSearchParams();
  data ??= await initialData(app, match, input?.contactForm);
  const { settings, pages } = data;
  const siteName = settings.title || common.siteName;
  let main: string;
  const pageName = storePageName(match);
  if (pageName) {
    const page = pages[pageName] ?? null;
    const title = partialOf(page, 'title') || meta.title;
    // The home page opens with the next service and the top tasks (the shell), not its intro.
    main = pageHeader(title, match.route.id === 'home' ? '' : partialOf(page, 'intro'));
    if (match.route.id === 'contact') main += await contactMain(app, input?.contactForm ?? null, query.has(contact.sentParam), query.get('type') ?? '');
  } else if (match.route.id === 'search') {
    main = await searchMain(app, query.get('q') ?? '');
  } else if (match.route.record === 'news') {
    main = (await articleMain(app, Number(match.params.id))) ?? pageHeader(meta.title, '');
  } else if (match.route.record === 'service') {
    main = (await serviceMain(app, Number(match.params.id))) ?? pageHeader(meta.title, '');
  } else if (match.route.record === 'pastor') {
    main = (await pastorMain(app, Number(match.params.id))) ?? pageHeader(meta.title, '');
  } else {
    main = pageHeader(meta.title, '');
  }
  return {
    data,
    root: [
      '<div class="fv" data-first-view="">',
      `<a class="fv-skip" href="#main">${escapeHtml(common.skipToContent)}</a>`,
      headerBar(siteName, logoUrl),
      `<div class="fv-page">${crumbs(meta.path, meta.title)}<main id="main" tabindex="-1" data-first-view-main="">${main}</main></div>`,
      '</div>',
    ].join(''),
    headTags: firstViewHeadTags(data),
  };
}

/** The first view's style and `#kerk-initial-data` (a data block: never executed, escaped like JSON-LD). */
export const firstViewHeadTags = (data: InitialData): string[] => [
  `<style id="kerk-first-view-style">${FIRST_VIEW_CSS}</style>`,
  `<script type="application/json" id="${INITIAL_DATA_ID}">${jsonLdText(data)}</script>`,
];

/** The shell's empty root, as written or as html-webpack-plugin minifies it. */
const ROOT = /<div id=(?:"root"|'root'|root)>\s*<\/div>/;
const LOGO = /^logo\.[0-9a-f]+\.svg$/;

/** URL of the shell's content-hashed logo in its dist, or null (not built, or served elsewhere). */
export function shellLogoUrl(shellDist: string): string | null {
  try {
    const file = fs.readdirSync(path.join(shellDist, 'assets')).find((name) => LOGO.test(name));
    return file ? `/assets/${file}` : null;
  } catch {
    return null;
  }
}

/**
 * The site's font (the kit's fonts.ts) in a page's head: both files preloaded (a font is fetched
 * CORS-mode, so its preload is too) and declared, so the first paint, the first view's or the
 * server render's, is already in it. None when the shell's build has no font files (served elsewhere).
 */
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

/** Writes the first view (or a server render, with its attributes) into the template's empty root (a template without one is left alone). */
export const injectRoot = (html: string, root: string, attributes = ''): string => html.replace(ROOT, () => `<div id="root"${attributes}>${root}</div>`);
