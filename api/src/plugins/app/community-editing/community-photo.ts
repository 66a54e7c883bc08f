/**
 * The photo of a team member or a church (issue 16): a media library id that must exist when
 * saved, and its usage (kind 'pastor' or 'church', ref the item's id) kept in `media_usages` with
 * every write, so the library shows where a photo is used and refuses to delete it. An item in the
 * Prullenbak uses nothing (its photo may go); restored, it uses its photo again if it is still there.
 */
import type { Photo } from '@kerk/kit/api-types';
import type { ContentKind } from '@kerk/kit/content-types';
import { communityMessages } from '@kerk/kit/editing';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import type { createCollection, Editor, SaveResult, VersionedRow } from '../content-editing/collection';
import { clearMediaUsages, picturesOf, recordPhotoUsage } from '../media/media-repository';

/** A per-field message when `mediaId` names no photo of the library; null when it is fine (or null). */
export async function checkPhoto(db: Kysely<Database>, mediaId: number | null | undefined): Promise<string | null> {
  if (mediaId === null || mediaId === undefined) return null;
  const found = await db.selectFrom('media').select('id').where('id', '=', mediaId).executeTakeFirst();
  return found ? null : communityMessages.photoGone;
}

/** The collection hooks that keep an item's photo usage in step with its row. */
export function photoUsageHooks<Row extends { id: number; media_id: number | null }>(kind: ContentKind, label: (row: Row) => string) {
  return {
    async afterWrite(trx: Kysely<Database>, row: Row) {
      // A restored item whose photo was deleted in between shows its drawing; it records no usage.
      const exists = row.media_id !== null && (await trx.selectFrom('media').select('id').where('id', '=', row.media_id).executeTakeFirst());
      await recordPhotoUsage(trx, { kind, ref: String(row.id), label: label(row) }, exists ? row.media_id : null);
    },
    async afterDelete(trx: Kysely<Database>, id: number) {
      await clearMediaUsages(trx, kind, String(id));
    },
  };
}

type WithPicture = { mediaId: number | null; picture: Photo | null };

/**
 * Fills in the `picture` of items as the editing app reads them (the collection maps a row
 * without it); a photo no longer in the library is null.
 */
export function pictureFiller(db: Kysely<Database>) {
  async function all<T extends WithPicture>(list: T[]): Promise<T[]> {
    const pictures = await picturesOf(db, list.map((item) => item.mediaId));
    return list.map((item) => ({ ...item, picture: (item.mediaId !== null && pictures.get(item.mediaId)) || null }));
  }
  const one = async <T extends WithPicture>(item: T | null): Promise<T | null> => (item ? (await all([item]))[0]! : null);
  /** A save's answer with the item's picture (its current one, also in a 409). */
  async function result<T extends WithPicture, R extends SaveResult<T> | { status: 'revision_not_found' }>(answer: R): Promise<R> {
    if (answer.status === 'ok' || answer.status === 'conflict') return { ...answer, current: await one(answer.current) };
    return answer;
  }
  return { all, one, result };
}

/**
 * The calls every collection with a library photo answers with its pictures filled in (the team,
 * the churches, the collection purposes): one item, restore from the Prullenbak, an earlier version
 * back; delete, the Prullenbak and the revisions as the collection has them. A fixed type (the
 * churches) leaves out delete, the Prullenbak and restore, so it gets no routes for them.
 */
export function withPictures<Row extends VersionedRow, Admin extends WithPicture>(db: Kysely<Database>, items: ReturnType<typeof createCollection<Row, Admin>>) {
  const pictures = pictureFiller(db);
  return {
    pictures,
    get: async (id: number) => pictures.one(await items.get(id)),
    remove: items.remove,
    trash: items.trash,
    restore: async (trashId: number, editor: Editor) => pictures.one(await items.restore(trashId, editor)),
    revisions: items.revisions,
    titleOf: items.titleOf,
    restoreRevision: async (id: number, revisionId: number, version: number, editor: Editor) => pictures.result(await items.restoreRevision(id, revisionId, version, editor)),
  };
}
