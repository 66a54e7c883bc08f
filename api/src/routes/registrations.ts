/**
 * Sign-ups (issue 43): POST /api/services/{id}/registrations and /api/events/{id}/registrations take
 * one visitor's sign-up (`fastify.registrations.submit`, the same as the page's plain POST without
 * JavaScript): 201 for a new sign-up, confirmed or waitlisted; 200 with the existing sign-up's answer
 * when the address signed up before (never a second one, never a change). POST
 * /api/registrations/cancel cancels the sign-up of a mail's link.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cancelBodySchema, cancelResultSchema, dataAnswerSchema, signUpBodySchema, signUpResultSchema } from '@kerk/kit/api-schemas';
import { registrations as texts } from '@kerk/kit/registrations';
import type { FastifyReply } from 'fastify';

import { now } from '../lib/clock';
import { publicOrigin } from '../lib/public-origin';
import { sendIntakeRefusal } from '../plugins/app/contact/intake-refusal';
import { SIGNUP_BODY_LIMIT, type SubmitOutcome } from '../plugins/app/registrations/registrations';
import type { TargetKind } from '../plugins/app/registrations/registration-targets';
import { idParams } from '../schemas/admin-collection';
import { commonErrors, errorSchema, notFoundError } from '../schemas/common';

const answer = dataAnswerSchema(signUpResultSchema, 'De aanmelding: bevestigd, of op de wachtlijst met de plaats');

const signUpSchema = (what: string) => ({
  tags: ['registrations'],
  summary: `Aanmelden voor ${what}`,
  description: 'Naam, e-mailadres, aantal plaatsen en (bij een eigen vraag) het antwoord. Hoogstens 10 aanmeldingen per 10 minuten per IP-adres.',
  params: idParams,
  body: signUpBodySchema,
  response: { 200: answer, 201: answer, 404: notFoundError, ...commonErrors },
});

/** The JSON answer to an outcome of `submit`. */
export function sendSignUpOutcome(reply: FastifyReply, outcome: SubmitOutcome): FastifyReply {
  switch (outcome.kind) {
    case 'accepted':
      return reply.code(outcome.created ? 201 : 200).send({ data: outcome.answer });
    case 'not_found':
      return reply.code(404).send({ code: 'not_found', message: outcome.message });
    case 'closed':
      return reply.code(400).send({ code: 'signup_closed', message: outcome.message });
    default:
      return sendIntakeRefusal(reply, outcome);
  }
}

const registrationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const route = (kind: TargetKind, path: string, what: string) =>
    fastify.post(path, { schema: signUpSchema(what), attachValidation: true, bodyLimit: SIGNUP_BODY_LIMIT }, async (request, reply) =>
      sendSignUpOutcome(reply, await fastify.registrations.submit(request, kind, request.params.id, request.body)),
    );
  route('service', '/services/:id/registrations', 'een kerkdienst');
  route('event', '/events/:id/registrations', 'een evenement');

  fastify.post(
    '/registrations/cancel',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Afmelden met de link uit de e-mail',
        body: cancelBodySchema,
        response: { 200: dataAnswerSchema(cancelResultSchema, 'Afgemeld'), 404: errorSchema('De link werkt niet (meer)'), ...commonErrors },
      },
      bodyLimit: SIGNUP_BODY_LIMIT,
    },
    async (request, reply) => {
      const outcome = await fastify.registrations.repository.cancelByToken(request.body.token, publicOrigin(request, fastify.config), now());
      if (outcome === 'invalid') return reply.code(404).send({ code: 'not_found', message: texts.cancelInvalid });
      if (outcome === 'cancelled') fastify.registrations.wake();
      return { data: { status: outcome } };
    },
  );
};

export default registrationRoutes;
