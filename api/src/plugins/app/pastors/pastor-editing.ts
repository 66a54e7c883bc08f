/**
 * The pastoral team as the editing app edits it (issue 16), decorating `fastify.pastorEditing`: the
 * team in display order, one member, add, save over the version read (If-Match, 409 naming who and
 * when), delete into the Prullenbak and restore, the revisions with restore, all on the generic
 * collection (content-editing/collection.ts). The fields' rules are the kit's (`@kerk/kit/editing`),
 * the biography is cleaned to the `essential` preset, and the photo is a library photo whose usage
 * is recorded with every write. `fastify.dataVersion()` moves with the write, so the public reads,
 * the home widget, sitemap.xml and the rendered pages follow at once.
 */
import type { AdminPastor, Photo } from '@kerk/kit/api-types';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import type { Database, PastorsTable } from '../../../db/schema';
import { createCollection, type Editor, type SaveResult } from '../content-editing/collection';
import { photoUsageHooks, withPictures } from '../community-editing/community-photo';
import { checkPastor, type PastorFields } from './pastor-rules';
import { parseAreas } from './pastors-repository';

export { pastorMessages, type PastorFields } from './pastor-rules';

export const PASTOR_KIND = 'pastor';

type PastorRow = Selectable<PastorsTable>;

declare module 'fastify' {
  interface FastifyInstance {
    pastorEditing: PastorEditing;
  }
}

const toAdmin = (row: PastorRow, picture: Photo | null): AdminPastor => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  role: row.role,
  areas: parseAreas(row.areas),
  email: row.email,
  phone: row.phone,
  photo: row.photo,
  mediaId: row.media_id,
  picture,
  summary: row.summary,
  biography: row.biography,
  position: row.position,
  version: row.version,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

/** `drawingExists`: whether a portrait drawing of that file name is shipped (content/images/pastors). */
export function createPastorEditing(db: Kysely<Database>, drawingExists: (file: string) => boolean) {
  // The collection maps a row synchronously; the photo is looked up afterwards (`pictures`).
  const items = createCollection<PastorRow, AdminPastor>(db, {
    kind: PASTOR_KIND,
    table: 'pastors',
    toAdmin: (row) => toAdmin(row, null),
    title: (row) => row.name,
    ...photoUsageHooks<PastorRow>('pastor', (row) => `Pastoraal team: ${row.name}`),
  });

  const { pictures, ...shared } = withPictures(db, items);

  const check = (fields: PastorFields, current?: PastorRow) => checkPastor(db, fields, current, drawingExists);

  return {
    /** The whole team in display order (a handful of people: no paging). */
    async list(): Promise<AdminPastor[]> {
      const rows = await db.selectFrom('pastors').selectAll().orderBy('position').orderBy('id').execute();
      return pictures.all(rows.map((row) => toAdmin(row, null)));
    },

    /** A new member, at the end of the team unless a position is given. */
    async create(fields: PastorFields, editor: Editor): Promise<SaveResult<AdminPastor>> {
      const { errors, columns } = await check(fields);
      if (!columns) return { status: 'invalid', fields: errors };
      const { n } = await db.selectFrom('pastors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return pictures.result(await items.create({ position: Number(n), ...columns }, editor));
    },

    async update(id: number, fields: PastorFields, version: number, editor: Editor): Promise<SaveResult<AdminPastor>> {
      const current = await items.findRow(id);
      if (!current) return { status: 'not_found' };
      const { errors, columns } = await check(fields, current);
      if (!columns) return { status: 'invalid', fields: errors };
      return pictures.result(await items.update(id, version, columns, editor));
    },

    ...shared,
  };
}

export type PastorEditing = ReturnType<typeof createPastorEditing>;

export default fp(
  async (fastify) => {
    fastify.decorate('pastorEditing', createPastorEditing(fastify.db, (file) => Boolean(fastify.drawings.pastors.svg(file))));
  },
  { name: 'pastor-editing', dependencies: ['db', 'drawings'] },
);
