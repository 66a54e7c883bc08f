/**
 * Foundation tables: the page store (pages + their partials), the footer partials and the site
 * settings. Later features add their own `000N_<feature>.ts` rather than editing this one:
 * an applied migration never changes.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable } from './dialect';

const SETTINGS_COLUMNS = ['title', 'address', 'zipcode', 'city', 'phone', 'email', 'facebook', 'twitter', 'youtube', 'linkedin'];

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('pages')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('page_partials')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('page_partials_page_id_name_unique', ['page_id', 'name'])
      .execute();

    await db.schema
      .createTable('footer_partials')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    let settings = db.schema
      .createTable('settings')
      // The CHECK keeps it a single row, so "the settings" can never become ambiguous.
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`));
    for (const column of SETTINGS_COLUMNS) {
      settings = settings.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
    }
    await settings.execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['settings', 'footer_partials', 'page_partials', 'pages']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
