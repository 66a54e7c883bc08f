/**
 * Editing news in the editing app (issue 16):
 * - `version`, `updated_at`, `updated_by` for the generic collection (If-Match, the 409 naming who and when);
 * - `publish_at`, the instant (ISO UTC) from which visitors see the article: it may lie in the
 *   future, and the article then appears by itself (every public read compares it with the clock);
 *   the seed's articles keep their day, at 09:00 in Amsterdam. `published_at` stays the Amsterdam
 *   day of it (what the list shows and the public contract names);
 * - `published`: 0 after "Niet meer publiceren";
 * - `media_id`: the photo from the media library (the seed's `image` file names still work).
 * The search triggers index a published article only, dated by `publish_at`; search leaves out
 * the ones whose instant has not come yet (search-repository.ts).
 */
import { zonedToUtc } from '@kerk/kit/dates/calendar';
import { sql, type Kysely, type Migration } from 'kysely';

import { portable } from './dialect';

const INDEX_ROW = `INSERT INTO search_index (title, body, type, ref_id, date)
    SELECT new.title, new.excerpt || ' ' || new.body_text, 'news', new.id, new.publish_at WHERE new.published = 1;`;

const OLD_INDEX_ROW = `INSERT INTO search_index (title, body, type, ref_id, date)
    VALUES (new.title, new.excerpt || ' ' || new.body_text, 'news', new.id, new.published_at);`;

async function triggers(db: Kysely<unknown>, row: string) {
  const p = portable(db);
  for (const trigger of ['news_search_insert', 'news_search_update']) await p.dropTrigger(trigger, 'news', { ifExists: true });
  await p.createTrigger({ name: 'news_search_insert', table: 'news', event: 'INSERT', body: row });
  await p.createTrigger({
    name: 'news_search_update',
    table: 'news',
    event: 'UPDATE',
    body: `
      DELETE FROM search_index WHERE type = 'news' AND ref_id = old.id;
      ${row}`,
  });
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const news = () => db.schema.alterTable('news');
    await news().addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await news().addColumn('updated_at', 'text', (c) => c.notNull().defaultTo('')).execute();
    await news().addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('')).execute();
    await news().addColumn('publish_at', 'text', (c) => c.notNull().defaultTo('')).execute();
    await news().addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    // No foreign key: an article in the Prullenbak uses no photo (its usage is cleared), so the photo may be
    // deleted meanwhile; restored, the article must still go back in, and then reads as without a photo.
    await news().addColumn('media_id', 'integer').execute();

    const { rows } = await sql<{ id: number; published_at: string }>`SELECT id, published_at FROM news`.execute(db);
    for (const row of rows) {
      await sql`UPDATE news SET publish_at = ${zonedToUtc(row.published_at, '09:00').toISOString()} WHERE id = ${row.id}`.execute(db);
    }
    await db.schema.createIndex('news_visible_idx').on('news').columns(['published', 'publish_at desc', 'id desc']).execute();

    await triggers(db, INDEX_ROW);
    await sql`DELETE FROM search_index WHERE type = 'news'`.execute(db);
    await sql`INSERT INTO search_index (title, body, type, ref_id, date)
      SELECT title, excerpt || ' ' || body_text, 'news', id, publish_at FROM news WHERE published = 1`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await triggers(db, OLD_INDEX_ROW);
    await sql`DELETE FROM search_index WHERE type = 'news'`.execute(db);
    await sql`INSERT INTO search_index (title, body, type, ref_id, date)
      SELECT title, excerpt || ' ' || body_text, 'news', id, published_at FROM news`.execute(db);
    await db.schema.dropIndex('news_visible_idx').execute();
    for (const column of ['media_id', 'published', 'publish_at', 'updated_by', 'updated_at', 'version']) await db.schema.alterTable('news').dropColumn(column).execute();
  },
};
