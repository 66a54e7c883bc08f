/**
 * GET /api/<resource> and /api/<resource>/{id} of every engine type with public fields (issue 42):
 * the list in its declared order, and one item with its `'detail'` fields too. Through the JSON
 * cache like every public answer; the schemas are the kit's (`publicSchemaOf`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dataAnswerSchema, publicItemSchemaOf, publicSchemaOf } from '@kerk/kit/api-schemas';
import { type ContentType, ENGINE_TYPES, messagesOf } from '@kerk/kit/content-types';
import { Type } from '@sinclair/typebox';

import { named } from '../lib/named-plugin';
import { idParams } from '../schemas/admin-collection';
import { commonErrors, notFoundError } from '../schemas/common';

const hasPublicFields = (type: ContentType) => Object.values(type.fields).some((field) => field.public);

function publicRoutes(type: ContentType): FastifyPluginAsyncTypebox {
  const tags = [type.resource];
  const list = { tags, summary: `De ${type.names.many}`, response: { 200: dataAnswerSchema(Type.Array(publicSchemaOf(type)), `De ${type.names.many}`), ...commonErrors } };
  const one = { tags, summary: `Eén ${type.names.one}`, params: idParams, response: { 200: dataAnswerSchema(publicItemSchemaOf(type), `De ${type.names.one}`), 404: notFoundError, ...commonErrors } };
  const notFound = { code: 'not_found', message: messagesOf(type).notFound };
  return named(async (fastify) => {
    const editing = fastify.engine.get(type.kind)!;
    fastify.get('/', { schema: list, config: { publicCache: true } }, async () => ({ data: await editing.publicList() }));
    fastify.get('/:id', { schema: one, config: { publicCache: true } }, async (request, reply) => {
      const item = await editing.publicItem(request.params.id);
      return item ? { data: item } : reply.code(404).send(notFound);
    });
  }, `public ${type.resource}`);
}

const engineRoutes: FastifyPluginAsyncTypebox = async (api) => {
  for (const type of ENGINE_TYPES.filter(hasPublicFields)) await api.register(publicRoutes(type), { prefix: `/${type.resource}` });
};

export default engineRoutes;
