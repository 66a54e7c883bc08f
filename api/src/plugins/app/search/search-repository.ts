/**
 * Site search over the FTS5 table `search_index` (migration 0002), whose rows the services, news and
 * events triggers keep. It reads only that table, so it works whichever domains exist. Ranked with
 * bm25 (a title hit weighs ten times a body hit); diacritics are folded by the tokenizer.
 */
import type { SearchResult, SearchType } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../../db/schema';

export const SEARCH_TYPES = ['service', 'news', 'event'] as const satisfies readonly SearchType[];

/** The answer's shapes, from the kit's API contract. */
export type { SearchResult, SearchType };

declare module 'fastify' {
  interface FastifyInstance {
    searchRepository: SearchRepository;
  }
}

/** More terms than this add nothing for a visitor and only cost time. */
const MAX_TERMS = 8;

/**
 * Turns visitor text into an FTS5 query: every term becomes a quoted prefix phrase (`"adv"*`), so
 * FTS syntax in the input (AND, NEAR, *, ^, column filters, stray quotes) is searched for as plain
 * words instead of being executed. Terms without a letter or digit are dropped; null when none remain.
 */
export function toMatchQuery(text: string): string | null {
  const terms = text
    .normalize('NFC')
    .split(/\s+/)
    .filter((term) => /[\p{L}\p{N}]/u.test(term))
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(' ');
}

/**
 * The key under which an answer to `text` may be cached: two texts with the same key get the same
 * results (the index folds case, and toMatchQuery drops what it would not search for); '' for none.
 */
export const searchCacheKey = (text: string): string => toMatchQuery(text.toLowerCase()) ?? '';

export function createSearchRepository(db: Kysely<Database>) {
  return {
    /** Best matches first (ties: newest first); [] for text without searchable terms. */
    async search(text: string, limit: number): Promise<SearchResult[]> {
      const match = toMatchQuery(text);
      if (!match) return [];
      // Two steps: rank every match on the index alone and keep the best `limit` (bm25 needs no
      // row content; only the date tie-break reads it), then build snippets for those few rows.
      // Ranking and snippets in one SELECT made SQLite build a snippet for every match (10 000 for
      // "kerk" in the bench), about a third of the time of such a broad search.
      const { rows } = await sql<SearchResult>`
        WITH best AS (
          SELECT rowid AS hit, bm25(search_index, 10.0, 1.0) AS score, date AS day
          FROM search_index
          WHERE search_index MATCH ${match} AND type IN (${sql.join([...SEARCH_TYPES])})
          ORDER BY score, day DESC
          LIMIT ${limit}
        )
        SELECT type, CAST(ref_id AS INTEGER) AS id, title, date,
               snippet(search_index, 1, '', '', '…', 24) AS excerpt
        FROM best JOIN search_index ON search_index.rowid = best.hit
        WHERE search_index MATCH ${match}
        ORDER BY best.score, best.day DESC`.execute(db);
      return rows.map((row) => ({ ...row, date: String(row.date ?? ''), excerpt: row.excerpt ?? '' }));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

export default fp(
  async (fastify) => {
    fastify.decorate('searchRepository', createSearchRepository(fastify.db));
  },
  { name: 'search-repository', dependencies: ['db'] },
);
