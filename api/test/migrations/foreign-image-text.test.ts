/**
 * Migration 0032 (the foreign image's sentence) on SQLite: the sentence leaves every stored text,
 * published, drafts and revisions. The same case runs on PostgreSQL in foreign-image-text.pg.test.ts.
 */
import { BEFORE, foreignImageTextCase } from './foreign-image-text-case';
import { withSqliteAt } from './sqlite-at';

describe('migration 0032_foreign_image_text on SQLite', () => {
  it('removes the placeholder sentence from pages, news, Zijstroom, their drafts and revisions, and the search index', async () => {
    await withSqliteAt(BEFORE, foreignImageTextCase);
  });
});
