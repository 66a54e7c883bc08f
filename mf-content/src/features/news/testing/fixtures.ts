/**
 * Test data and a fetch router for the news tests: answers like the real API, for `total` articles,
 * typed by the kit's answer types and checked against the answer schemas (`fixture`).
 */
import { newsArticleSchema, newsSummarySchema, pageSchema, photoSchema } from '@kerk/kit/api-schemas';
import { mockFetch } from '@kerk/kit/testing';
import { fixture } from '@kerk/kit/testing/answers';

import type { NewsArticle, NewsSummary } from '../api/news-api';

/** A library photo as the API answers it (the article with id `PHOTO_ARTICLE` has one). */
export const PHOTO = fixture(photoSchema, {
  src: '/api/media/0123456789abcdef0123/1600.webp',
  srcset: '/api/media/0123456789abcdef0123/320.webp 320w, /api/media/0123456789abcdef0123/1600.webp 1600w',
  srcsetAvif: '/api/media/0123456789abcdef0123/320.avif 320w, /api/media/0123456789abcdef0123/1600.avif 1600w',
  width: 1600,
  height: 1200,
  alt: 'Het koor zingt in de Dorpskerk',
  preview: '/api/media/0123456789abcdef0123/preview.jpg',
  // The editor's focal point: left of the middle, near the top (the choir's faces).
  focusX: 30,
  focusY: 20,
});
export const PHOTO_ARTICLE = 23;

export function summary(id: number, overrides: Partial<NewsSummary> = {}): NewsSummary {
  const day = String((id % 28) + 1).padStart(2, '0');
  return fixture(newsSummarySchema, {
    id,
    title: `Bericht nummer ${id}`,
    publishedAt: `2031-03-${day}`,
    publishAt: `2031-03-${day}T08:00:00.000Z`,
    excerpt: `Korte samenvatting van bericht ${id}.`,
    image: `/api/news/images/bericht-${id}.svg`,
    imageAlt: `Tekening bij bericht ${id}`,
    photo: id === PHOTO_ARTICLE ? PHOTO : null,
    author: 'Taakgroep Eredienst',
    ...overrides,
  }, `News summary ${id}`);
}

/** An article whose editor wrote its summary (`summary`, the same as the list's `excerpt`). */
export const article = (id: number, overrides: Partial<NewsArticle> = {}): NewsArticle =>
  fixture(newsArticleSchema, { ...summary(id), summary: summary(id).excerpt, body: '<p>De <strong>volledige</strong> tekst.</p><h2>Meedoen</h2>', ...overrides }, `News article ${id}`);

export const page = (name: string, partials: Record<string, string>) => ({
  data: fixture(pageSchema, { id: 1, name, metaTitle: '', metaDescription: '', partials: Object.entries(partials).map(([n, content]) => ({ name: n, content })) }, `The page ${name}`),
});

export const INDEX_PAGE = page('index', {
  title: 'Welkom',
  'news-title': 'Mededelingen',
  'book-title': 'Stroom',
  'book-text': '<p>Ons gemeenteblad in boekvorm.</p>',
  'paper-title': 'Zijstroom',
  'paper-text': '<p>De tweewekelijkse nieuwsbrief.</p>',
  'booklet-title': 'Het blauwe boekje',
  'booklet-text': '<p>Het jaarboekje met adressen.</p>',
});

export const NEWS_PAGE = page('news', { title: 'Nieuws', intro: '<p>De nieuwste berichten staan bovenaan.</p>', content: '<p>Stuur uw nieuws op.</p>' });

/**
 * Serves /api/page (the given pages), /api/news (newest = highest id first) and /api/news/{id}
 * for ids 1..total; `fail` makes the news list answer 500.
 */
export function mockNewsApi({ total = 24, pages = [NEWS_PAGE, INDEX_PAGE], fail = false } = {}) {
  return mockFetch((url) => {
    if (url.pathname === '/api/page') {
      const found = pages.find((p) => p.data.name === url.searchParams.get('name'));
      return found ? { body: found } : undefined;
    }
    if (url.pathname === '/api/news') {
      if (fail) return { status: 500, body: { code: 'internal_error', message: 'Er is een onverwachte fout opgetreden' } };
      const pageNo = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 10);
      const ids = Array.from({ length: total }, (_, i) => total - i).slice((pageNo - 1) * size, pageNo * size);
      return { body: { data: ids.map((id) => summary(id)), meta: { page: pageNo, pageSize: size, total } } };
    }
    const match = /^\/api\/news\/(\d+)$/.exec(url.pathname);
    if (match && Number(match[1]) <= total) return { body: { data: article(Number(match[1])) } };
    return undefined;
  });
}
