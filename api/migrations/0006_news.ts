/**
 * News articles (spec §2 /nieuws, /nieuws/{id}). `body` is sanitized HTML; `body_text` is its plain
 * text, written by the repository, because stripping tags in SQL is not possible and the search
 * index must hold text only. The triggers keep one 'news' row per article in `search_index`
 * (title; body = excerpt + plain-text body), so search never reads this table.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable } from './dialect';

const INDEX_ROW = `INSERT INTO search_index (title, body, type, ref_id, date)
    VALUES (new.title, new.excerpt || ' ' || new.body_text, 'news', new.id, new.published_at);`;
const DELETE_ROW = `DELETE FROM search_index WHERE type = 'news' AND ref_id = old.id;`;
const TRIGGERS = ['news_search_insert', 'news_search_update', 'news_search_delete'];

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('news')
      .addColumn('id', 'integer', p.idColumn)
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

    await p.createTrigger({ name: 'news_search_insert', table: 'news', event: 'INSERT', body: INDEX_ROW });
    await p.createTrigger({ name: 'news_search_update', table: 'news', event: 'UPDATE', body: `${DELETE_ROW} ${INDEX_ROW}` });
    await p.createTrigger({ name: 'news_search_delete', table: 'news', event: 'DELETE', body: DELETE_ROW });
  },

  async down(db: Kysely<unknown>) {
    const p = portable(db);
    for (const trigger of TRIGGERS) await p.dropTrigger(trigger, 'news', { ifExists: true });
    await sql`DELETE FROM search_index WHERE type = 'news'`.execute(db);
    await db.schema.dropTable('news').execute();
  },
};
