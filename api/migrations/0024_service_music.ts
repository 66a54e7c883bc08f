/** A service's "Muzikale medewerking" (organist, band or choir), declared in the kit's content type. */
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('services').addColumn('music', 'text', (c) => c.notNull().defaultTo('')).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('services').dropColumn('music').execute();
  },
};
