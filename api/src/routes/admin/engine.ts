/**
 * /api/admin/<resource> of every engine type (issue 42): the list in its declared order, and the
 * routes every collection shares (collection-routes.ts), with schemas, messages and who may edit
 * taken from the declaration. The editing is the engine's (plugins/app/content-editing/engine.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ROLES } from '@kerk/kit/accounts';
import { adminSchemaOf, bodySchemaOf, dataAnswerSchema } from '@kerk/kit/api-schemas';
import { type ContentType, messagesOf } from '@kerk/kit/content-types';
import { Type } from '@sinclair/typebox';

import { named } from '../../lib/named-plugin';
import { collectionSchemas } from '../../schemas/admin-collection';
import { adminErrors } from '../../schemas/common';
import { collectionRoutes } from './collection-routes';

export function engineRoutes(type: ContentType): FastifyPluginAsyncTypebox {
  const item = adminSchemaOf(type);
  const schemas = collectionSchemas(item, bodySchemaOf(type), { one: `een ${type.names.one}`, many: type.names.many });
  const list = { tags: ['admin'], summary: `De ${type.names.many}`, response: { 200: dataAnswerSchema(Type.Array(item), `De ${type.names.many}`), ...adminErrors } };
  const access = { access: type.editors ?? ROLES };
  return named(async (fastify) => {
    const editing = fastify.engine.get(type.kind)!;
    fastify.get('/', { schema: list, config: access }, async () => ({ data: await editing.list() }));
    await fastify.register(collectionRoutes(editing, schemas, messagesOf(type), type, access));
  }, `admin ${type.resource}`);
}
