/**
 * Zijstroom's subscribers: signing up (double opt-in), confirming with the mailed link, and
 * unsubscribing with the link in an issue. Every accepted sign-up answers the same (the route says
 * "Kijk in uw mailbox …"), whatever the address's state; what differs is only whether a mail goes.
 *
 * What is kept (AVG): the address and the optional name; when the form was sent; when the link was
 * followed and how the consent was given (`consent`). No IP address. A sign-up that is never
 * confirmed is deleted once its link has expired (`sweep`). Unsubscribing deletes the subscriber and
 * empties the address in its outbox rows; only the SHA-256 of the address stays, in
 * `newsletter_suppressions`, so no issue goes to it again unless it signs up and confirms anew.
 */
import { createHash } from 'node:crypto';

import { newsletter } from '@kerk/kit/newsletter';
import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { hashSecretToken, isSecretToken, newSecretToken } from '../../../lib/secret-token';

const DAY_MS = 86_400_000;
export const CONFIRM_MS = newsletter.policy.confirmDays * DAY_MS;
export const RESEND_MS = newsletter.policy.resendMinutes * 60_000;

/** How a consent was given, stored with it (the only way in today). */
export const CONSENT_BY_FORM = 'Aanmeldformulier op /zijstroom, bevestigd met de link in de bevestigingsmail';

/** What an unsubscribed address is kept as: the SHA-256 of its lower-cased form. */
export const addressHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');

/** A sign-up that needs a confirmation mail: who, and the link's token (its hash is stored). */
export interface ConfirmationToSend {
  subscriberId: number;
  email: string;
  name: string;
  token: string;
}

export type ConfirmResult = 'ok' | 'used' | 'expired' | 'invalid';

export function createSubscribersRepository(db: Kysely<Database>) {
  /**
   * Removes a subscriber (unsubscribed, or on request in the editing app): the row goes, the
   * address leaves its outbox rows (those still waiting are skipped), its hash is kept. Answers
   * the removed address, or null when there was no such subscriber.
   */
  async function remove(id: number, now = clockNow()): Promise<string | null> {
    return db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('newsletter_subscribers').select(['email']).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      await trx
        .insertInto('newsletter_suppressions')
        .values({ email_hash: addressHash(row.email), created_at: now.toISOString() })
        .onConflict((oc) => oc.column('email_hash').doUpdateSet({ created_at: now.toISOString() }))
        .execute();
      await trx.updateTable('newsletter_mails').set({ status: 'skipped', token: null }).where('subscriber_id', '=', id).where('status', 'in', ['queued', 'retry', 'paused']).execute();
      await trx.updateTable('newsletter_mails').set({ to_email: '', to_name: '' }).where('subscriber_id', '=', id).execute();
      await trx.deleteFrom('newsletter_subscribers').where('id', '=', id).execute();
      return row.email;
    });
  }

  return {
    /**
     * A sign-up from the form: answers the confirmation mail to send, or null when none goes (the
     * address is confirmed already, or had a confirmation mail within the last 10 minutes). A new
     * link replaces an earlier one. `trx`: the caller's transaction (the mail is queued in it).
     */
    async signUp(email: string, name: string, now = clockNow(), trx: Kysely<Database> = db): Promise<ConfirmationToSend | null> {
      const address = email.trim().toLowerCase();
      const token = newSecretToken();
      const link = { confirm_hash: hashSecretToken(token), confirm_expires_at: new Date(now.getTime() + CONFIRM_MS).toISOString(), confirm_sent_at: now.toISOString() };
      const existing = await trx.selectFrom('newsletter_subscribers').select(['id', 'status', 'name', 'confirm_sent_at']).where('email', '=', address).executeTakeFirst();
      if (existing) {
        if (existing.status === 'confirmed') return null;
        if (existing.confirm_sent_at && now.getTime() - Date.parse(existing.confirm_sent_at) < RESEND_MS) return null;
        const kept = name || existing.name;
        await trx.updateTable('newsletter_subscribers').set({ ...link, name: kept }).where('id', '=', existing.id).where('status', '=', 'pending').execute();
        return { subscriberId: existing.id, email: address, name: kept, token };
      }
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values({ email: address, name, status: 'pending', created_at: now.toISOString(), ...link, confirmed_at: null, undeliverable_at: null })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Another request for the same address won the race: that one sends the mail.
      return inserted ? { subscriberId: inserted.id, email: address, name, token } : null;
    },

    /**
     * Follows a confirmation link: the sign-up becomes a subscription, with its consent. A link
     * works once (`used` afterwards), for 7 days (`expired`); a replaced or unknown one is `invalid`.
     */
    async confirm(token: unknown, now = clockNow()): Promise<ConfirmResult> {
      if (!isSecretToken(token)) return 'invalid';
      const row = await db
        .selectFrom('newsletter_subscribers')
        .select(['id', 'email', 'status', 'confirm_expires_at'])
        .where('confirm_hash', '=', hashSecretToken(token))
        .executeTakeFirst();
      if (!row) return 'invalid';
      if (row.status === 'confirmed') return 'used';
      if (!row.confirm_expires_at || Date.parse(row.confirm_expires_at) <= now.getTime()) return 'expired';
      return db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('newsletter_subscribers')
          .set({ status: 'confirmed', confirmed_at: now.toISOString(), consent: CONSENT_BY_FORM, confirm_expires_at: null, bounces: 0, undeliverable_at: null })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) return 'used';
        // A new consent, given after the unsubscribe: the address may be mailed again.
        await trx.deleteFrom('newsletter_suppressions').where('email_hash', '=', addressHash(row.email)).execute();
        return 'ok';
      });
    },

    /**
     * Unsubscribes the recipient of the mail whose link carries `token`: `ok` also when that was done
     * before (a second click, a mail client's one-click POST after the visitor's); `invalid` for a
     * token no mail ever had.
     */
    async unsubscribe(token: unknown, now = clockNow()): Promise<'ok' | 'invalid'> {
      if (!isSecretToken(token)) return 'invalid';
      const mail = await db.selectFrom('newsletter_mails').select(['subscriber_id']).where('token_hash', '=', hashSecretToken(token)).executeTakeFirst();
      if (!mail) return 'invalid';
      if (mail.subscriber_id !== null) await remove(mail.subscriber_id, now);
      return 'ok';
    },

    remove,

    /** Deletes the sign-ups whose link expired unconfirmed (and their address in the outbox); answers how many. */
    async sweep(now = clockNow()): Promise<number> {
      const stale = await db.selectFrom('newsletter_subscribers').select('id').where('status', '=', 'pending').where('confirm_expires_at', '<=', now.toISOString()).execute();
      for (const { id } of stale) {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('newsletter_mails').set({ to_email: '', to_name: '', token: null }).where('subscriber_id', '=', id).execute();
          await trx.deleteFrom('newsletter_subscribers').where('id', '=', id).where('status', '=', 'pending').execute();
        });
      }
      return stale.length;
    },

    /** Whether an address was unsubscribed (and not confirmed anew since). */
    async isSuppressed(email: string): Promise<boolean> {
      return Boolean(await db.selectFrom('newsletter_suppressions').select('email_hash').where('email_hash', '=', addressHash(email)).executeTakeFirst());
    },
  };
}

export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
