/**
 * Sign-ups with limited seats (issue 43). A service and an event get the sign-up fields of the kit's
 * declaration (`signupFields`) and `signup_closed` (closed early from the list). A list is one
 * service, one event or one occurrence of a recurring event: its row is what a sign-up locks (FOR
 * UPDATE on PostgreSQL), and its `seq` numbers the sign-ups in the order they were committed. Each
 * link in a mail has its own token (only its hash is kept). The mails go through an outbox of their
 * own, one row per sign-up and kind (`once`), so no mail is queued twice. Each sign-up moves the data
 * version (0021), so a cached page never shows a full list as open.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable, watchDataChanges } from './dialect';

const TARGETS = ['services', 'events'] as const;

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    for (const table of TARGETS) {
      await db.schema.alterTable(table).addColumn('signups', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable(table).addColumn('signup_seats', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable(table).addColumn('signup_closes_date', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable(table).addColumn('signup_closes_time', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable(table).addColumn('signup_max_seats', 'integer', (c) => c.notNull().defaultTo(6)).execute();
      await db.schema.alterTable(table).addColumn('signup_question', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable(table).addColumn('signup_closed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    }

    await db.schema
      .createTable('registration_lists')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('service', 'event')`))
      .addColumn('ref_id', 'integer', (c) => c.notNull())
      // '' for a service or a single event; a recurring event's occurrence: its start, ISO UTC.
      .addColumn('occurrence', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('registration_lists_target', ['kind', 'ref_id', 'occurrence'])
      .execute();

    await db.schema
      .createTable('registrations')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('list_id', 'integer', (c) => c.notNull().references('registration_lists.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('confirmed', 'waitlisted', 'cancelled')`))
      // 'web' or 'phone' (added by a volunteer).
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('registrations_list').on('registrations').columns(['list_id', 'status', 'seq']).execute();
    // One live sign-up per address and list: a second one answers the first (the API), and this holds it
    // (a sign-up by phone may have no address).
    await db.schema.createIndex('registrations_once').on('registrations').columns(['list_id', 'email']).unique().where(sql<boolean>`status <> 'cancelled' AND email <> ''`).execute();

    await db.schema
      .createTable('registration_links')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('registration_id', 'integer', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('registration_links_registration').on('registration_links').column('registration_id').execute();

    await db.schema
      .createTable('registration_mails')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('confirm', 'moved_up', 'reminder', 'message')`))
      // 'confirm:12', 'reminder:12', 'message:<id>:12': a second queueing of one mail is refused here.
      .addColumn('once', 'text', (c) => c.notNull().unique())
      .addColumn('registration_id', 'integer', (c) => c.references('registrations.id').onDelete('cascade'))
      .addColumn('to_email', 'text', (c) => c.notNull())
      // The cancel link's token until the mail is sent, then emptied.
      .addColumn('token', 'text')
      .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
      // A message to everyone signed up: the volunteer's text.
      .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status IN ('queued', 'sending', 'sent', 'retry', 'skipped')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('claimed_by', 'text')
      .execute();
    await db.schema.createIndex('registration_mails_due').on('registration_mails').columns(['status', 'next_attempt_at']).execute();

    await watchDataChanges(db, 'registrations');
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['registration_mails', 'registration_links', 'registrations', 'registration_lists']) await db.schema.dropTable(table).execute();
    for (const table of TARGETS) {
      for (const column of ['signup_closed', 'signup_question', 'signup_max_seats', 'signup_closes_time', 'signup_closes_date', 'signup_seats', 'signups']) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    }
  },
};
