/**
 * /api/admin/pastors (beheerder and redacteur, issue 16): the pastoral team as the editing app
 * edits it. The work is in plugins/app/pastors/pastor-editing.ts, on the generic collection; the
 * routes every collection shares (one, delete, Prullenbak, revisions) come from ./collection-routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pastorType } from '@kerk/kit/content-types';

import { pastorMessages as messages } from '../../plugins/app/pastors/pastor-editing';
import { listAdminPastorsSchema, pastorSchemas } from '../../schemas/admin-community';
import { collectionRoutes, editors } from './collection-routes';

const pastorRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.pastorEditing;

  fastify.get('/', { schema: listAdminPastorsSchema, config: editors }, async () => ({ data: await editing.list() }));

  await fastify.register(collectionRoutes(editing, pastorSchemas, messages, pastorType));
};

export default pastorRoutes;
