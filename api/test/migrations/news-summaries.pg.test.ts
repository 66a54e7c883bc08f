/**
 * Migration 0025 (news summaries) on PostgreSQL: a test database (every migration applied) taken
 * back to before it, filled as the old code wrote, and migrated again; the case of
 * news-summaries.test.ts, with the same assertions.
 */
import { Migrator } from 'kysely';

import { migrationProvider } from '../../migrations';
import { openDatabaseFor } from '../../src/db/dialect';
import { createTestDatabase } from '../db/embedded-pg';
import { BEFORE, newsSummariesCase } from './news-summaries-case';

describe('migration 0025_news_summaries on PostgreSQL', () => {
  it('empties the summaries made from the text, keeps the editors\' own, and puts spaces between paragraphs', async () => {
    const database = await createTestDatabase();
    const pg = openDatabaseFor({ databasePath: 'not used', databaseUrl: database.url });
    try {
      const migrator = new Migrator({ db: pg.db, provider: migrationProvider, allowUnorderedMigrations: true });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await newsSummariesCase(pg.db, migrator);
    } finally {
      await pg.close();
      await database.drop();
    }
  });
});
