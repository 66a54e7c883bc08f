/**
 * Ajv coerces a query or path value like `1e309` to Infinity and lets it through `type: integer`
 * with a `maximum` (found by the fuzz test: `?page=1e309` reached SQLite and failed with a 500).
 * After validation, any non-finite number in the query or the params is refused as a bad request.
 */
import fp from 'fastify-plugin';

const hasNonFinite = (values: unknown) =>
  typeof values === 'object' && values !== null && Object.values(values).some((v) => typeof v === 'number' && !Number.isFinite(v));

export default fp(
  async (fastify) => {
    fastify.addHook('preHandler', (request, reply, done) => {
      if (!hasNonFinite(request.query) && !hasNonFinite(request.params)) return done();
      request.log.info({ url: request.url }, 'request rejected: a number out of range');
      reply.code(400).header('cache-control', 'no-store').send({ code: 'bad_request', message: 'Een getal in de aanvraag is te groot' });
    });
  },
  { name: 'finite-numbers' },
);
