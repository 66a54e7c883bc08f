/**
 * Zijstroom's ways in that work without JavaScript, each answered with a redirect to a page that
 * mf-content renders from the URL (POST/redirect/GET: a reload repeats nothing):
 * - POST /zijstroom: the sign-up form (`fastify.newsletterSubmit`, the same intake as the JSON
 *   call) → 303 to `/zijstroom?aangemeld=1` (accepted: the one answer for every address),
 *   `=ongeldig` (the address is not one) or `=te-vaak` (the client's quota, with Retry-After);
 *   from another site's page: 403 (lib/from-this-site.ts, as the contact form).
 * - GET /zijstroom/bevestigen?token=: the link in the confirmation mail → 303 to
 *   `/zijstroom/bevestigd` (with `?link=gebruikt|verlopen|onbekend` when it did not confirm).
 * - POST /zijstroom/afmelden?token=: unsubscribes without a sign-in. A mail client's one-click
 *   POST (RFC 8058, body `List-Unsubscribe=One-Click`) gets 200; the unsubscribe page's button
 *   (field `pagina`) a 303 to `/zijstroom/afmelden?klaar=1`. The token is the secret: no Origin check.
 */
import formBody from '@fastify/formbody';
import { newsletter } from '@kerk/kit/newsletter';
import { pathTo } from '@kerk/kit/site-map';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { named } from '../lib/named-plugin';
import { fromThisSite } from '../lib/from-this-site';
import { sendNotFound } from '../plugins/app/errors/error-handler';
import { NO_CACHE } from './cache-headers';
import { themeOf, withTheme } from './theme';
import type { SiteHtml } from './site-html';

const BODY_LIMIT = 4 * 1024;
const { links } = newsletter;

const tokenOf = (query: unknown) => (query as { token?: unknown } | undefined)?.token;
const redirect = (reply: FastifyReply, location: string) => reply.code(303).header('location', location).header('cache-control', NO_CACHE).send();

const CONFIRMED_LINK = { ok: '', used: 'gebruikt', expired: 'verlopen', invalid: 'onbekend' } as const;

export function registerNewsletterPost(fastify: FastifyInstance, render: SiteHtml) {
  const signUpPage = (state: string) => `${pathTo('zijstroom')}?${links.signedUpParam}=${state}#aanmelden`;

  return fastify.register(named(async (scope) => {
    await scope.register(named(formBody), { bodyLimit: BODY_LIMIT });
    // RFC 8058 allows the one-click body as multipart/form-data too; its content does not matter here.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, { multipart: String(body) }));

    scope.post(pathTo('zijstroom'), { schema: { hide: true }, bodyLimit: BODY_LIMIT }, async (request, reply) => {
      if (!fromThisSite(request, fastify.config.publicUrl)) {
        request.log.warn({ origin: request.headers.origin }, 'newsletter form posted from another site; refused');
        const page = await render(request, pathTo('zijstroom'));
        if (!page) return sendNotFound(request, reply);
        return reply.code(403).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(withTheme(page.html, themeOf(request)));
      }
      const outcome = await fastify.newsletterSubmit(request, request.body);
      switch (outcome.kind) {
        case 'accepted':
          return redirect(reply, signUpPage('1'));
        case 'quota':
          reply.header('retry-after', String(outcome.retryAfterSeconds));
          return redirect(reply, signUpPage('te-vaak'));
        default:
          return redirect(reply, signUpPage('ongeldig'));
      }
    });

    scope.get(links.confirm, { schema: { hide: true } }, async (request, reply) => {
      const result = await fastify.newsletter.subscribers.confirm(tokenOf(request.query));
      const link = CONFIRMED_LINK[result];
      return redirect(reply, `${pathTo('zijstroomConfirmed')}${link ? `?${links.linkParam}=${link}` : ''}`);
    });

    scope.post(pathTo('zijstroomUnsubscribe'), { schema: { hide: true }, bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const result = await fastify.newsletter.subscribers.unsubscribe(tokenOf(request.query));
      const fromPage = typeof request.body === 'object' && request.body !== null && 'pagina' in request.body;
      if (fromPage) return redirect(reply, `${pathTo('zijstroomUnsubscribe')}?${result === 'ok' ? `${links.doneParam}=1` : `${links.linkParam}=onbekend`}`);
      if (result !== 'ok') return sendNotFound(request, reply);
      request.log.info('newsletter one-click unsubscribe');
      return reply.code(200).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('U bent afgemeld voor Zijstroom.');
    });
  }, 'zijstroom-post'));
}
