/**
 * Accounts of the editing app (issue 15): users with a role, server-side sessions, one-time links
 * (set a password, reset one), the sign-in throttle, the audit log and the outbox of account mails.
 * Secrets are never stored as they are: a session id and a one-time token are 256-bit random
 * values kept as their SHA-256 (a copy of the database opens no account), a password as argon2id.
 * Times are ISO strings from the server's clock (lib/clock.ts).
 */
import { sql, type Kysely, type Migration } from 'kysely';

import { portable } from './dialect';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    const p = portable(db);
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', p.idColumn)
      // Stored lower-cased, so 'Anna@Example.org' and 'anna@example.org' are one account.
      .addColumn('email', 'text', (c) => c.notNull().unique().check(sql`email = lower(email)`))
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role IN ('beheerder', 'redacteur')`))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`active IN (0, 1)`))
      // Null until the user sets one with their one-time link.
      .addColumn('password_hash', 'text')
      .addColumn('password_set_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      // SHA-256 (hex) of the cookie's token.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      // created_at + the absolute lifetime: no activity keeps a session beyond it.
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('account_tokens')
      // SHA-256 (hex) of the token in the link.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('set-password', 'reset')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      // Set when the link is used (or replaced by a newer one): a link works once.
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('account_tokens_user').on('account_tokens').column('user_id').execute();

    await db.schema
      .createTable('login_throttle')
      // 'account:<email>' or 'ip:<address>'.
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', p.idColumn)
      .addColumn('at', 'text', (c) => c.notNull())
      // Who did it: null for the command line or an unknown visitor; the e-mail is kept as it was.
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('actor_email', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      // What it was done to (an e-mail address, a page), '' when nothing in particular.
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

    // The same states as the contact outbox (0008): queued → sending → sent | retry.
    await db.schema
      .createTable('account_mails')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to_email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      // Holds the one-time link until the mail is sent, then emptied.
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status IN ('queued', 'sending', 'sent', 'retry')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema.createIndex('account_mails_due').on('account_mails').columns(['status', 'next_attempt_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['account_mails', 'audit_log', 'login_throttle', 'account_tokens', 'sessions', 'users']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
