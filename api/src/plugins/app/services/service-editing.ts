/**
 * Kerkdiensten as the editing app edits them (issue 16), decorating `fastify.serviceEditing`:
 * list (upcoming first, or the earlier ones), one, create, update over the version read (If-Match,
 * 409 naming who and when), delete into the Prullenbak, restore from it, the revisions (every save is
 * one) with restore, and "Dienst kopiëren" (same time, one week later). Each change is one
 * transaction with its revision and its audit line; the services table's triggers keep the search
 * index in step, and `fastify.dataVersion()` moves with the write, so caches and the rendered pages follow.
 */
import type { AdminService } from '@kerk/kit/api-types';
import { serviceType } from '@kerk/kit/content-types';
import { addDays, zonedDate, zonedToUtc } from '@kerk/kit/dates/calendar';
import { dayjs, formatDate, formatTime, TIME_ZONE } from '@kerk/kit/dates';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import type { Database, ServicesTable } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { createAuditRepository } from '../accounts/audit-repository';
import { createCollection, type Editor, type SaveResult as CollectionSaveResult } from '../content-editing/collection';
import { createPurposeLinks } from '../giving/purpose-links';
import { columnsOf, fieldsOf } from '../content-editing/content-rows';
import { checkRooster, type ImportRow, serviceKey, type StoredService } from './rooster-check';
import { importMessages, readRooster, type Rooster, type RoosterRefusal } from './service-import';
import { checkService, normalTime, type ServiceFields } from './service-rules';

export type { AdminService };

export const SERVICE_KIND = 'service';

export type { Editor };

export type SaveResult = CollectionSaveResult<AdminService>;

/** What a read file says beside its rows: the columns not read, the rows skipped as notes. */
type ImportNotes = Pick<Rooster, 'unreadColumns' | 'skippedRows'>;

export type ImportResult =
  | { status: 'unreadable'; code: RoosterRefusal['code']; message: string }
  | ({ status: 'preview' | 'imported' | 'nothing_to_import'; rows: ImportRow[]; importable: number; imported: number; updated: number } & ImportNotes);

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
    ...(fieldsOf(serviceType, row) as Omit<AdminService, 'id' | 'date' | 'time' | 'churchName' | 'startsAt' | 'version' | 'updatedAt' | 'updatedBy'>),
    date: local.format('YYYY-MM-DD'),
    time: local.format('HH:mm'),
    churchName: row.church_name,
    startsAt: row.starts_at,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
};

/** A readable name of a service for the trash and the audit log. */
export const serviceTitle = (row: Pick<ServiceRow, 'church_name' | 'location' | 'starts_at'>) =>
  `${row.church_name} (${row.location.charAt(0).toUpperCase()}${row.location.slice(1)}), ${formatDate(row.starts_at, 'dd D MMMM YYYY')} ${formatTime(row.starts_at)}`;


export function createServiceEditing(db: Kysely<Database>) {
  const items = createCollection<ServiceRow, AdminService>(db, {
    kind: SERVICE_KIND,
    table: 'services',
    toAdmin,
    title: serviceTitle,
  });

  const churches = async () => db.selectFrom('churches').select(['slug', 'name']).orderBy('position').execute();
  const links = createPurposeLinks(db);

  /** The columns a save writes, from fields that passed the rules. */
  const toColumns = (fields: ServiceFields, startsAt: string, churchName: string) => ({
    ...columnsOf(serviceType, fields),
    starts_at: startsAt,
    church_name: churchName,
  });

  /** Checks the fields; the church's name comes from the churches. */
  const check = async (given: ServiceFields, isNew: boolean, at: Date, confirmPast?: boolean) => {
    // The purposes picked (their names follow), or the names (matched to purposes, the missing made archived).
    const fields = await links.link(given);
    const list = await churches();
    const result = checkService(fields, { churches: list.map((c) => c.slug), purposes: await links.allIds(), now: at, isNew, confirmPast });
    const churchName = list.find((c) => c.slug === fields.church)?.name ?? '';
    return { ...result, churchName };
  };

  async function create(fields: ServiceFields, editor: Editor, options: { confirmPast?: boolean; copied?: boolean } = {}): Promise<SaveResult> {
    const { errors, startsAt, pastWarning, churchName, values } = await check(fields, true, clockNow(), options.confirmPast);
    if (Object.keys(errors).length > 0 || !startsAt) return { status: 'invalid', fields: errors, pastWarning };
    return items.create(toColumns(values, startsAt, churchName), editor, options.copied ? 'service_copied' : undefined);
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

    get: items.get,

    /** The form's body: the fields, and `confirmPast` once the editor confirmed a date in the past. */
    create: ({ confirmPast, ...fields }: ServiceFields & { confirmPast?: boolean }, editor: Editor) => create(fields, editor, { confirmPast }),

    /** An existing service may lie in the past: `confirmPast` asks nothing here. */
    async update(id: number, { confirmPast: _confirmPast, ...fields }: ServiceFields & { confirmPast?: boolean }, version: number, editor: Editor): Promise<SaveResult> {
      if (!(await items.findRow(id))) return { status: 'not_found' };
      const { errors, startsAt, pastWarning, churchName, values } = await check(fields, false, clockNow());
      if (Object.keys(errors).length > 0 || !startsAt) return { status: 'invalid', fields: errors, pastWarning };
      return items.update(id, version, toColumns(values, startsAt, churchName), editor);
    },

    /** "Dienst kopiëren": a new service at the same (Amsterdam) time one week later. */
    async copy(id: number, editor: Editor): Promise<SaveResult> {
      const source = await items.get(id);
      if (!source) return { status: 'not_found' };
      return create({ ...source, date: addDays(source.date, 7), time: normalTime(source.time) ?? source.time }, editor, { confirmPast: true, copied: true });
    },

    remove: items.remove,
    trash: items.trash,
    restore: items.restore,
    revisions: items.revisions,
    titleOf: items.titleOf,
    restoreRevision: items.restoreRevision,

    /**
     * The rooster import: without `confirm` a preview (nothing saved); with it, the good rows saved.
     * A row for a stored service (same church and time) that changes it is saved as a save from the
     * form is (through the collection: a revision, version + 1, its audit line); then the new rows
     * in one transaction, each with its revision, and one audit line for the import.
     */
    async importRooster(file: Buffer, confirm: boolean, editor: Editor): Promise<ImportResult> {
      const at = clockNow();
      const read = await readRooster(file, zonedDate(at));
      if ('error' in read) return { status: 'unreadable', code: read.code, message: read.error };
      const notes: ImportNotes = { unreadColumns: read.unreadColumns, skippedRows: read.skippedRows };
      const list = await db.selectFrom('churches').select(['slug', 'name', 'city']).execute();
      const rowsFor = async (trx: Kysely<Database>) => {
        const stored = await storedServices(trx, checkRooster(read, list, at, new Map()));
        return { rows: checkRooster(read, list, at, stored), stored };
      };
      const { rows, stored } = await rowsFor(db);
      const importable = rows.filter((r) => r.action === 'new' || r.action === 'update').length;
      if (!confirm) return { status: 'preview', rows, importable, imported: 0, updated: 0, ...notes };
      if (importable === 0) return { status: 'nothing_to_import', rows, importable, imported: 0, updated: 0, ...notes };
      // The rows' collection names as purposes, before the transaction (the missing made archived).
      for (const row of rows.filter((r) => r.action === 'new' || r.action === 'update')) Object.assign(row.service, await links.link({ collections: row.service.collections ?? [] }));
      let updated = 0;
      for (const row of rows.filter((r) => r.action === 'update')) {
        const { service } = row;
        const target = stored.get(serviceKey(service.church, service.startsAt!))!;
        // A rooster has no notes: the stored ones stay.
        const { notes: _notes, notes_text: _text, ...columns } = toColumns(service, service.startsAt!, service.churchName) as Record<string, unknown>;
        const saved = await items.update(target.id, target.version, columns, editor);
        if (saved.status === 'ok') updated++;
        else Object.assign(row, { action: null, errors: [...row.errors, importMessages.changedMeanwhile(row.row)] });
      }
      return db.transaction().execute(async (trx): Promise<ImportResult> => {
        // Read again inside the transaction: a service stored meanwhile is not added a second time.
        const fresh = new Set((await rowsFor(trx)).rows.filter((r) => r.action === 'new').map((r) => r.row));
        const toInsert = rows.filter((r) => r.action === 'new' && fresh.has(r.row));
        for (const { service } of toInsert) await items.insertIn(trx, toColumns(service, service.startsAt!, service.churchName), editor, at);
        const n = toInsert.length;
        const subject = updated > 0 ? `${n} nieuw, ${updated} bijgewerkt` : `${n} ${n === 1 ? 'dienst' : 'diensten'}`;
        await createAuditRepository(trx).record({ actor: editor.actor, action: 'services_imported', subject, ip: editor.ip }, at);
        return { status: 'imported', rows, importable, imported: toInsert.length, updated, ...notes };
      });
    },
  };
}

/** The services stored at the church and time of the rows read, by {@link serviceKey}. */
async function storedServices(db: Kysely<Database>, rows: ImportRow[]): Promise<Map<string, StoredService>> {
  const starts = [...new Set(rows.map((r) => r.service.startsAt).filter((s): s is string => !!s))];
  const found = starts.length ? await db.selectFrom('services').selectAll().where('starts_at', 'in', starts).execute() : [];
  return new Map(found.map((row) => [serviceKey(row.location, row.starts_at), toAdmin(row)]));
}

export type ServiceEditing = ReturnType<typeof createServiceEditing>;

export default fp(
  async (fastify) => {
    fastify.decorate('serviceEditing', createServiceEditing(fastify.db));
  },
  { name: 'service-editing', dependencies: ['db'] },
);
