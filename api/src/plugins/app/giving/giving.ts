/**
 * Giving (issue 34), decorating `fastify.giving`: the purposes as a visitor's page shows them, each
 * with the account it pays to (its own, else the congregation's default from the settings) and its
 * SEPA QR code (epc-qr.ts) for a day, the PNG of that code, the purposes of one service (the QR of
 * the service's day), the editing of purposes and of the giving settings, and the links between
 * services and purposes.
 */
import type { GivingPurpose, GivingSettings } from '@kerk/kit/api-types';
import { zonedDate } from '@kerk/kit/dates/calendar';
import fp from 'fastify-plugin';
import type { Kysely, Selectable } from 'kysely';

import type { Database, PurposesTable } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { picturesOf } from '../media/media-repository';
import { epcPng, epcSvg, type EpcTransfer, remittanceOf } from './epc-qr';
import { createGivingSettings } from './giving-settings';
import { createPurposeEditing } from './purpose-editing';
import { createPurposeLinks } from './purpose-links';

type PurposeRow = Selectable<PurposesTable>;

declare module 'fastify' {
  interface FastifyInstance {
    giving: Giving;
  }
}

/** `NL91ABNA0417164300` → `NL91 ABNA 0417 1643 00`, as it is written. */
export const ibanGroups = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The transfer of a purpose on a day: its own account, else the default; null when there is neither. */
export function transferOf(row: PurposeRow, settings: GivingSettings, day: string): EpcTransfer | null {
  const own = row.iban !== '';
  const iban = own ? row.iban : settings.iban;
  if (!iban) return null;
  return { iban, holder: own ? row.holder : settings.holder, bic: own ? '' : settings.bic, amount: row.amount, purpose: row.name, day };
}

/** The path of a purpose's PNG for a day. */
export const pngPath = (id: number, day: string) => `/api/giving/purposes/${id}/qr.png?day=${day}`;

export function createGiving(db: Kysely<Database>) {
  const settings = createGivingSettings(db);
  const links = createPurposeLinks(db);
  const editing = createPurposeEditing(db, settings);

  async function toPublic(rows: PurposeRow[], day: string): Promise<GivingPurpose[]> {
    const account = await settings.get();
    const pictures = await picturesOf(db, rows.map((row) => row.media_id));
    return Promise.all(
      rows.map(async (row) => {
        const transfer = transferOf(row, account, day);
        return {
          id: row.id,
          name: row.name,
          description: row.description,
          picture: (row.media_id !== null && pictures.get(row.media_id)) || null,
          active: row.active === 1,
          iban: transfer ? ibanGroups(transfer.iban) : '',
          holder: transfer?.holder ?? '',
          amount: row.amount,
          paymentUrl: row.payment_url,
          day,
          remittance: remittanceOf(row.name, day),
          qrSvg: transfer ? await epcSvg(transfer) : '',
          qrPng: transfer ? pngPath(row.id, day) : '',
        };
      }),
    );
  }

  const today = () => zonedDate(clockNow());

  return {
    settings,
    links,
    editing,
    today,

    /** The active purposes by name, their QR codes for `day` (today by default). */
    async active(day: string = today()): Promise<GivingPurpose[]> {
      const rows = await db.selectFrom('purposes').selectAll().where('active', '=', 1).orderBy('name').orderBy('id').execute();
      return toPublic(rows, day);
    },

    /** One purpose (active or archived), its QR code for `day`. */
    async one(id: number, day: string = today()): Promise<GivingPurpose | null> {
      const row = await db.selectFrom('purposes').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? (await toPublic([row], day))[0]! : null;
    },

    /** The PNG of a purpose's QR code (1000 px); null when there is no such purpose or no account. */
    async png(id: number, day: string = today()): Promise<Buffer | null> {
      const row = await db.selectFrom('purposes').selectAll().where('id', '=', id).executeTakeFirst();
      const transfer = row ? transferOf(row, await settings.get(), day) : null;
      return transfer ? epcPng(transfer) : null;
    },

    /** The purposes of a service in its order, their QR codes for the service's (Amsterdam) day; null: no such service. */
    async ofService(serviceId: number): Promise<GivingPurpose[] | null> {
      const service = await db.selectFrom('services').select(['starts_at', 'purpose_ids']).where('id', '=', serviceId).executeTakeFirst();
      if (!service) return null;
      const ids = (JSON.parse(service.purpose_ids) as string[]).map(Number).filter((n) => Number.isInteger(n));
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('purposes').selectAll().where('id', 'in', ids).execute();
      const ordered = ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is PurposeRow => row !== undefined);
      return toPublic(ordered, zonedDate(new Date(service.starts_at)));
    },
  };
}

export type Giving = ReturnType<typeof createGiving>;

export default fp(
  async (fastify) => {
    fastify.decorate('giving', createGiving(fastify.db));
  },
  { name: 'giving', dependencies: ['db'] },
);
