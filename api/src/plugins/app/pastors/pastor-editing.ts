/**
 * The pastoral team as the editing app edits it (issue 16), decorating `fastify.pastorEditing`: the
 * team in display order, one member, add, save over the version read (If-Match, 409 naming who and
 * when), delete into the Prullenbak and restore, the revisions with restore, all on the generic
 * collection (content-editing/collection.ts). The fields' rules are the kit's (`@kerk/kit/editing`),
 * the biography is cleaned to the `essential` preset, and the photo is a library photo whose usage
 * is recorded with every write. `fastify.dataVersion()` moves with the write, so the public reads,
 * the home widget, sitemap.xml and the first view follow at once.
 */
import type { AdminPastor, Picture } from '@kerk/kit/api-types';
import { MAX_LENGTH, checkPastorFields, communityMessages, editingMessages } from '@kerk/kit/editing';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import type { Database, PastorsTable } from '../../../db/schema';
import { storedDrawing } from '../../../db/ordered-table';
import { sanitizeByKind, toPlainText } from '../../../lib/sanitize';
import { slugify } from '../../../lib/slug';
import { createCollection, type Editor, type SaveResult } from '../content-editing/collection';
import { checkPhoto, photoUsageHooks } from '../community-editing/community-photo';
import { picturesOf } from '../media/media-repository';
import { isLocation, parseAreas } from './pastors-repository';

export const PASTOR_KIND = 'pastor';

/** What the form sends. */
export interface PastorFields {
  name: string;
  role: string;
  areas?: string[];
  email?: string;
  phone?: string;
  /** A library photo, or null for none (then the drawing `photo`, if any). */
  mediaId?: number | null;
  /** The shipped drawing's file name; left out: kept as it is. */
  photo?: string;
  summary?: string;
  biography?: string;
  position?: number;
}

type PastorRow = Selectable<PastorsTable>;

declare module 'fastify' {
  interface FastifyInstance {
    pastorEditing: PastorEditing;
  }
}

export const pastorMessages = {
  invalid: 'Het teamlid is niet opgeslagen. Bekijk de meldingen bij de velden.',
  notFound: 'Dit teamlid bestaat niet (meer).',
  trashNotFound: 'Dit teamlid staat niet (meer) in de prullenbak. Na 30 dagen wordt een verwijderd teamlid definitief verwijderd.',
  revisionNotFound: 'Deze eerdere versie bestaat niet.',
  versionMissing: 'Er is niet meegestuurd welke versie u heeft bewerkt (If-Match). Laad de pagina opnieuw en probeer het nog eens.',
  conflict: (by: string, at: string, when: (at: string) => string) =>
    `Dit teamlid is intussen gewijzigd${by ? ` door ${by}` : ''}${at ? ` ${when(at)}` : ''}. Bekijk de nieuwste versie hieronder en neem uw wijzigingen daarin over.`,
  drawing: 'Deze tekening bestaat niet.',
} as const;

const toAdmin = (row: PastorRow, picture: Picture | null): AdminPastor => ({
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
  // The collection maps a row synchronously; the photo is looked up afterwards (`withPicture`).
  const items = createCollection<PastorRow, AdminPastor>(db, {
    kind: PASTOR_KIND,
    table: 'pastors',
    toAdmin: (row) => toAdmin(row, null),
    title: (row) => row.name,
    actions: { created: 'pastor_created', updated: 'pastor_updated', deleted: 'pastor_deleted', restored: 'pastor_restored', revisionRestored: 'pastor_revision_restored' },
    ...photoUsageHooks<PastorRow>('pastor', (row) => `Pastoraal team: ${row.name}`),
  });

  async function withPictures(list: AdminPastor[]): Promise<AdminPastor[]> {
    const pictures = await picturesOf(db, list.map((p) => p.mediaId));
    return list.map((p) => ({ ...p, picture: (p.mediaId !== null && pictures.get(p.mediaId)) || null }));
  }
  const withPicture = async (item: AdminPastor | null) => (item ? (await withPictures([item]))[0]! : null);
  async function withPictureResult<R extends SaveResult<AdminPastor>>(result: R): Promise<R> {
    if (result.status === 'ok' || result.status === 'conflict') return { ...result, current: await withPicture(result.current) };
    return result;
  }

  /** The per-field messages and, when there are none, the columns to write. */
  async function check(fields: PastorFields, current?: PastorRow): Promise<{ errors: Record<string, string>; columns?: Partial<PastorRow> }> {
    const errors: Record<string, string> = { ...(checkPastorFields({ ...fields }) as Record<string, string>) };
    const areas = fields.areas ?? [];
    if (areas.some((area) => !isLocation(area))) errors.areas = communityMessages.areas;
    if (fields.position !== undefined && (!Number.isInteger(fields.position) || fields.position < 0 || fields.position > 999)) errors.position = communityMessages.position;
    const photoError = await checkPhoto(db, fields.mediaId);
    if (photoError) errors.mediaId = photoError;
    const drawing = fields.photo === undefined ? { file: current?.photo ?? '', alt: current?.photo_alt ?? '' } : storedDrawing(fields.photo, current?.photo_alt || fields.name);
    if (fields.photo && !drawing.file) errors.photo = pastorMessages.drawing;
    else if (drawing.file && !drawingExists(drawing.file)) errors.photo = pastorMessages.drawing;
    const biography = sanitizeByKind('essential', fields.biography ?? '');
    if (biography.length > MAX_LENGTH.essential) errors.biography = editingMessages.tooLong(MAX_LENGTH.essential, biography.length);
    if (Object.keys(errors).length > 0) return { errors };
    const name = toPlainText(fields.name);
    return {
      errors,
      columns: {
        name,
        slug: slugify(name) || 'lid',
        role: toPlainText(fields.role),
        areas: JSON.stringify([...new Set(areas)]),
        email: toPlainText(fields.email ?? ''),
        phone: toPlainText(fields.phone ?? ''),
        photo: drawing.file,
        photo_alt: drawing.alt,
        media_id: fields.mediaId ?? null,
        summary: toPlainText(fields.summary ?? ''),
        biography,
        ...(fields.position !== undefined ? { position: fields.position } : {}),
      },
    };
  }

  return {
    /** The whole team in display order (a handful of people: no paging). */
    async list(): Promise<AdminPastor[]> {
      const rows = await db.selectFrom('pastors').selectAll().orderBy('position').orderBy('id').execute();
      return withPictures(rows.map((row) => toAdmin(row, null)));
    },

    get: async (id: number) => withPicture(await items.get(id)),

    /** A new member, at the end of the team unless a position is given. */
    async create(fields: PastorFields, editor: Editor): Promise<SaveResult<AdminPastor>> {
      const { errors, columns } = await check(fields);
      if (!columns) return { status: 'invalid', fields: errors };
      const { n } = await db.selectFrom('pastors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return withPictureResult(await items.create({ position: Number(n), ...columns }, editor));
    },

    async update(id: number, fields: PastorFields, version: number, editor: Editor): Promise<SaveResult<AdminPastor>> {
      const current = await items.findRow(id);
      if (!current) return { status: 'not_found' };
      const { errors, columns } = await check(fields, current);
      if (!columns) return { status: 'invalid', fields: errors };
      return withPictureResult(await items.update(id, version, columns, editor));
    },

    remove: items.remove,
    trash: items.trash,
    restore: async (trashId: number, editor: Editor) => withPicture(await items.restore(trashId, editor)),
    revisions: items.revisions,
    async restoreRevision(id: number, revisionId: number, version: number, editor: Editor) {
      const result = await items.restoreRevision(id, revisionId, version, editor);
      return result.status === 'revision_not_found' ? result : withPictureResult(result);
    },
  };
}

export type PastorEditing = ReturnType<typeof createPastorEditing>;

export default fp(
  async (fastify) => {
    fastify.decorate('pastorEditing', createPastorEditing(fastify.db, (file) => Boolean(fastify.drawings.pastors.svg(file))));
  },
  { name: 'pastor-editing', dependencies: ['db', 'drawings'] },
);
