/**
 * /api/admin/purposes (beheerder and redacteur, issue 34): the collection purposes as the editing
 * app edits them, on the generic collection (plugins/app/giving/purpose-editing.ts); and
 * /api/admin/giving-settings (beheerder): the congregation's default account and the websites a
 * payment link may point to.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { purposeType } from '@kerk/kit/content-types';

import { createAuditRepository } from '../../plugins/app/accounts/audit-repository';
import { givingSettingsMessages } from '../../plugins/app/giving/giving-settings';
import { purposeMessages as messages } from '../../plugins/app/giving/purpose-editing';
import { now as clockNow } from '../../lib/clock';
import { getGivingSettingsSchema, listAdminPurposesSchema, purposeSchemas, putGivingSettingsSchema } from '../../schemas/giving';
import { collectionRoutes, editorOf, editors } from './collection-routes';

export const purposeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.giving.editing;

  fastify.get('/', { schema: listAdminPurposesSchema, config: editors }, async () => ({ data: await editing.list() }));

  await fastify.register(collectionRoutes(editing, purposeSchemas, messages, purposeType));
};

export const givingSettingsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const access = ['beheerder'] as const;
  fastify.get('/giving-settings', { schema: getGivingSettingsSchema, config: { access } }, async () => ({ data: await fastify.giving.settings.get() }));

  fastify.put('/giving-settings', { schema: putGivingSettingsSchema, config: { access } }, async (request, reply) => {
    const result = await fastify.giving.settings.save(request.body);
    if (result.status === 'invalid') return reply.code(400).send({ code: 'validation_error', message: result.fields.iban ?? givingSettingsMessages.invalid, fields: result.fields });
    const editor = editorOf(request);
    await createAuditRepository(fastify.db).record({ actor: editor.actor, action: 'giving_settings_changed', subject: result.settings.iban || '-', ip: editor.ip }, clockNow());
    return { data: result.settings };
  });
};
