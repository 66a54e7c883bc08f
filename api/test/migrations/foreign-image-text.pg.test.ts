/**
 * Migration 0032 (the foreign image's sentence) on PostgreSQL: a test database (every migration applied) taken
 * back to before it, filled as the old code wrote, and migrated again; the case of
 * foreign-image-text.test.ts, with the same assertions.
 */
import { Migrator } from 'kysely';

import { migrationProvider } from '../../migrations';
import { openDatabaseFor } from '../../src/db/dialect';
import { createTestDatabase } from '../db/embedded-pg';
import { BEFORE, foreignImageTextCase } from './foreign-image-text-case';

describe('migration 0032_foreign_image_text on PostgreSQL', () => {
  it('removes the placeholder sentence from pages, news, Zijstroom, their drafts and revisions, and the search index', async () => {
    const database = await createTestDatabase();
    const pg = openDatabaseFor({ databasePath: 'not used', databaseUrl: database.url });
    try {
      const migrator = new Migrator({ db: pg.db, provider: migrationProvider, allowUnorderedMigrations: true });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await foreignImageTextCase(pg.db, migrator);
    } finally {
      await pg.close();
      await database.drop();
    }
  });
});
