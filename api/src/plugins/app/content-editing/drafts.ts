/**
 * Autosaved drafts and presence for every content type (issue 30), what pages had first:
 * - a draft is one editor's unsaved form of one item (`ref`: its id, or `nieuw` for a new one), kept
 *   on the server while they type, offered back after a reload, a crash or an ended session, and
 *   cleared when they save the item (collection.ts) or throw it away;
 * - presence is when an editor's form of an item last sent a heartbeat (or a draft), so the other
 *   editors of that item see "Ook geopend door …" while it is less than {@link PRESENCE_TTL_MS} old.
 * Both are keyed per editor, so two editors never overwrite each other's draft.
 */
import { NEW_REF } from '@kerk/kit/content-types';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';

/** A heartbeat older than this no longer counts as "open" (the form beats every 20 s). */
export const PRESENCE_TTL_MS = 60_000;

/** `nieuw`: the form of an item not saved yet (the kit's, which the editing app's paths use too). */
export { NEW_REF };

export interface DraftEditor {
  id: number;
  email: string;
}

export interface StoredDraft {
  values: Record<string, unknown>;
  /** The item's values when the form started (for the conflict screen's "who changed what"); null for a new one. */
  base: Record<string, unknown> | null;
  /** The version of the item the form started from (null for a new item). */
  baseVersion: number | null;
  savedAt: string;
}

/** Another editor with the same item open. */
export interface Presence {
  email: string;
  seenAt: string;
}

export function createDrafts(db: Kysely<Database>) {
  const touch = async (trx: Kysely<Database>, kind: string, ref: string, editor: DraftEditor, at: string) => {
    await trx
      .insertInto('editing_presence')
      .values({ kind, ref, user_id: editor.id, email: editor.email, seen_at: at })
      .onConflict((oc) => oc.columns(['kind', 'ref', 'user_id']).doUpdateSet({ email: editor.email, seen_at: at }))
      .execute();
  };

  return {
    async get(kind: string, ref: string, userId: number): Promise<StoredDraft | null> {
      const row = await db.selectFrom('content_drafts').selectAll().where('kind', '=', kind).where('ref', '=', ref).where('user_id', '=', userId).executeTakeFirst();
      if (!row) return null;
      const data = JSON.parse(row.data) as { values: Record<string, unknown>; base?: Record<string, unknown> | null };
      return { values: data.values, base: data.base ?? null, baseVersion: row.base_version, savedAt: row.updated_at };
    },

    /** Every draft of the editor, of any kind, newest first (the banner after signing in). */
    async ofUser(userId: number): Promise<(Pick<StoredDraft, 'values' | 'savedAt'> & { kind: string; ref: string })[]> {
      const rows = await db.selectFrom('content_drafts').select(['kind', 'ref', 'data', 'updated_at']).where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('kind').orderBy('ref').execute();
      return rows.map((row) => ({ kind: row.kind, ref: row.ref, values: (JSON.parse(row.data) as { values: Record<string, unknown> }).values, savedAt: row.updated_at }));
    },

    /** Keeps the editor's draft (and counts as a heartbeat). */
    async save(kind: string, ref: string, editor: DraftEditor, draft: Omit<StoredDraft, 'savedAt' | 'base'> & { base?: StoredDraft['base'] }, at: Date): Promise<string> {
      const savedAt = at.toISOString();
      const data = JSON.stringify({ values: draft.values, base: draft.base ?? null });
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('content_drafts')
          .values({ kind, ref, user_id: editor.id, email: editor.email, data, base_version: draft.baseVersion, updated_at: savedAt })
          .onConflict((oc) => oc.columns(['kind', 'ref', 'user_id']).doUpdateSet({ email: editor.email, data, base_version: draft.baseVersion, updated_at: savedAt }))
          .execute();
        await touch(trx, kind, ref, editor, savedAt);
      });
      return savedAt;
    },

    /** Throws the editor's draft away (after a save, or "Concept weggooien"); in `trx` when given. */
    async discard(kind: string, ref: string, userId: number, trx: Kysely<Database> = db): Promise<void> {
      await trx.deleteFrom('content_drafts').where('kind', '=', kind).where('ref', '=', ref).where('user_id', '=', userId).execute();
    },

    heartbeat: (kind: string, ref: string, editor: DraftEditor, at: Date) => touch(db, kind, ref, editor, at.toISOString()),

    /** The editor closed the form: no longer "open" for the others. */
    async leave(kind: string, ref: string, userId: number): Promise<void> {
      await db.deleteFrom('editing_presence').where('kind', '=', kind).where('ref', '=', ref).where('user_id', '=', userId).execute();
    },

    /** The other editors whose form of this item beat within the last minute, longest open first. */
    async others(kind: string, ref: string, userId: number, at: Date): Promise<Presence[]> {
      const since = new Date(at.getTime() - PRESENCE_TTL_MS).toISOString();
      const rows = await db
        .selectFrom('editing_presence')
        .select(['email', 'seen_at'])
        .where('kind', '=', kind)
        .where('ref', '=', ref)
        .where('user_id', '!=', userId)
        .where('seen_at', '>=', since)
        .orderBy('email')
        .execute();
      return rows.map((row) => ({ email: row.email, seenAt: row.seen_at }));
    },
  };
}

export type Drafts = ReturnType<typeof createDrafts>;
