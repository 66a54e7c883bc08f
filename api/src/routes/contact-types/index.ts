/** GET /api/contact-types: the contact types of spec §3 with Dutch labels, in form order. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { getContactTypesSchema } from '../../schemas/contact';

const contactTypeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/', { schema: getContactTypesSchema, config: { publicCache: true } }, async () => ({
    data: await fastify.contactRepository.listTypes(),
  }));
};

export default contactTypeRoutes;
