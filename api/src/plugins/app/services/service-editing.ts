/**
 * Kerkdiensten as the editing app edits them (issue 16), decorating `fastify.serviceEditing`:
 * list (upcoming first, or the earlier ones), one, create, update over the version read (If-Match,
 * 409 naming who and when), delete into the Prullenbak, restore from it, the revisions (every save is
 * one) with restore, and "Dienst kopiëren" (same time, one week later). Each change is one
 * transaction with its revision and its audit line; the services table's triggers keep the search
 * index in step, and `fastify.dataVersion()` moves with the write, so caches and the first view follow.
 */
import type { AdminService } from '@kerk/kit/api-types';
import type { AuditAction } from '@kerk/kit/api-types';
import { addDays, zonedToUtc } from '@kerk/kit/dates/calendar';
import { dayjs, formatDate, formatTime, TIME_ZONE } from '@kerk/kit/dates';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import type { Database, ServicesTable } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { sanitizeRichText, toPlainText } from '../../../lib/sanitize';
import { createAuditRepository } from '../accounts/audit-repository';
import { createRevisions, type RevisionSummary } from '../content-editing/revisions';
import { createTrash, type TrashItem } from '../content-editing/trash';
import { checkRooster, type ImportRow, readRooster } from './service-import';
import { checkService, normalTime, type ServiceFields } from './service-rules';

export type { AdminService };

export const SERVICE_KIND = 'service';

export interface Editor {
  actor: { id: number; email: string };
  ip: string;
}

export type SaveResult =
  | { status: 'ok'; current: AdminService }
  | { status: 'invalid'; fields: Record<string, string>; pastWarning: boolean }
  | { status: 'not_found' }
  | { status: 'conflict'; current: AdminService };

export type ImportResult =
  | { status: 'unreadable'; message: string }
  | { status: 'preview' | 'imported' | 'nothing_to_import'; rows: ImportRow[]; importable: number; imported: number };

export interface AdminServiceFilter {
  /** false: from now on, soonest first; true: before now, latest first. */
  past: boolean;
  /** Inclusive Amsterdam days `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    serviceEditing: ServiceEditing;
  }
}

type ServiceRow = Selectable<ServicesTable>;

const toAdmin = (row: ServiceRow): AdminService => {
  const local = dayjs(row.starts_at).tz(TIME_ZONE);
  return {
    id: row.id,
    date: local.format('YYYY-MM-DD'),
    time: local.format('HH:mm'),
    church: row.location,
    churchName: row.church_name,
    preacher: row.preacher,
    season: row.season,
    collections: JSON.parse(row.collections) as string[],
    streamed: row.streamed === 1,
    streamUrl: row.stream_url,
    recordingUrl: row.recording_url,
    notes: row.notes,
    startsAt: row.starts_at,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
};

/** A readable name of a service for the trash and the audit log. */
export const serviceTitle = (row: Pick<ServiceRow, 'church_name' | 'location' | 'starts_at'>) =>
  `${row.church_name} (${row.location.charAt(0).toUpperCase()}${row.location.slice(1)}), ${formatDate(row.starts_at, 'dd D MMMM YYYY')} ${formatTime(row.starts_at)}`;

/** "op 7 december 2026 om 10.00", for the 409. */
export const whenText = (at: string) => `op ${formatDate(at, 'D MMMM YYYY')} om ${formatTime(at)}`;

export function createServiceEditing(db: Kysely<Database>) {
  const trash = createTrash(db);
  const revisions = createRevisions(db);

  const churches = async () => db.selectFrom('churches').select(['slug', 'name']).orderBy('position').execute();
  const findRow = (id: number, trx: Kysely<Database> = db) => trx.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();

  /** The columns a save writes, from fields that passed the rules. */
  const toColumns = (fields: ServiceFields, startsAt: string, churchName: string) => {
    const notes = sanitizeRichText(fields.notes ?? '');
    return {
      starts_at: startsAt,
      location: fields.church,
      church_name: churchName,
      preacher: toPlainText(fields.preacher ?? '').trim(),
      season: toPlainText(fields.season ?? '').trim(),
      collections: JSON.stringify((fields.collections ?? []).map((c) => toPlainText(c).trim()).filter(Boolean)),
      streamed: fields.streamed ? 1 : 0,
      stream_url: fields.streamed || fields.streamUrl ? (fields.streamUrl ?? '').trim() : '',
      recording_url: (fields.recordingUrl ?? '').trim(),
      notes,
      notes_text: toPlainText(notes),
    };
  };

  const audit = (trx: Kysely<Database>, editor: Editor, action: AuditAction, subject: string, at: Date) =>
    createAuditRepository(trx).record({ actor: editor.actor, action, subject, ip: editor.ip }, at);

  /** Stores the saved row as a revision (every save is one). */
  const keepRevision = (trx: Kysely<Database>, row: ServiceRow, editor: Editor, at: Date) =>
    revisions.add(trx, { kind: SERVICE_KIND, refId: row.id, version: row.version, data: row, by: editor.actor.email, now: at });

  /** Checks the fields; the church's name comes from the churches. */
  const check = async (fields: ServiceFields, isNew: boolean, at: Date, confirmPast?: boolean) => {
    const list = await churches();
    const result = checkService(fields, { churches: list.map((c) => c.slug), now: at, isNew, confirmPast });
    const churchName = list.find((c) => c.slug === fields.church)?.name ?? '';
    return { ...result, churchName };
  };

  async function create(fields: ServiceFields, editor: Editor, options: { confirmPast?: boolean; action?: AuditAction } = {}): Promise<SaveResult> {
    const at = clockNow();
    const { errors, startsAt, pastWarning, churchName } = await check(fields, true, at, options.confirmPast);
    if (Object.keys(errors).length > 0 || !startsAt) return { status: 'invalid', fields: errors, pastWarning };
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('services')
        .values({ ...toColumns(fields, startsAt, churchName), version: 1, updated_at: at.toISOString(), updated_by: editor.actor.email })
        .returningAll()
        .executeTakeFirstOrThrow();
      await keepRevision(trx, inserted, editor, at);
      await audit(trx, editor, options.action ?? 'service_created', serviceTitle(inserted), at);
      return inserted;
    });
    return { status: 'ok', current: toAdmin(row) };
  }

  /** Writes `columns` over the service when its version is still `version`. */
  async function save(id: number, version: number, editor: Editor, action: AuditAction, columns: (current: ServiceRow) => Partial<ServiceRow>): Promise<SaveResult> {
    const at = clockNow();
    return db.transaction().execute(async (trx): Promise<SaveResult> => {
      const current = await findRow(id, trx);
      if (!current) return { status: 'not_found' };
      if (current.version !== version) return { status: 'conflict', current: toAdmin(current) };
      const { id: _id, ...values } = { ...columns(current), version: current.version + 1, updated_at: at.toISOString(), updated_by: editor.actor.email };
      const row = await trx.updateTable('services').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      await keepRevision(trx, row, editor, at);
      await audit(trx, editor, action, serviceTitle(row), at);
      return { status: 'ok', current: toAdmin(row) };
    });
  }

  return {
    churches,

    async list({ past, from, to, page, pageSize }: AdminServiceFilter): Promise<{ items: AdminService[]; total: number }> {
      const nowIso = clockNow().toISOString();
      const filtered = () => {
        let query = db.selectFrom('services').where('starts_at', past ? '<' : '>=', nowIso);
        if (from) query = query.where('starts_at', '>=', zonedToUtc(from).toISOString());
        if (to) query = query.where('starts_at', '<', zonedToUtc(addDays(to, 1)).toISOString());
        return query;
      };
      const order = past ? 'desc' : 'asc';
      const rows = await filtered().selectAll().orderBy('starts_at', order).orderBy('id', order).limit(pageSize).offset((page - 1) * pageSize).execute();
      const { n } = await filtered().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items: rows.map(toAdmin), total: Number(n) };
    },

    async get(id: number): Promise<AdminService | null> {
      const row = await findRow(id);
      return row ? toAdmin(row) : null;
    },

    create: (fields: ServiceFields, editor: Editor, confirmPast?: boolean) => create(fields, editor, { confirmPast }),

    async update(id: number, fields: ServiceFields, version: number, editor: Editor): Promise<SaveResult> {
      const existing = await findRow(id);
      if (!existing) return { status: 'not_found' };
      const { errors, startsAt, pastWarning, churchName } = await check(fields, false, clockNow());
      if (Object.keys(errors).length > 0 || !startsAt) return { status: 'invalid', fields: errors, pastWarning };
      return save(id, version, editor, 'service_updated', () => toColumns(fields, startsAt, churchName));
    },

    /** "Dienst kopiëren": a new service at the same (Amsterdam) time one week later. */
    async copy(id: number, editor: Editor): Promise<SaveResult> {
      const row = await findRow(id);
      if (!row) return { status: 'not_found' };
      const source = toAdmin(row);
      return create({ ...source, date: addDays(source.date, 7), time: normalTime(source.time) ?? source.time }, editor, { confirmPast: true, action: 'service_copied' });
    },

    /** Moves a service to the Prullenbak; the trash entry's id, or null when it does not exist. */
    async remove(id: number, editor: Editor): Promise<number | null> {
      const at = clockNow();
      return db.transaction().execute(async (trx) => {
        const row = await findRow(id, trx);
        if (!row) return null;
        const trashId = await trash.put(trx, { kind: SERVICE_KIND, refId: id, title: serviceTitle(row), data: row, by: editor.actor.email, now: at });
        await trx.deleteFrom('services').where('id', '=', id).execute();
        await audit(trx, editor, 'service_deleted', serviceTitle(row), at);
        return trashId;
      });
    },

    trash: (): Promise<TrashItem[]> => trash.list(SERVICE_KIND, clockNow()),

    /** Puts a service from the Prullenbak back, with its own id; null when it is not there (any more). */
    async restore(trashId: number, editor: Editor): Promise<AdminService | null> {
      const at = clockNow();
      return db.transaction().execute(async (trx) => {
        const taken = await trash.take<ServiceRow>(trx, SERVICE_KIND, trashId, at);
        if (!taken) return null;
        const values = { ...taken.data, version: taken.data.version + 1, updated_at: at.toISOString(), updated_by: editor.actor.email };
        const row = await trx.insertInto('services').values(values).returningAll().executeTakeFirstOrThrow();
        await keepRevision(trx, row, editor, at);
        await audit(trx, editor, 'service_restored', serviceTitle(row), at);
        return toAdmin(row);
      });
    },

    revisions: (id: number): Promise<RevisionSummary[]> => revisions.list(SERVICE_KIND, id),

    /**
     * The rooster import: without `confirm` a preview (nothing saved); with it, the good rows (no
     * errors, no duplicate) saved in one transaction, each with its revision, and one audit line.
     */
    async importRooster(file: Buffer, confirm: boolean, editor: Editor): Promise<ImportResult> {
      const read = await readRooster(file);
      if ('error' in read) return { status: 'unreadable', message: read.error };
      const at = clockNow();
      const list = await db.selectFrom('churches').select(['slug', 'name', 'city']).execute();
      const rowsFor = async (trx: Kysely<Database>) => {
        const firstPass = checkRooster(read.rows, list, at, new Set());
        const starts = [...new Set(firstPass.map((r) => r.service.startsAt).filter((s): s is string => !!s))];
        const stored = starts.length ? await trx.selectFrom('services').select(['location', 'starts_at']).where('starts_at', 'in', starts).execute() : [];
        return checkRooster(read.rows, list, at, new Set(stored.map((s) => `${s.location}|${s.starts_at}`)));
      };
      const good = (rows: ImportRow[]) => rows.filter((r) => r.errors.length === 0 && !r.duplicate && r.service.startsAt);
      if (!confirm) {
        const rows = await rowsFor(db);
        return { status: 'preview', rows, importable: good(rows).length, imported: 0 };
      }
      return db.transaction().execute(async (trx): Promise<ImportResult> => {
        const rows = await rowsFor(trx);
        const toSave = good(rows);
        if (toSave.length === 0) return { status: 'nothing_to_import', rows, importable: 0, imported: 0 };
        for (const { service } of toSave) {
          const inserted = await trx
            .insertInto('services')
            .values({ ...toColumns(service, service.startsAt!, service.churchName), version: 1, updated_at: at.toISOString(), updated_by: editor.actor.email })
            .returningAll()
            .executeTakeFirstOrThrow();
          await keepRevision(trx, inserted, editor, at);
        }
        await audit(trx, editor, 'services_imported', `${toSave.length} diensten`, at);
        return { status: 'imported', rows, importable: toSave.length, imported: toSave.length };
      });
    },

    /** Puts an earlier revision back (as a new save, over the version read). */
    async restoreRevision(id: number, revisionId: number, version: number, editor: Editor): Promise<SaveResult | { status: 'revision_not_found' }> {
      const revision = await revisions.get<ServiceRow>(SERVICE_KIND, id, revisionId);
      if (!revision) return { status: 'revision_not_found' };
      const { id: _id, version: _v, updated_at: _at, updated_by: _by, ...columns } = revision.data;
      return save(id, version, editor, 'service_revision_restored', () => columns);
    },
  };
}

export type ServiceEditing = ReturnType<typeof createServiceEditing>;

export default fp(
  async (fastify) => {
    fastify.decorate('serviceEditing', createServiceEditing(fastify.db));
  },
  { name: 'service-editing', dependencies: ['db'] },
);
