/**
 * A series' exceptions (issue 41): `skip_dates` the Amsterdam days it does not happen (a JSON array of
 * `YYYY-MM-DD`, EXDATE in the feed) and `moves` the occurrences held on another day or time (a JSON
 * array of `<day> <new day> <new time>`, an overriding VEVENT with RECURRENCE-ID), declared in the
 * kit's content type. Calendars must refetch a series whose exceptions changed, so the revision
 * trigger (0018) is made again with the two columns.
 */
import type { Kysely, Migration } from 'kysely';

import { portable, type Portable } from './dialect';

const revisionTrigger = (p: Portable, columns: string) =>
  p.createTrigger({
    name: 'events_revision',
    table: 'events',
    event: `UPDATE OF ${columns}`,
    body: `UPDATE events SET sequence = old.sequence + 1,
      updated_at = CASE WHEN ${p.isNot('new.updated_at', 'old.updated_at')} THEN new.updated_at ELSE ${p.isoNow} END WHERE id = new.id;`,
  });

const BEFORE = 'title, description, plain_text, starts_at, ends_at, all_day, location, church_name, address, rrule, media_id';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('events').addColumn('skip_dates', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema.alterTable('events').addColumn('moves', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    const p = portable(db);
    await p.dropTrigger('events_revision', 'events');
    await revisionTrigger(p, `${BEFORE}, skip_dates, moves`);
  },

  async down(db: Kysely<unknown>) {
    const p = portable(db);
    await p.dropTrigger('events_revision', 'events');
    for (const column of ['moves', 'skip_dates']) await db.schema.alterTable('events').dropColumn(column).execute();
    await revisionTrigger(p, BEFORE);
  },
};
