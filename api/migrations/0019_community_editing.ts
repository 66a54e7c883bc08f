/**
 * Editing the pastoral team and the churches in the editing app (issue 16): both get `version`,
 * `updated_at` and `updated_by` (If-Match and the 409 naming who and when, as the other collections),
 * and `media_id`, a photo from the media library that takes the place of the shipped drawing
 * (`photo` / `image`, which stays as the fallback). No foreign key: a photo in use is protected by
 * `media_usages`, and an item restored from the Prullenbak whose photo was deleted in between simply
 * shows its drawing again.
 */
import type { Kysely, Migration } from 'kysely';

const TABLES = ['pastors', 'churches'] as const;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable(table).addColumn('updated_at', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable(table).addColumn('updated_by', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable(table).addColumn('media_id', 'integer').execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) {
      for (const column of ['media_id', 'updated_by', 'updated_at', 'version']) await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
