/**
 * News articles, newest first. Everything is cleaned on the write path: the body with the rich-text
 * allow-list, the other fields as plain text, and `body_text` (what the search index holds) derived
 * from the cleaned body, so no reader ever meets unsafe markup.
 */
import type { NewsArticle, NewsSummary } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import { rowsById } from '../../../db/rows-by-id';
import type { Database, NewsTable } from '../../../db/schema';
import { sanitizeRichText, toPlainText } from '../../../lib/sanitize';

export interface NewsInput {
  title: string;
  /** 'YYYY-MM-DD'. */
  publishedAt: string;
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

const SUMMARY_COLUMNS = ['id', 'title', 'published_at', 'excerpt', 'image', 'image_alt', 'author'] as const;

const toSummary = (row: Pick<Selectable<NewsTable>, (typeof SUMMARY_COLUMNS)[number]>): NewsSummary => ({
  id: row.id,
  title: row.title,
  publishedAt: row.published_at,
  excerpt: row.excerpt,
  image: row.image,
  imageAlt: row.image_alt,
  author: row.author,
});

function toRow(input: NewsInput) {
  const body = sanitizeRichText(input.body);
  return {
    title: toPlainText(input.title),
    published_at: input.publishedAt,
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
    count: table.count,

    /** One page of summaries (1-based), newest first; ties broken by id so paging is stable. */
    async list({ page, pageSize }: { page: number; pageSize: number }): Promise<NewsPage> {
      const rows = await db
        .selectFrom('news')
        .select(SUMMARY_COLUMNS)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { items: rows.map(toSummary), total: await table.count() };
    },

    async findById(id: number): Promise<NewsArticle | null> {
      const row = await db.selectFrom('news').select([...SUMMARY_COLUMNS, 'body']).where('id', '=', id).executeTakeFirst();
      return row ? { ...toSummary(row), body: row.body } : null;
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
