/**
 * Site search over `search_index` (migration 0009), whose rows the services, news and events
 * triggers keep, through its word index (whole words and word starts) and its trigram index ('doop'
 * inside 'gedoopt'): FTS5 on SQLite, tsvector and pg_trgm on PostgreSQL (the SQL of each: search-sql.ts).
 * Services and events still to come lead, nearest first (issue 31: the next baptism, not last
 * year's, is what a visitor searching 'doop' wants); then the rest by relevance and date.
 * Word hits rank above infix hits. Within each, one rule that any database can follow (issue 18:
 * the same answers on SQLite and PostgreSQL, which has no bm25): the rows whose title holds every
 * term first, then the others; in each, newest first, then the highest id. A search that matches more than half of the rows ('kerk') walks the
 * date index (migration 0011) instead of sorting every match, which would cost 15 ms at 10 000
 * items. Diacritics are folded by the tokenizers. Each result carries a readable excerpt and where
 * the words occur (excerpt.ts). */
import type { SearchResult, SearchType } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { seriesOf } from '../events/event-model';
import { nextStart } from '../events/event-recurrence';
import { excerptOf, findMatches } from './excerpt';
import { searchTerms, wordParts } from './search-query';
import { SEARCH_TYPES, searchSqlFor } from './search-sql';

export { searchCacheKey, toInfixQuery, toMatchQuery } from './search-query';

export { SEARCH_TYPES };

/** The answer's shapes, from the kit's API contract. */
export type { SearchResult, SearchType };

declare module 'fastify' {
  interface FastifyInstance {
    searchRepository: SearchRepository;
  }
}

/**
 * A recurring event is found by its next date, not its first (the index row holds the first): for
 * the events among the results that have an RRULE, the start of their next occurrence. Search
 * answers are cached until the next write, so the date may lag behind a passed occurrence until then.
 */
async function seriesDates(db: Kysely<Database>, eventIds: number[]): Promise<Map<number, string>> {
  if (eventIds.length === 0) return new Map();
  const series = await db.selectFrom('events').select(['id', 'starts_at', 'ends_at', 'rrule', 'all_day', 'skip_dates', 'moves']).where('id', 'in', eventIds).where('rrule', '!=', '').execute();
  const from = clockNow().toISOString();
  return new Map(
    series.flatMap((e) => {
      const next = nextStart(seriesOf(e), from);
      return next ? [[e.id, next] as const] : [];
    }),
  );
}

const isUpcoming = (result: SearchResult, at: Date) => result.type !== 'news' && Date.parse(result.date) >= at.getTime();

/**
 * The services and events still to come, nearest first, then the others in the order they came:
 * a recurring event counts by its next date (the index holds its first).
 */
function upcomingFirst(results: SearchResult[], at: Date): SearchResult[] {
  const upcoming = results.filter((result) => isUpcoming(result, at)).sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return [...upcoming, ...results.filter((result) => !isUpcoming(result, at))];
}

export function createSearchRepository(db: Kysely<Database>) {
  const searchSql = searchSqlFor(db);
  return {
    /**
     * Services and events still to come first, nearest first; then the best matches (word hits, then
     * parts of words; in each title hits, then newest); [] for text without searchable terms.
     */
    async search(text: string, limit: number): Promise<SearchResult[]> {
      const at = clockNow();
      const [upcoming, best] = await Promise.all([searchSql.upcomingIds(db, text, limit, at), searchSql.bestIds(db, text, limit, at)]);
      const ids = [...upcoming, ...best.filter((id) => !upcoming.includes(id))].slice(0, limit);
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('search_index')
        .select(['id', 'type', 'ref_id', 'title', 'body', 'date'])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const nextDates = await seriesDates(db, rows.filter((row) => row.type === 'event').map((row) => Number(row.ref_id)));
      const parts = wordParts(searchTerms(text));
      const results = ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const { excerpt, marks } = excerptOf(row.body, parts);
        return [{ type: row.type, id: Number(row.ref_id), title: row.title, titleMarks: findMatches(row.title, parts), date: (row.type === 'event' && nextDates.get(Number(row.ref_id))) || String(row.date ?? ''), excerpt, excerptMarks: marks }];
      });
      return upcomingFirst(results, at);
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
