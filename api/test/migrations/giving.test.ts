/**
 * Migration 0031 (giving): today's collection names of the services become purposes, one per name
 * whatever its case or spaces, archived and marked `migrated` (beheer shows a notice), and each
 * service refers to its purposes in its own order; `down` takes it all away again.
 */
import { Migrator, sql } from 'kysely';

import { migrationProvider } from '../../migrations';
import { openDatabase } from '../../src/plugins/external/db';

describe('migration 0031_giving', () => {
  it('turns the services’ collection names into archived purposes the services refer to', async () => {
    const db = openDatabase(':memory:');
    try {
      const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
      expect((await migrator.migrateTo('0026_hidden_writes')).error).toBeUndefined();
      const insert = (at: string, collections: string[]) =>
        sql`INSERT INTO services (starts_at, location, church_name, collections) VALUES (${at}, 'druten', 'De Ark', ${JSON.stringify(collections)})`.execute(db);
      await insert('2026-11-29T09:00:00.000Z', ['Diaconie', 'Kerk']);
      await insert('2026-12-06T09:00:00.000Z', ['Kerk', ' diaconie ', 'Voedselbank  Maas en Waal']);
      await insert('2026-12-13T09:00:00.000Z', []);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const purposes = (await sql<{ id: number; name: string; active: number; migrated: number }>`SELECT id, name, active, migrated FROM purposes ORDER BY id`.execute(db)).rows;
      expect(purposes).toEqual([
        { id: 1, name: 'Diaconie', active: 0, migrated: 1 },
        { id: 2, name: 'Kerk', active: 0, migrated: 1 },
        { id: 3, name: 'Voedselbank Maas en Waal', active: 0, migrated: 1 },
      ]);
      const services = (await sql<{ purpose_ids: string; collections: string }>`SELECT purpose_ids, collections FROM services ORDER BY starts_at`.execute(db)).rows;
      expect(services.map((s) => JSON.parse(s.purpose_ids))).toEqual([['1', '2'], ['2', '1', '3'], []]);
      // The names stay beside the ids (search, the rooster import).
      expect(JSON.parse(services[1]!.collections)).toEqual(['Kerk', ' diaconie ', 'Voedselbank  Maas en Waal']);

      expect((await migrator.migrateTo('0026_hidden_writes')).error).toBeUndefined();
      const tables = (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db)).rows.map((row) => row.name);
      expect(tables).not.toContain('purposes');
    } finally {
      await db.destroy();
    }
  });
});
