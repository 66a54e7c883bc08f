/**
 * "Prullenbak", generic for every kind of content item: deleting moves the item's row (as JSON) here
 * and removes it from its own table, in the caller's transaction; restoring gives the row back.
 * Items stay restorable for TRASH_DAYS days by the one clock: older ones are purged on every read
 * and write of the trash, so nothing expired is ever listed or restored.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';

export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrashItem {
  /** The trash entry's own id (what restore takes). */
  id: number;
  kind: string;
  refId: number;
  /** A readable name of the item, e.g. "Kerkdienst <dorp>, zo 7 december 2026 10:00". */
  title: string;
  deletedAt: string;
  deletedBy: string;
  /** When it is purged for good. */
  expiresAt: string;
}

/** The moment before which trash entries are expired. */
const cutoff = (now: Date) => new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();

export function createTrash(db: Kysely<Database>) {
  const purge = async (now: Date, trx: Kysely<Database> = db) => {
    const result = await trx.deleteFrom('content_trash').where('deleted_at', '<', cutoff(now)).executeTakeFirst();
    return Number(result.numDeletedRows);
  };

  return {
    purge,

    /** Keeps a deleted item's row; `trx` is the transaction that removes it from its table. */
    async put(trx: Kysely<Database>, item: { kind: string; refId: number; title: string; data: unknown; by: string; now: Date }): Promise<number> {
      await purge(item.now, trx);
      const row = await trx
        .insertInto('content_trash')
        .values({ kind: item.kind, ref_id: item.refId, title: item.title, data: JSON.stringify(item.data), deleted_at: item.now.toISOString(), deleted_by: item.by })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The kind's trash, most recently deleted first. */
    async list(kind: string, now: Date): Promise<TrashItem[]> {
      await purge(now);
      const rows = await db.selectFrom('content_trash').selectAll().where('kind', '=', kind).orderBy('deleted_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        refId: row.ref_id,
        title: row.title,
        deletedAt: row.deleted_at,
        deletedBy: row.deleted_by,
        expiresAt: new Date(new Date(row.deleted_at).getTime() + TRASH_DAYS * DAY_MS).toISOString(),
      }));
    },

    /**
     * Takes an entry out of the trash in `trx` and answers the item's row as it was kept; null when
     * there is no such entry of this kind (or it expired).
     */
    async take<T>(trx: Kysely<Database>, kind: string, id: number, now: Date): Promise<{ refId: number; data: T } | null> {
      await purge(now, trx);
      const row = await trx.selectFrom('content_trash').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      await trx.deleteFrom('content_trash').where('id', '=', id).execute();
      return { refId: row.ref_id, data: JSON.parse(row.data) as T };
    },
  };
}

export type Trash = ReturnType<typeof createTrash>;
