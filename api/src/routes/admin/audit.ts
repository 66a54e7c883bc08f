/** GET /api/admin/audit?page&pageSize: the audit log, newest first; beheerders only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { AUDIT_MAX_PAGE_SIZE, auditSchema } from '../../schemas/admin';

const auditRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/', { schema: auditSchema, config: { access: ['beheerder'] } }, async (request) => {
    const { page } = request.query;
    const pageSize = Math.min(request.query.pageSize, AUDIT_MAX_PAGE_SIZE);
    const { items, total } = await fastify.accounts.audit.list(page, pageSize);
    return { data: items, meta: { page, pageSize, total } };
  });
};

export default auditRoutes;
