/**
 * gzip/brotli for JSON answers and the site's static files (chunks compress 3–5×). Small answers
 * are sent as they are: under ~1.4 kB compression saves no network packet, and @fastify/compress
 * compresses through a stream, which costs more CPU than the bytes it saves.
 */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Bytes below which an answer leaves uncompressed (about one TCP segment). */
export const COMPRESS_THRESHOLD = 1400;

export default fp(
  async (fastify) => {
    await fastify.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  },
  { name: 'compress' },
);
