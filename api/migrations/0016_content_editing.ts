/**
 * Editing content items in the editing app (issue 16), generic for every kind of item (services now;
 * news, events, people and churches next):
 * - `content_trash`: a deleted item's row as JSON ("Prullenbak"), restorable for 30 days. The item's
 *   own row is removed, so every public read, feed and the search index (the triggers) lose it at
 *   once without a `deleted_at` filter in each query; a restore inserts the row again, same id.
 * - `content_revisions`: every save of an item as a JSON snapshot, with who and when, for restore.
 * - services get `version`, `updated_at` and `updated_by` for If-Match and the 409 naming who and when.
 */
import type { Kysely, Migration } from 'kysely';

import { portable } from './dialect';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('content_trash')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref_id', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('data', 'text', (c) => c.notNull().check(p.jsonValid('data')))
      .addColumn('deleted_at', 'text', (c) => c.notNull())
      .addColumn('deleted_by', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('content_trash_kind').on('content_trash').columns(['kind', 'deleted_at']).execute();

    await db.schema
      .createTable('content_revisions')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref_id', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull().check(p.jsonValid('data')))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('content_revisions_ref').on('content_revisions').columns(['kind', 'ref_id', 'id']).execute();

    await db.schema.alterTable('services').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable('services').addColumn('updated_at', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('services').addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('')).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const column of ['updated_by', 'updated_at', 'version']) await db.schema.alterTable('services').dropColumn(column).execute();
    await db.schema.dropTable('content_revisions').execute();
    await db.schema.dropTable('content_trash').execute();
  },
};
