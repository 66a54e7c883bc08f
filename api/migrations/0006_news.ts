/**
 * News articles (spec §2 /nieuws, /nieuws/{id}). `body` is sanitized HTML; `body_text` is its plain
 * text, written by the repository, because stripping tags in SQL is not possible and the search
 * index must hold text only. The triggers keep one 'news' row per article in `search_index`
 * (title; body = excerpt + plain-text body), so search never reads this table.
 */
import { sql, type Kysely, type Migration } from 'kysely';

const INDEX_ROW = sql.raw(`INSERT INTO search_index (title, body, type, ref_id, date)
    VALUES (new.title, new.excerpt || ' ' || new.body_text, 'news', new.id, new.published_at);`);

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('news')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('title', 'text', (c) => c.notNull())
      // Calendar date 'YYYY-MM-DD': the day the article was written on.
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    // The list is always read newest first.
    await db.schema.createIndex('news_published_at_idx').on('news').columns(['published_at desc', 'id desc']).execute();

    await sql`CREATE TRIGGER news_search_insert AFTER INSERT ON news BEGIN ${INDEX_ROW} END`.execute(db);
    await sql`CREATE TRIGGER news_search_update AFTER UPDATE ON news BEGIN
      DELETE FROM search_index WHERE type = 'news' AND ref_id = old.id;
      ${INDEX_ROW}
    END`.execute(db);
    await sql`CREATE TRIGGER news_search_delete AFTER DELETE ON news BEGIN
      DELETE FROM search_index WHERE type = 'news' AND ref_id = old.id;
    END`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    for (const trigger of ['news_search_insert', 'news_search_update', 'news_search_delete']) {
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger)}`.execute(db);
    }
    await sql`DELETE FROM search_index WHERE type = 'news'`.execute(db);
    await db.schema.dropTable('news').execute();
  },
};
