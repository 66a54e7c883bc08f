/**
 * Zijstroom's public API: POST /api/zijstroom/aanmelden (the sign-up form's script; the plain
 * form posts to /zijstroom, site/newsletter-post.ts, through the same intake), GET /api/zijstroom
 * (the archive) and GET /api/zijstroom/{id} (one sent issue; a draft or one going out is 404).
 */
import { parseRouteId } from '@kerk/kit/validation';
import type { FastifyPluginAsync } from 'fastify';

import { sendIntakeRefusal } from '../../plugins/app/contact/intake-refusal';
import { sendNotFound } from '../../plugins/app/errors/error-handler';
import { getIssueSchema, getIssuesSchema, postSignUpSchema } from '../../schemas/newsletter';

const newsletterRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post('/aanmelden', { schema: postSignUpSchema, attachValidation: true, bodyLimit: 4 * 1024 }, async (request, reply) => {
    const outcome = await fastify.newsletterSubmit(request, request.body);
    if (outcome.kind === 'accepted') return reply.code(202).send({ data: { message: outcome.message } });
    return sendIntakeRefusal(reply, outcome);
  });

  fastify.get('/', { schema: getIssuesSchema }, async () => ({ data: await fastify.newsletter.issues.listSent() }));

  fastify.get<{ Params: { id: string } }>('/:id', { schema: getIssueSchema }, async (request, reply) => {
    const id = parseRouteId(request.params.id);
    const issue = id === null ? null : await fastify.newsletter.issues.findSent(id);
    if (!issue) return sendNotFound(request, reply);
    return { data: issue };
  });
};

export default newsletterRoutes;
