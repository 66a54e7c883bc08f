/**
 * Zijstroom by e-mail (issue 33): subscribers with double opt-in, the issues, and the newsletter's
 * outbox, which has the contact outbox's states (queued → sending → sent | retry, claimed with a
 * lease) plus two ends of its own: `failed` (refused for good, 5xx) and `skipped` (the address was
 * unsubscribed or undeliverable by the time its turn came; `paused` while its issue is paused).
 *
 * Privacy (AVG): no IP address is stored. A subscriber's consent is when they followed the link in
 * the confirmation mail (`confirmed_at`) and how (`consent`). Unsubscribing deletes the subscriber;
 * only the SHA-256 of the address stays (`newsletter_suppressions`), so the address is not mailed
 * again unless it signs up and confirms anew. Tokens are stored as their SHA-256.
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable, watchDataChanges } from './dialect';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`email = lower(email)`))
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('pending', 'confirmed')`))
      // When the form was sent; a pending sign-up is deleted once its link has expired.
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirm_hash', 'text')
      .addColumn('confirm_expires_at', 'text')
      // When the last confirmation mail was queued: never a second one within 10 minutes.
      .addColumn('confirm_sent_at', 'text')
      .addColumn('confirmed_at', 'text')
      .addColumn('consent', 'text', (c) => c.notNull().defaultTo(''))
      // Permanent SMTP refusals (5xx); at 3 the address is undeliverable and skipped.
      .addColumn('bounces', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('undeliverable_at', 'text')
      .execute();
    await db.schema.createIndex('newsletter_subscribers_confirm').on('newsletter_subscribers').column('confirm_hash').execute();

    await db.schema
      .createTable('newsletter_suppressions')
      .addColumn('email_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('newsletter_issues')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('title', 'text', (c) => c.notNull())
      // Sanitized HTML of the `full` preset, and its plain text.
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft').check(sql`status IN ('draft', 'scheduled', 'sending', 'paused', 'sent')`))
      // When it goes out (set when sending is asked for; a moment in the future for a scheduled one).
      .addColumn('send_at', 'text')
      .addColumn('sent_at', 'text')
      // The site's origin when sending was asked for: the links and images in the mail.
      .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await watchDataChanges(db, 'newsletter_issues');

    await db.schema
      .createTable('newsletter_mails')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('confirm', 'issue', 'proof')`))
      // Claimed first: a confirmation or a proof (0) does not wait behind an issue's thousand rows (1).
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('issue_id', 'integer', (c) => c.references('newsletter_issues.id').onDelete('cascade'))
      .addColumn('subscriber_id', 'integer', (c) => c.references('newsletter_subscribers.id').onDelete('set null'))
      .addColumn('to_email', 'text', (c) => c.notNull())
      .addColumn('to_name', 'text', (c) => c.notNull().defaultTo(''))
      // The link's token (confirmation or unsubscribe) until the mail is sent, then emptied; its hash stays.
      .addColumn('token', 'text')
      .addColumn('token_hash', 'text')
      .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('queued').check(sql`status IN ('queued', 'sending', 'sent', 'retry', 'failed', 'skipped', 'paused')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('claimed_by', 'text')
      // One row per recipient and issue: sending twice cannot queue a second copy.
      .addUniqueConstraint('newsletter_mails_once', ['issue_id', 'subscriber_id'])
      .execute();
    await db.schema.createIndex('newsletter_mails_due').on('newsletter_mails').columns(['status', 'next_attempt_at']).execute();
    await db.schema.createIndex('newsletter_mails_token').on('newsletter_mails').column('token_hash').execute();
    await db.schema.createIndex('newsletter_mails_issue').on('newsletter_mails').columns(['issue_id', 'status']).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['newsletter_mails', 'newsletter_issues', 'newsletter_suppressions', 'newsletter_subscribers']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
