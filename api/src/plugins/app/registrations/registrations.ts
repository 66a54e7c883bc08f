/**
 * Sign-ups as one plugin (issue 43): decorates `fastify.registrations` and runs the sign-up outbox's
 * worker in the process, as the newsletter does (the same worker, back-off, SMTP_URL and DKIM). At
 * the outbox's interval it queues the reminders of tomorrow's services and events; hourly it deletes
 * the sign-ups of those that ended more than SIGNUP_KEEP_DAYS ago (AVG).
 *
 * `submit` takes one visitor's sign-up, whatever form it came in (the JSON route, or the page's plain
 * POST without JavaScript): the per-IP quota (counted when accepted, as the contact form's; behind a
 * proxy the client's IP from X-Forwarded-For with TRUST_PROXY), the honeypot, the kit's rules, then the
 * repository's one transaction.
 */
import fs from 'node:fs';

import { checkSignUp, registrations as texts } from '@kerk/kit/registrations';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { now as clockNow } from '../../../lib/clock';
import { publicOrigin } from '../../../lib/public-origin';
import { createSmtpTransport } from '../../../lib/smtp-transport';
import { singleLine } from '../contact/contact-rules';
import type { IntakeRefusal } from '../contact/intake-refusal';
import type { MailSite } from '../newsletter/newsletter-mail';
import { createOutboxWorker } from '../outbox/outbox-worker';
import { buildRegistrationMail } from './registration-mail';
import { createRegistrationOutbox, type RegistrationMail } from './registration-outbox';
import { stateOf, type TargetKind } from './registration-targets';
import { createRegistrationsRepository, type RegistrationsRepository, type SignUpAnswer } from './registrations-repository';

export type SignUpField = 'name' | 'email' | 'seats' | 'answer';

export type SubmitOutcome =
  | { kind: 'accepted'; answer: SignUpAnswer; created: boolean }
  | { kind: 'not_found'; message: string }
  | { kind: 'closed'; message: string }
  | (IntakeRefusal<SignUpField> & { values?: Record<SignUpField, string> });

export interface Registrations {
  repository: RegistrationsRepository;
  /** The public answer's `registration` of a service or event (its occurrence); null without sign-ups. */
  state: (kind: TargetKind, id: number, occurrence?: string) => Promise<ReturnType<typeof stateOf>>;
  submit: (request: FastifyRequest, kind: TargetKind, id: number, body: unknown) => Promise<SubmitOutcome>;
  /** Sends what is due now; answers how many went out (0 without SMTP_URL). */
  drain: () => Promise<number>;
  wake: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    registrations: Registrations;
  }
}

/** Sign-ups per client IP per window: a household's, not a script's. */
export const SIGNUP_QUOTA = { max: 10, timeWindow: 10 * 60_000 };
/** The body of a sign-up: a few short fields. */
export const SIGNUP_BODY_LIMIT = 8 * 1024;
const SWEEP_MS = 60 * 60_000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export default fp(
  async (fastify) => {
    const { db } = fastify;
    const { smtpUrl, instanceId, outboxLeaseMs, dkim, signupKeepDays } = fastify.config;
    const log = fastify.log.child({ module: 'registrations' });
    const outbox = createRegistrationOutbox(db, { instanceId, leaseMs: outboxLeaseMs });
    const repository = createRegistrationsRepository(db, outbox);
    const quota = fastify.createRateLimit(SIGNUP_QUOTA);

    const transport = smtpUrl
      ? createSmtpTransport(smtpUrl, dkim ? { dkim: { domainName: dkim.domainName, keySelector: dkim.keySelector, privateKey: fs.readFileSync(dkim.keyFile, 'utf8') } } : {})
      : null;
    const siteOf = async (): Promise<MailSite> => {
      const settings = await fastify.settingsRepository.get();
      return { title: settings.title, email: settings.email || `noreply@${new URL(fastify.config.publicUrl ?? 'http://localhost').hostname}` };
    };
    const { pollIntervalMs, retryBaseMs, retryMaxMs } = fastify.outboxConfig;
    const worker = transport
      ? createOutboxWorker<RegistrationMail>({
          outbox,
          send: async (mail) => void (await transport.sendMail(buildRegistrationMail(mail, await siteOf()))),
          log,
          retryBaseMs,
          retryMaxMs,
          what: 'sign-up mail',
        })
      : null;
    if (!transport) log.warn('SMTP_URL is not set: sign-up mails are stored but not mailed');

    const origin = () => fastify.config.publicUrl ?? `http://localhost:${fastify.config.port}`;

    async function drain(): Promise<number> {
      const reminders = await repository.queueReminders(origin(), clockNow());
      if (reminders > 0) log.info({ reminders }, 'sign-up reminders queued');
      return worker ? worker.tick() : 0;
    }
    const wake = () => void drain().catch((error: unknown) => log.error({ err: error }, 'sign-up drain failed'));

    async function submit(request: FastifyRequest, kind: TargetKind, id: number, body: unknown): Promise<SubmitOutcome> {
      const used = await quota(request, { increment: false });
      if (!used.isAllowed && used.remaining === 0) return { kind: 'quota', retryAfterSeconds: used.ttlInSeconds, message: texts.tooMany };
      if (!isObject(body)) return { kind: 'bad_request', message: 'De aanvraag is niet juist' };
      const occurrence = typeof body.occurrence === 'string' ? body.occurrence : '';
      const target = await repository.findTarget(kind, id, occurrence);
      if (!target || !target.enabled) return { kind: 'not_found', message: texts.notOpen };
      const values = { name: singleLine(body.name), email: singleLine(body.email).toLowerCase(), seats: singleLine(body.seats === undefined ? '' : String(body.seats)), answer: singleLine(body.answer) };
      const fields: Partial<Record<SignUpField, string>> = checkSignUp(values, target.maxSeats);
      const first = Object.values(fields)[0];
      if (first) return { kind: 'invalid', message: first, fields, values };
      if (typeof body.website === 'string' && body.website.trim() !== '') {
        request.log.warn('sign-up honeypot filled; discarded');
        await quota(request);
        return { kind: 'accepted', answer: { status: 'confirmed', seats: Number(values.seats) }, created: false };
      }
      const outcome = await repository.signUp(target, { ...values, seats: Number(values.seats), answer: target.question ? values.answer : '' }, publicOrigin(request, fastify.config), clockNow());
      switch (outcome.kind) {
        case 'closed':
          return { kind: 'closed', message: texts.notOpen };
        case 'not_found':
          return { kind: 'not_found', message: texts.notOpen };
        case 'too_many_seats':
          return { kind: 'invalid', message: texts.tooManySeats(outcome.max), fields: { seats: texts.tooManySeats(outcome.max) }, values };
        default:
          await quota(request);
          if (outcome.created) wake();
          request.log.info({ kind, id, status: outcome.answer.status, created: outcome.created }, 'sign-up');
          return { kind: 'accepted', answer: outcome.answer, created: outcome.created };
      }
    }

    fastify.decorate('registrations', {
      repository,
      async state(kind, id, occurrence = '') {
        const target = await repository.findTarget(kind, id, occurrence);
        if (!target) return null;
        return stateOf(target, target.enabled ? await repository.taken(target) : 0, clockNow());
      },
      submit,
      drain,
      wake,
    });

    const sweep = setInterval(
      () => void repository.sweep(signupKeepDays, clockNow()).then((n) => n > 0 && log.info({ deleted: n }, 'old sign-ups deleted'), (error: unknown) => log.warn({ err: error }, 'sign-up sweep failed')),
      SWEEP_MS,
    );
    sweep.unref();
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      timer = setInterval(wake, pollIntervalMs);
      timer.unref();
    });
    fastify.addHook('preClose', async () => {
      clearInterval(sweep);
      clearInterval(timer);
      await worker?.stop();
      transport?.close();
    });
  },
  { name: 'registrations', dependencies: ['db', 'env', 'outbox-config', 'settings-repository', 'rate-limit'] },
);
