/**
 * One-time links: POST /api/admin/password sets a password with a link's token; POST
 * /api/admin/password/check says whether a token can still do that (the page asks before it shows
 * the password fields), without using it; POST /api/admin/password-reset ("Wachtwoord vergeten")
 * mails a link to an active account and answers 202 with the same sentence whether the address has
 * an account or not. All are public (the token is the proof, and neither the check nor the reset
 * reveals an address); a client may ask for 5 links and check 30 an hour.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accounts } from '@kerk/kit/accounts';
import { email as emailRule } from '@kerk/kit/validation';

import { ACCOUNT_POLICY, waitMinutes } from '../../plugins/app/accounts/account-policy';
import { publicOrigin } from '../../lib/public-origin';
import { checkPasswordLinkSchema, passwordResetSchema, setPasswordSchema } from '../../schemas/admin';

const { messages } = accounts;
const TOKEN_ERRORS = {
  invalid: { code: 'token_invalid', message: messages.tokenInvalid },
  expired: { code: 'token_expired', message: messages.tokenExpired },
  used: { code: 'token_used', message: messages.tokenUsed },
} as const;

const passwordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { perIp, windowMs } = ACCOUNT_POLICY.reset;
  const quota = fastify.createRateLimit({ max: perIp, timeWindow: windowMs });

  fastify.post('/password', { schema: setPasswordSchema, config: { access: 'public' } }, async (request, reply) => {
    const result = await fastify.accounts.links.setPassword(request.body.token, request.body.password, request.ip);
    if (result.status === 'weak') return reply.code(400).send({ code: 'validation_error', message: result.message, fields: { password: result.message } });
    if (result.status !== 'ok') return reply.code(400).send(TOKEN_ERRORS[result.status]);
    return { data: { message: messages.passwordSet } };
  });

  const checks = fastify.createRateLimit({ max: ACCOUNT_POLICY.linkCheck.perIp, timeWindow: ACCOUNT_POLICY.linkCheck.windowMs });

  fastify.post('/password/check', { schema: checkPasswordLinkSchema, config: { access: 'public' } }, async (request, reply) => {
    const used = await checks(request);
    if (!used.isAllowed && used.isExceeded) {
      const minutes = waitMinutes(used.ttl);
      return reply.code(429).header('retry-after', String(used.ttlInSeconds)).send({ code: 'too_many_requests', message: messages.tooManyLinkChecks(minutes), retryAfterMinutes: minutes });
    }
    const state = await fastify.accounts.links.checkLink(request.body.token);
    return { data: state === 'ok' ? { state: 'usable' as const } : { state, message: TOKEN_ERRORS[state].message } };
  });

  fastify.post('/password-reset', { schema: passwordResetSchema, config: { access: 'public' } }, async (request, reply) => {
    const used = await quota(request);
    if (!used.isAllowed && used.isExceeded) {
      return reply
        .code(429)
        .header('retry-after', String(used.ttlInSeconds))
        .send({ code: 'too_many_requests', message: messages.tooManyResets(waitMinutes(used.ttl)) });
    }
    const invalid = emailRule(accounts.fields.email)(request.body.email);
    if (invalid) return reply.code(400).send({ code: 'validation_error', message: invalid, fields: { email: invalid } });
    await fastify.accounts.links.requestReset(request.body.email, request.ip, publicOrigin(request, fastify.config));
    return reply.code(202).send({ data: { message: messages.resetRequested } });
  });
};

export default passwordRoutes;
