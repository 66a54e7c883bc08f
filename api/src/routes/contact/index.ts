/**
 * POST /api/contact: accepts a contact message (202) after the kit's rules pass, stores it in the
 * outbox and wakes the mailer. Abuse guards: a honeypot, a per-IP quota, a body size limit,
 * single-line header values, and an Idempotency-Key so a repeated submit is stored once.
 * All of that is `fastify.contactSubmit` (plugins/app/contact/contact-submit.ts), which the plain
 * HTML form's POST /contact uses too; this route only answers its outcome as JSON.
 */
import type { FastifyPluginAsync } from 'fastify';

import { CONTACT_BODY_LIMIT } from '../../plugins/app/contact/contact-submit';
import { sendIntakeRefusal } from '../../plugins/app/contact/intake-refusal';
import { postContactSchema } from '../../schemas/contact';

const contactRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post('/', { schema: postContactSchema, attachValidation: true, bodyLimit: CONTACT_BODY_LIMIT }, async (request, reply) => {
    const outcome = await fastify.contactSubmit(request, request.body, request.headers['idempotency-key']);
    switch (outcome.kind) {
      case 'accepted':
        return reply.code(202).send({ data: { id: outcome.id } });
      case 'conflict':
        return reply.code(422).send({ code: 'idempotency_conflict', message: outcome.message });
      default:
        return sendIntakeRefusal(reply, outcome);
    }
  });
};

export default contactRoutes;
