/**
 * Browser/proxy caching for read endpoints. A route opts in with `config: { publicCache: true }`;
 * its 200 answers get a short shared max-age plus an ETag, so revalidation costs a 304 without a body.
 * (@fastify/etag is not a dependency; hashing the serialized body here does the same job.)
 */
import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Send `Cache-Control: public, max-age=60, stale-while-revalidate=300` and an ETag on 200. */
    publicCache?: boolean;
  }
}

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

// Weak: the same entity may leave gzip- or brotli-encoded, which a strong tag would forbid.
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

function withEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const cacheable = request.routeOptions.config?.publicCache && reply.statusCode === 200 && (request.method === 'GET' || request.method === 'HEAD');
  // An answer from json-cache.ts arrives with its ETag (and 304 handling) done already.
  if (!cacheable || typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
  const etag = etagOf(payload);
  reply.header('cache-control', PUBLIC_CACHE).header('etag', etag);
  if (!matches(request.headers['if-none-match'], etag)) return payload;
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
