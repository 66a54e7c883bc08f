/**
 * Site search over `search_index` (migration 0009), whose rows the services, news and events
 * triggers keep, through its two FTS5 indexes: `search_words` (whole words and word starts) and
 * `search_infix` (trigrams: 'doop' inside 'gedoopt'). Word hits rank above infix hits. Within each,
 * one rule that any database can follow (issue 18: the same answers on SQLite and PostgreSQL, which
 * has no bm25): the rows whose title holds every term first, then the others; in each, newest
 * first, then the highest id. A search that matches more than half of the rows ('kerk') walks the
 * date index (migration 0011) instead of sorting every match, which would cost 15 ms at 10 000
 * items. Diacritics are folded by the tokenizers. Each result carries a readable excerpt and where
 * the words occur (excerpt.ts). */
import type { SearchResult, SearchType } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import { sql, type Kysely, type RawBuilder } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { nextStart } from '../events/event-recurrence';
import { excerptOf, findMatches } from './excerpt';
import { searchTerms, toInfixQuery, toMatchQuery, wordParts } from './search-query';

export { searchCacheKey, toInfixQuery, toMatchQuery } from './search-query';

export const SEARCH_TYPES = ['service', 'news', 'event'] as const satisfies readonly SearchType[];

/** The answer's shapes, from the kit's API contract. */
export type { SearchResult, SearchType };

declare module 'fastify' {
  interface FastifyInstance {
    searchRepository: SearchRepository;
  }
}

const TYPES = sql.join([...SEARCH_TYPES]);

/**
 * The rows a visitor may find at `at`: news is indexed only while published (migration 0017), dated
 * by its publish instant, and an article scheduled for later stays out until that instant.
 */
const findable = (at: Date) => sql`d.type IN (${TYPES}) AND NOT (d.type = 'news' AND d.date > ${at.toISOString()})`;

type Index = 'search_words' | 'search_infix';

/** Whether `match` finds more than half of the rows (a count that reads the index only). */
async function isBroad(db: Kysely<Database>, index: Index, match: string): Promise<boolean> {
  const table = sql.table(index);
  const { rows } = await sql<{ broad: number }>`
    SELECT (SELECT count(*) FROM ${table} WHERE ${table} MATCH ${match}) * 2 > (SELECT count(*) FROM search_index) AS broad`.execute(db);
  return rows[0]?.broad === 1;
}

/**
 * The ids of the best `limit` rows of one FTS5 index for `match`, leaving out `exclude`: title hits
 * first, newest first. Ranking reads the index and the date only; the texts are read afterwards for
 * these few rows, because reading them for every match (10 000 for "kerk" in the bench) costs a
 * third of a broad search.
 */
async function rank(db: Kysely<Database>, index: Index, match: string, limit: number, exclude: number[], at: Date, also?: RawBuilder<unknown>) {
  if (limit <= 0) return [];
  if (await isBroad(db, index, match)) return rankByDate(db, index, match, limit, exclude, at, also);
  const table = sql.table(index);
  const { rows } = await sql<{ id: number }>`
    SELECT d.id FROM ${table} JOIN search_index d ON d.id = ${table}.rowid
    WHERE ${table} MATCH ${match} AND ${findable(at)}
      AND d.id NOT IN (${sql.join(exclude)}) ${also ?? sql``}
    ORDER BY d.id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${inTitle(match)}) DESC, d.date DESC, d.id DESC
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

/** The FTS5 query for rows whose title holds every term of `match`. */
const inTitle = (match: string) => `title : (${match})`;

/**
 * A broad search: the rows whose title holds every word, newest first, then the others. Walking the
 * date index from the newest row stops after about twice `limit` rows, as most rows match.
 */
async function rankByDate(db: Kysely<Database>, index: Index, match: string, limit: number, exclude: number[], at: Date, also?: RawBuilder<unknown>) {
  const table = sql.table(index);
  const hits = (query: string) => sql`SELECT rowid FROM ${table} WHERE ${table} MATCH ${query}`;
  const titled = inTitle(match);
  const newest = async (where: RawBuilder<unknown>, count: number, skip: number[]) => {
    const { rows } = await sql<{ id: number }>`
      SELECT d.id FROM search_index d INDEXED BY search_index_date
      WHERE ${where} AND ${findable(at)} AND d.id NOT IN (${sql.join(skip)}) ${also ?? sql``}
      ORDER BY d.date DESC, d.id DESC
      LIMIT ${count}`.execute(db);
    return rows.map((row) => row.id);
  };
  const first = await newest(sql`d.id IN (${hits(titled)})`, limit, exclude);
  if (first.length === limit) return first;
  return [...first, ...(await newest(sql`d.id IN (${hits(match)}) AND d.id NOT IN (${hits(titled)})`, limit - first.length, exclude))];
}

/** Best word hits first; only when they are fewer than `limit`, infix hits after them. */
async function bestIds(db: Kysely<Database>, text: string, limit: number, at: Date): Promise<number[]> {
  const words = toMatchQuery(text);
  if (!words) return [];
  const ids = await rank(db, 'search_words', words, limit, [], at);
  const infix = ids.length < limit ? toInfixQuery(text) : null;
  if (!infix) return ids;
  // Parts shorter than three characters cannot be found inside words; they must still start one.
  const short = infix.words ? sql`AND d.id IN (SELECT rowid FROM search_words WHERE search_words MATCH ${infix.words})` : undefined;
  return [...ids, ...(await rank(db, 'search_infix', infix.infix, limit - ids.length, ids, at, short))];
}

/**
 * A recurring event is found by its next date, not its first (the index row holds the first): for
 * the events among the results that have an RRULE, the start of their next occurrence. Search
 * answers are cached until the next write, so the date may lag behind a passed occurrence until then.
 */
async function seriesDates(db: Kysely<Database>, eventIds: number[]): Promise<Map<number, string>> {
  if (eventIds.length === 0) return new Map();
  const series = await db.selectFrom('events').select(['id', 'starts_at', 'ends_at', 'rrule']).where('id', 'in', eventIds).where('rrule', '!=', '').execute();
  const from = clockNow().toISOString();
  return new Map(
    series.flatMap((e) => {
      const next = nextStart({ startsAt: e.starts_at, endsAt: e.ends_at, rrule: e.rrule }, from);
      return next ? [[e.id, next] as const] : [];
    }),
  );
}

export function createSearchRepository(db: Kysely<Database>) {
  return {
    /** Best matches first (word hits, then parts of words; in each title hits, then newest); [] for text without searchable terms. */
    async search(text: string, limit: number): Promise<SearchResult[]> {
      const ids = await bestIds(db, text, limit, clockNow());
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('search_index')
        .select(['id', 'type', 'ref_id', 'title', 'body', 'date'])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const nextDates = await seriesDates(db, rows.filter((row) => row.type === 'event').map((row) => Number(row.ref_id)));
      const parts = wordParts(searchTerms(text));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const { excerpt, marks } = excerptOf(row.body, parts);
        return [{ type: row.type, id: Number(row.ref_id), title: row.title, titleMarks: findMatches(row.title, parts), date: (row.type === 'event' && nextDates.get(Number(row.ref_id))) || String(row.date ?? ''), excerpt, excerptMarks: marks }];
      });
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
