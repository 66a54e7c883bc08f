/**
 * The churches as the editing app edits them (issue 16), decorating `fastify.churchEditing`. The
 * churches are the seven locations of spec §3 (services, events and the team's areas refer to them
 * by slug), so the app edits them but never adds or deletes one: there is no create and no delete
 * here, and their routes do not exist. A save goes over the version read (If-Match, 409 naming who
 * and when) with its revision and audit line, on the generic collection; a library photo, when
 * chosen, takes the drawing's place (the drawing stays as the fallback) and its usage is recorded.
 */
import type { AdminChurch, Photo } from '@kerk/kit/api-types';
import { churchMessages, churchType, type FieldValues } from '@kerk/kit/content-types';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import type { ChurchesTable, Database } from '../../../db/schema';
import { createCollection, type Editor, type SaveResult } from '../content-editing/collection';
import { checkContent, columnsOf } from '../content-editing/content-rows';
import { checkPhoto, photoUsageHooks, withPictures } from '../community-editing/community-photo';
import { churchFields } from './churches-repository';

export const CHURCH_KIND = 'church';

/** What the form sends: the fields of `churchType`. */
export type ChurchFields = Partial<FieldValues<typeof churchType>>;

type ChurchRow = Selectable<ChurchesTable>;

declare module 'fastify' {
  interface FastifyInstance {
    churchEditing: ChurchEditing;
  }
}

export { churchMessages };

const toAdmin = (row: ChurchRow, picture: Photo | null): AdminChurch => ({
  ...churchFields(row),
  image: row.image,
  mediaId: row.media_id,
  picture,
  version: row.version,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

export function createChurchEditing(db: Kysely<Database>) {
  const items = createCollection<ChurchRow, AdminChurch>(db, {
    kind: CHURCH_KIND,
    table: 'churches',
    toAdmin: (row) => toAdmin(row, null),
    title: (row) => row.name,
    // Only updates and revisions happen to a church; the collection's create, remove and restore are never called.
    ...photoUsageHooks<ChurchRow>('church', (row) => `Kerk: ${row.name}`),
  });

  // A fixed set: no delete, Prullenbak or restore (collectionRoutes then registers none).
  const { pictures, remove: _remove, trash: _trash, restore: _restore, ...shared } = withPictures(db, items);

  return {
    /** The seven churches in the order of the locations. */
    async list(): Promise<AdminChurch[]> {
      const rows = await db.selectFrom('churches').selectAll().orderBy('position').orderBy('id').execute();
      return pictures.all(rows.map((row) => toAdmin(row, null)));
    },

    async update(id: number, fields: ChurchFields, version: number, editor: Editor): Promise<SaveResult<AdminChurch>> {
      if (!(await items.findRow(id))) return { status: 'not_found' };
      const values = { ...fields, zipcode: (fields.zipcode ?? '').trim().toUpperCase() };
      const errors = checkContent(churchType, values);
      const photoError = await checkPhoto(db, fields.mediaId);
      if (photoError) errors.mediaId = photoError;
      if (Object.keys(errors).length > 0) return { status: 'invalid', fields: errors };
      return pictures.result(await items.update(id, version, columnsOf(churchType, values) as Partial<ChurchRow>, editor));
    },

    ...shared,
  };
}

export type ChurchEditing = ReturnType<typeof createChurchEditing>;

export default fp(
  async (fastify) => {
    fastify.decorate('churchEditing', createChurchEditing(fastify.db));
  },
  { name: 'church-editing', dependencies: ['db'] },
);
