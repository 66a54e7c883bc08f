/**
 * Nieuws as the editing app edits it (issue 16), decorating `fastify.newsEditing`, on the generic
 * collection (content-editing/collection.ts): list (newest publish instant first, with its status),
 * one, create, save over the version read (If-Match, 409 naming who and when), "Publiceren" and
 * "Niet meer publiceren" (the `published` field; audited as such), delete into the Prullenbak,
 * restore, revisions with restore. The article's photo (and any photo in its text) is recorded as a
 * media usage with each save and cleared when it goes to the Prullenbak, so the library refuses to
 * delete a photo in use. The news table's triggers keep the search index in step, and every write
 * moves `fastify.dataVersion()`, so caches and the rendered pages follow at once.
 */
import type { AdminNews, MediaItem, NewsStatus } from '@kerk/kit/api-types';
import { type FieldValues, newsType } from '@kerk/kit/content-types';
import { zonedDate } from '@kerk/kit/dates/calendar';
import { dayjs, TIME_ZONE } from '@kerk/kit/dates';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import type { Database, NewsTable } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { createCollection, type Editor, type SaveResult as CollectionSaveResult } from '../content-editing/collection';
import { columnsOf, fieldsOf } from '../content-editing/content-rows';
import { clearMediaUsages, recordMediaUsages } from '../media/media-repository';
import { checkNews, type NewsValues } from './news-rules';

export type { AdminNews };

export const NEWS_KIND = newsType.kind;

export type SaveResult = CollectionSaveResult<AdminNews>;

declare module 'fastify' {
  interface FastifyInstance {
    newsEditing: NewsEditing;
  }
}

type NewsRow = Selectable<NewsTable>;

export const statusOf = (row: Pick<NewsRow, 'published' | 'publish_at'>, at: Date): NewsStatus =>
  row.published !== 1 ? 'unpublished' : row.publish_at > at.toISOString() ? 'scheduled' : 'published';

/** "Nieuws: <titel>", where the media library says a photo is used. */
const usageOf = (row: Pick<NewsRow, 'id' | 'title'>) => ({ kind: NEWS_KIND, ref: String(row.id), label: `Nieuws: ${row.title}` });

export function createNewsEditing(db: Kysely<Database>, photo: (id: number) => Promise<MediaItem | undefined>) {
  const toAdmin = (row: NewsRow, media: MediaItem | null): AdminNews => {
    const local = dayjs(row.publish_at).tz(TIME_ZONE);
    return {
      id: row.id,
      ...(fieldsOf(newsType, row) as Omit<FieldValues<typeof newsType>, 'date' | 'time'>),
      publishAt: row.publish_at,
      date: local.format('YYYY-MM-DD'),
      time: local.format('HH:mm'),
      status: statusOf(row, clockNow()),
      // A photo deleted from the library since: none.
      mediaId: media ? row.media_id : null,
      photo: media,
      image: row.image,
      version: row.version,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    };
  };

  const items = createCollection<NewsRow, NewsRow>(db, {
    kind: NEWS_KIND,
    table: 'news',
    // The photo is read afterwards (async); the collection answers the row.
    toAdmin: (row) => row,
    title: (row) => row.title,
    afterWrite: (trx, row) => recordMediaUsages(trx, usageOf(row), row.body, row.media_id === null ? [] : [row.media_id]),
    afterDelete: (trx, id) => clearMediaUsages(trx, NEWS_KIND, String(id)),
  });

  const admin = async (row: NewsRow): Promise<AdminNews> => toAdmin(row, (row.media_id !== null ? await photo(row.media_id) : undefined) ?? null);

  async function result(saved: CollectionSaveResult<NewsRow>): Promise<SaveResult> {
    if (saved.status === 'ok' || saved.status === 'conflict') return { ...saved, current: await admin(saved.current) };
    return saved;
  }

  /**
   * The columns a save writes (the declaration's, and the publish instant), or the Dutch messages
   * per field. A field left out is written empty, and `published` left out is true. The summary is
   * stored as the editor wrote it, '' when none: the public answers then make one from the text as
   * they read it (news-repository.ts), so nothing made from the text is ever frozen into the article.
   */
  async function columnsFor(fields: NewsValues): Promise<{ errors: Record<string, string>; columns?: Partial<NewsRow> }> {
    const values = { body: '', excerpt: '', author: '', mediaId: null, ...fields, published: fields.published !== false };
    const photoExists = values.mediaId != null && (await photo(values.mediaId)) !== undefined;
    const { errors, publishAt } = checkNews(values, { photoExists });
    if (Object.keys(errors).length > 0 || !publishAt) return { errors };
    return { errors, columns: { ...(columnsOf(newsType, values) as Partial<NewsRow>), publish_at: publishAt, published_at: zonedDate(publishAt) } };
  }

  return {
    /** Newest publish instant first (scheduled ones on top). */
    async list({ page, pageSize }: { page: number; pageSize: number }): Promise<{ items: AdminNews[]; total: number }> {
      const rows = await db.selectFrom('news').selectAll().orderBy('publish_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
      const { n } = await db.selectFrom('news').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items: await Promise.all(rows.map(admin)), total: Number(n) };
    },

    async get(id: number): Promise<AdminNews | null> {
      const row = await items.get(id);
      return row ? admin(row) : null;
    },

    async create(fields: NewsValues, editor: Editor): Promise<SaveResult> {
      const { errors, columns } = await columnsFor(fields);
      if (!columns) return { status: 'invalid', fields: errors };
      return result(await items.create({ image: '', image_alt: '', ...columns }, editor));
    },

    /** Saves over `version`; a change of `published` is audited as publishing or taking offline. */
    async update(id: number, fields: NewsValues, version: number, editor: Editor): Promise<SaveResult> {
      const current = await items.findRow(id);
      if (!current) return { status: 'not_found' };
      const { errors, columns } = await columnsFor(fields);
      if (!columns) return { status: 'invalid', fields: errors };
      const action = columns.published === current.published ? 'news_updated' : columns.published === 1 ? 'news_published' : 'news_unpublished';
      return result(await items.save(id, version, editor, action, () => columns));
    },

    remove: items.remove,
    trash: items.trash,

    async restore(trashId: number, editor: Editor): Promise<AdminNews | null> {
      const row = await items.restore(trashId, editor);
      return row ? admin(row) : null;
    },

    revisions: items.revisions,
    titleOf: items.titleOf,

    async restoreRevision(id: number, revisionId: number, version: number, editor: Editor): Promise<SaveResult | { status: 'revision_not_found' }> {
      const restored = await items.restoreRevision(id, revisionId, version, editor);
      return restored.status === 'revision_not_found' ? restored : result(restored);
    },
  };
}

export type NewsEditing = ReturnType<typeof createNewsEditing>;

export default fp(
  async (fastify) => {
    fastify.decorate('newsEditing', createNewsEditing(fastify.db, (id) => fastify.media.get(id)));
  },
  { name: 'news-editing', dependencies: ['db', 'media-repository'] },
);
