/**
 * Migration 0013 on a database made before it: existing partials get the kind today's rule gave
 * them (titles text; rich text essential, or full where it holds a table), pages and the footer
 * start at version 1 with nobody as their last editor, and the seed then declares its own kinds.
 */
import { sql } from 'kysely';

import { migrateToLatest } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed/seed';
import { withSqliteAt } from './sqlite-at';

describe('migration 0013 on an existing database', () => {
  it('gives existing partials their kind by the old rule, and versions to pages and the footer', async () => {
    await withSqliteAt('0012_accounts', async (db) => {
      await sql`INSERT INTO pages (id, name) VALUES (1, 'eigen-pagina'), (2, 'index')`.execute(db);
      await sql`INSERT INTO page_partials (page_id, name, content) VALUES
        (1, 'title', 'Titel'), (1, 'news-title', 'Nieuws'), (1, 'empty', 'Niets'), (1, 'intro', '<p>a</p>'),
        (1, 'tabel', '<table><tr><td>1</td></tr></table>'), (2, 'intro', '<p>Welkom, oud</p>')`.execute(db);
      await sql`INSERT INTO footer_partials (name, content) VALUES ('about', '<p>Over</p>')`.execute(db);

      expect(await migrateToLatest(db)).toContain('0013_page_editing');
      const kinds = await db.selectFrom('page_partials').select(['name', 'kind', 'label']).where('page_id', '=', 1).orderBy('id').execute();
      expect(kinds).toEqual([
        { name: 'title', kind: 'text', label: 'title' },
        { name: 'news-title', kind: 'text', label: 'news-title' },
        { name: 'empty', kind: 'text', label: 'empty' },
        { name: 'intro', kind: 'essential', label: 'intro' },
        { name: 'tabel', kind: 'full', label: 'tabel' },
      ]);
      expect(await db.selectFrom('pages').select(['version', 'updated_at', 'updated_by']).where('id', '=', 1).executeTakeFirst()).toEqual({ version: 1, updated_at: null, updated_by: null });
      expect(await db.selectFrom('footer_meta').selectAll().execute()).toEqual([{ id: 1, version: 1, updated_at: null, updated_by: null }]);
      const refused = await sql`UPDATE page_partials SET kind = 'groot' WHERE name = 'title'`.execute(db).then(() => 'stored', (error: unknown) => String(error));
      expect(refused).toMatch(/CHECK constraint failed/);

      // The seed declares the kind and label of its own partials; texts stay as they were.
      await seedDatabase(db);
      const intro = await db.selectFrom('page_partials').select(['kind', 'label', 'content']).where('page_id', '=', 2).where('name', '=', 'intro').executeTakeFirst();
      expect(intro).toEqual({ kind: 'minimal', label: 'Inleiding', content: '<p>Welkom, oud</p>' });
      expect(await db.selectFrom('footer_partials').select(['kind', 'label']).where('name', '=', 'about').executeTakeFirst()).toEqual({ kind: 'minimal', label: 'Over de gemeente' });
    });
  });
});
