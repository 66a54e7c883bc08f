/**
 * Tunables of the contact form: the per-IP limit on submissions. Defaults suit production; tests
 * pass others through the app's `contact` option. (The outbox's timing is outbox/outbox-config.ts.)
 */
import fp from 'fastify-plugin';

export interface ContactOptions {
  /** Submissions per IP per window (spec leaves it open; 5 per 10 minutes stops floods, not people). */
  rateLimitMax: number;
  rateLimitWindowMs: number;
}

export const CONTACT_DEFAULTS: ContactOptions = {
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
    const { rateLimitMax, rateLimitWindowMs } = { ...CONTACT_DEFAULTS, ...opts };
    fastify.decorate('contactConfig', { rateLimitMax, rateLimitWindowMs });
  },
  { name: 'contact-config' },
);
