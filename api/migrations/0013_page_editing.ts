/**
 * Page editing in the editing app (issue 15): every partial (of a page and of the footer) declares
 * its kind (plain `text` or a rich-text preset, the kit's PARTIAL_KINDS) and a Dutch label; pages
 * and the footer as a whole get a version (the ETag of optimistic locking) with who published it
 * when; one draft per page (autosave) and the revisions (every publish, a snapshot with its author).
 * The footer is edited as the "page" named `footer`: drafts and revisions are keyed by that name.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable } from './dialect';

// Written out, not imported: an applied migration never changes, whatever the kit does later.
const KINDS = sql`('text', 'minimal', 'essential', 'full')`;

/**
 * Existing partials get the kind today's rule gave them (sanitize.ts `isPlainTextPartial` as of
 * this migration): titles and one-line messages are text; rich text is `full` where it already
 * holds what only `full` allows (tables, images), else `essential`, so no stored text loses markup.
 * The seed declares the kind and label of its own partials on the next start.
 */
const KIND_OF_EXISTING = sql`CASE
  WHEN name = 'title' OR name LIKE '%-title' OR name IN ('empty', 'success', 'failure') THEN 'text'
  WHEN content LIKE '%<table%' OR content LIKE '%<img%' OR content LIKE '%<h4%' OR content LIKE '%<iframe%' OR content LIKE '%<hr%' THEN 'full'
  ELSE 'essential' END`;

const VERSION_COLUMNS = (table: string) => [
  sql`ALTER TABLE ${sql.table(table)} ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)`,
  // ISO instant and e-mail address of the last publish; null while no one edited it in the app.
  sql`ALTER TABLE ${sql.table(table)} ADD COLUMN updated_at TEXT`,
  sql`ALTER TABLE ${sql.table(table)} ADD COLUMN updated_by TEXT`,
];

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    for (const table of ['page_partials', 'footer_partials']) {
      await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN kind TEXT NOT NULL DEFAULT 'essential' CHECK (kind IN ${KINDS})`.execute(db);
      await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN label TEXT NOT NULL DEFAULT ''`.execute(db);
      await sql`UPDATE ${sql.table(table)} SET kind = ${KIND_OF_EXISTING}, label = name`.execute(db);
    }
    for (const statement of VERSION_COLUMNS('pages')) await statement.execute(db);

    await db.schema
      .createTable('footer_meta')
      // A single row (the footer as a whole), as the settings.
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .execute();
    for (const statement of VERSION_COLUMNS('footer_meta')) await statement.execute(db);
    await sql`INSERT INTO footer_meta (id) VALUES (1)`.execute(db);

    await db.schema
      .createTable('page_drafts')
      // A page's name, or 'footer'.
      .addColumn('page_name', 'text', (c) => c.primaryKey())
      .addColumn('meta_title', 'text', (c) => c.notNull())
      .addColumn('meta_description', 'text', (c) => c.notNull())
      // JSON object: partial name → sanitized content.
      .addColumn('partials', 'text', (c) => c.notNull())
      .addColumn('base_version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('page_revisions')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('page_name', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      // E-mail address as it was ('' for the text the site started with).
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('meta_title', 'text', (c) => c.notNull())
      .addColumn('meta_description', 'text', (c) => c.notNull())
      .addColumn('partials', 'text', (c) => c.notNull())
      .addUniqueConstraint('page_revisions_page_version', ['page_name', 'version'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['page_revisions', 'page_drafts', 'footer_meta']) await db.schema.dropTable(table).execute();
    for (const column of ['updated_by', 'updated_at', 'version']) await db.schema.alterTable('pages').dropColumn(column).execute();
    for (const table of ['footer_partials', 'page_partials']) {
      for (const column of ['label', 'kind']) await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
