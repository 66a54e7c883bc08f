/**
 * The media library (issue 16): one row per uploaded photo, with the sizes made of it, and where
 * each photo is used (`media_usages`), so a photo still in use is not deleted. The files live on
 * disk under MEDIA_PATH/<hash>/; the row names them.
 */
import type { Kysely, Migration } from 'kysely';

import { portable } from './dialect';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('media')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('alt', 'text', (c) => c.notNull())
      // The widths made, as a JSON array of numbers (each in AVIF and WebP).
      .addColumn('sizes', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('media_hash').on('media').column('hash').execute();
    await db.schema
      .createTable('media_usages')
      .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
      // What uses it: kind ('page') and its id or name, and a Dutch label for the library.
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('media_usages_pk', ['media_id', 'kind', 'ref'])
      .execute();
    await db.schema.createIndex('media_usages_ref').on('media_usages').columns(['kind', 'ref']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('media_usages').execute();
    await db.schema.dropTable('media').execute();
  },
};
