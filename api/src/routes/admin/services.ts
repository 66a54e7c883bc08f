/**
 * /api/admin/services (beheerder and redacteur, issue 16): the Kerkdiensten as the editing app edits
 * them. The work is in plugins/app/services/service-editing.ts, on the generic collection of
 * plugins/app/content-editing/; the routes every collection shares come from ./collection-routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serviceType } from '@kerk/kit/content-types';

import type { AdminService } from '../../plugins/app/services/service-editing';
import { exampleRooster, importMessages } from '../../plugins/app/services/service-import';
import { serviceMessages as messages } from '../../plugins/app/services/service-rules';
import { copyAdminServiceSchema, exampleRoosterSchema, importServicesSchema, listAdminServicesSchema, serviceSchemas } from '../../schemas/admin-services';
import { collectionReplies, collectionRoutes, editorOf, editors } from './collection-routes';
import { refreshSignups } from './registrations';

const serviceRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.serviceEditing;
  const replies = collectionReplies<AdminService>(messages);

  fastify.get('/', { schema: listAdminServicesSchema, config: editors }, async (request) => {
    const { past = false, from, to, page = 1, pageSize = 20 } = request.query;
    const { items, total } = await editing.list({ past, from, to, page, pageSize });
    return { data: items, meta: { page, pageSize, total } };
  });

  fastify.get('/import/voorbeeld.csv', { schema: exampleRoosterSchema, config: editors }, async (_request, reply) =>
    reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="rooster-voorbeeld.csv"').send(`\uFEFF${exampleRooster()}`),
  );

  fastify.post('/import', { schema: importServicesSchema, config: editors, bodyLimit: 8_500_000 }, async (request, reply) => {
    const file = Buffer.from(request.body.content, 'base64');
    const result = await editing.importRooster(file, request.body.confirm === true, editorOf(request));
    if (result.status === 'unreadable') return reply.code(400).send({ code: result.code, message: result.message });
    const { status: _status, ...data } = result;
    if (result.status === 'nothing_to_import') return reply.code(422).send({ code: 'nothing_to_import', message: importMessages.nothingToImport, data });
    return { data };
  });

  fastify.post('/:id/copy', { schema: copyAdminServiceSchema, config: editors }, async (request, reply) =>
    replies.saved(reply, await editing.copy(request.params.id, editorOf(request)), true),
  );

  await fastify.register(collectionRoutes(editing, serviceSchemas, messages, serviceType, editors, refreshSignups(fastify, 'service')));
};

export default serviceRoutes;
