/**
 * Signing in and out: POST /api/admin/session (sign in), GET (who, until when, the CSRF token),
 * POST /session/renew (stay signed in), DELETE (sign out), DELETE /api/admin/sessions (sign out
 * everywhere).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accounts, ROLES } from '@kerk/kit/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { waitMinutes } from '../../plugins/app/accounts/account-policy';
import { clearSessionCookie, readSessionToken, sessionAnswer, setSessionCookie } from '../../plugins/app/accounts/session-cookie';
import { getSessionSchema, renewSessionSchema, signInSchema, signOutEverywhereSchema, signOutSchema } from '../../schemas/admin';

const signedIn = { access: ROLES };

/** The session and token of a guarded request (the guard has set them). */
function current(request: FastifyRequest) {
  if (!request.adminSession || !request.sessionToken) throw new Error('admin route without the admin guard');
  return { session: request.adminSession, token: request.sessionToken };
}

/** Refused while locked: the minutes the lock still lasts, rounded up, in the sentence and beside it. */
const locked = (reply: FastifyReply, waitMs: number) =>
  reply
    .code(429)
    .header('retry-after', String(Math.ceil(waitMs / 1000)))
    .send({ code: 'locked', message: accounts.messages.locked(waitMinutes(waitMs)), retryAfterMinutes: waitMinutes(waitMs) });

const sessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/session', { schema: signInSchema, config: { access: 'public' } }, async (request, reply) => {
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const result = await fastify.accounts.signing.signIn({ ...request.body, previousToken: readSessionToken(request) }, client);
    if (result.status === 'locked') return locked(reply, result.waitMs);
    if (result.status === 'invalid') return reply.code(401).send({ code: 'invalid_credentials', message: accounts.messages.invalidCredentials });
    setSessionCookie(request, reply, result.token, result.session.absoluteExpiresAt);
    return { data: sessionAnswer(result.session, result.token) };
  });

  fastify.get('/session', { schema: getSessionSchema, config: { ...signedIn, keepIdle: true } }, async (request) => {
    const { session, token } = current(request);
    return { data: sessionAnswer(session, token) };
  });

  fastify.post('/session/renew', { schema: renewSessionSchema, config: signedIn }, async (request) => {
    const { session, token } = current(request);
    return { data: sessionAnswer(session, token) };
  });

  fastify.delete('/session', { schema: signOutSchema, config: signedIn }, async (request, reply) => {
    await fastify.accounts.signing.signOut(current(request).session, request.ip);
    clearSessionCookie(request, reply);
    return reply.code(204).send(null);
  });

  fastify.delete('/sessions', { schema: signOutEverywhereSchema, config: signedIn }, async (request, reply) => {
    await fastify.accounts.signing.signOutEverywhere(current(request).session, request.ip);
    clearSessionCookie(request, reply);
    return reply.code(204).send(null);
  });
};

export default sessionRoutes;
