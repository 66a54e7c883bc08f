/**
 * The pastoral team (predikanten, kerkelijk werker, pastoraal medewerker). `areas` holds a JSON
 * array of location slugs (the villages someone is the first contact for); `biography` is HTML
 * sanitized on write; `photo` is the file name of a portrait in content/images/pastors/.
 */
import type { Kysely, Migration } from 'kysely';

import { portable } from './dialect';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('pastors')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('areas', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('photo', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('photo_alt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('biography', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('pastors').execute();
  },
};
