/**
 * Copies a site's SQLite database into PostgreSQL (`npm run db:copy`, src/cli/db-copy.ts; issue 18).
 *
 * - The source is read in one read transaction: under WAL (which the server always uses) that is a
 *   snapshot of one instant, while the running server goes on writing.
 * - The target is migrated with the same migrations first, then every table of db/tables.ts is
 *   upserted in that order (parents first), 500 rows a statement, all in one transaction: a failure
 *   leaves the target as it was. A row already equal is not written at all, so a second run changes
 *   nothing. Rows only the target has are kept, and reported.
 * - The target's row triggers (search_index kept in step with news, services, events and pages; the
 *   revision stamps of events) are switched off inside that transaction, so search_index is copied
 *   as its rows rather than built twice, and an upsert does not bump a revision. Nobody else ever
 *   sees them off: the switch is undone before the commit. Statement-level triggers stay on.
 * - search_index rows are the triggers' work: an edit in SQLite replaces an item's row with a new id.
 *   A target row for an item the source has under another id is such a stale copy, and is deleted
 *   (db/tables.ts `item`); otherwise a second run would leave the item findable twice.
 * - Identity sequences are moved past the highest id, and past SQLite's own counter (sqlite_sequence),
 *   so an id SQLite handed out once (a contact message's Message-ID is its id) is never reused.
 */
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';

import { migrateToLatest } from './migrate';
import { migrations } from '../../migrations';
import { compare, copyTable, CopyError, targetColumns } from './copy-table';
import { openDatabaseFor } from './dialect';
import { DATA_TABLES } from './tables';
import type { Database } from './schema';

export { BATCH_ROWS, CopyError } from './copy-table';

export interface TableReport {
  table: string;
  source: number;
  target: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Stale derived rows removed (see DataTable.item). */
  replaced: number;
  /** Rows (by key) only the target has: kept, and warned about. */
  onlyInTarget: number;
  /** Source rows the target does not have after the copy: must be 0. */
  missing: number;
}

export interface CopyReport {
  applied: string[];
  /** What the operator should know but that did not stop the copy. */
  warnings: string[];
  tables: TableReport[];
}

/** Opens the SQLite file read-only and checks it is a site database at this version's migrations. */
export function openSource(file: string): SQLite.Database {
  let source: SQLite.Database;
  try {
    source = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new CopyError(`Kan de SQLite-database ${file} niet openen: ${error instanceof Error ? error.message : String(error)}`);
  }
  let applied: Set<string>;
  try {
    const hasMigrations = source.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`).get();
    applied = new Set(hasMigrations ? (source.prepare('SELECT name FROM kysely_migration').pluck().all() as string[]) : []);
  } catch (error) {
    source.close();
    throw new CopyError(`${file} is geen SQLite-database: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (applied.size === 0) {
    source.close();
    throw new CopyError(`${file} is geen database van deze site (er zijn geen migraties in vastgelegd).`);
  }
  const missing = Object.keys(migrations).filter((name) => !applied.has(name));
  const unknown = [...applied].filter((name) => !(name in migrations));
  if (missing.length > 0 || unknown.length > 0) {
    source.close();
    throw new CopyError(
      missing.length > 0
        ? `${file} mist migraties (${missing.join(', ')}). Start de site één keer met deze versie (die migreert bij het starten) en kopieer dan.`
        : `${file} heeft migraties die deze versie niet kent (${unknown.join(', ')}). Kopieer met de versie die de site draait.`,
    );
  }
  return source;
}

/** The row triggers (not FK internals) on the copied tables, which stay off during the copy. */
async function rowTriggers(trx: Kysely<Database>) {
  const { rows } = await sql<{ table: string; trigger: string }>`SELECT c.relname AS table, t.tgname AS trigger
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND NOT t.tgisinternal AND t.tgenabled <> 'D' AND (t.tgtype & 1) = 1
      AND c.relname = ANY(${DATA_TABLES.map((table) => table.name)}) ORDER BY 1, 2`.execute(trx);
  return rows;
}

async function switchTriggers(trx: Kysely<Database>, triggers: { table: string; trigger: string }[], on: boolean) {
  for (const { table, trigger } of triggers) {
    await sql`ALTER TABLE ${sql.table(table)} ${sql.raw(on ? 'ENABLE' : 'DISABLE')} TRIGGER ${sql.ref(trigger)}`.execute(trx);
  }
}

/** Moves every identity sequence past the highest id and past SQLite's counter for that table (never back). */
async function advanceSequences(trx: Kysely<Database>, source: SQLite.Database) {
  const hasCounters = source.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).get();
  const counters = hasCounters ? (source.prepare('SELECT name, seq FROM sqlite_sequence').all() as { name: string; seq: number }[]) : [];
  const floorOf = new Map(counters.map((row) => [row.name, Number(row.seq)]));
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`SELECT table_name AS table, column_name AS column,
      pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES' AND table_name = ANY(${DATA_TABLES.map((table) => table.name)})`.execute(trx);
  for (const { table, column, sequence } of rows) {
    const { rows: [max] } = await sql<{ value: number | null }>`SELECT max(${sql.ref(column)}) AS value FROM ${sql.table(table)}`.execute(trx);
    const { rows: [current] } = await sql<{ value: number; called: boolean }>`SELECT last_value AS value, is_called AS called FROM ${sql.raw(sequence)}`.execute(trx);
    const used = Math.max(floorOf.get(table) ?? 0, Number(max?.value ?? 0), current?.called ? Number(current.value) : 0);
    if (used > 0) await sql`SELECT setval(${sequence}::regclass, ${used}, true)`.execute(trx);
  }
}

/**
 * SQLite's lower() folds only ASCII, so `users.email = lower(email)` may hold there for an address
 * PostgreSQL (in a non-C locale) would lower further. Asked of the target itself, before any write.
 */
async function checkEmails(source: SQLite.Database, db: Kysely<Database>) {
  const emails = source.prepare('SELECT email FROM users').pluck().all() as string[];
  const { rows } = await sql<{ email: string }>`SELECT email FROM unnest(${emails}::text[]) AS email WHERE email <> lower(email)`.execute(db);
  if (rows.length > 0) {
    throw new CopyError(
      `PostgreSQL zet deze e-mailadressen anders in kleine letters dan SQLite, en zou ze weigeren: ${rows.map((row) => row.email).join(', ')}. ` +
        'Maak de database aan met --locale=C (zoals docker-compose.yml doet) of pas de adressen eerst aan in de site. Er zijn geen gegevens gekopieerd.',
    );
  }
}

/** SQLite sorts text byte by byte (BINARY); a target that does not, orders lists by title differently. */
async function localeWarnings(db: Kysely<Database>): Promise<string[]> {
  const { rows: [probe] } = await sql<{ bytewise: boolean }>`SELECT 'B' < 'a' AS bytewise`.execute(db);
  if (probe?.bytewise) return [];
  return [
    'Deze PostgreSQL-database sorteert tekst niet zoals SQLite (byte voor byte): lijsten op naam of titel kunnen anders geordend zijn. ' +
      'Maak hem aan met --locale=C (createdb --locale=C --encoding=UTF8 -T template0), zoals docker-compose.yml doet.',
  ];
}

/** The URL as it may appear in a message: without its password. */
export function hidePassword(raw: string): string {
  if (!URL.canParse(raw)) return raw.replace(/:[^:@/]*@/, ':***@');
  const url = new URL(raw);
  if (url.password) url.password = '***';
  return url.toString();
}

/** A first query, so that an unreachable server or a missing database is said plainly. */
async function reach(db: Kysely<Database>, url: string) {
  try {
    await sql`SELECT 1`.execute(db);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    const database = URL.canParse(url) ? new URL(url).pathname.slice(1) : '';
    if (code === '3D000') throw new CopyError(`De PostgreSQL-database ${database} bestaat niet. Maak hem eerst aan (bijvoorbeeld: createdb --locale=C --encoding=UTF8 -T template0 ${database}).`);
    throw new CopyError(`Kan PostgreSQL op ${hidePassword(url)} niet bereiken: ${message ?? String(error)}`);
  }
}

/** The copy itself (see the file's comment); `source` must come from openSource(). */
export async function copyDatabase(source: SQLite.Database, targetUrl: string): Promise<CopyReport> {
  const { db, close } = openDatabaseFor({ databasePath: '', databaseUrl: targetUrl, databasePoolMax: 2 });
  try {
    await reach(db, targetUrl);
    const applied = await migrateToLatest(db);
    // One read transaction: every table is read from the same instant of the source.
    source.exec('BEGIN');
    try {
      await checkEmails(source, db);
      const warnings = await localeWarnings(db);
      const written = await db.transaction().execute(async (trx) => {
        const triggers = await rowTriggers(trx);
        await switchTriggers(trx, triggers, false);
        const counts = new Map<string, Awaited<ReturnType<typeof copyTable>>>();
        for (const table of DATA_TABLES) counts.set(table.name, await copyTable(source, trx, table, await targetColumns(trx, table.name)));
        await advanceSequences(trx, source);
        await switchTriggers(trx, triggers, true);
        // Instances already running on this database poll data_version_seq (docs/database.md, Several instances, when
        // that is in place) and then drop their caches; statement triggers also notify on their own.
        await sql`SELECT nextval(to_regclass('data_version_seq'))`.execute(trx);
        return counts;
      });
      const tables: TableReport[] = [];
      for (const table of DATA_TABLES) {
        const { inserted = 0, updated = 0, read = 0, replaced = 0 } = written.get(table.name) ?? {};
        tables.push({ table: table.name, ...(await compare(source, db, table)), inserted, updated, unchanged: read - inserted - updated, replaced });
      }
      return { applied, warnings, tables };
    } finally {
      source.exec('COMMIT');
    }
  } finally {
    await close();
  }
}
