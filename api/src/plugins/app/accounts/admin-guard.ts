/**
 * The guard of every `/api/admin/*` route ("requireRole"), registered inside the admin scope: each
 * route there must say who may call it in `config.access` ('public', or the roles), or the app
 * does not start. The guard runs in onRequest, before the body is read or validated, so a caller
 * without a session learns nothing about what a route expects:
 *
 * 1. a state-changing call (not GET/HEAD) must come from this site: an `Origin` that is neither
 *    PUBLIC_URL nor the request's own host (or `Sec-Fetch-Site: cross-site`) → 403;
 * 2. no live session → 401 (`session_expired` when the cookie's session ran out);
 * 3. a role the route does not allow → 403;
 * 4. a state-changing call without the session's `X-CSRF-Token` → 403;
 * 5. the call counts as activity: the idle expiry moves on (except where `keepIdle` is set, so
 *    the app can ask how long the session has left without lengthening it).
 *
 * Answers of the admin API are never cached (`Cache-Control: no-store`).
 */
import { accounts } from '@kerk/kit/accounts';
import type { Role } from '@kerk/kit/api-types';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

import { fromThisSite } from '../../../lib/from-this-site';
import type { ActiveSession } from './sessions-repository';
import { clearSessionCookie, hasValidCsrfToken, readSessionToken } from './session-cookie';

/** Who may call an admin route: anybody ('public': signing in, a one-time link) or these roles. */
export type AdminAccess = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AdminAccess;
    /** GET /api/admin/session: reading the session does not count as activity. */
    keepIdle?: boolean;
  }
  interface FastifyRequest {
    /** The caller's session on a guarded admin route (null on public ones). */
    adminSession: ActiveSession | null;
    /** The session's token from the cookie (null on public ones). */
    sessionToken: string | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const GUARD = Symbol('admin-guard');

const { messages } = accounts;

const deny = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ code, message });

function guardFor(fastify: FastifyInstance, access: AdminAccess): onRequestHookHandler {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!SAFE_METHODS.has(request.method) && !fromThisSite(request, fastify.config.publicUrl)) {
      return deny(reply, 403, 'foreign_origin', messages.foreignOrigin);
    }
    if (access === 'public') return;
    const token = readSessionToken(request);
    const found = token ? await fastify.accounts.sessions.find(token) : ({ status: 'unknown' } as const);
    if (found.status !== 'active' || !token) {
      if (found.status === 'expired') clearSessionCookie(request, reply);
      return found.status === 'expired'
        ? deny(reply, 401, 'session_expired', messages.sessionExpired)
        : deny(reply, 401, 'not_signed_in', messages.notSignedIn);
    }
    if (!access.includes(found.session.user.role)) return deny(reply, 403, 'forbidden', messages.forbidden);
    if (!SAFE_METHODS.has(request.method) && !hasValidCsrfToken(request, token)) return deny(reply, 403, 'csrf_failed', messages.csrf);
    request.adminSession = request.routeOptions.config.keepIdle ? found.session : await fastify.accounts.sessions.touch(found.session);
    request.sessionToken = token;
  };
  return Object.assign(guard, { [GUARD]: true }) as unknown as onRequestHookHandler;
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('adminSession', null);
    fastify.decorateRequest('sessionToken', null);
    fastify.addHook('onRoute', (route) => {
      const hooks = [route.onRequest ?? []].flat();
      // The HEAD route Fastify adds for a GET arrives here with the GET's guard already in place.
      if (hooks.some((hook) => GUARD in hook)) return;
      const access = route.config?.access;
      if (access === undefined) throw new Error(`${String(route.method)} ${route.url}: an admin route says who may call it (config.access)`);
      route.onRequest = [guardFor(fastify, access), ...hooks];
    });
    fastify.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
  },
  { name: 'admin-guard', dependencies: ['accounts'] },
);
