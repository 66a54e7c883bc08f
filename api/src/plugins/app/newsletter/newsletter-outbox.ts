/**
 * The newsletter's outbox: the contact outbox's states and claims (outbox-states.ts: a lease per
 * claim, FOR UPDATE SKIP LOCKED on PostgreSQL, an outcome recorded only under its own claim) in a
 * table of its own, drained by the same worker. One row per recipient and issue (a unique key), so
 * asking twice, or two instances starting one issue, never queues a second copy.
 *
 * Beyond the shared states: a confirmation or a proof is claimed before an issue's rows
 * (`priority`); at most `ratePerMinute` mails leave per minute, counted over every instance (the
 * rows sent in the last minute and those being sent); an SMTP 5xx ends a row as `failed` and counts
 * against the address (3: undeliverable, skipped from then on); a row whose recipient unsubscribed
 * or became undeliverable before its turn ends as `skipped`. A row's link token is kept until the
 * mail is sent, so a retry sends the very same mail (same Message-ID), then emptied.
 */
import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import type { OutboxClaimer } from '../../../lib/instance';
import { hashSecretToken, newSecretToken } from '../../../lib/secret-token';
import { freshOutboxState, outboxStates, type OutboxClaim } from '../outbox/outbox-states';
import type { ConfirmationToSend } from './subscribers-repository';

/** Permanent refusals after which an address is undeliverable. */
export const BOUNCE_LIMIT = 3;

/** Rows still to go out: the issue is not finished while one of these is left. */
export const OPEN_STATES = ['queued', 'sending', 'retry', 'paused'] as const;

export interface IssueContent {
  id: number;
  title: string;
  body: string;
  /** The paper edition's PDF (migration 0030), attached to the mail; null without one. */
  attachmentId: number | null;
}

/** A claimed row, ready to be mailed. */
export interface NewsletterMail {
  id: string;
  attempts: number;
  kind: 'confirm' | 'issue' | 'proof';
  to: string;
  name: string;
  /** The link's token: the confirmation link, or the unsubscribe link of an issue. */
  token: string;
  origin: string;
  subscriberId: number | null;
  issue: IssueContent | null;
}

export interface NewsletterOutboxOptions {
  /** Mails per minute over all instances; 0: no limit. */
  ratePerMinute: number;
}

export function createNewsletterOutbox(db: Kysely<Database>, claimer?: OutboxClaimer, options: NewsletterOutboxOptions = { ratePerMinute: 0 }) {
  const states = outboxStates(db, 'newsletter_mails', claimer, { prioritised: true });

  /** Whether the minute's quota is used up: sent in the last minute, or being sent under a live lease. */
  async function overRate(now: Date): Promise<boolean> {
    if (options.ratePerMinute <= 0) return false;
    const at = now.toISOString();
    const { n } = await db
      .selectFrom('newsletter_mails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('sent_at', '>', new Date(now.getTime() - 60_000).toISOString()),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '>=', at)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(n) >= options.ratePerMinute;
  }

  /** The row of a claim with what it needs; null when it must not go (then it is ended as skipped). */
  async function load(claim: OutboxClaim): Promise<NewsletterMail | null> {
    const row = await db
      .selectFrom('newsletter_mails as m')
      .leftJoin('newsletter_subscribers as s', 's.id', 'm.subscriber_id')
      .leftJoin('newsletter_issues as i', 'i.id', 'm.issue_id')
      .select(['m.id', 'm.kind', 'm.to_email', 'm.to_name', 'm.token', 'm.origin', 'm.subscriber_id', 'm.issue_id'])
      .select(['s.status as subscriberStatus', 's.undeliverable_at', 'i.title', 'i.body', 'i.attachment_id'])
      .where('m.id', '=', claim.id)
      .executeTakeFirst();
    if (!row || !row.to_email || !row.token) return null;
    if (row.kind === 'issue' && (row.subscriberStatus !== 'confirmed' || row.undeliverable_at)) return null;
    if (row.kind === 'confirm' && row.subscriberStatus !== 'pending') return null;
    const issue = row.issue_id !== null && row.title !== null ? { id: row.issue_id, title: row.title, body: row.body ?? '', attachmentId: row.attachment_id ?? null } : null;
    if (row.kind !== 'confirm' && !issue) return null;
    return { id: row.id, attempts: claim.attempts, kind: row.kind, to: row.to_email, name: row.to_name, token: row.token, origin: row.origin, subscriberId: row.subscriber_id, issue };
  }

  /** An issue whose rows have all ended is sent: from then on it is in the archive. */
  async function finishIssue(mailId: string, now: Date) {
    const row = await db.selectFrom('newsletter_mails').select('issue_id').where('id', '=', mailId).where('kind', '=', 'issue').executeTakeFirst();
    if (!row?.issue_id) return;
    const issueId = row.issue_id;
    await db
      .updateTable('newsletter_issues')
      .set({ status: 'sent', sent_at: now.toISOString() })
      .where('id', '=', issueId)
      .where('status', '=', 'sending')
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('newsletter_mails').select('id').where('issue_id', '=', issueId).where('kind', '=', 'issue').where('status', 'in', [...OPEN_STATES]))),
      )
      .execute();
  }

  return {
    /** Queues the confirmation mail of a sign-up (in the caller's transaction); answers its id. */
    async enqueueConfirmation(sign: ConfirmationToSend, origin: string, now = clockNow(), trx: Kysely<Database> = db): Promise<string> {
      const id = randomUUID();
      await trx
        .insertInto('newsletter_mails')
        .values({
          id,
          kind: 'confirm',
          priority: 0,
          issue_id: null,
          subscriber_id: sign.subscriberId,
          to_email: sign.email,
          to_name: sign.name,
          token: sign.token,
          // The confirmation link's own hash is the subscriber's; this row's is never looked up.
          token_hash: null,
          origin,
          ...freshOutboxState(now),
        })
        .execute();
      return id;
    },

    /**
     * Queues one row per confirmed, deliverable, not unsubscribed subscriber for an issue (in the
     * caller's transaction), each with its own unsubscribe token; a row that exists is kept.
     * Answers how many rows the issue has.
     */
    async enqueueIssue(issueId: number, origin: string, now = clockNow(), trx: Kysely<Database> = db): Promise<number> {
      const subscribers = await trx
        .selectFrom('newsletter_subscribers')
        .select(['id', 'email', 'name'])
        .where('status', '=', 'confirmed')
        .where('undeliverable_at', 'is', null)
        .orderBy('id')
        .execute();
      const fresh = freshOutboxState(now);
      for (let i = 0; i < subscribers.length; i += 200) {
        const rows = subscribers.slice(i, i + 200).map((s) => {
          const token = newSecretToken();
          return {
            id: randomUUID(),
            kind: 'issue' as const,
            priority: 1,
            issue_id: issueId,
            subscriber_id: s.id,
            to_email: s.email,
            to_name: s.name,
            token,
            token_hash: hashSecretToken(token),
            origin,
            ...fresh,
          };
        });
        await trx.insertInto('newsletter_mails').values(rows).onConflict((oc) => oc.columns(['issue_id', 'subscriber_id']).doNothing()).execute();
      }
      const { n } = await trx.selectFrom('newsletter_mails').select((eb) => eb.fn.countAll<number>().as('n')).where('issue_id', '=', issueId).where('kind', '=', 'issue').executeTakeFirstOrThrow();
      return Number(n);
    },

    /** Queues a proof of an issue to one address, ahead of any issue's rows; false for an unknown issue. */
    async enqueueProof(issueId: number, to: string, origin: string, now = clockNow()): Promise<boolean> {
      const issue = await db.selectFrom('newsletter_issues').select('id').where('id', '=', issueId).executeTakeFirst();
      if (!issue) return false;
      const token = newSecretToken();
      await db
        .insertInto('newsletter_mails')
        .values({
          id: randomUUID(),
          kind: 'proof',
          priority: 0,
          issue_id: issueId,
          subscriber_id: null,
          to_email: to,
          to_name: '',
          token,
          token_hash: hashSecretToken(token),
          origin,
          ...freshOutboxState(now),
        })
        .execute();
      return true;
    },

    /** Claims the next due row (a confirmation first) within the rate; rows that must not go are skipped on the way. */
    async claimNext(now = clockNow()): Promise<NewsletterMail | null> {
      for (;;) {
        if (await overRate(now)) return null;
        const claim = await states.claimNextId(now);
        if (!claim) return null;
        const mail = await load(claim);
        if (mail) return mail;
        await states.markEnded(claim, 'skipped', 'unsubscribed, unconfirmed or undeliverable before its turn', { token: null });
        await finishIssue(claim.id, now);
      }
    },

    async markSent(claim: OutboxClaim, now = clockNow()): Promise<boolean> {
      const done = await states.markSent(claim, now, { token: null });
      if (done) await finishIssue(claim.id, now);
      return done;
    },

    markFailed: states.markFailed,

    /** A 5xx: the row ends as failed and the address gets a bounce; at the limit it is undeliverable. */
    async markRejected(claim: OutboxClaim & { subscriberId?: number | null; kind?: string }, error: string, now = clockNow()): Promise<boolean> {
      const done = await states.markEnded(claim, 'failed', error, { token: null });
      if (!done) return false;
      if (claim.kind === 'issue' && claim.subscriberId) {
        await db.updateTable('newsletter_subscribers').set((eb) => ({ bounces: eb('bounces', '+', 1) })).where('id', '=', claim.subscriberId).execute();
        await db
          .updateTable('newsletter_subscribers')
          .set({ undeliverable_at: now.toISOString() })
          .where('id', '=', claim.subscriberId)
          .where('bounces', '>=', BOUNCE_LIMIT)
          .where('undeliverable_at', 'is', null)
          .execute();
      }
      await finishIssue(claim.id, now);
      return true;
    },
  };
}

export type NewsletterOutbox = ReturnType<typeof createNewsletterOutbox>;
