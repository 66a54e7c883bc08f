/**
 * Zijstroom's issues as the editing app edits them (issue 33), decorating `fastify.zijstroomEditing`,
 * on the generic collection (content-editing/collection.ts) and the kit's `zijstroomType`: the list
 * (newest first, with where each send stands), one, create, save over the version read (If-Match,
 * 409 naming who and when), the autosaved drafts, revisions, delete into the Prullenbak, restore.
 * Only a draft is written: once sending is asked for the issue is locked (`locked`). Its photos
 * are recorded as media usages, as a news article's; its PDF must be an upload that exists.
 */
import type { AdminZijstroom, ZijstroomAttachment } from '@kerk/kit/api-types';
import { type FieldValues, zijstroomMessages, zijstroomType } from '@kerk/kit/content-types';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import type { Database, NewsletterIssuesTable } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { createCollection, type Editor, type SaveResult } from '../content-editing/collection';
import { checkContent, columnsOf } from '../content-editing/content-rows';
import { clearMediaUsages, recordMediaUsages } from '../media/media-repository';
import { createAttachmentsRepository } from './attachments-repository';

export const ZIJSTROOM_KIND = zijstroomType.kind;

/** What the form sends: the fields of `zijstroomType`. */
export type ZijstroomFields = Partial<FieldValues<typeof zijstroomType>>;

type IssueRow = Selectable<NewsletterIssuesTable>;

export type ZijstroomSaveResult = SaveResult<AdminZijstroom> | { status: 'locked' };

declare module 'fastify' {
  interface FastifyInstance {
    zijstroomEditing: ZijstroomEditing;
  }
}

export { zijstroomMessages };

/** "Zijstroom: <titel>", where the media library says a photo is used. */
const usageOf = (row: Pick<IssueRow, 'id' | 'title'>) => ({ kind: ZIJSTROOM_KIND, ref: String(row.id), label: `Zijstroom: ${row.title}` });

export function createZijstroomEditing(db: Kysely<Database>) {
  const attachments = createAttachmentsRepository(db);
  const items = createCollection<IssueRow, IssueRow>(db, {
    kind: ZIJSTROOM_KIND,
    table: 'newsletter_issues',
    toAdmin: (row) => row,
    title: (row) => row.title,
    afterWrite: (trx, row) => recordMediaUsages(trx, usageOf(row), row.body),
    afterDelete: (trx, id) => clearMediaUsages(trx, ZIJSTROOM_KIND, String(id)),
  });

  /** How many of each issue's mails have gone. */
  async function sentCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('newsletter_mails')
      .select(['issue_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('issue_id', 'in', ids)
      .where('kind', '=', 'issue')
      .where('status', '=', 'sent')
      .groupBy('issue_id')
      .execute();
    return new Map(rows.map((row) => [row.issue_id!, Number(row.n)]));
  }

  const toAdmin = (row: IssueRow, attachment: ZijstroomAttachment | null, sent: number): AdminZijstroom => ({
    id: row.id,
    title: row.title,
    body: row.body,
    attachmentId: row.attachment_id,
    status: row.status,
    sendAt: row.send_at,
    sentAt: row.sent_at,
    recipients: row.recipients,
    sent,
    attachment,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  });

  async function admin(rows: IssueRow[]): Promise<AdminZijstroom[]> {
    const sent = await sentCounts(rows.filter((row) => row.status !== 'draft').map((row) => row.id));
    return Promise.all(rows.map(async (row) => toAdmin(row, row.attachment_id === null ? null : await attachments.find(row.attachment_id), sent.get(row.id) ?? 0)));
  }
  const one = async (row: IssueRow) => (await admin([row]))[0]!;

  async function result(saved: SaveResult<IssueRow>): Promise<SaveResult<AdminZijstroom>> {
    if (saved.status === 'ok' || saved.status === 'conflict') return { ...saved, current: await one(saved.current) };
    return saved;
  }

  /** The columns a save writes, or the Dutch messages per field. */
  async function columnsFor(fields: ZijstroomFields): Promise<{ errors: Record<string, string>; columns?: Partial<IssueRow> }> {
    const errors = checkContent(zijstroomType, fields);
    const attachmentId = fields.attachmentId ?? null;
    if (!errors.attachmentId && attachmentId !== null && !(await attachments.find(attachmentId))) errors.attachmentId = zijstroomMessages.attachmentGone;
    if (Object.keys(errors).length > 0) return { errors };
    // columnsOf leaves an integer given as null out (its stored value stays); taking the PDF away is a change here.
    return { errors, columns: { ...(columnsOf(zijstroomType, fields) as Partial<IssueRow>), attachment_id: attachmentId } };
  }

  return {
    /** Newest first; a send under way with how many went. */
    async list(): Promise<AdminZijstroom[]> {
      return admin(await db.selectFrom('newsletter_issues').selectAll().orderBy('id', 'desc').execute());
    },

    async get(id: number): Promise<AdminZijstroom | null> {
      const row = await items.findRow(id);
      return row ? one(row) : null;
    },

    /** Whether an issue is locked (no longer a draft); null when there is none. */
    async isLocked(id: number): Promise<boolean | null> {
      const row = await db.selectFrom('newsletter_issues').select('status').where('id', '=', id).executeTakeFirst();
      return row ? row.status !== 'draft' : null;
    },

    async create(fields: ZijstroomFields, editor: Editor): Promise<ZijstroomSaveResult> {
      const { errors, columns } = await columnsFor(fields);
      if (!columns) return { status: 'invalid', fields: errors };
      return result(await items.create({ ...columns, status: 'draft', created_at: clockNow().toISOString() }, editor));
    },

    async update(id: number, fields: ZijstroomFields, version: number, editor: Editor): Promise<ZijstroomSaveResult> {
      const current = await items.findRow(id);
      if (!current) return { status: 'not_found' };
      if (current.status !== 'draft') return { status: 'locked' };
      const { errors, columns } = await columnsFor(fields);
      if (!columns) return { status: 'invalid', fields: errors };
      return result(await items.update(id, version, columns, editor));
    },

    remove: items.remove,
    trash: items.trash,

    async restore(trashId: number, editor: Editor): Promise<AdminZijstroom | null> {
      const row = await items.restore(trashId, editor);
      return row ? one(row) : null;
    },

    revisions: items.revisions,
    titleOf: items.titleOf,

    async restoreRevision(id: number, revisionId: number, version: number, editor: Editor): Promise<SaveResult<AdminZijstroom> | { status: 'revision_not_found' }> {
      const restored = await items.restoreRevision(id, revisionId, version, editor);
      return restored.status === 'revision_not_found' ? restored : result(restored);
    },
  };
}

export type ZijstroomEditing = ReturnType<typeof createZijstroomEditing>;

export default fp(
  async (fastify) => {
    fastify.decorate('zijstroomEditing', createZijstroomEditing(fastify.db));
  },
  { name: 'zijstroom-editing', dependencies: ['db'] },
);
