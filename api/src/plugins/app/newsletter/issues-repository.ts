/**
 * Zijstroom's issues as they are sent: a draft (written through zijstroom-editing.ts); asking to
 * send it (now, or at a set moment) locks it (`scheduled`); when its moment has come one instance
 * starts it (`sending`: one outbox row per subscriber, in the same transaction as the state change,
 * so a crash leaves either both or neither); it can be paused and resumed; once every row has
 * ended it is `sent`, and in the archive.
 */
import type { ZijstroomProgress } from '@kerk/kit/api-types';
import type { NewsletterIssuePublic, NewsletterIssueSummary } from '@kerk/kit/newsletter';
import type { Kysely } from 'kysely';

import type { Database, NewsletterIssueStatus } from '../../../db/schema';
import { now as clockNow } from '../../../lib/clock';
import { sanitizeByKind, toPlainText, typedText } from '../../../lib/sanitize';
import { createNewsletterOutbox, type NewsletterOutbox } from './newsletter-outbox';

export interface IssueInput {
  title: string;
  body: string;
}

export interface IssueRecord {
  id: number;
  title: string;
  body: string;
  status: NewsletterIssueStatus;
  sendAt: string | null;
  sentAt: string | null;
  recipients: number;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** Where a send stands: "1.240 van 1.310 verstuurd" (the admin API's answer, declared in the kit). */
export type IssueProgress = ZijstroomProgress;

const cleanInput = (input: IssueInput) => {
  const body = sanitizeByKind('full', input.body);
  return { title: typedText(input.title), body, body_text: toPlainText(body) };
};

export function createIssuesRepository(db: Kysely<Database>) {
  const select = () =>
    db
      .selectFrom('newsletter_issues')
      .select(['id', 'title', 'body', 'status', 'send_at as sendAt', 'sent_at as sentAt', 'recipients', 'version', 'updated_at as updatedAt', 'updated_by as updatedBy']);

  return {
    /**
     * A draft written straight into the table (the tests' and the bench's way in). The editing app
     * writes through the collection (zijstroom-editing.ts): with its revision, audit line and drafts.
     */
    async create(input: IssueInput, by: string, now = clockNow()): Promise<number> {
      const row = await db
        .insertInto('newsletter_issues')
        .values({ ...cleanInput(input), created_at: now.toISOString(), updated_at: now.toISOString(), updated_by: by, send_at: null, sent_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find: async (id: number): Promise<IssueRecord | null> => (await select().where('id', '=', id).executeTakeFirst()) ?? null,

    list: (): Promise<IssueRecord[]> => select().orderBy('id', 'desc').execute(),

    /**
     * Locks a draft to go out at `sendAt` (now or later), with the site's origin for its links; false
     * when it is no draft, or (given `version`) not the version the editor looked at. The version
     * moves on, so a save from a form opened before meets a conflict, not a changed mail.
     */
    async schedule(id: number, sendAt: Date, origin: string, by: string, now = clockNow(), version?: number): Promise<boolean> {
      const at = sendAt.getTime() < now.getTime() ? now : sendAt;
      let update = db
        .updateTable('newsletter_issues')
        .set((eb) => ({ status: 'scheduled' as const, send_at: at.toISOString(), origin, version: eb('version', '+', 1), updated_at: now.toISOString(), updated_by: by }))
        .where('id', '=', id)
        .where('status', '=', 'draft');
      if (version !== undefined) update = update.where('version', '=', version);
      const done = await update.executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },

    /** "Niet versturen": a scheduled issue whose moment has not come goes back to being a draft. False when it was not scheduled (any more). */
    async unschedule(id: number, by: string, now = clockNow()): Promise<boolean> {
      const done = await db
        .updateTable('newsletter_issues')
        .set((eb) => ({ status: 'draft' as const, send_at: null, origin: '', version: eb('version', '+', 1), updated_at: now.toISOString(), updated_by: by }))
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },

    /**
     * Starts every scheduled issue whose moment has come: one instance wins the state change and
     * queues the rows in the same transaction. Answers the ids started here.
     */
    async startDue(now = clockNow(), outbox: Pick<NewsletterOutbox, 'enqueueIssue'> = createNewsletterOutbox(db)): Promise<number[]> {
      const due = await db.selectFrom('newsletter_issues').select(['id', 'origin']).where('status', '=', 'scheduled').where('send_at', '<=', now.toISOString()).execute();
      const started: number[] = [];
      for (const issue of due) {
        const mine = await db.transaction().execute(async (trx) => {
          const flipped = await trx.updateTable('newsletter_issues').set({ status: 'sending' }).where('id', '=', issue.id).where('status', '=', 'scheduled').executeTakeFirst();
          if (Number(flipped.numUpdatedRows) === 0) return false;
          const recipients = await outbox.enqueueIssue(issue.id, issue.origin, now, trx);
          // No subscriber at all: sent at once (to nobody).
          await trx.updateTable('newsletter_issues').set({ recipients, ...(recipients === 0 ? { status: 'sent', sent_at: now.toISOString() } : {}) }).where('id', '=', issue.id).execute();
          return true;
        });
        if (mine) started.push(issue.id);
      }
      return started;
    },

    /** Pauses a send: its waiting rows are held (a mail being sent finishes). False when it was not sending. */
    async pause(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const done = await trx.updateTable('newsletter_issues').set({ status: 'paused' }).where('id', '=', id).where('status', '=', 'sending').executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) return false;
        await trx.updateTable('newsletter_mails').set({ status: 'paused' }).where('issue_id', '=', id).where('kind', '=', 'issue').where('status', 'in', ['queued', 'retry']).execute();
        return true;
      });
    },

    /** Resumes a paused send. False when it was not paused. */
    async resume(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const done = await trx.updateTable('newsletter_issues').set({ status: 'sending' }).where('id', '=', id).where('status', '=', 'paused').executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) return false;
        await trx.updateTable('newsletter_mails').set({ status: 'queued' }).where('issue_id', '=', id).where('kind', '=', 'issue').where('status', '=', 'paused').execute();
        return true;
      });
    },

    async progress(id: number): Promise<IssueProgress | null> {
      const issue = await db.selectFrom('newsletter_issues').select(['status', 'recipients']).where('id', '=', id).executeTakeFirst();
      if (!issue) return null;
      const rows = await db
        .selectFrom('newsletter_mails')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('issue_id', '=', id)
        .where('kind', '=', 'issue')
        .groupBy('status')
        .execute();
      const count = (...states: string[]) => rows.filter((r) => states.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
      return { status: issue.status, recipients: issue.recipients, sent: count('sent'), failed: count('failed'), skipped: count('skipped'), waiting: count('queued', 'sending', 'retry', 'paused') };
    },

    /** The archive: sent issues, newest first. */
    async listSent(): Promise<NewsletterIssueSummary[]> {
      const rows = await db.selectFrom('newsletter_issues').select(['id', 'title', 'sent_at']).where('status', '=', 'sent').orderBy('sent_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((r) => ({ id: r.id, title: r.title, sentAt: r.sent_at ?? '' }));
    },

    /** The newest sent issues with their text without markup: the RSS feed's items. */
    async feedItems(limit: number): Promise<(NewsletterIssueSummary & { text: string })[]> {
      const rows = await db
        .selectFrom('newsletter_issues')
        .select(['id', 'title', 'sent_at', 'body_text'])
        .where('status', '=', 'sent')
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, title: r.title, sentAt: r.sent_at ?? '', text: r.body_text }));
    },

    /** One sent issue; null for a draft or one still going out. */
    async findSent(id: number): Promise<NewsletterIssuePublic | null> {
      const row = await db.selectFrom('newsletter_issues').select(['id', 'title', 'body', 'sent_at']).where('id', '=', id).where('status', '=', 'sent').executeTakeFirst();
      return row ? { id: row.id, title: row.title, body: row.body, sentAt: row.sent_at ?? '' } : null;
    },
  };
}

export type IssuesRepository = ReturnType<typeof createIssuesRepository>;
