/**
 * /api/admin/churches (beheerder and redacteur, issue 16): the seven churches as the editing app
 * edits them: the list, one, save with `If-Match`, the revisions. No add and no delete: the churches
 * are the locations of spec §3 (plugins/app/churches/church-editing.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { churchType } from '@kerk/kit/content-types';

import { churchMessages as messages } from '../../plugins/app/churches/church-editing';
import { churchSchemas, listAdminChurchesSchema } from '../../schemas/admin-community';
import { collectionRoutes, editors } from './collection-routes';

const churchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.churchEditing;

  fastify.get('/', { schema: listAdminChurchesSchema, config: editors }, async () => ({ data: await editing.list() }));

  await fastify.register(collectionRoutes(editing, churchSchemas, messages, churchType));
};

export default churchRoutes;
