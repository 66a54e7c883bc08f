/**
 * Tunables of the outbox that contact messages, account mails and Zijstroom share: how often it is
 * polled and the retry back-off. Defaults suit production; tests pass small intervals through the
 * app's `outbox` option.
 */
import fp from 'fastify-plugin';

export interface OutboxOptions {
  /** How often due retries are looked for; a new message is sent at once, without waiting. */
  pollIntervalMs: number;
  /** First retry delay; it doubles per failed attempt up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export const OUTBOX_DEFAULTS: OutboxOptions = {
  pollIntervalMs: 15_000,
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    outboxConfig: OutboxOptions;
  }
}

export default fp<Partial<OutboxOptions>>(
  async (fastify, opts) => {
    const { pollIntervalMs, retryBaseMs, retryMaxMs } = { ...OUTBOX_DEFAULTS, ...opts };
    fastify.decorate('outboxConfig', { pollIntervalMs, retryBaseMs, retryMaxMs });
  },
  { name: 'outbox-config' },
);
