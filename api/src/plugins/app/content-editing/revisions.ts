/**
 * Revisions, generic for every kind of content item: each save (publish) of an item stores a JSON
 * snapshot of what was saved, with its version, who and when, in the caller's transaction, so an
 * editor can see the history and put an earlier one back.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';

export interface RevisionSummary {
  id: number;
  version: number;
  createdAt: string;
  createdBy: string;
}

export function createRevisions(db: Kysely<Database>) {
  return {
    async add(trx: Kysely<Database>, revision: { kind: string; refId: number; version: number; data: unknown; by: string; now: Date }): Promise<void> {
      await trx
        .insertInto('content_revisions')
        .values({ kind: revision.kind, ref_id: revision.refId, version: revision.version, data: JSON.stringify(revision.data), created_at: revision.now.toISOString(), created_by: revision.by })
        .execute();
    },

    /** An item's revisions, newest first. */
    async list(kind: string, refId: number): Promise<RevisionSummary[]> {
      const rows = await db
        .selectFrom('content_revisions')
        .select(['id', 'version', 'created_at', 'created_by'])
        .where('kind', '=', kind)
        .where('ref_id', '=', refId)
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ id: row.id, version: row.version, createdAt: row.created_at, createdBy: row.created_by }));
    },

    /** One revision's snapshot; null when it is not one of this item's. */
    async get<T>(kind: string, refId: number, id: number): Promise<(RevisionSummary & { data: T }) | null> {
      const row = await db.selectFrom('content_revisions').selectAll().where('kind', '=', kind).where('ref_id', '=', refId).where('id', '=', id).executeTakeFirst();
      return row ? { id: row.id, version: row.version, createdAt: row.created_at, createdBy: row.created_by, data: JSON.parse(row.data) as T } : null;
    },
  };
}

export type Revisions = ReturnType<typeof createRevisions>;
