/**
 * One editable collection of content items (services, news, events, the team, churches…), generic:
 * create, save over the version read (409 with what is stored now), delete into the Prullenbak,
 * restore from it with its own id, revisions (every save is one) and putting one back. Each change is
 * one transaction with its revision and its audit line, and a save clears the editor's draft of the
 * item (drafts.ts). A kind brings its table, how a row reads in
 * the editing app (`toAdmin`), a readable title for the trash and the audit log, and its audit actions;
 * its own rules (what a field may hold) stay with the kind.
 *
 * The table needs `id`, `version`, `updated_at` and `updated_by` columns.
 */
import type { AuditAction } from '@kerk/kit/api-types';
import type { CollectionAction, ContentKind } from '@kerk/kit/content-types';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { createAuditRepository } from '../accounts/audit-repository';
import { createDrafts, NEW_REF } from './drafts';
import { createRevisions, type RevisionSummary } from './revisions';
import { createTrash, type TrashItem } from './trash';

/** Who makes a change, for the revision, the audit log and `updated_by`. */
export interface Editor {
  actor: { id: number; email: string };
  ip: string;
}

export interface VersionedRow {
  id: number;
  version: number;
  updated_at: string;
  updated_by: string;
}

/** The answer to a save; `invalid` carries a Dutch message per field. */
export type SaveResult<Admin> =
  | { status: 'ok'; current: Admin }
  | { status: 'invalid'; fields: Record<string, string>; pastWarning?: boolean }
  | { status: 'not_found' }
  | { status: 'conflict'; current: Admin };

export interface CollectionSpec<Row extends VersionedRow, Admin> {
  /** The kind's name in the trash, the revisions and its audit actions (`service_created` …: the kit's collectionActionsOf). */
  kind: ContentKind;
  table: keyof Database;
  toAdmin: (row: Row) => Admin;
  /** A readable name of an item for the trash and the audit log. */
  title: (row: Row) => string;
  /** Runs in the transaction after every write of a row (e.g. the media it uses); optional. */
  afterWrite?: (trx: Kysely<Database>, row: Row) => Promise<void>;
  /** Runs in the transaction after a row is deleted (into the trash); optional. */
  afterDelete?: (trx: Kysely<Database>, id: number) => Promise<void>;
}

export function createCollection<Row extends VersionedRow, Admin>(db: Kysely<Database>, spec: CollectionSpec<Row, Admin>) {
  const trash = createTrash(db);
  const revisions = createRevisions(db);
  const drafts = createDrafts(db);
  // The table is the kind's choice; Kysely cannot type a table picked at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = (trx: Kysely<Database>) => trx as unknown as Kysely<any>;
  const { kind, table, toAdmin, title } = spec;
  const act = (action: CollectionAction): AuditAction => `${kind}_${action}`;
  const actions = { created: act('created'), updated: act('updated'), deleted: act('deleted'), restored: act('restored'), revisionRestored: act('revision_restored') };

  const findRow = async (id: number, trx: Kysely<Database> = db): Promise<Row | undefined> =>
    (await any(trx).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;

  const audit = (trx: Kysely<Database>, editor: Editor, action: AuditAction, subject: string, at: Date) =>
    createAuditRepository(trx).record({ actor: editor.actor, action, subject, ip: editor.ip }, at);

  /** Every save is a revision; then the kind's own follow-up. */
  const written = async (trx: Kysely<Database>, row: Row, editor: Editor, at: Date) => {
    await revisions.add(trx, { kind, refId: row.id, version: row.version, data: row, by: editor.actor.email, now: at });
    await spec.afterWrite?.(trx, row);
  };

  const stamp = (editor: Editor, at: Date) => ({ updated_at: at.toISOString(), updated_by: editor.actor.email });

  /** Inserts new items (e.g. an import) in the caller's transaction, each with its revision; no audit line. */
  async function insertIn(trx: Kysely<Database>, columns: Omit<Partial<Row>, 'id'>, editor: Editor, at: Date): Promise<Row> {
    const row = (await any(trx)
      .insertInto(table)
      .values({ ...columns, version: 1, ...stamp(editor, at) })
      .returningAll()
      .executeTakeFirstOrThrow()) as Row;
    await written(trx, row, editor, at);
    return row;
  }

  /** Writes `columns` over the item when its version is still `version`. */
  async function save(id: number, version: number, editor: Editor, action: AuditAction, columns: (current: Row) => Partial<Row>): Promise<SaveResult<Admin>> {
    const at = clockNow();
    return db.transaction().execute(async (trx): Promise<SaveResult<Admin>> => {
      const current = await findRow(id, trx);
      if (!current) return { status: 'not_found' };
      if (current.version !== version) return { status: 'conflict', current: toAdmin(current) };
      const { id: _id, ...values } = { ...columns(current), version: current.version + 1, ...stamp(editor, at) };
      const row = (await any(trx).updateTable(table).set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()) as Row;
      await written(trx, row, editor, at);
      // Saved: the editor's draft of it has done its work.
      await drafts.discard(kind, String(id), editor.actor.id, trx);
      await audit(trx, editor, action, title(row), at);
      return { status: 'ok', current: toAdmin(row) };
    });
  }

  return {
    findRow,
    insertIn,
    save,

    async get(id: number): Promise<Admin | null> {
      const row = await findRow(id);
      return row ? toAdmin(row) : null;
    },

    /** A new item from checked columns, with its revision and audit line. */
    async create(columns: Omit<Partial<Row>, 'id'>, editor: Editor, action: AuditAction = actions.created): Promise<SaveResult<Admin>> {
      const at = clockNow();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await insertIn(trx, columns, editor, at);
        await drafts.discard(kind, NEW_REF, editor.actor.id, trx);
        await audit(trx, editor, action, title(inserted), at);
        return inserted;
      });
      return { status: 'ok', current: toAdmin(row) };
    },

    update: (id: number, version: number, columns: Partial<Row>, editor: Editor) => save(id, version, editor, actions.updated, () => columns),

    /** Moves an item to the Prullenbak; the trash entry's id, or null when it does not exist. */
    async remove(id: number, editor: Editor): Promise<number | null> {
      const at = clockNow();
      return db.transaction().execute(async (trx) => {
        const row = await findRow(id, trx);
        if (!row) return null;
        const trashId = await trash.put(trx, { kind, refId: id, title: title(row), data: row, by: editor.actor.email, now: at });
        await any(trx).deleteFrom(table).where('id', '=', id).execute();
        await spec.afterDelete?.(trx, id);
        await audit(trx, editor, actions.deleted, title(row), at);
        return trashId;
      });
    },

    trash: (): Promise<TrashItem[]> => trash.list(kind, clockNow()),

    /** Puts an item from the Prullenbak back, with its own id; null when it is not there (any more). */
    async restore(trashId: number, editor: Editor): Promise<Admin | null> {
      const at = clockNow();
      return db.transaction().execute(async (trx) => {
        const taken = await trash.take<Row>(trx, kind, trashId, at);
        if (!taken) return null;
        const values = { ...taken.data, version: taken.data.version + 1, ...stamp(editor, at) };
        const row = (await any(trx).insertInto(table).values(values).returningAll().executeTakeFirstOrThrow()) as Row;
        await written(trx, row, editor, at);
        await audit(trx, editor, actions.restored, title(row), at);
        return toAdmin(row);
      });
    },

    revisions: (id: number): Promise<RevisionSummary[]> => revisions.list(kind, id),

    /** The readable name of a stored item (as in the trash and the audit log); null when it is gone. */
    async titleOf(id: number): Promise<string | null> {
      const row = await findRow(id);
      return row ? title(row) : null;
    },

    /** Puts an earlier revision back (as a new save, over the version read). */
    async restoreRevision(id: number, revisionId: number, version: number, editor: Editor): Promise<SaveResult<Admin> | { status: 'revision_not_found' }> {
      const revision = await revisions.get<Row>(kind, id, revisionId);
      if (!revision) return { status: 'revision_not_found' };
      const { id: _id, version: _v, updated_at: _at, updated_by: _by, ...columns } = revision.data;
      return save(id, version, editor, actions.revisionRestored, () => columns as Partial<Row>);
    },
  };
}

export type Collection<Row extends VersionedRow, Admin> = ReturnType<typeof createCollection<Row, Admin>>;
