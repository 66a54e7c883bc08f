/**
 * The SQL of site search, one object per database (chosen by `dialectOf(db)`); everything else of
 * search (query terms, excerpts, the answer's shape) is shared by both. Both find the same rows and
 * rank them by the same rule (search-repository.ts): word hits before infix hits; within each, the
 * rows whose title holds every term first, then newest first, then the highest id. A search that
 * matches more than half of the rows ('kerk') walks the date index (migration 0011) instead of
 * sorting every match: on SQLite after counting the matches, on PostgreSQL as its planner chooses.
 *   SQLite      two FTS5 indexes on `search_index` (migration 0009): `search_words` (unicode61,
 *               prefix indexes) and `search_infix` (trigram).
 *   PostgreSQL  the generated columns of `search_index` (0009): `tsv` (the `kerk` configuration,
 *               title weighted 'A') for words, `flat` (lower case, no diacritics, pg_trgm GIN) for
 *               parts of words.
 * Visitor text reaches the SQL only as parameters, rendered by search-query.ts.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';

import { dialectOf } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import type { SearchType } from '@kerk/kit/api-types';
import { toInfixPatterns, toInfixQuery, toMatchQuery, toTsQuery } from './search-query';

export const SEARCH_TYPES = ['service', 'news', 'event'] as const satisfies readonly SearchType[];

const TYPES = sql.join([...SEARCH_TYPES]);

/**
 * The rows a visitor may find at `at`: news is indexed only while published (migration 0017), dated
 * by its publish instant, and an article scheduled for later stays out until that instant.
 */
const findable = (at: Date) => sql`d.type IN (${TYPES}) AND NOT (d.type = 'news' AND d.date > ${at.toISOString()})`;

export interface SearchSql {
  /** The ids of the best `limit` rows for `text`: word hits first; only when they are fewer than `limit`, infix hits after them. */
  bestIds(db: Kysely<Database>, text: string, limit: number, at: Date): Promise<number[]>;
  /**
   * The ids of the services and events for `text` (words or parts of words) that are still to come
   * at `at`, nearest first, at most `limit`: what a visitor looks for first (the next baptism).
   */
  upcomingIds(db: Kysely<Database>, text: string, limit: number, at: Date): Promise<number[]>;
}

/** Services and events from `at` on, nearest first, walking the date index. */
async function upcomingWhere(db: Kysely<Database>, hits: RawBuilder<unknown>, limit: number, at: Date) {
  const { rows } = await sql<{ id: number }>`
    SELECT d.id FROM search_index d
    WHERE d.type IN ('service', 'event') AND d.date >= ${at.toISOString()} AND (${hits})
    ORDER BY d.date ASC, d.id ASC
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------- SQLite

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

export const sqliteSearch: SearchSql = {
  async upcomingIds(db, text, limit, at) {
    const words = toMatchQuery(text);
    if (!words) return [];
    const infix = toInfixQuery(text);
    const wordHits = sql`d.id IN (SELECT rowid FROM search_words WHERE search_words MATCH ${words})`;
    const infixHits = infix
      ? sql`d.id IN (SELECT rowid FROM search_infix WHERE search_infix MATCH ${infix.infix})${infix.words ? sql` AND d.id IN (SELECT rowid FROM search_words WHERE search_words MATCH ${infix.words})` : sql``}`
      : undefined;
    return upcomingWhere(db, infixHits ? sql`${wordHits} OR (${infixHits})` : wordHits, limit, at);
  },
  async bestIds(db, text, limit, at) {
    const words = toMatchQuery(text);
    if (!words) return [];
    const ids = await rank(db, 'search_words', words, limit, [], at);
    const infix = ids.length < limit ? toInfixQuery(text) : null;
    if (!infix) return ids;
    // Parts shorter than three characters cannot be found inside words; they must still start one.
    const short = infix.words ? sql`AND d.id IN (SELECT rowid FROM search_words WHERE search_words MATCH ${infix.words})` : undefined;
    return [...ids, ...(await rank(db, 'search_infix', infix.infix, limit - ids.length, ids, at, short))];
  },
};

// ------------------------------------------------------------------------------------ PostgreSQL

/** A tsquery of the `kerk` configuration from to_tsquery text (search-query.ts), as a parameter. */
const tsQuery = (text: string) => sql`to_tsquery('kerk'::regconfig, ${text})`;

/** `flat` holds every pattern; each is folded as `flat` is (lower case, no diacritics). */
const flatLike = (patterns: string[]) => sql.join(patterns.map((pattern) => sql`d.flat LIKE lower(f_unaccent(${pattern}))`), sql` AND `);

/**
 * The title holds every pattern: the infix tier's title hits, as FTS5's `title : (…)` on the trigram
 * index. unaccent() itself, not f_unaccent(): the wrapper is not inlined and costs five times as much
 * per row, and this runs for every match. Named with its schema and dictionary, as f_unaccent names
 * them (migration 0009), whatever the search_path.
 */
const titleLike = (unaccent: Unaccent, patterns: string[]) =>
  sql.join(patterns.map((pattern) => sql`lower(${sql.id(unaccent.schema, 'unaccent')}(${unaccent.dictionary}::regdictionary, d.title)) LIKE lower(f_unaccent(${pattern}))`), sql` AND `);

interface Unaccent {
  schema: string;
  /** The dictionary, schema-qualified and quoted, as regdictionary text. */
  dictionary: string;
}

const unaccents = new WeakMap<Kysely<Database>, Promise<Unaccent>>();

/** Where the unaccent extension lives in `db`'s database (asked once per Kysely instance). */
function unaccentOf(db: Kysely<Database>): Promise<Unaccent> {
  let found = unaccents.get(db);
  if (!found) {
    found = sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'`
      .execute(db)
      .then(({ rows }) => {
        const schema = rows[0]?.schema ?? 'public';
        return { schema, dictionary: `"${schema.replace(/"/g, '""')}".unaccent` };
      });
    found.catch(() => unaccents.delete(db));
    unaccents.set(db, found);
  }
  return found;
}

/**
 * `findable` for PostgreSQL, with the type test kept off the (type, ref_id) index: every row has one
 * of these types, so that index cannot narrow a search, but the planner would take it over the
 * trigram index (rankInfix).
 */
const findablePg = (at: Date) => sql`(d.type || '') IN (${TYPES}) AND NOT (d.type = 'news' AND d.date > ${at.toISOString()})`;

/** The ids of the rows where `where` holds and a visitor may find them, leaving out `exclude`, in `order`. */
async function idsWhere(db: Kysely<Database>, where: RawBuilder<unknown>, order: RawBuilder<unknown>, limit: number, exclude: number[], at: Date) {
  const { rows } = await sql<{ id: number }>`
    SELECT d.id FROM search_index d
    WHERE ${where} AND ${findablePg(at)} AND d.id <> ALL (${exclude}::integer[])
    ORDER BY ${order} d.date DESC, d.id DESC
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * The word tier on PostgreSQL: the best `limit` rows where `hits` holds: the rows where `titled`
 * holds, newest first, then the others, newest first. Two queries ordered by the date alone, so that
 * for a broad search ('kerk') the planner walks the date index (migration 0011) and stops after
 * `limit` rows, as SQLite's rankByDate does, and for a narrow one reads the few matches from the GIN
 * index and sorts them. No count first: PostgreSQL's statistics of `tsv` tell the planner how many
 * rows a word matches.
 */
async function rankWords(db: Kysely<Database>, hits: RawBuilder<unknown>, titled: RawBuilder<unknown>, limit: number, at: Date) {
  if (limit <= 0) return [];
  const first = await idsWhere(db, sql`${hits} AND ${titled}`, sql``, limit, [], at);
  if (first.length === limit) return first;
  return [...first, ...(await idsWhere(db, sql`${hits} AND NOT (${titled})`, sql``, limit - first.length, [], at))];
}

/**
 * The infix tier on PostgreSQL: one query, title hits first. The planner cannot tell how many titles
 * hold a part of a word, and guessing few it would walk the whole date index looking for them; here
 * the matches are read and sorted. They are read through the trigram index: the planner prices
 * `flat LIKE '%doop%'` on every row as cheap and scans the table (10 ms at 10 000 rows, against 2 ms
 * through the index), so the query runs with sequential scans off (set_config in a SELECT: a SET
 * would count as a write, and move the data version that the search cache hangs on).
 */
async function rankInfix(db: Kysely<Database>, hits: RawBuilder<unknown>, titled: RawBuilder<unknown>, limit: number, exclude: number[], at: Date) {
  if (limit <= 0) return [];
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('enable_seqscan', 'off', true)`.execute(trx);
    return idsWhere(trx, hits, sql`(${titled}) DESC,`, limit, exclude, at);
  });
}

export const postgresSearch: SearchSql = {
  async upcomingIds(db, text, limit, at) {
    const words = toTsQuery(text);
    if (!words) return [];
    const infix = toInfixPatterns(text);
    const wordHits = sql`d.tsv @@ ${tsQuery(words)}`;
    const infixHits = infix ? (infix.words ? sql`${flatLike(infix.patterns)} AND d.tsv @@ ${tsQuery(infix.words)}` : flatLike(infix.patterns)) : undefined;
    return upcomingWhere(db, infixHits ? sql`${wordHits} OR (${infixHits})` : wordHits, limit, at);
  },
  async bestIds(db, text, limit, at) {
    const words = toTsQuery(text);
    if (!words) return [];
    const ids = await rankWords(db, sql`d.tsv @@ ${tsQuery(words)}`, sql`d.tsv @@ ${tsQuery(toTsQuery(text, { title: true })!)}`, limit, at);
    const infix = ids.length < limit ? toInfixPatterns(text) : null;
    if (!infix) return ids;
    // Parts shorter than three characters cannot be found inside words; they must still start one.
    const hits = infix.words ? sql`${flatLike(infix.patterns)} AND d.tsv @@ ${tsQuery(infix.words)}` : flatLike(infix.patterns);
    return [...ids, ...(await rankInfix(db, hits, titleLike(await unaccentOf(db), infix.patterns), limit - ids.length, ids, at))];
  },
};

/** The search SQL for the database `db` speaks. */
export const searchSqlFor = (db: Kysely<Database>): SearchSql => (dialectOf(db) === 'postgres' ? postgresSearch : sqliteSearch);
