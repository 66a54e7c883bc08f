/** POST /api/admin/users: a beheerder invites someone by e-mail (a new account and its one-time link by mail). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accounts } from '@kerk/kit/accounts';
import { email as emailRule } from '@kerk/kit/validation';

import { publicOrigin } from '../../lib/public-origin';
import { inviteSchema } from '../../schemas/admin';

const userRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/', { schema: inviteSchema, config: { access: ['beheerder'] } }, async (request, reply) => {
    const { email, role } = request.body;
    const invalid = emailRule(accounts.fields.email)(email);
    if (invalid) return reply.code(400).send({ code: 'validation_error', message: invalid, fields: { email: invalid } });
    if (!request.adminSession) throw new Error('admin route without the admin guard');
    const by = request.adminSession.user;
    const user = await fastify.accounts.links.invite(email, role, by, request.ip, publicOrigin(request, fastify.config));
    if (!user) return reply.code(409).send({ code: 'user_exists', message: accounts.messages.userExists });
    return reply.code(201).send({ data: { id: user.id, email: user.email, role: user.role } });
  });
};

export default userRoutes;
