/**
 * Zijstroom's subscribers as the editors see them (issue 33): a page of them (newest sign-up first)
 * found by address or name, the counts, removal on request with an audit line, and the CSV a
 * beheerder downloads. The audit line names the removed address masked ("a…@example.org"): the
 * address itself is exactly what the reader asked us to forget (only its hash stays, in the
 * suppression list). A CSV cell that a spreadsheet would run as a formula is written as text.
 */
import type { ZijstroomSubscriber, ZijstroomSubscriberCounts } from '@kerk/kit/api-types';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { createAuditRepository } from '../accounts/audit-repository';
import type { Editor } from '../content-editing/collection';
import type { SubscribersRepository } from './subscribers-repository';

/** "anna@example.org" → "a…@example.org". */
export const maskAddress = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}…@${domain}`;
};

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likePattern = (q: string) => `%${q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const COLUMNS = ['id', 'email', 'name', 'status', 'created_at as createdAt', 'confirmed_at as confirmedAt', 'bounces', 'undeliverable_at as undeliverableAt'] as const;

/** One CSV cell: quoted, quotes doubled, and a leading =, +, -, @, tab or CR made text (OWASP CSV injection). */
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

export const CSV_HEADER = ['E-mailadres', 'Naam', 'Status', 'Aangemeld op', 'Bevestigd op', 'Toestemming', 'Weigeringen', 'Onbestelbaar sinds'];

export function createSubscribersAdmin(db: Kysely<Database>, subscribers: SubscribersRepository) {
  const matching = (q: string | undefined) => {
    let query = db.selectFrom('newsletter_subscribers');
    if (q?.trim()) {
      const pattern = likePattern(q);
      query = query.where(sql<boolean>`(email LIKE ${pattern} ESCAPE '\\' OR lower(name) LIKE ${pattern} ESCAPE '\\')`);
    }
    return query;
  };

  return {
    async list({ q, page, pageSize }: { q?: string; page: number; pageSize: number }): Promise<{ items: ZijstroomSubscriber[]; total: number }> {
      const items = await matching(q).select([...COLUMNS]).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
      const { n } = await matching(q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(n) };
    },

    async counts(): Promise<ZijstroomSubscriberCounts> {
      const rows = await db.selectFrom('newsletter_subscribers').select(['status', 'undeliverable_at']).execute();
      return {
        confirmed: rows.filter((r) => r.status === 'confirmed' && !r.undeliverable_at).length,
        pending: rows.filter((r) => r.status === 'pending').length,
        undeliverable: rows.filter((r) => r.undeliverable_at).length,
      };
    },

    /** Removes a subscriber on request, with an audit line; false when there is none. */
    async remove(id: number, editor: Editor, now = clockNow()): Promise<boolean> {
      const email = await subscribers.remove(id, now);
      if (email === null) return false;
      await createAuditRepository(db).record({ actor: editor.actor, action: 'zijstroom_subscriber_removed', subject: maskAddress(email), ip: editor.ip }, now);
      return true;
    },

    /** Every subscriber as CSV (`;`, as Dutch Excel reads it; a BOM, so it reads UTF-8), with an audit line. */
    async csv(editor: Editor, now = clockNow()): Promise<string> {
      const rows = await db.selectFrom('newsletter_subscribers').select([...COLUMNS, 'consent']).orderBy('email').execute();
      await createAuditRepository(db).record({ actor: editor.actor, action: 'zijstroom_subscribers_exported', subject: `${rows.length} abonnees`, ip: editor.ip }, now);
      const status = (row: (typeof rows)[number]) => (row.status === 'pending' ? 'nog niet bevestigd' : row.undeliverableAt ? 'onbestelbaar' : 'bevestigd');
      const lines = [CSV_HEADER, ...rows.map((row) => [row.email, row.name, status(row), row.createdAt, row.confirmedAt, row.consent, row.bounces, row.undeliverableAt])];
      return `\uFEFF${lines.map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
    },
  };
}

export type SubscribersAdmin = ReturnType<typeof createSubscribersAdmin>;
