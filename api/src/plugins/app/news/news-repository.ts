/**
 * News articles as visitors see them, newest first: only published ones whose publish instant has
 * passed by the one clock (a scheduled article appears by itself; one taken offline or deleted
 * is gone from every read at once). Everything is cleaned on the write path: the body with the
 * rich-text allow-list, the other fields as plain text, and `body_text` (what the search index
 * holds) derived from the cleaned body, so no reader ever meets unsafe markup. `excerpt` holds only
 * the editor's own summary; where it is empty the answers' `excerpt` is made from the text's start
 * as it is read, so it always follows the text and never shows twice on the article page (`summary`
 * tells the page whether the editor wrote one). The editing app writes through news-editing.ts;
 * `create`/`update` here serve the seed and tests.
 */
import type { NewsArticle, NewsSummary } from '@kerk/kit/api-types';
import { zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import fp from 'fastify-plugin';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

import { rowsById } from '../../../db/rows-by-id';
import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { sanitizeByKind, toPlainText } from '../../../lib/sanitize';
import { FOCUS_CENTRE, PREVIEW } from '../media/media-processing';
import { photoOf } from '../media/media-repository';
import { DERIVED_EXCERPT_LENGTH, excerptOf } from './news-rules';

export interface NewsInput {
  title: string;
  /** 'YYYY-MM-DD' (Amsterdam); the article is published at 09:00 that day unless `publishAt` says otherwise. */
  publishedAt: string;
  /** ISO instant from which visitors see it. */
  publishAt?: string;
  /** The editor's summary; '' lets the answers take the start of the text. */
  excerpt: string;
  body: string;
  /** A file name in content/images/news (served at /api/news/images/<file>) or an https URL. */
  image?: string;
  imageAlt?: string;
  author?: string;
}

/** The answers' shapes (the kit's API contract); here `image` is still as stored, the route makes it a URL. */
export type { NewsArticle, NewsSummary };

export interface NewsPage {
  items: NewsSummary[];
  total: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    newsRepository: NewsRepository;
  }
}

/** The seed's hour of publishing on an article's day. */
export const SEED_PUBLISH_TIME = '09:00';

type Query = SelectQueryBuilder<Database, 'news', object>;

/**
 * As much of the plain text as a summary made from it can need: more than its length, so the cut at
 * a word falls where it falls in the whole text (body_text has its runs of white space made single).
 */
const LEAD_LENGTH = 2 * DERIVED_EXCERPT_LENGTH;

/** Published, and its instant has come. */
export const visibleNews = <Q extends Query>(query: Q, at: Date = clockNow()): Q =>
  query.where('news.published', '=', 1).where('news.publish_at', '<=', at.toISOString()) as Q;

const summaries = (db: Kysely<Database>) =>
  db
    .selectFrom('news')
    .leftJoin('media', 'media.id', 'news.media_id')
    .select([
      'news.id',
      'news.title',
      'news.published_at',
      'news.publish_at',
      'news.excerpt',
      sql<string>`substr(news.body_text, 1, ${sql.lit(LEAD_LENGTH)})`.as('lead'),
      'news.image',
      'news.image_alt',
      'news.author',
      'media.hash',
      'media.sizes',
      'media.width',
      'media.height',
      'media.alt',
      'media.focus_x',
      'media.focus_y',
      'media.preview_file',
    ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

const toSummary = (row: SummaryRow): NewsSummary => {
  // A left join: with a photo (a hash), each media column holds its value; the fallbacks only satisfy the types.
  const { hash, sizes, width, height, alt, focus_x, focus_y, preview_file } = row;
  const photo =
    hash && sizes
      ? photoOf({ hash, sizes, width: width ?? 0, height: height ?? 0, alt: alt ?? '', focus_x: focus_x ?? FOCUS_CENTRE, focus_y: focus_y ?? FOCUS_CENTRE, preview_file: preview_file ?? PREVIEW.file })
      : null;
  return {
    id: row.id,
    title: row.title,
    publishedAt: row.published_at,
    publishAt: row.publish_at,
    excerpt: row.excerpt || excerptOf(row.lead),
    image: photo ? photo.src : row.image,
    imageAlt: photo ? photo.alt : row.image_alt,
    photo,
    author: row.author,
  };
};

function toRow(input: NewsInput) {
  const body = sanitizeByKind('full', input.body);
  const publishAt = input.publishAt ?? zonedToUtc(input.publishedAt, SEED_PUBLISH_TIME).toISOString();
  return {
    title: toPlainText(input.title),
    published_at: zonedDate(publishAt),
    publish_at: publishAt,
    excerpt: toPlainText(input.excerpt),
    body,
    body_text: toPlainText(body),
    image: toPlainText(input.image ?? ''),
    image_alt: toPlainText(input.imageAlt ?? ''),
    author: toPlainText(input.author ?? ''),
  };
}

/** Takes any Kysely (or a transaction) so seeding can batch its writes in one commit. */
export function createNewsRepository(db: Kysely<Database>) {
  const table = rowsById(db, 'news');

  return {
    /** Every stored article, visible or not (the seed writes into an empty table only). */
    count: table.count,

    /** One page of the visible articles (1-based), newest first; ties broken by id so paging is stable. */
    async list({ page, pageSize }: { page: number; pageSize: number }): Promise<NewsPage> {
      const at = clockNow();
      const rows = await visibleNews(summaries(db), at)
        .orderBy('news.publish_at', 'desc')
        .orderBy('news.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { n } = await visibleNews(db.selectFrom('news'), at)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { items: rows.map(toSummary), total: Number(n) };
    },

    /** A visible article; null when it does not exist, is not published (any more) or not yet. */
    async findById(id: number): Promise<NewsArticle | null> {
      const row = await visibleNews(summaries(db).select('news.body'), clockNow()).where('news.id', '=', id).executeTakeFirst();
      return row ? { ...toSummary(row), summary: row.excerpt, body: row.body } : null;
    },

    create: (input: NewsInput): Promise<number> => table.insert(toRow(input)),

    /** Replaces an article; false when it does not exist. */
    update: (id: number, input: NewsInput): Promise<boolean> => table.update(id, toRow(input)),

    remove: table.remove,
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('newsRepository', createNewsRepository(fastify.db));
  },
  { name: 'news-repository', dependencies: ['db'] },
);
