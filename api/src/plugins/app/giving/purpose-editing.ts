/**
 * Collectedoelen as the editing app edits them (issue 34), on the generic collection
 * (content-editing/collection.ts) from the kit's `purposeType`: the list (active first, then the
 * archive), one, add, save over the version read (If-Match, 409 naming who and when), delete into
 * the Prullenbak and restore, the revisions. Beyond the declaration's rules (the IBAN's checksum and
 * country format among them): a library photo that exists, the account holder with an own IBAN, and a
 * payment link only to the hosts a beheerder allows in the giving settings. A save ends the notice of
 * a purpose made from a service's collection name (`migrated`).
 */
import type { AdminPurpose, Photo } from '@kerk/kit/api-types';
import { type FieldValues, isLinkTo, purposeMessages, purposeType } from '@kerk/kit/content-types';
import type { Kysely, Selectable } from 'kysely';

import type { Database, PurposesTable } from '../../../db/schema';
import { createCollection, type Editor, type SaveResult } from '../content-editing/collection';
import { checkContent, columnsOf, fieldsOf } from '../content-editing/content-rows';
import { checkPhoto, photoUsageHooks, withPictures } from '../community-editing/community-photo';
import type { GivingSettingsStore } from './giving-settings';
import { createPurposeLinks } from './purpose-links';

export const PURPOSE_KIND = 'purpose';

export type PurposeFields = Partial<FieldValues<typeof purposeType>>;
type PurposeRow = Selectable<PurposesTable>;

export { purposeMessages };

const toAdmin = (row: PurposeRow, picture: Photo | null): AdminPurpose => ({
  id: row.id,
  ...(fieldsOf(purposeType, row) as FieldValues<typeof purposeType>),
  picture,
  migrated: row.migrated === 1,
  version: row.version,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

export function createPurposeEditing(db: Kysely<Database>, settings: GivingSettingsStore) {
  const items = createCollection<PurposeRow, AdminPurpose>(db, {
    kind: PURPOSE_KIND,
    table: 'purposes',
    toAdmin: (row) => toAdmin(row, null),
    title: (row) => row.name,
    ...photoUsageHooks<PurposeRow>('purpose', (row) => `Collectedoel: ${row.name}`),
  });
  const { pictures, ...shared } = withPictures(db, items);
  const links = createPurposeLinks(db);

  /** A renamed purpose: the names kept beside the ids of the services that refer to it follow (search, the rooster). */
  async function renameInServices(id: number) {
    const services = await db.selectFrom('services').select(['id', 'purpose_ids']).where('purpose_ids', 'like', `%"${id}"%`).execute();
    for (const service of services) {
      const names = await links.namesOf(JSON.parse(service.purpose_ids) as string[]);
      await db.updateTable('services').set({ collections: JSON.stringify(names) }).where('id', '=', service.id).execute();
    }
  }

  async function check(fields: PurposeFields, current?: PurposeRow): Promise<{ errors: Record<string, string>; columns?: Partial<PurposeRow> }> {
    const errors = checkContent(purposeType, fields, {});
    const photoError = await checkPhoto(db, fields.mediaId);
    if (photoError) errors.mediaId = photoError;
    const iban = fields.iban ?? current?.iban ?? '';
    const holder = fields.holder ?? current?.holder ?? '';
    if (!errors.iban && iban.trim() && !holder.trim()) errors.holder = purposeMessages.holder;
    const link = (fields.paymentUrl ?? '').trim();
    if (link && !errors.paymentUrl) {
      const { linkHosts } = await settings.get();
      if (linkHosts.length === 0) errors.paymentUrl = purposeMessages.noHosts;
      else if (!isLinkTo(link, linkHosts)) errors.paymentUrl = purposeMessages.host(linkHosts);
    }
    if (Object.keys(errors).length > 0) return { errors };
    return { errors, columns: { ...(columnsOf(purposeType, fields) as Partial<PurposeRow>), migrated: 0 } };
  }

  return {
    /** Every purpose: the active ones first, then the archive, each by name. */
    async list(): Promise<AdminPurpose[]> {
      const rows = await db.selectFrom('purposes').selectAll().orderBy('active', 'desc').orderBy('name').orderBy('id').execute();
      return pictures.all(rows.map((row) => toAdmin(row, null)));
    },

    async create(fields: PurposeFields, editor: Editor): Promise<SaveResult<AdminPurpose>> {
      const { errors, columns } = await check(fields);
      if (!columns) return { status: 'invalid', fields: errors };
      return pictures.result(await items.create(columns, editor));
    },

    async update(id: number, fields: PurposeFields, version: number, editor: Editor): Promise<SaveResult<AdminPurpose>> {
      const current = await items.findRow(id);
      if (!current) return { status: 'not_found' };
      const { errors, columns } = await check(fields, current);
      if (!columns) return { status: 'invalid', fields: errors };
      const saved = await items.update(id, version, columns, editor);
      if (saved.status === 'ok' && saved.current.name !== current.name) await renameInServices(id);
      return pictures.result(saved);
    },

    ...shared,
  };
}

export type PurposeEditing = ReturnType<typeof createPurposeEditing>;
