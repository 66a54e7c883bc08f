/**
 * The church buildings of the seven locations (spec §3). `slug` is the location slug the other
 * domains store (services, events), so one church per location and no foreign keys between teams.
 * `image` is the file name of a drawing in content/images/churches/, served by GET /churches/{id}/image.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable } from './dialect';

export const LOCATION_SLUGS = ['beuningen', 'druten', 'wijchen', 'batenburg', 'horssen', 'bergharen', 'leur'];

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    const slugs = sql.join(LOCATION_SLUGS.map((slug) => sql.lit(slug)));
    await db.schema
      .createTable('churches')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('slug', 'text', (c) => c.notNull().unique().check(sql`slug IN (${slugs})`))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('zipcode', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('accessibility', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('latitude', 'real')
      .addColumn('longitude', 'real')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('churches').execute();
  },
};
