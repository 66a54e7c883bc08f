/**
 * Graceful shutdown, the part Fastify leaves open: a keep-alive connection whose request was still
 * running when close() began would stay open after its answer until the keep-alive timeout (72 s),
 * longer than close-with-grace waits. Answers sent while closing say `Connection: close`, so each
 * connection ends with its last answer and the server closes as soon as the work in flight is done.
 * (The contact outbox finishes its current send in its own preClose hook.)
 */
import fp from 'fastify-plugin';

export default fp(
  async (fastify) => {
    let closing = false;
    fastify.addHook('preClose', async () => {
      closing = true;
    });
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
