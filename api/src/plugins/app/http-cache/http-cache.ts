/**
 * The one conditional-GET path of the API. A route opts in with `config: { publicCache: true }`;
 * its 200 answers may be kept by any cache but are revalidated on every use, with an ETag, so a
 * revalidation costs a 304 without a body. The JSON cache (json-cache.ts) and the PNG renditions (lib/png-rendition.ts) know their
 * ETag before they send, and answer through `sendNotModified` below as well.
 * (Not @fastify/etag: it hashes every answer of every route, 404s and POSTs included, and compares
 * If-None-Match as one exact string, where a client may send a list or `*`.)
 */
import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Send `Cache-Control: public, no-cache` and an ETag on 200. */
    publicCache?: boolean;
  }
}

/**
 * Everything the API answers publicly is edited in the editing app (texts, settings, services, news,
 * events, people): any cache may keep an answer but must ask again every time, so a reload after
 * "Publiceren" shows the change (issues 15 and 16: within 2 seconds). The question costs a 304
 * without a body (ETag), answered from memory.
 */
export const PUBLIC_CACHE = 'public, no-cache';

/** Weak: the same entity may leave gzip- or brotli-encoded, which a strong tag would forbid. */
export const weakEtagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** If-None-Match holds `etag` (RFC 9110 §13.1.2: `*`, or a list compared weakly, W/ or not). */
export function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const wanted = opaque(etag);
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag.trim()) === wanted);
}

/** Sets the ETag; when the client already holds it, sends the 304 (no body) and answers true. */
export function sendNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  if (!ifNoneMatch(request, etag)) return false;
  reply.code(304).send();
  return true;
}

function withEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const cacheable = request.routeOptions.config?.publicCache && reply.statusCode === 200 && (request.method === 'GET' || request.method === 'HEAD');
  // An answer from json-cache.ts arrives with its ETag (and 304 handling) done already.
  if (!cacheable || typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
  const etag = weakEtagOf(payload);
  reply.header('cache-control', PUBLIC_CACHE).header('etag', etag);
  if (!ifNoneMatch(request, etag)) return payload;
  reply.code(304);
  return '';
}

/** Callback style, as it runs for every answer: no promise per request. */
function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) {
  done(null, withEtag(request, reply, payload));
}

export default fp(
  async (fastify) => {
    // An instance-level onSend runs before @fastify/compress's route-level one, so it hashes plain JSON.
    fastify.addHook('onSend', onSend);
  },
  { name: 'http-cache' },
);
