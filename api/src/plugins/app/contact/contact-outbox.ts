/**
 * Runs the outbox worker inside the API process: started when the app is ready, stopped (after
 * finishing a send in progress) when it closes. Decorates `fastify.contactOutbox`: the contact route
 * stores a message with `enqueue`, which also wakes the worker. Without SMTP_URL nothing is sent:
 * messages wait in the outbox and are delivered once the server runs with SMTP configured.
 */
import fp from 'fastify-plugin';

import { createSmtpSender } from './mailer';
import { createOutboxRepository, type ContactMessageInput, type EnqueueOptions, type EnqueueResult, type OutboxRepository } from './outbox-repository';
import { createOutboxWorker } from '../outbox/outbox-worker';

export interface ContactOutbox {
  /** Stores a message (once per idempotency key) and, when it is new, starts sending it. */
  enqueue: (input: ContactMessageInput, options?: EnqueueOptions) => Promise<EnqueueResult>;
  /** Sends every due message now and answers how many went out (0 without SMTP_URL). */
  drain: () => Promise<number>;
  countByStatus: OutboxRepository['countByStatus'];
  oldestUnsentAt: OutboxRepository['oldestUnsentAt'];
  /** False without SMTP_URL: messages are kept, not mailed. */
  mailing: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    contactOutbox: ContactOutbox;
  }
}

export default fp(
  async (fastify) => {
    const { smtpUrl, instanceId, outboxLeaseMs } = fastify.config;
    // Claims carry a lease: a message a crash left in `sending` (here or on another instance) is
    // claimed again once its lease has passed, so nothing is queued again at start-up.
    const outbox = createOutboxRepository(fastify.db, { instanceId, leaseMs: outboxLeaseMs });

    if (!smtpUrl) {
      const waiting = await outbox.countByStatus();
      fastify.log.warn({ queued: waiting.queued + waiting.retry }, 'SMTP_URL is not set: contact messages are stored but not mailed');
      fastify.decorate('contactOutbox', {
        enqueue: (input, options) => outbox.enqueue(input, options),
        drain: async () => 0,
        countByStatus: outbox.countByStatus,
        oldestUnsentAt: outbox.oldestUnsentAt,
        mailing: false,
      });
      return;
    }

    const sender = createSmtpSender(smtpUrl, async (message) => (await fastify.settingsRepository.get()).email || message.recipientEmail);
    const { pollIntervalMs, retryBaseMs, retryMaxMs } = fastify.outboxConfig;
    const worker = createOutboxWorker({ outbox, send: sender.send, log: fastify.log.child({ module: 'contact-outbox' }), retryBaseMs, retryMaxMs });
    fastify.decorate('contactOutbox', {
      async enqueue(input, options) {
        const result = await outbox.enqueue(input, options);
        if (result.outcome === 'created') worker.wake();
        return result;
      },
      drain: worker.tick,
      countByStatus: outbox.countByStatus,
      oldestUnsentAt: outbox.oldestUnsentAt,
      mailing: true,
    });

    fastify.addHook('onReady', async () => worker.start(pollIntervalMs));
    // preClose runs before the onClose hooks, so the database is still open while a send finishes.
    fastify.addHook('preClose', async () => {
      await worker.stop();
      sender.close();
    });
  },
  { name: 'contact-outbox', dependencies: ['db', 'outbox-config', 'settings-repository'] },
);
