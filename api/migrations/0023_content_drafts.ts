/**
 * Every editable content type gets what pages had (issue 30): autosaved drafts on the server, and
 * who else has the same item open.
 * - `content_drafts`: one draft per editor per item (`ref` is the item's id, or `nieuw` for an item
 *   not saved yet): the form's values as JSON and the version they started from. Saving the item
 *   clears it; a reload, a crash or an ended session offers it back.
 * - `editing_presence`: when an editor last had an item's form open (a heartbeat), so another editor
 *   of the same item sees "Ook geopend door …".
 */
import type { Kysely, Migration } from 'kysely';

import { portable, watchDataChanges } from './dialect';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('content_drafts')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull().check(p.jsonValid('data')))
      .addColumn('base_version', 'integer')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_drafts_pk', ['kind', 'ref', 'user_id'])
      .execute();
    await db.schema
      .createTable('editing_presence')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('seen_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('editing_presence_pk', ['kind', 'ref', 'user_id'])
      .execute();
    for (const table of ['content_drafts', 'editing_presence']) await watchDataChanges(db, table);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('editing_presence').execute();
    await db.schema.dropTable('content_drafts').execute();
  },
};
