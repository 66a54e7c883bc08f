/**
 * /api/admin/events (beheerder and redacteur, issue 16): the agenda as the editing app edits it.
 * The work is in plugins/app/events/event-editing.ts, on the generic collection of
 * plugins/app/content-editing/; the routes every collection shares come from ./collection-routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventType } from '@kerk/kit/content-types';

import { eventMessages as messages } from '../../plugins/app/events/event-rules';
import { eventSchemas, listAdminEventsSchema } from '../../schemas/admin-events';
import { collectionRoutes, editors } from './collection-routes';
import { refreshSignups } from './registrations';

const eventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.eventEditing;

  fastify.get('/', { schema: listAdminEventsSchema, config: editors }, async (request) => {
    const { past = false, page = 1, pageSize = 20 } = request.query;
    const { items, total } = await editing.list({ past, page, pageSize });
    return { data: items, meta: { page, pageSize, total } };
  });

  await fastify.register(collectionRoutes(editing, eventSchemas, messages, eventType, editors, refreshSignups(fastify, 'event')));
};

export default eventRoutes;
