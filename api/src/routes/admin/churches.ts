/**
 * /api/admin/churches (beheerder and redacteur, issue 16): the seven churches as the editing app
 * edits them: the list, one, save with `If-Match`, the revisions. No add and no delete: the churches
 * are the locations of spec §3 (plugins/app/churches/church-editing.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { churchType } from '@kerk/kit/content-types';
import type { AdminChurch } from '@kerk/kit/api-types';

import { churchMessages as messages } from '../../plugins/app/churches/church-editing';
import { churchSchemas, listAdminChurchesSchema } from '../../schemas/admin-community';
import { collectionReplies, collectionRoutes, editorOf, editors } from './collection-routes';

const churchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.churchEditing;
  const replies = collectionReplies<AdminChurch>(messages);

  fastify.get('/', { schema: listAdminChurchesSchema, config: editors }, async () => ({ data: await editing.list() }));

  fastify.put('/:id', { schema: churchSchemas.update, config: editors }, async (request, reply) => {
    const version = replies.version(request, reply);
    if (version === null) return reply;
    return replies.saved(reply, await editing.update(request.params.id, request.body, version, editorOf(request)));
  });

  await fastify.register(collectionRoutes(editing, churchSchemas, messages, churchType));
};

export default churchRoutes;
