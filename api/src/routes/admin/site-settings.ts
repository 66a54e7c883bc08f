/**
 * /api/admin/settings and /api/admin/contact-routing (beheerder only): read with a version (also
 * the ETag), save with `If-Match`. Values are checked with the kit's rule table, the one the form
 * uses, so both show the same Dutch message per field.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recipientRule, siteAdmin, validateSettings } from '@kerk/kit/site-admin';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Editor, SaveResult } from '../../plugins/app/site-admin/site-admin-repository';
import { etagOf, versionFromIfMatch } from '../../plugins/app/site-admin/versions';
import { getAdminSettingsSchema, getContactRoutingSchema, putAdminSettingsSchema, putContactRoutingSchema } from '../../schemas/admin-site';

const { messages } = siteAdmin;
const access = ['beheerder'] as const;

const editorOf = (request: FastifyRequest): Editor => ({ actor: request.adminSession!.user, ip: request.ip });

const invalid = (reply: FastifyReply, fields: Record<string, string>) =>
  reply.code(400).send({ code: 'validation_error', message: messages.invalid, fields });

/** The answer to a save: 200 with the new version, 409 naming who saved in between, or 400 per field. */
function answer<T extends { version: string; updatedAt: string; updatedBy: string }>(reply: FastifyReply, result: SaveResult<T>, conflictMessage: (by: string, at: string) => string) {
  if (result.status === 'invalid') return invalid(reply, result.fields);
  const { current } = result;
  reply.header('etag', etagOf(current.version));
  if (result.status === 'conflict') return reply.code(409).send({ code: 'conflict', message: conflictMessage(current.updatedBy, current.updatedAt), current });
  return reply.send({ data: current });
}

const siteSettingsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = fastify.siteAdminRepository;

  fastify.get('/settings', { schema: getAdminSettingsSchema, config: { access } }, async (_request, reply) => {
    const current = await repository.getSettings();
    return reply.header('etag', etagOf(current.version)).send({ data: current });
  });

  fastify.put('/settings', { schema: putAdminSettingsSchema, config: { access } }, async (request, reply) => {
    const version = versionFromIfMatch(request.headers['if-match']);
    if (!version) return reply.code(428).send({ code: 'version_missing', message: messages.versionMissing });
    const fields = validateSettings(request.body);
    if (Object.keys(fields).length > 0) return invalid(reply, fields as Record<string, string>);
    const result = await repository.saveSettings(request.body, version, editorOf(request));
    return answer(reply, result, messages.settingsConflict);
  });

  fastify.get('/contact-routing', { schema: getContactRoutingSchema, config: { access } }, async (_request, reply) => {
    const current = await repository.getRouting();
    return reply.header('etag', etagOf(current.version)).send({ data: current });
  });

  fastify.put('/contact-routing', { schema: putContactRoutingSchema, config: { access } }, async (request, reply) => {
    const version = versionFromIfMatch(request.headers['if-match']);
    if (!version) return reply.code(428).send({ code: 'version_missing', message: messages.versionMissing });
    const fields = Object.fromEntries(
      request.body.routes.flatMap(({ key, recipient }) => {
        const error = recipientRule(recipient);
        return error ? [[key, error]] : [];
      }),
    );
    if (Object.keys(fields).length > 0) return invalid(reply, fields);
    const result = await repository.saveRouting(request.body.routes, version, editorOf(request));
    return answer(reply, result, messages.routingConflict);
  });
};

export default siteSettingsRoutes;
