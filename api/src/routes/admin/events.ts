/**
 * /api/admin/events (beheerder and redacteur, issue 16): the agenda as the editing app edits it.
 * The work is in plugins/app/events/event-editing.ts, on the generic collection of
 * plugins/app/content-editing/; the routes every collection shares come from ./collection-routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventType } from '@kerk/kit/content-types';

import type { AdminEvent } from '../../plugins/app/events/event-editing';
import { eventMessages as messages } from '../../plugins/app/events/event-rules';
import { eventSchemas, listAdminEventsSchema } from '../../schemas/admin-events';
import { collectionReplies, collectionRoutes, editorOf, editors } from './collection-routes';

const eventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.eventEditing;
  const replies = collectionReplies<AdminEvent>(messages);

  fastify.get('/', { schema: listAdminEventsSchema, config: editors }, async (request) => {
    const { past = false, page = 1, pageSize = 20 } = request.query;
    const { items, total } = await editing.list({ past, page, pageSize });
    return { data: items, meta: { page, pageSize, total } };
  });

  fastify.post('/', { schema: eventSchemas.create, config: editors }, async (request, reply) =>
    replies.saved(reply, await editing.create(request.body, editorOf(request)), true),
  );

  fastify.put('/:id', { schema: eventSchemas.update, config: editors }, async (request, reply) => {
    const version = replies.version(request, reply);
    if (version === null) return reply;
    return replies.saved(reply, await editing.update(request.params.id, request.body, version, editorOf(request)));
  });

  await fastify.register(collectionRoutes(editing, eventSchemas, messages, eventType));
};

export default eventRoutes;
