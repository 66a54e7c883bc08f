/**
 * Migration 0025 (news summaries) on SQLite: what the old code froze into `excerpt` is emptied, an
 * editor's own summary stays, `body_text` gets its spaces between paragraphs, and down fills the
 * summaries in again. The same case runs on PostgreSQL in news-summaries.pg.test.ts.
 */
import { BEFORE, newsSummariesCase } from './news-summaries-case';
import { withSqliteAt } from './sqlite-at';

describe('migration 0025_news_summaries on SQLite', () => {
  it('empties the summaries made from the text, keeps the editors\' own, and puts spaces between paragraphs', async () => {
    await withSqliteAt(BEFORE, newsSummariesCase);
  });
});
