/**
 * /api/admin/pastors (beheerder and redacteur, issue 16): the pastoral team as the editing app
 * edits it. The work is in plugins/app/pastors/pastor-editing.ts, on the generic collection; the
 * routes every collection shares (one, delete, Prullenbak, revisions) come from ./collection-routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pastorType } from '@kerk/kit/content-types';
import type { AdminPastor } from '@kerk/kit/api-types';

import { pastorMessages as messages } from '../../plugins/app/pastors/pastor-editing';
import { listAdminPastorsSchema, pastorSchemas } from '../../schemas/admin-community';
import { collectionReplies, collectionRoutes, editorOf, editors } from './collection-routes';

const pastorRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.pastorEditing;
  const replies = collectionReplies<AdminPastor>(messages);

  fastify.get('/', { schema: listAdminPastorsSchema, config: editors }, async () => ({ data: await editing.list() }));

  fastify.post('/', { schema: pastorSchemas.create, config: editors }, async (request, reply) =>
    replies.saved(reply, await editing.create(request.body, editorOf(request)), true),
  );

  fastify.put('/:id', { schema: pastorSchemas.update, config: editors }, async (request, reply) => {
    const version = replies.version(request, reply);
    if (version === null) return reply;
    return replies.saved(reply, await editing.update(request.params.id, request.body, version, editorOf(request)));
  });

  await fastify.register(collectionRoutes(editing, pastorSchemas, messages, pastorType));
};

export default pastorRoutes;
