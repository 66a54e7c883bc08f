/**
 * Migration 0014 (site admin) on a database that already holds settings and contact types, as a
 * running site's does: every value stays, the new "who saved last" columns start empty, and
 * `down` removes exactly those columns again.
 */
import { columnsOf, withSqliteAt } from './sqlite-at';

describe('migration 0014_site_admin', () => {
  it('keeps the settings and recipients of a running site, adds empty "saved by" columns, and goes down cleanly', async () => {
    await withSqliteAt('0012_accounts', async (db, migrator) => {
      await db.insertInto('settings').values({ id: 1, title: 'PG', phone: '024 123 12 34' }).execute();
      await db.insertInto('contact_types').values({ key: 'kerkenraad', label: 'Kerkenraad', position: 0, recipient_name: 'Scriba', recipient_email: 'scriba@example.org' }).execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await db.selectFrom('settings').select(['title', 'phone', 'updated_at', 'updated_by']).executeTakeFirst()).toEqual({ title: 'PG', phone: '024 123 12 34', updated_at: '', updated_by: '' });
      expect(await db.selectFrom('contact_types').select(['recipient_email', 'recipient_updated_at', 'recipient_updated_by']).executeTakeFirst()).toEqual({
        recipient_email: 'scriba@example.org',
        recipient_updated_at: '',
        recipient_updated_by: '',
      });

      expect((await migrator.migrateTo('0012_accounts')).error).toBeUndefined();
      expect(await columnsOf(db, 'settings')).not.toEqual(expect.arrayContaining(['updated_at']));
      expect(await columnsOf(db, 'contact_types')).not.toContain('recipient_updated_by');
      expect(await db.selectFrom('settings').select('phone').executeTakeFirst()).toEqual({ phone: '024 123 12 34' });
    });
  });
});
