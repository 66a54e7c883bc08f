/**
 * The beheerder's user management under /api/admin/users (inviting is in users.ts): the list, a
 * new role, switching an account off or on, and a new one-time link by mail.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accounts } from '@kerk/kit/accounts';
import type { FastifyRequest } from 'fastify';

import { publicOrigin } from '../../lib/public-origin';
import { listUsersSchema, sendLinkSchema, updateUserSchema } from '../../schemas/admin-users';

const { messages } = accounts;
const beheerder = { access: ['beheerder'] } as const;

const REFUSALS = {
  not_found: [404, { code: 'not_found', message: messages.userNotFound }],
  last_beheerder: [409, { code: 'last_beheerder', message: messages.lastBeheerder }],
  deactivate_self: [409, { code: 'deactivate_self', message: messages.deactivateSelf }],
  user_inactive: [409, { code: 'user_inactive', message: messages.userInactive }],
} as const;

/** Who is acting (the guard has set the session on every route here). */
function actor(request: FastifyRequest) {
  if (!request.adminSession) throw new Error('admin route without the admin guard');
  return request.adminSession.user;
}

const userManagementRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { management } = fastify.accounts;

  fastify.get('/', { schema: listUsersSchema, config: beheerder }, async () => ({ data: await management.list() }));

  fastify.patch('/:id', { schema: updateUserSchema, config: beheerder }, async (request, reply) => {
    const result = await management.update(request.params.id, request.body, actor(request), request.ip);
    if (result.status !== 'ok') return reply.code(REFUSALS[result.status][0]).send(REFUSALS[result.status][1]);
    return { data: result.user };
  });

  fastify.post('/:id/link', { schema: sendLinkSchema, config: beheerder }, async (request, reply) => {
    const result = await management.sendLink(request.params.id, actor(request), request.ip, publicOrigin(request, fastify.config));
    if (result.status !== 'ok') return reply.code(REFUSALS[result.status][0]).send(REFUSALS[result.status][1]);
    return reply.code(202).send({ data: { message: messages.linkSent(result.user.email) } });
  });
};

export default userManagementRoutes;
