/**
 * /api/admin/services (beheerder and redacteur, issue 16): the Kerkdiensten as the editing app edits
 * them. The work is in plugins/app/services/service-editing.ts; the trash and revisions are the
 * generic ones of plugins/app/content-editing/. A service's ETag is its version (`"3"`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLES } from '@kerk/kit/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { numericEtag, versionOrRefuse as refuseWithoutVersion } from '../../plugins/app/content-editing/if-match';
import { type Editor, type SaveResult, whenText } from '../../plugins/app/services/service-editing';
import { exampleRooster, importMessages } from '../../plugins/app/services/service-import';
import { serviceMessages as messages } from '../../plugins/app/services/service-rules';
import {
  copyAdminServiceSchema,
  createAdminServiceSchema,
  deleteAdminServiceSchema,
  exampleRoosterSchema,
  getAdminServiceSchema,
  importServicesSchema,
  listAdminServicesSchema,
  listServiceRevisionsSchema,
  listServiceTrashSchema,
  restoreServiceRevisionSchema,
  restoreServiceTrashSchema,
  updateAdminServiceSchema,
} from '../../schemas/admin-services';

const editors = { access: ROLES };

const editorOf = (request: FastifyRequest): Editor => ({ actor: request.adminSession!.user, ip: request.ip });
const notFound = (reply: FastifyReply, message: string = messages.notFound) => reply.code(404).send({ code: 'not_found', message });

const versionOrRefuse = (request: FastifyRequest, reply: FastifyReply) => refuseWithoutVersion(request, reply, { missing: messages.versionMissing, bad: messages.versionMissing });

/** The answer to a save: the service with its ETag, or 400 per field, 404, or 409 naming who and when. */
function sendSaved(reply: FastifyReply, result: SaveResult, created = false) {
  switch (result.status) {
    case 'ok':
      return reply
        .code(created ? 201 : 200)
        .header('etag', numericEtag(result.current.version))
        .send({ data: result.current });
    case 'invalid':
      return reply.code(400).send({ code: result.pastWarning ? 'past_date' : 'validation_error', message: messages.invalid, fields: result.fields, pastWarning: result.pastWarning });
    case 'not_found':
      return notFound(reply);
    case 'conflict':
      return reply
        .code(409)
        .header('etag', numericEtag(result.current.version))
        .send({ code: 'conflict', message: messages.conflict(result.current.updatedBy, result.current.updatedAt, whenText), current: result.current });
  }
}

const serviceRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.serviceEditing;

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
    if (result.status === 'unreadable') return reply.code(400).send({ code: 'unreadable_file', message: result.message });
    const data = { rows: result.rows, importable: result.importable, imported: result.imported };
    if (result.status === 'nothing_to_import') return reply.code(422).send({ code: 'nothing_to_import', message: importMessages.nothingToImport, data });
    return { data };
  });

  fastify.get('/prullenbak', { schema: listServiceTrashSchema, config: editors }, async () => ({ data: await editing.trash() }));

  fastify.post('/prullenbak/:id/restore', { schema: restoreServiceTrashSchema, config: editors }, async (request, reply) => {
    const service = await editing.restore(request.params.id, editorOf(request));
    if (!service) return notFound(reply, messages.trashNotFound);
    return reply.header('etag', numericEtag(service.version)).send({ data: service });
  });

  fastify.get('/:id', { schema: getAdminServiceSchema, config: editors }, async (request, reply) => {
    const service = await editing.get(request.params.id);
    if (!service) return notFound(reply);
    return reply.header('etag', numericEtag(service.version)).send({ data: service });
  });

  fastify.post('/', { schema: createAdminServiceSchema, config: editors }, async (request, reply) => {
    const { confirmPast, ...fields } = request.body;
    return sendSaved(reply, await editing.create(fields, editorOf(request), confirmPast), true);
  });

  fastify.put('/:id', { schema: updateAdminServiceSchema, config: editors }, async (request, reply) => {
    const version = versionOrRefuse(request, reply);
    if (version === null) return reply;
    const { confirmPast: _ignored, ...fields } = request.body;
    return sendSaved(reply, await editing.update(request.params.id, fields, version, editorOf(request)));
  });

  fastify.post('/:id/copy', { schema: copyAdminServiceSchema, config: editors }, async (request, reply) =>
    sendSaved(reply, await editing.copy(request.params.id, editorOf(request)), true),
  );

  fastify.delete('/:id', { schema: deleteAdminServiceSchema, config: editors }, async (request, reply) => {
    const trashId = await editing.remove(request.params.id, editorOf(request));
    if (trashId === null) return notFound(reply);
    return { data: { trashId } };
  });

  fastify.get('/:id/revisions', { schema: listServiceRevisionsSchema, config: editors }, async (request, reply) => {
    if (!(await editing.get(request.params.id))) return notFound(reply);
    return { data: await editing.revisions(request.params.id) };
  });

  fastify.post('/:id/revisions/:revisionId/restore', { schema: restoreServiceRevisionSchema, config: editors }, async (request, reply) => {
    const version = versionOrRefuse(request, reply);
    if (version === null) return reply;
    const result = await editing.restoreRevision(request.params.id, request.params.revisionId, version, editorOf(request));
    if (result.status === 'revision_not_found') return notFound(reply, messages.revisionNotFound);
    return sendSaved(reply, result);
  });
};

export default serviceRoutes;
