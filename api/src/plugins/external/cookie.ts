/**
 * Cookies by @fastify/cookie (parse `request.cookies`, `reply.setCookie`/`clearCookie`), registered
 * inside the admin scope only (routes/admin): the public API reads and sets no cookie, so its
 * requests pay nothing for parsing them.
 */
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    await fastify.register(cookie);
  },
  { name: 'cookie' },
);
