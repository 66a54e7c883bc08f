/**
 * Taking in one contact message, whatever form it arrived in: the JSON call of the form's script
 * (POST /api/contact) and the plain HTML form without JavaScript (POST /contact, site/contact-post.ts)
 * go through this one function, so both have the same quota, honeypot, rules, idempotency and outbox.
 * Each route only turns the outcome into its own answer (JSON, or a page). `fastify.contactSubmit`.
 *
 * The quota (5 per 10 minutes) is ONE counter per IP for both ways in, and counts accepted messages
 * only: a visitor who corrects a refused message is never locked out by the attempts that were refused.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { describeValidation } from '../errors/validation-messages';
import type { IntakeRefusal } from './intake-refusal';
import { checkContact, contactHash, normalizeContact, type ContactField } from './contact-rules';
import type { ContactMessageInput } from './outbox-repository';

/** 5 000 characters of message in 4-byte UTF-8 plus the other fields stays under this. */
export const CONTACT_BODY_LIMIT = 32 * 1024;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export type ContactOutcome =
  /** Stored (or a bot's message silently dropped): 202. `replayed`: the same message again, not counted. */
  | { kind: 'accepted'; id: string; replayed?: boolean }
  | Exclude<IntakeRefusal<ContactField>, { kind: 'invalid' }>
  /** The form's values beside its messages: the plain HTML form shows them again. */
  | { kind: 'invalid'; message: string; fields: Partial<Record<ContactField, string>>; values: ContactMessageInput }
  | { kind: 'conflict'; message: string };

export type ContactSubmit = (request: FastifyRequest, body: unknown, idempotencyKey?: unknown) => Promise<ContactOutcome>;

declare module 'fastify' {
  interface FastifyInstance {
    contactSubmit: ContactSubmit;
  }
}

/** Per-field messages of the JSON schema (wrong types), only for the body. */
function schemaFieldErrors(request: FastifyRequest): Record<string, string> {
  const error = request.validationError;
  if (!error || error.validationContext !== 'body') return {};
  return describeValidation(error.validation).fields;
}

export default fp(
  async (fastify) => {
    const { rateLimitMax, rateLimitWindowMs } = fastify.contactConfig;
    const minutes = Math.round(rateLimitWindowMs / 60_000);
    // Its own counter per IP (rate-limit.ts's plugin), counted only when a message is accepted.
    const quota = fastify.createRateLimit({ max: rateLimitMax, timeWindow: rateLimitWindowMs });
    const accepted = async (request: FastifyRequest, id: string): Promise<ContactOutcome> => {
      await quota(request);
      return { kind: 'accepted', id };
    };

    const submit: ContactSubmit = async (request, body, key) => {
      const used = await quota(request, { increment: false });
      if (!used.isAllowed && used.remaining === 0) {
        return { kind: 'quota', retryAfterSeconds: used.ttlInSeconds, message: `U heeft te veel berichten verstuurd. Probeer het over ${minutes} minuten opnieuw.` };
      }
      const fieldsIn = body ?? {};
      if (!isObject(fieldsIn)) return { kind: 'bad_request', message: 'De aanvraag is niet juist' };

      if (typeof fieldsIn.website === 'string' && fieldsIn.website.trim() !== '') {
        // A bot filled the invisible field: it gets the answer a person would, nothing is stored.
        request.log.warn({ ip: request.ip }, 'contact honeypot filled; message discarded');
        return accepted(request, randomUUID());
      }
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        return { kind: 'bad_request', message: 'Idempotency-Key is niet juist' };
      }

      const values = normalizeContact(fieldsIn);
      const typeKeys = (await fastify.contactRepository.listTypes()).map((t) => t.key);
      const fields = { ...schemaFieldErrors(request), ...checkContact(values, typeKeys) } as Partial<Record<ContactField, string>>;
      const first = Object.values(fields)[0];
      if (first) return { kind: 'invalid', message: first, fields, values };

      const result = await fastify.contactOutbox.enqueue(values, { idempotencyKey: key, requestHash: contactHash(values) });
      if (result.outcome === 'conflict') return { kind: 'conflict', message: 'Deze Idempotency-Key is al gebruikt voor een ander bericht' };
      if (result.outcome === 'replayed') {
        // The same message again: nothing new is stored, so nothing is counted.
        request.log.info({ id: result.id }, 'contact submit repeated; first message kept');
        return { kind: 'accepted', id: result.id, replayed: true };
      }
      return accepted(request, result.id);
    };
    fastify.decorate('contactSubmit', submit);
  },
  { name: 'contact-submit', dependencies: ['contact-config', 'contact-outbox', 'contact-repository', 'rate-limit'] },
);
