/** gzip/brotli for JSON answers and the site's static files (chunks compress 3–5×). */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'compress' },
);
