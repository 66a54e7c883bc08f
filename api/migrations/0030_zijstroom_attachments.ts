/**
 * The paper edition of a Zijstroom issue, attached to its mail as a PDF (issue 33). The media
 * library takes photos only, so the PDFs have a table of their own, their bytes in the database:
 * every instance reads them (several instances share the database, not a folder), a backup holds
 * them, and an issue's mails read the one file again and again. An issue names at most one.
 */
import type { Kysely, Migration } from 'kysely';

import { portable } from './dialect';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('newsletter_attachments')
      .addColumn('id', 'integer', p.idColumn)
      // The file name as the mail shows it.
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('content', p.dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('newsletter_issues')
      .addColumn('attachment_id', 'integer', (c) => c.references('newsletter_attachments.id').onDelete('set null'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('newsletter_issues').dropColumn('attachment_id').execute();
    await db.schema.dropTable('newsletter_attachments').execute();
  },
};
