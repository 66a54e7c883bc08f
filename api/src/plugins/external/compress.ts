/**
 * gzip/brotli for JSON answers and the site's static files (chunks compress 3–5×). Small answers
 * are sent as they are: under ~1.4 kB compression saves no network packet, and @fastify/compress
 * compresses through a stream, which costs more CPU than the bytes it saves.
 *
 * Per route: answers from the JSON cache arrive already compressed (`config: { compress: false }`,
 * see json-cache.ts), and a GET or HEAD has no request body to decompress, so those routes run
 * without the plugin's hooks (each hook costs every request, cached or not).
 */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Bytes below which an answer leaves uncompressed (about one TCP segment). */
export const COMPRESS_THRESHOLD = 1400;

export default fp(
  async (fastify) => {
    // Runs before the plugin's own onRoute hook, which reads `decompress`.
    fastify.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.decompress === undefined && route.config?.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD')) {
        route.decompress = false;
      }
    });
    await fastify.register(compress, { global: true, threshold: COMPRESS_THRESHOLD });
  },
  { name: 'compress' },
);
