/**
 * The congregation's places (issues 42 and 44): the first type the engine runs from its declaration
 * alone (`placeType` in the kit). The table is the type's resource, with a column per stored field
 * and the version every edited item has.
 */
import type { Kysely, Migration } from 'kysely';

import { portable, watchDataChanges } from './dialect';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('places')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await watchDataChanges(db, 'places');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('places').execute();
  },
};
