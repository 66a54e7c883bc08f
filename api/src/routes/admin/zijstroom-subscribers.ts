/**
 * /api/admin/zijstroom/abonnees (issue 33): Zijstroom's subscribers: a page of them with the counts,
 * found by address or name; removal on a reader's request (an audit line); and every subscriber as
 * CSV (also an audit line). All of it for a beheerder only (issue 41): addresses and names are
 * personal data (AVG), which a redacteur does not need to write and send Zijstroom. Nobody is added
 * here: a subscription is the reader's own consent, through the form and the confirmation link.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { now as clockNow } from '../../lib/clock';
import { exportSubscribersSchema, listSubscribersSchema, removeSubscriberSchema, SUBSCRIBERS_MAX_PAGE_SIZE } from '../../schemas/admin-zijstroom';
import { editorOf } from './collection-routes';

/** Who may see or touch the subscribers. */
const beheerders = { access: ['beheerder'] } as const;

export const subscriberMessages = { missing: 'Deze abonnee staat niet (meer) in de lijst.' } as const;

const zijstroomSubscriberRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const admin = fastify.newsletter.subscribersAdmin;

  fastify.get('/', { schema: listSubscribersSchema, config: beheerders }, async (request) => {
    const { q, page } = request.query;
    const pageSize = Math.min(request.query.pageSize, SUBSCRIBERS_MAX_PAGE_SIZE);
    const [{ items, total }, counts] = await Promise.all([admin.list({ q, page, pageSize }), admin.counts()]);
    return { data: items, meta: { page, pageSize, total }, counts };
  });

  fastify.get('.csv', { schema: exportSubscribersSchema, config: beheerders }, async (request, reply) => {
    const day = clockNow().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="zijstroom-abonnees-${day}.csv"`)
      .send(await admin.csv(editorOf(request)));
  });

  fastify.delete('/:id', { schema: removeSubscriberSchema, config: beheerders }, async (request, reply) => {
    if (!(await admin.remove(request.params.id, editorOf(request)))) return reply.code(404).send({ code: 'not_found', message: subscriberMessages.missing });
    return reply.code(204).send(null);
  });
};

export default zijstroomSubscriberRoutes;
