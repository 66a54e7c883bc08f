/**
 * Zijstroom by e-mail as one plugin: decorates `fastify.newsletter` (subscribers, issues, the
 * sign-up) and runs the newsletter outbox's worker in the process, as contact-outbox.ts does for
 * the contact form: the same worker and back-off (a 4xx or a lost connection is retried, doubling
 * from a minute up to an hour; a 5xx is not: outbox-worker.ts `permanent`), the same SMTP_URL,
 * signed with DKIM when it is configured. At the contact outbox's interval it starts the issues
 * whose moment has come and sends what is due, within NEWSLETTER_RATE (a sign-up, a proof or a
 * send started now wakes it at once). Without SMTP_URL mails wait in the outbox.
 * Unconfirmed sign-ups are deleted once their link has expired (hourly).
 */
import fs from 'node:fs';

import fp from 'fastify-plugin';

import { now as clockNow } from '../../../lib/clock';
import { createSmtpTransport } from '../../../lib/smtp-transport';
import { createOutboxWorker } from '../outbox/outbox-worker';
import { createIssuesRepository, type IssuesRepository } from './issues-repository';
import { createAttachmentsRepository } from './attachments-repository';
import { buildNewsletterMail, isPermanentFailure, type MailAttachment, type MailSite } from './newsletter-mail';
import { createNewsletterOutbox, type NewsletterMail, type NewsletterOutbox } from './newsletter-outbox';
import { createSubscribersAdmin, type SubscribersAdmin } from './subscribers-admin';
import { createSubscribersRepository, type SubscribersRepository } from './subscribers-repository';

export interface Newsletter {
  subscribers: SubscribersRepository;
  /** The subscribers as the editors see them: search, counts, removal on request, the CSV. */
  subscribersAdmin: SubscribersAdmin;
  issues: IssuesRepository;
  outbox: NewsletterOutbox;
  /** A sign-up from the form: the confirmation mail is queued when one is due. Answers whether one was. */
  signUp: (input: { email: string; name: string }, origin: string) => Promise<boolean>;
  /** An issue's mail exactly as a subscriber gets it (CSS inlined, the plain text); null for an unknown issue. */
  preview: (issueId: number, to: string, origin: string) => Promise<{ subject: string; html: string; text: string } | null>;
  /** Queues a proof of an issue to one address (the editor's own). */
  sendProof: (issueId: number, to: string, origin: string) => Promise<boolean>;
  /** Starts due issues and sends what is due now; answers how many went out (0 without SMTP_URL). */
  drain: () => Promise<number>;
  /** Wakes the worker after something was queued or started. */
  wake: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: Newsletter;
  }
}

const SWEEP_MS = 60 * 60_000;

export default fp(
  async (fastify) => {
    const { db } = fastify;
    const { smtpUrl, instanceId, outboxLeaseMs, newsletterRate, dkim } = fastify.config;
    const log = fastify.log.child({ module: 'newsletter' });
    const outbox = createNewsletterOutbox(db, { instanceId, leaseMs: outboxLeaseMs }, { ratePerMinute: newsletterRate });
    const subscribers = createSubscribersRepository(db);
    const issues = createIssuesRepository(db);

    // DKIM goes in the defaults every message is merged with (a transport is built from its URL alone).
    const transport = smtpUrl
      ? createSmtpTransport(smtpUrl, dkim ? { dkim: { domainName: dkim.domainName, keySelector: dkim.keySelector, privateKey: fs.readFileSync(dkim.keyFile, 'utf8') } } : {})
      : null;
    const attachments = createAttachmentsRepository(db);
    // An issue's thousand mails carry the same PDF: read once, kept while its send lasts.
    let lastFile: { id: number; file: Promise<MailAttachment | null> } | null = null;
    const attachmentOf = (id: number | null | undefined) => {
      if (!id) return Promise.resolve(null);
      if (lastFile?.id !== id) {
        const file = attachments.file(id).catch((error: unknown) => {
          lastFile = null;
          throw error;
        });
        lastFile = { id, file };
      }
      return lastFile.file;
    };
    const siteOf = async (): Promise<MailSite> => {
      const settings = await fastify.settingsRepository.get();
      return { title: settings.title, email: settings.email || `noreply@${new URL(fastify.config.publicUrl ?? 'http://localhost').hostname}` };
    };
    const send = async (mail: NewsletterMail) => {
      await transport?.sendMail(await buildNewsletterMail(mail, await siteOf(), await attachmentOf(mail.issue?.attachmentId)));
    };
    const { pollIntervalMs, retryBaseMs, retryMaxMs } = fastify.outboxConfig;
    const worker = transport
      ? createOutboxWorker({
          outbox: { ...outbox, markRejected: (claim: NewsletterMail, error: string) => outbox.markRejected(claim, error) },
          send,
          log,
          retryBaseMs,
          retryMaxMs,
          what: 'newsletter mail',
          permanent: isPermanentFailure,
        })
      : null;
    if (!transport) log.warn('SMTP_URL is not set: Zijstroom mails are stored but not mailed');

    async function drain(): Promise<number> {
      const started = await issues.startDue(clockNow(), outbox);
      if (started.length > 0) log.info({ issues: started }, 'newsletter issues started');
      return worker ? worker.tick() : 0;
    }

    fastify.decorate('newsletter', {
      subscribers,
      subscribersAdmin: createSubscribersAdmin(db, subscribers),
      issues,
      outbox,
      async signUp(input, origin) {
        const queued = await db.transaction().execute(async (trx) => {
          const now = clockNow();
          const confirmation = await subscribers.signUp(input.email, input.name, now, trx);
          if (confirmation) await outbox.enqueueConfirmation(confirmation, origin, now, trx);
          return confirmation !== null;
        });
        if (queued) worker?.wake();
        return queued;
      },
      async preview(issueId, to, origin) {
        const issue = await db.selectFrom('newsletter_issues').select(['id', 'title', 'body', 'attachment_id']).where('id', '=', issueId).executeTakeFirst();
        if (!issue) return null;
        const content = { id: issue.id, title: issue.title, body: issue.body, attachmentId: issue.attachment_id };
        // A subscriber's mail as the worker builds it; its unsubscribe link carries no real token.
        const mail: NewsletterMail = { id: 'voorbeeld', attempts: 0, kind: 'issue', to, name: '', token: 'voorbeeld', origin, subscriberId: null, issue: content };
        const built = await buildNewsletterMail(mail, await siteOf());
        return { subject: String(built.subject), html: String(built.html), text: String(built.text) };
      },
      async sendProof(issueId, to, origin) {
        const queued = await outbox.enqueueProof(issueId, to, origin);
        if (queued) worker?.wake();
        return queued;
      },
      drain,
      wake: () => void drain().catch((error: unknown) => log.error({ err: error }, 'newsletter drain failed')),
    });

    const sweep = setInterval(() => void subscribers.sweep().catch((error: unknown) => log.warn({ err: error }, 'newsletter sweep failed')), SWEEP_MS);
    sweep.unref();
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => fastify.newsletter.wake(), pollIntervalMs);
      timer.unref();
    });
    fastify.addHook('preClose', async () => {
      clearInterval(sweep);
      clearInterval(timer);
      await worker?.stop();
      transport?.close();
    });
  },
  { name: 'newsletter', dependencies: ['db', 'env', 'outbox-config', 'settings-repository'] },
);
