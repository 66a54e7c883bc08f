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
import { sql, type Kysely, type RawBuilder } from 'kysely';

import { migrateToLatest } from '../plugins/external/db';
import { migrations } from '../../migrations';
import { openDatabaseFor } from './dialect';
import { DATA_TABLES, type DataTable } from './tables';
import type { Database } from './schema';

export const BATCH_ROWS = 500;

type Row = Record<string, unknown>;

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

/** A problem the operator can fix (a wrong argument, data the target refuses): said without a stack. */
export class CopyError extends Error {}

/** Opens the SQLite file read-only and checks it is a site database at this version's migrations. */
export function openSource(file: string): SQLite.Database {
  let source: SQLite.Database;
  try {
    source = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new CopyError(`Kan de SQLite-database ${file} niet openen: ${error instanceof Error ? error.message : String(error)}`);
  }
  const hasMigrations = source.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`).get();
  if (!hasMigrations) {
    source.close();
    throw new CopyError(`${file} is geen database van deze site (er is geen tabel kysely_migration).`);
  }
  const applied = new Set(source.prepare('SELECT name FROM kysely_migration').pluck().all() as string[]);
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

const columnsOf = (source: SQLite.Database, table: string) => source.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').pluck().all(table) as string[];

const list = (names: readonly string[]) => sql.join(names.map((name) => sql.ref(name)));

/** One batch as `INSERT … ON CONFLICT (key) DO UPDATE … WHERE changed`: returns how many were new and how many changed. */
async function upsert(trx: Kysely<Database>, { name, key }: DataTable, columns: string[], rows: Row[]) {
  const values = sql.join(rows.map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`));
  const rest = columns.filter((column) => !key.includes(column));
  const onConflict: RawBuilder<unknown> =
    rest.length === 0
      ? sql`DO NOTHING`
      : sql`DO UPDATE SET ${sql.join(rest.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`))}
          WHERE (${sql.join(rest.map((column) => sql`${sql.table(name)}.${sql.ref(column)}`))}) IS DISTINCT FROM (${sql.join(rest.map((column) => sql`excluded.${sql.ref(column)}`))})`;
  const { rows: written } = await sql<{ inserted: boolean }>`INSERT INTO ${sql.table(name)} (${list(columns)}) VALUES ${values}
    ON CONFLICT (${list(key)}) ${onConflict} RETURNING (xmax = 0) AS inserted`.execute(trx);
  const inserted = written.filter((row) => row.inserted).length;
  return { inserted, updated: written.length - inserted };
}

/** Copies one table in batches; the source statement walks the snapshot in key order. */
async function copyTable(source: SQLite.Database, trx: Kysely<Database>, table: DataTable, targetColumns: Set<string>) {
  const columns = columnsOf(source, table.name);
  const absent = columns.filter((column) => !targetColumns.has(column));
  if (absent.length > 0) throw new CopyError(`Tabel ${table.name}: de kolommen ${absent.join(', ')} ontbreken in PostgreSQL.`);
  const counts = { inserted: 0, updated: 0, read: 0, replaced: 0 };
  const items: Row[] = [];
  let batch: Row[] = [];
  const flush = async () => {
    const done = await upsert(trx, table, columns, batch).catch((error: unknown) => Promise.reject(refused(table.name, error)));
    counts.inserted += done.inserted;
    counts.updated += done.updated;
    batch = [];
  };
  const select = `SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM "${table.name}" ORDER BY ${table.key.map((c) => `"${c}"`).join(', ')}`;
  for (const row of source.prepare(select).iterate() as IterableIterator<Row>) {
    batch.push(row);
    if (table.item) items.push(row);
    counts.read += 1;
    if (batch.length === BATCH_ROWS) await flush();
  }
  if (batch.length > 0) await flush();
  if (table.item) counts.replaced = await dropReplaced(trx, table as DataTable & { item: readonly string[] }, items);
  return counts;
}

/** Deletes target rows of an item the source holds under another key (search_index: (type, ref_id) by id). */
async function dropReplaced(trx: Kysely<Database>, table: DataTable & { item: readonly string[] }, rows: Row[]) {
  if (rows.length === 0) return 0;
  const [key, ...more] = table.key;
  if (!key || more.length > 0) throw new Error(`${table.name}: an item table needs a one-column key`);
  const itemOf = (row: Row) => JSON.stringify(table.item.map((column) => row[column]));
  const keys = new Set(rows.map((row) => JSON.stringify(row[key])));
  const sourceItems = new Set(rows.map(itemOf));
  const { rows: target } = await sql<Row>`SELECT ${list([key, ...table.item])} FROM ${sql.table(table.name)}`.execute(trx);
  const stale = target.filter((row) => sourceItems.has(itemOf(row)) && !keys.has(JSON.stringify(row[key]))).map((row) => row[key]);
  for (let at = 0; at < stale.length; at += BATCH_ROWS) {
    await sql`DELETE FROM ${sql.table(table.name)} WHERE ${sql.ref(key)} IN (${sql.join(stale.slice(at, at + BATCH_ROWS))})`.execute(trx);
  }
  return stale.length;
}

/** A refusal by PostgreSQL (a unique key, a CHECK), said per table, with what to do. */
function refused(table: string, error: unknown): Error {
  const pgError = error as { code?: string; detail?: string; constraint?: string; message?: string };
  const detail = [pgError.message, pgError.detail].filter(Boolean).join(' — ');
  if (pgError.code === '23505') {
    return new CopyError(
      `Tabel ${table}: PostgreSQL weigert een rij (${detail}). Het doel heeft al andere gegevens met dezelfde unieke waarde, ` +
        'bijvoorbeeld omdat de API er al op draaide en de database vulde. Kopieer naar een lege database. Er zijn geen gegevens gekopieerd (alles is teruggedraaid).',
    );
  }
  if (pgError.code?.startsWith('23')) return new CopyError(`Tabel ${table}: PostgreSQL weigert een rij (${detail}). Er zijn geen gegevens gekopieerd (alles is teruggedraaid).`);
  return error instanceof Error ? error : new Error(String(error));
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

const keyOf = (row: Row, key: readonly string[]) => JSON.stringify(key.map((column) => row[column]));

/** Counts on both sides, and which keys only one side has (read after the commit, from the same source snapshot). */
async function compare(source: SQLite.Database, db: Kysely<Database>, table: DataTable) {
  const select = `SELECT ${table.key.map((c) => `"${c}"`).join(', ')} FROM "${table.name}"`;
  const sourceKeys = new Set((source.prepare(select).all() as Row[]).map((row) => keyOf(row, table.key)));
  const { rows } = await sql<Row>`SELECT ${list(table.key)} FROM ${sql.table(table.name)}`.execute(db);
  const targetKeys = new Set(rows.map((row) => keyOf(row, table.key)));
  let onlyInTarget = 0;
  for (const key of targetKeys) if (!sourceKeys.has(key)) onlyInTarget += 1;
  let missing = 0;
  for (const key of sourceKeys) if (!targetKeys.has(key)) missing += 1;
  return { source: sourceKeys.size, target: targetKeys.size, onlyInTarget, missing };
}

async function targetColumns(trx: Kysely<Database>, table: string) {
  const { rows } = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'`.execute(trx);
  return new Set(rows.map((row) => row.name));
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
        // Instances already running on this database poll data_version_seq (docs/pg-plan.md §4.2, when
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
