/**
 * Tunables of the contact form: how often the outbox is polled, the retry back-off and the per-IP
 * limit on submissions. Defaults suit production; tests pass small intervals through app options.
 */
import fp from 'fastify-plugin';

export interface ContactOptions {
  /** How often due retries are looked for; a new message is sent at once, without waiting. */
  pollIntervalMs: number;
  /** First retry delay; it doubles per failed attempt up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Submissions per IP per window (spec leaves it open; 5 per 10 minutes stops floods, not people). */
  rateLimitMax: number;
  rateLimitWindowMs: number;
}

export const CONTACT_DEFAULTS: ContactOptions = {
  pollIntervalMs: 15_000,
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
  rateLimitMax: 5,
  rateLimitWindowMs: 10 * 60_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    contactConfig: ContactOptions;
  }
}

export default fp<Partial<ContactOptions>>(
  async (fastify, opts) => {
    const { pollIntervalMs, retryBaseMs, retryMaxMs, rateLimitMax, rateLimitWindowMs } = { ...CONTACT_DEFAULTS, ...opts };
    fastify.decorate('contactConfig', { pollIntervalMs, retryBaseMs, retryMaxMs, rateLimitMax, rateLimitWindowMs });
  },
  { name: 'contact-config' },
);
