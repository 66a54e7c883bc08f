/**
 * The contact form: its types (with the recipient each type is routed to) and the outbox of
 * messages. A message is stored before anything is mailed, so a visitor's message survives an SMTP
 * outage or a restart; rows are never deleted by the app, only moved through their states:
 *   queued → sending → sent | retry (→ sending …)
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_types')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('recipient_name', 'text', (c) => c.notNull())
      .addColumn('recipient_email', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('contact_messages')
      // A random UUID: the id a visitor gets back reveals nothing about other messages.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('contact_type', 'text', (c) => c.notNull().references('contact_types.key'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status IN ('queued', 'sending', 'sent', 'retry')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      // A repeated submit with the same Idempotency-Key finds its first row instead of adding one.
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .addColumn('request_hash', 'text')
      .execute();

    await db.schema.createIndex('contact_messages_due').on('contact_messages').columns(['status', 'next_attempt_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_messages').execute();
    await db.schema.dropTable('contact_types').execute();
  },
};
