/**
 * The bench dataset: a migrated, seeded SQLite file plus 10 000 generated services, whose triggers
 * put 10 000 rows into the FTS5 search index. Written in chunks inside one transaction (seconds,
 * not minutes), from the seed's own texts so the words are realistic.
 * With BENCH_DB=postgres the same dataset goes into a database on a throwaway embedded PostgreSQL
 * cluster (the tests' harness, test/db/embedded-pg.ts; PG_PORTS picks its port), analysed afterwards.
 */
import path from 'node:path';

import { CHURCH_NAMES } from '../content/services';
import { COLLECTIONS, NOTES, PREACHERS } from '../content/services-texts';
import { openDatabaseFor } from '../src/db/dialect';
import type { Database } from '../src/db/schema';
import { openDatabase } from '../src/plugins/external/db';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/seed/seed';
import { toPlainText } from '../src/lib/sanitize';
import { onDatabase, startEmbeddedPg } from '../test/db/embedded-pg';
import { sql, type Kysely } from 'kysely';

export const ITEMS = 10_000;
const CHUNK = 500;
const SEASONS = ['1e zondag van Advent', 'Eerste Kerstdag', 'Palmzondag', 'Pasen', 'Pinksteren', 'Trinitatis', '12e zondag na Pinksteren', 'Eeuwigheidszondag'];
const LOCATIONS = Object.keys(CHURCH_NAMES);

/** Row `i` of the dataset: one service a day per location, spread around today. */
function row(i: number, firstDay: number) {
  const location = LOCATIONS[i % LOCATIONS.length]!;
  const notes = NOTES[i % NOTES.length]!;
  const streamed = location === 'beuningen' || location === 'wijchen';
  return {
    starts_at: new Date(firstDay + Math.floor(i / LOCATIONS.length) * 86_400_000 + 9 * 3_600_000).toISOString(),
    location,
    church_name: CHURCH_NAMES[location]!,
    preacher: PREACHERS[i % PREACHERS.length]!,
    season: SEASONS[i % SEASONS.length]!,
    collections: JSON.stringify(['Diaconie', COLLECTIONS[i % COLLECTIONS.length]]),
    streamed: streamed ? 1 : 0,
    stream_url: streamed ? `https://www.youtube.com/watch?v=bench${String(i).padStart(6, '0')}` : '',
    notes,
    notes_text: toPlainText(notes),
  };
}

/** Migrates, seeds and fills `db`; answers the number of indexed rows. */
async function fill(db: Kysely<Database>): Promise<number> {
  await migrateToLatest(db);
  await seedDatabase(db);
  const firstDay = Date.UTC(new Date().getUTCFullYear() - 2, 0, 1);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < ITEMS; start += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, ITEMS - start) }, (_, k) => row(start + k, firstDay));
      await trx.insertInto('services').values(rows).execute();
    }
  });
  const { n } = await db.selectFrom('search_index').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

export interface BenchDatabase {
  /** Where the servers find it: DATABASE_PATH (SQLite) or DATABASE_URL (PostgreSQL). */
  env: { DATABASE_PATH: string } | { DATABASE_URL: string };
  /** The SQLite file or the PostgreSQL database, for the log. */
  where: string;
  indexed: number;
  /** Stops the PostgreSQL cluster (SQLite: nothing; the caller removes `dir`). */
  close: () => Promise<void>;
}

/** The dataset on the database BENCH_DB names: `<dir>/bench.db` (SQLite, the default) or an embedded PostgreSQL. */
export async function createBenchDatabase(dir: string, dialect = process.env.BENCH_DB ?? 'sqlite'): Promise<BenchDatabase> {
  if (dialect !== 'postgres') {
    const file = path.join(dir, 'bench.db');
    const db = openDatabase(file);
    try {
      return { env: { DATABASE_PATH: file }, where: file, indexed: await fill(db), close: async () => undefined };
    } finally {
      await db.destroy();
    }
  }
  const cluster = await startEmbeddedPg();
  try {
    await onDatabase(cluster.adminUrl, (client) => client.query('CREATE DATABASE kerk_bench'));
    const url = cluster.urlOf('kerk_bench');
    const { db, close } = openDatabaseFor({ databasePath: '', databaseUrl: url });
    try {
      const indexed = await fill(db);
      await sql`ANALYZE`.execute(db);
      return { env: { DATABASE_URL: url }, where: `PostgreSQL database kerk_bench on port ${cluster.port}`, indexed, close: cluster.stop };
    } finally {
      await close();
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
