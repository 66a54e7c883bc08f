/**
 * One table of db:copy (copy.ts): the source rows in key order, upserted into PostgreSQL 500 at a time
 * inside the copy's transaction; a row already equal is not written. Also the count comparison.
 */
import type SQLite from 'better-sqlite3';
import { sql, type Kysely, type RawBuilder } from 'kysely';

import type { Database } from './schema';
import type { DataTable } from './tables';

export const BATCH_ROWS = 500;

export type Row = Record<string, unknown>;

/** A problem the operator can fix (a wrong argument, data the target refuses): said without a stack. */
export class CopyError extends Error {}

const columnsOf = (source: SQLite.Database, table: string) => source.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').pluck().all(table) as string[];

export const list = (names: readonly string[]) => sql.join(names.map((name) => sql.ref(name)));

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
export async function copyTable(source: SQLite.Database, trx: Kysely<Database>, table: DataTable, targetColumns: Set<string>) {
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

const keyOf = (row: Row, key: readonly string[]) => JSON.stringify(key.map((column) => row[column]));

/** Counts on both sides, and which keys only one side has (read after the commit, from the same source snapshot). */
export async function compare(source: SQLite.Database, db: Kysely<Database>, table: DataTable) {
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

export async function targetColumns(trx: Kysely<Database>, table: string) {
  const { rows } = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'`.execute(trx);
  return new Set(rows.map((row) => row.name));
}
