/**
 * Every table of the site's data, parents before the tables that refer to them (foreign keys), with
 * the columns that identify a row. `npm run db:copy` copies them in this order; test/db/tables.test.ts
 * and tables.pg.test.ts check the list against the migrated schema of both databases, so a table a
 * new migration adds cannot be forgotten (add it here, after the tables it refers to).
 *
 * Not listed, on purpose: Kysely's own `kysely_migration` and `kysely_migration_lock` (each database
 * records its migrations itself), SQLite's `sqlite_sequence` and the FTS5 tables behind search
 * (`search_words*`, `search_infix*`), which are built from `search_index` and have no PostgreSQL twin.
 */
import { ENGINE_TYPES, type EngineTable } from '@kerk/kit/content-types';

import type { Database } from './schema';

export interface DataTable {
  name: keyof Database;
  /** The primary key's columns. */
  key: readonly string[];
  /**
   * Derived rows only (search_index): the columns naming the item a row stands for. The triggers
   * replace an item's row with a new id on every edit, so after the copy a target row for an item
   * the source has under another id is a stale duplicate, and goes.
   */
  item?: readonly string[];
  /**
   * Rows no visitor ever sees (accounts, sessions, drafts, who is editing, revisions, messages): a
   * write to them leaves the data version, and so every public cache, alone (dialect/public-writes.ts).
   */
  hidden?: true;
}

export const DATA_TABLES = [
  { name: 'users', key: ['id'], hidden: true },
  { name: 'account_tokens', key: ['id'], hidden: true },
  { name: 'sessions', key: ['id'], hidden: true },
  { name: 'audit_log', key: ['id'], hidden: true },
  { name: 'account_mails', key: ['id'], hidden: true },
  { name: 'login_throttle', key: ['key'], hidden: true },
  { name: 'contact_types', key: ['key'] },
  { name: 'contact_messages', key: ['id'], hidden: true },
  { name: 'settings', key: ['id'] },
  { name: 'pages', key: ['id'] },
  { name: 'page_partials', key: ['id'] },
  { name: 'page_drafts', key: ['page_name'], hidden: true },
  { name: 'page_revisions', key: ['id'], hidden: true },
  { name: 'footer_partials', key: ['id'] },
  { name: 'footer_meta', key: ['id'] },
  { name: 'churches', key: ['id'] },
  { name: 'pastors', key: ['id'] },
  { name: 'news', key: ['id'] },
  { name: 'events', key: ['id'] },
  { name: 'purposes', key: ['id'] },
  // The engine's types (issue 42) refer to nothing; their table is their resource.
  ...ENGINE_TYPES.map((type) => ({ name: type.resource as EngineTable, key: ['id'] })),
  { name: 'services', key: ['id'] },
  { name: 'content_revisions', key: ['id'], hidden: true },
  { name: 'content_trash', key: ['id'], hidden: true },
  { name: 'content_drafts', key: ['kind', 'ref', 'user_id'], hidden: true },
  { name: 'editing_presence', key: ['kind', 'ref', 'user_id'], hidden: true },
  { name: 'media', key: ['id'] },
  { name: 'media_usages', key: ['media_id', 'kind', 'ref'] },
  { name: 'search_index', key: ['id'], item: ['type', 'ref_id'] },
  { name: 'newsletter_subscribers', key: ['id'], hidden: true },
  { name: 'newsletter_suppressions', key: ['email_hash'], hidden: true },
  { name: 'newsletter_attachments', key: ['id'], hidden: true },
  { name: 'newsletter_issues', key: ['id'] },
  { name: 'newsletter_mails', key: ['id'], hidden: true },
  // A sign-up moves the data version (the seats left on a cached page); its lists, links and mails do not.
  { name: 'registration_lists', key: ['id'], hidden: true },
  { name: 'registrations', key: ['id'] },
  { name: 'registration_links', key: ['token_hash'], hidden: true },
  { name: 'registration_mails', key: ['id'], hidden: true },
] as const satisfies readonly DataTable[];

// Compile-time half of the check: a table in the Database type that is not listed fails typecheck.
type Unlisted = Exclude<keyof Database, (typeof DATA_TABLES)[number]['name']>;
const everyTableListed: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;
void everyTableListed;

/** Tables that belong to the migration tool or to one database engine, never copied. */
export const NOT_COPIED = /^(kysely_migration|kysely_migration_lock|sqlite_sequence|search_words.*|search_infix.*)$/;
