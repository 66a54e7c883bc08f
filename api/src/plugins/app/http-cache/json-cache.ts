/**
 * Serialized answers of the hottest read endpoints (page, footer, setting; search keeps its own
 * instance), kept in memory with their ETag and their gzip/brotli forms, and reused until anything
 * is written to the database (`fastify.dataVersion()`, checked on every request: an edit through
 * the API shows at once, one by another process within a second). A hit costs no query,
 * serialization, hashing or compression. Bounded (lru-cache): the least recently used key goes first.
 */
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { COMPRESS_THRESHOLD } from '../../external/compress';
import { PUBLIC_CACHE, sendNotModified, weakEtagOf } from './http-cache';
import { compressedOnce, createKeptAnswers, type Encoding } from './kept-answers';

interface Entry {
  body: string;
  etag: string;
  encoded: Map<string, Buffer>;
}

export interface JsonCache {
  /**
   * Sends the 200 answer for `key`: at once (synchronously) from memory when it is fresh, else
   * after `load`; when `load` answers null, `onMissing` sends the route's own answer (a 404).
   * Route handlers that use it are plain functions, not async: a cache hit then costs no promise.
   */
  serve(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<object | null>, onMissing: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jsonCache: JsonCache;
  }
}

/**
 * The route config of a route that answers through a JSON cache: public caching (http-cache.ts),
 * and none of @fastify/compress's per-request hooks, as the cache compresses each answer once.
 */
export const JSON_CACHE_ROUTE = { publicCache: true, compress: false } as const;

/** Entries of `fastify.jsonCache`: every page, the footer and the settings fit with room to spare. */
const MAX_ENTRIES = 200;

/**
 * The JSON text with every non-ASCII character written as a `\uXXXX` escape: the same JSON value
 * for any parser, but Node writes a pure-ASCII string to the socket as a plain copy, while the
 * Dutch texts' é and ë made it encode UTF-8 on every answer (a tenth of a cached answer's time).
 */
export const asciiJson = (json: string) => json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Small answers, kept until the data changes: the best compression. */
const LEVELS = { br: 9, gzip: 9 };

/**
 * The best encoding the client accepts, negotiated by @fastify/accept-negotiator (the one
 * @fastify/compress uses): q-values honoured, q=0 refused, brotli first among equals; null for none.
 */
export const preferredEncoding = (acceptEncoding: string | undefined) => (acceptEncoding ? negotiate(acceptEncoding, ENCODINGS) : null);

/**
 * A cache of at most `maxEntries` answers (least recently used evicted first), fresh while
 * `dataVersion()` is unchanged. Requests for a key whose load is under way wait for that load
 * instead of asking the database again (ten visitors searching the same word at once: one query).
 */
export function createJsonCache(dataVersion: () => string, maxEntries: number): JsonCache {
  const kept = createKeptAnswers<Entry>(maxEntries);

  function reply200(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    const vary = reply.getHeader('vary');
    // Added to, not replacing, what CORS put there (Vary: Origin).
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    reply.header('cache-control', PUBLIC_CACHE);
    if (sendNotModified(request, reply, entry.etag)) return;
    reply.header('content-type', 'application/json; charset=utf-8');
    const encoding = entry.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
    if (encoding) reply.header('content-encoding', encoding).send(compressedOnce(entry.encoded, encoding, encoding, () => entry.body, LEVELS));
    else reply.send(entry.body);
  }

  function store(key: string, version: string, body: string): Entry {
    const entry = { body, etag: weakEtagOf(body), encoded: new Map<string, Buffer>() };
    kept.keep(key, entry, version);
    return entry;
  }

  function refresh(reply: FastifyReply, key: string, version: string, load: () => Promise<object | null>): Promise<Entry | null> {
    // The route's own response schema serializes it, exactly as an uncached answer would be.
    return kept.once(`${version}\n${key}`, () => load().then((payload) => (payload === null ? null : store(key, version, asciiJson(String(reply.serialize(payload)))))));
  }

  function serve(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<object | null>, onMissing: () => void) {
    const version = dataVersion();
    const entry = kept.get(key);
    if (entry?.version === version) return reply200(request, reply, entry.value);
    refresh(reply, key, version, load).then(
      (fresh) => (fresh ? reply200(request, reply, fresh) : onMissing()),
      (error: unknown) => reply.send(error),
    );
  }

  return { serve };
}

export default fp(
  async (fastify) => {
    fastify.decorate('jsonCache', createJsonCache(fastify.dataVersion, MAX_ENTRIES));
  },
  { name: 'json-cache', dependencies: ['db', 'http-cache'] },
);
