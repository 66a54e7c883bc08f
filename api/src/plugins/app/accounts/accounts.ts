/**
 * The accounts of the editing app as one plugin: decorates `fastify.accounts` (users, sessions,
 * sign-in, one-time links, audit log) and runs the account mail outbox's worker in the process,
 * as contact-outbox.ts does for the contact form (same worker, same SMTP_URL, same back-off;
 * without SMTP_URL mails wait in the outbox). Expired sessions are swept once an hour.
 */
import fp from 'fastify-plugin';

import { createSmtpTransport } from '../../../lib/smtp-transport';
import { ACCOUNT_POLICY } from './account-policy';
import { createAccountLinks, type AccountLinks } from './account-links';
import { createAccountMailOutbox, type AccountMail } from './account-mail';
import { createAuditRepository, type AuditRepository } from './audit-repository';
import { createLoginThrottle } from './login-throttle';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository';
import { createSigning, type Signing } from './sign-in';
import { createUserManagement, type UserManagement } from './user-management';
import { createUsersRepository, type UsersRepository } from './users-repository';
import { createOutboxWorker } from '../outbox/outbox-worker';

export interface Accounts {
  users: UsersRepository;
  sessions: SessionsRepository;
  audit: AuditRepository;
  /** Sign in, sign out, sign out everywhere. */
  signing: Signing;
  links: AccountLinks;
  /** A beheerder's work on the accounts: the list, role, on/off, a new link. */
  management: UserManagement;
  /** Sends every due account mail now; answers how many went out (0 without SMTP_URL). */
  drainMail: () => Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

const SWEEP_MS = 60 * 60_000;

export default fp(
  async (fastify) => {
    const { db } = fastify;
    const { smtpUrl, instanceId, outboxLeaseMs } = fastify.config;
    // As the contact outbox: a mail left in `sending` is claimed again once its lease has passed.
    const outbox = createAccountMailOutbox(db, { instanceId, leaseMs: outboxLeaseMs });
    const transport = smtpUrl ? createSmtpTransport(smtpUrl) : null;
    const send = async (mail: AccountMail) => {
      const from = (await fastify.settingsRepository.get()).email || `noreply@${new URL(fastify.config.publicUrl ?? 'http://localhost').hostname}`;
      await transport?.sendMail({ from: { name: 'Website', address: from }, to: mail.to, subject: mail.subject, text: mail.body, messageId: `<${mail.id}@${from.split('@')[1]}>` });
    };
    const { pollIntervalMs, retryBaseMs, retryMaxMs } = fastify.outboxConfig;
    const log = fastify.log.child({ module: 'account-mail' });
    const worker = transport ? createOutboxWorker({ outbox, send, log, retryBaseMs, retryMaxMs, what: 'account mail' }) : null;
    const mail = {
      async enqueue(message: { to: string; subject: string; body: string }) {
        await outbox.enqueue(message);
        worker?.wake();
      },
    };

    const users = createUsersRepository(db);
    const sessions = createSessionsRepository(db, ACCOUNT_POLICY);
    const audit = createAuditRepository(db);
    const throttle = createLoginThrottle(db, ACCOUNT_POLICY.lockout);
    fastify.decorate('accounts', {
      users,
      sessions,
      audit,
      signing: createSigning({ users, sessions, throttle, audit }, ACCOUNT_POLICY),
      links: createAccountLinks(db, mail, ACCOUNT_POLICY),
      management: createUserManagement(db, mail, ACCOUNT_POLICY),
      drainMail: async () => (worker ? worker.tick() : 0),
    });

    const sweep = setInterval(() => void sessions.purgeExpired().catch((error: unknown) => log.warn({ err: error }, 'session sweep failed')), SWEEP_MS);
    sweep.unref();
    fastify.addHook('onReady', async () => worker?.start(pollIntervalMs));
    fastify.addHook('preClose', async () => {
      clearInterval(sweep);
      await worker?.stop();
      transport?.close();
    });
  },
  { name: 'accounts', dependencies: ['db', 'env', 'outbox-config', 'settings-repository'] },
);
