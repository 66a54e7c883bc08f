/**
 * Taking in one Zijstroom sign-up, whatever form it arrived in: the form's script (POST
 * /api/zijstroom/aanmelden, JSON) and the plain HTML form without JavaScript (POST /zijstroom,
 * site/newsletter-post.ts) go through this one function, as the contact form's two ways in do.
 *
 * The answer to a well-formed address is always the same, whether it is new, pending, confirmed
 * or unsubscribed: nobody can learn from it who is subscribed. Limits: per client, the rate-limit
 * plugin's counter (5 sign-ups per 10 minutes per IP, counted when accepted, as the contact form's
 * quota); per address, no second confirmation mail within 10 minutes (subscribers-repository.ts),
 * which holds across instances because it is in the database. A bot filling the honeypot gets the
 * same answer, and nothing happens.
 */
import { checkSignUp, newsletter } from '@kerk/kit/newsletter';
import { validation as msg } from '@kerk/kit/texts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { publicOrigin } from '../../../lib/public-origin';
import { MAILBOX_SAFE, singleLine } from '../contact/contact-rules';
import type { IntakeRefusal } from '../contact/intake-refusal';

export type SignUpField = 'email' | 'name';

export type SignUpOutcome =
  | { kind: 'accepted'; message: string }
  | IntakeRefusal<SignUpField>;

export type NewsletterSubmit = (request: FastifyRequest, body: unknown) => Promise<SignUpOutcome>;

declare module 'fastify' {
  interface FastifyInstance {
    newsletterSubmit: NewsletterSubmit;
  }
}

/** Sign-ups per client IP per window: enough for a household, not for a script. */
export const SIGN_UP_QUOTA = { max: 5, timeWindow: 10 * 60_000 };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export default fp(
  async (fastify) => {
    const quota = fastify.createRateLimit(SIGN_UP_QUOTA);
    const accepted = async (request: FastifyRequest): Promise<SignUpOutcome> => {
      await quota(request);
      return { kind: 'accepted', message: newsletter.answer };
    };

    const submit: NewsletterSubmit = async (request, body) => {
      const used = await quota(request, { increment: false });
      if (!used.isAllowed && used.remaining === 0) return { kind: 'quota', retryAfterSeconds: used.ttlInSeconds, message: newsletter.tooMany };
      if (!isObject(body)) return { kind: 'bad_request', message: 'De aanvraag is niet juist' };
      if (typeof body.website === 'string' && body.website.trim() !== '') {
        request.log.warn('newsletter honeypot filled; sign-up discarded');
        return accepted(request);
      }
      const values = { email: singleLine(body.email).toLowerCase(), name: singleLine(body.name) };
      const fields: Partial<Record<SignUpField, string>> = checkSignUp(values);
      if (!fields.email && !MAILBOX_SAFE.test(values.email)) fields.email = msg.invalid(newsletter.fields.email);
      const first = Object.values(fields)[0];
      if (first) return { kind: 'invalid', message: first, fields };
      const mailed = await fastify.newsletter.signUp(values, publicOrigin(request, fastify.config));
      request.log.info({ mailed }, 'newsletter sign-up');
      return accepted(request);
    };
    fastify.decorate('newsletterSubmit', submit);
  },
  { name: 'newsletter-submit', dependencies: ['newsletter', 'rate-limit'] },
);
