/**
 * POST /contact: the contact form without JavaScript (progressive enhancement; with JavaScript,
 * mf-contact sends JSON to /api/contact). A urlencoded body goes through the very same intake as
 * the JSON call (`fastify.contactSubmit`: quota, honeypot, rules, outbox); only the answer differs:
 * - accepted → 303 to `/contact?verzonden=1` (POST/redirect/GET: a reload sends nothing twice), a
 *   page that shows the success text;
 * - refused → the contact page itself (rendered like every page), with the visitor's input: 400 with
 *   the messages at the fields for input the rules refuse; the failure text of spec §8 for 429 over
 *   the quota (with Retry-After), 403 from another site's page, and a 400 for a malformed body.
 * Another site's page could post this form through a visitor's browser (a form POST needs no CORS
 * preflight), so a foreign Origin is refused as the admin API refuses it (lib/from-this-site.ts).
 */
import formBody from '@fastify/formbody';
import { contact, type ContactFormState } from '@kerk/kit/contact';
import { pathTo } from '@kerk/kit/site-map';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { named } from '../lib/named-plugin';
import { fromThisSite } from '../lib/from-this-site';
import { normalizeContact } from '../plugins/app/contact/contact-rules';
import { CONTACT_BODY_LIMIT } from '../plugins/app/contact/contact-submit';
import { sendNotFound } from '../plugins/app/errors/error-handler';
import { contactBodySchema } from '../schemas/contact';
import { NO_CACHE } from './cache-headers';
import { themeOf, withTheme } from './theme';
import type { SiteHtml } from './site-html';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sent page: the contact page with `?verzonden=1`. */
export const CONTACT_SENT_PATH = `${pathTo('contact')}?${contact.sentParam}=1`;

/** The visitor's input as the form shows it again (normalised; the honeypot never comes back). */
const valuesOf = (body: unknown): ContactFormState['values'] => (isObject(body) ? normalizeContact(body) : {});

export function registerContactPost(fastify: FastifyInstance, render: SiteHtml) {
  async function refused(request: FastifyRequest, reply: FastifyReply, status: number, state: ContactFormState) {
    const page = await render(request, pathTo('contact'), { contactForm: state });
    if (!page) return sendNotFound(request, reply);
    reply.code(status).header('cache-control', NO_CACHE).header('vary', 'Cookie');
    return reply.type('text/html; charset=utf-8').send(withTheme(page.html, themeOf(request)));
  }

  // Its own scope: only this route parses urlencoded bodies (the JSON API keeps answering 415).
  return fastify.register(named(async (scope) => {
    await scope.register(named(formBody), { bodyLimit: CONTACT_BODY_LIMIT });
    scope.post(
      pathTo('contact'),
      { schema: { body: contactBodySchema, hide: true }, attachValidation: true, bodyLimit: CONTACT_BODY_LIMIT },
      async (request, reply) => {
        const values = valuesOf(request.body);
        if (!fromThisSite(request, fastify.config.publicUrl)) {
          request.log.warn({ origin: request.headers.origin }, 'contact form posted from another site; refused');
          return refused(request, reply, 403, { values, fields: {}, failed: true });
        }
        const outcome = await fastify.contactSubmit(request, request.body);
        switch (outcome.kind) {
          case 'accepted':
            return reply.code(303).header('location', CONTACT_SENT_PATH).header('cache-control', NO_CACHE).send();
          case 'quota':
            reply.header('retry-after', String(outcome.retryAfterSeconds));
            return refused(request, reply, 429, { values, fields: {}, failed: true });
          case 'invalid':
            // Only the messages at the fields: nothing failed to send, the form asks for corrections.
            return refused(request, reply, 400, { values: outcome.values, fields: outcome.fields, failed: false });
          default:
            return refused(request, reply, 400, { values, fields: {}, failed: true });
        }
      },
    );
  }, 'contact-post'));
}
