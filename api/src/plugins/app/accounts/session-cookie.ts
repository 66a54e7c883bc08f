/**
 * The session cookie: `HttpOnly` (no script reads it), `SameSite=Strict` (no other site's page
 * sends it), `Path=/`; over TLS also `Secure` with the `__Host-` prefix, which a browser accepts
 * only from a secure origin, without Domain and with Path=/ (so no subdomain can plant or shadow
 * it). TLS is `request.protocol`: the connection's, or X-Forwarded-Proto with TRUST_PROXY.
 *
 * The CSRF token is derived from the session's token (an HMAC), so it needs no storage, differs per
 * session, and tells nothing about the cookie it belongs to.
 */
import { createHmac } from 'node:crypto';

import type { AdminSession } from '@kerk/kit/api-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { nowMs } from '../../../lib/clock';
import { isSecretToken, sameSecret } from '../../../lib/secret-token';
import type { ActiveSession } from './sessions-repository';

export const SESSION_COOKIE = 'kerk_sessie';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const CSRF_HEADER = 'x-csrf-token';

const overTls = (request: FastifyRequest) => request.protocol === 'https';
const cookieName = (request: FastifyRequest) => (overTls(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The session token the browser sent under this connection's cookie name, if it is one. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[cookieName(request)];
  return isSecretToken(value) ? value : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  // Max-Age (seconds from now), not Expires: the browser's clock may be off, the server's is the one clock.
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - nowMs()) / 1000));
  reply.setCookie(cookieName(request), token, { httpOnly: true, sameSite: 'strict', path: '/', secure: overTls(request), maxAge });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), { httpOnly: true, sameSite: 'strict', path: '/', secure: overTls(request) });
}

/** The CSRF token of a session: what GET /api/admin/session answers and X-CSRF-Token must carry. */
export const csrfTokenOf = (sessionToken: string): string => createHmac('sha256', sessionToken).update('csrf').digest('base64url');

/** True when the request's X-CSRF-Token is the one of its session. */
export function hasValidCsrfToken(request: FastifyRequest, sessionToken: string): boolean {
  const sent = request.headers[CSRF_HEADER];
  return typeof sent === 'string' && sameSecret(sent, csrfTokenOf(sessionToken));
}

/** The answer of GET /api/admin/session and of signing in. */
export const sessionAnswer = (session: ActiveSession, token: string): AdminSession => ({
  user: session.user,
  csrfToken: csrfTokenOf(token),
  idleExpiresAt: session.idleExpiresAt.toISOString(),
  absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
  now: new Date(nowMs()).toISOString(),
});
