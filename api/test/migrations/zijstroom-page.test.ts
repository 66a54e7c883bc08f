/**
 * Migration 0029 (issue 33): the Zijstroom page's old way to subscribe, "Stuur een bericht met uw
 * naam en woonplaats naar zijstroom@…", leaves the page's text where it is still as seeded (the
 * sign-up form takes its place); a page whose editors rewrote that paragraph keeps their words, and
 * a site without the page is left alone. Down puts nothing back.
 */
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../src/db/schema';
import { withSqliteAt } from './sqlite-at';

const BEFORE = '0028_newsletter';

const SEEDED =
  '<h2>Wanneer verschijnt Zijstroom?</h2><p>In de even weken op vrijdag.</p>\n' +
  '<h2>Aanmelden voor de e-mailversie</h2>\n' +
  '<p>Wilt u Zijstroom per e-mail ontvangen? Stuur een bericht met uw naam en woonplaats naar <a href="mailto:zijstroom@pgmaasenwaal.nl">zijstroom@pgmaasenwaal.nl</a>. Afmelden kan op dezelfde manier.</p>\n' +
  '<h2>Berichten aanleveren</h2><p>Tot woensdag 12.00 uur.</p>';
const REWRITTEN =
  '<h2>Aanmelden voor de e-mailversie</h2><p>Wilt u Zijstroom per e-mail ontvangen? Bel dan de scriba, 024 123 45 67.</p><h2>Berichten aanleveren</h2>';

async function paperPage(db: Kysely<Database>, content: string) {
  await sql`INSERT INTO pages (name) VALUES ('paper')`.execute(db);
  await sql`INSERT INTO pages (name) VALUES ('book')`.execute(db);
  for (const name of ['paper', 'book']) {
    await sql`INSERT INTO page_partials (page_id, name, content) SELECT id, 'content', ${content} FROM pages WHERE name = ${name}`.execute(db);
  }
}

const contentOf = async (db: Kysely<Database>, page: string) =>
  (await sql<{ content: string }>`SELECT p.content FROM page_partials p JOIN pages g ON g.id = p.page_id WHERE g.name = ${page} AND p.name = 'content'`.execute(db)).rows[0]?.content;

describe('migration 0029_zijstroom_page on SQLite', () => {
  it('takes the seeded "stuur een bericht" heading and paragraph out of the Zijstroom page only, and keeps the rest', async () => {
    await withSqliteAt(BEFORE, async (db, migrator) => {
      await paperPage(db, SEEDED);
      const { error } = await migrator.migrateTo('0029_zijstroom_page');
      expect(error).toBeUndefined();
      expect(await contentOf(db, 'paper')).toBe('<h2>Wanneer verschijnt Zijstroom?</h2><p>In de even weken op vrijdag.</p>\n<h2>Berichten aanleveren</h2><p>Tot woensdag 12.00 uur.</p>');
      // Another page with the same words is not Zijstroom's.
      expect(await contentOf(db, 'book')).toBe(SEEDED);
      // Down puts nothing back: the address in it is read by nobody any more.
      expect((await migrator.migrateDown()).error).toBeUndefined();
      expect(await contentOf(db, 'paper')).not.toContain('Stuur een bericht');
    });
  });

  it('leaves a paragraph the editors rewrote, and a site without the page', async () => {
    await withSqliteAt(BEFORE, async (db, migrator) => {
      await paperPage(db, REWRITTEN);
      expect((await migrator.migrateTo('0029_zijstroom_page')).error).toBeUndefined();
      expect(await contentOf(db, 'paper')).toBe(REWRITTEN);
    });
    await withSqliteAt(BEFORE, async (db, migrator) => {
      expect((await migrator.migrateTo('0029_zijstroom_page')).error).toBeUndefined();
      expect(await contentOf(db, 'paper')).toBeUndefined();
    });
  });
});
