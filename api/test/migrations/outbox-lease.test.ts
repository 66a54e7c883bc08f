/**
 * Migration 0020 (outbox lease) on a database whose outboxes hold rows, one of them left in
 * `sending` by a crash before the upgrade (without a lease nobody would claim it again): that one is
 * queued, the others keep their state, the lease columns start empty, and `down` removes them again.
 */
import type { Kysely } from 'kysely';

import { columnsOf, withSqliteAt } from './sqlite-at';

const AT = '2026-11-23T20:05:00.000Z';
const state = { next_attempt_at: AT, created_at: AT, last_error: null, sent_at: null };
const message = (id: string, status: 'sending' | 'sent') => ({ ...state, id, status, contact_type: 'kerkenraad', name: 'Jan', email: 'jan@example.org', subject: 'Vraag', message: 'Hoe laat?' });
const mail = (id: string, status: 'sending' | 'retry') => ({ ...state, id, status, to_email: 'scriba@example.org', subject: 'Uw account', body: 'link' });

describe('migration 0020_outbox_lease', () => {
  it('queues what a crash left in sending, keeps every other state, adds empty lease columns, and goes down cleanly', async () => {
    await withSqliteAt('0019_community_editing', async (db, migrator) => {
      await db.insertInto('contact_types').values({ key: 'kerkenraad', label: 'Kerkenraad', position: 0, recipient_name: 'Scriba', recipient_email: 'scriba@example.org' }).execute();
      const legacy = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await legacy.insertInto('contact_messages').values([message('m1', 'sending'), message('m2', 'sent')]).execute();
      await legacy.insertInto('account_mails').values([mail('a1', 'sending'), mail('a2', 'retry')]).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const columns = ['id', 'status', 'lease_until', 'claimed_by'] as const;
      expect(await db.selectFrom('contact_messages').select(columns).orderBy('id').execute()).toEqual([
        { id: 'm1', status: 'queued', lease_until: null, claimed_by: null },
        { id: 'm2', status: 'sent', lease_until: null, claimed_by: null },
      ]);
      expect(await db.selectFrom('account_mails').select(columns).orderBy('id').execute()).toEqual([
        { id: 'a1', status: 'queued', lease_until: null, claimed_by: null },
        { id: 'a2', status: 'retry', lease_until: null, claimed_by: null },
      ]);

      expect((await migrator.migrateTo('0019_community_editing')).error).toBeUndefined();
      for (const table of ['contact_messages', 'account_mails']) {
        expect(await columnsOf(db, table)).toEqual(expect.arrayContaining(['status', 'attempts']));
        expect(await columnsOf(db, table)).not.toContain('lease_until');
        expect(await columnsOf(db, table)).not.toContain('claimed_by');
      }
    });
  });
});
