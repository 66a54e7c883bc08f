/**
 * POST /api/contact: accepts a contact message (202) after the kit's rules pass, stores it in the
 * outbox and wakes the mailer. Abuse guards: a honeypot, a per-IP quota, a body size limit,
 * single-line header values, and an Idempotency-Key so a repeated submit is stored once.
 * The quota (5 per 10 minutes) counts accepted messages only: a visitor who corrects a refused
 * message (400, 413, 422) is never locked out by the attempts that were refused.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import { describeValidation } from '../../plugins/app/errors/validation-messages';
import { checkContact, contactHash, normalizeContact } from '../../plugins/app/contact/contact-rules';
import { postContactSchema } from '../../schemas/contact';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Per-field messages of the JSON schema (wrong types), only for the body. */
function schemaFieldErrors(request: FastifyRequest): Record<string, string> {
  const error = request.validationError;
  if (!error || error.validationContext !== 'body') return {};
  return describeValidation(error.validation).fields;
}

const contactRoutes: FastifyPluginAsync = async (fastify) => {
  const { rateLimitMax, rateLimitWindowMs } = fastify.contactConfig;
  const minutes = Math.round(rateLimitWindowMs / 60_000);
  // Its own counter per IP (rate-limit.ts's plugin), counted only when a message is accepted.
  const quota = fastify.createRateLimit({ max: rateLimitMax, timeWindow: rateLimitWindowMs });
  const accepted = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    await quota(request);
    return reply.code(202).send({ data: { id } });
  };

  fastify.post(
    '/',
    {
      schema: postContactSchema,
      attachValidation: true,
      // 5 000 characters of message in 4-byte UTF-8 plus the other fields stays under this.
      bodyLimit: 32 * 1024,
    },
    async (request, reply) => {
      const used = await quota(request, { increment: false });
      if (!used.isAllowed && used.remaining === 0) {
        return reply
          .code(429)
          .header('retry-after', String(used.ttlInSeconds))
          .send({ code: 'too_many_requests', message: `U heeft te veel berichten verstuurd. Probeer het over ${minutes} minuten opnieuw.` });
      }
      const body = request.body ?? {};
      if (!isObject(body)) return reply.code(400).send({ code: 'bad_request', message: 'De aanvraag is niet juist' });

      if (typeof body.website === 'string' && body.website.trim() !== '') {
        // A bot filled the invisible field: it gets the answer a person would, nothing is stored.
        request.log.warn({ ip: request.ip }, 'contact honeypot filled; message discarded');
        return accepted(request, reply, randomUUID());
      }

      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        return reply.code(400).send({ code: 'bad_request', message: 'Idempotency-Key is niet juist' });
      }

      const values = normalizeContact(body);
      const typeKeys = (await fastify.contactRepository.listTypes()).map((t) => t.key);
      const fields = { ...schemaFieldErrors(request), ...checkContact(values, typeKeys) };
      const first = Object.values(fields)[0];
      if (first) return reply.code(400).send({ code: 'validation_error', message: first, fields });

      const result = await fastify.contactOutbox.enqueue(values, { idempotencyKey: key, requestHash: contactHash(values) });
      if (result.outcome === 'conflict') {
        return reply.code(422).send({ code: 'idempotency_conflict', message: 'Deze Idempotency-Key is al gebruikt voor een ander bericht' });
      }
      if (result.outcome === 'replayed') {
        // The same message again: nothing new is stored, so nothing is counted.
        request.log.info({ id: result.id }, 'contact submit repeated; first message kept');
        return reply.code(202).send({ data: { id: result.id } });
      }
      return accepted(request, reply, result.id);
    },
  );
};

export default contactRoutes;
