/**
 * The sign-up forms and the cancel button without JavaScript (issue 43; with JavaScript the kit's
 * sign-up block sends JSON to /api/…/registrations). A urlencoded body goes through the very same
 * intake as the JSON call (`fastify.registrations.submit`: quota, honeypot, rules, one transaction);
 * only the answer differs:
 * - POST /diensten/{id}/aanmelden, /evenement/{id}/aanmelden (the kit's `signUpPath`): accepted → 303 to the
 *   page with the answer in its query (`?aanmelding=bevestigd&plaatsen=2#aanmelden`; a series keeps
 *   its `?datum=`), which the page shows (POST/redirect/GET: a reload signs up nobody twice);
 *   refused → the page itself, rendered with the visitor's input (`signUpForm`, never cached): 400
 *   with the messages at the fields, the failure text for 429 (with Retry-After), for 403 from
 *   another site's page (lib/from-this-site.ts, as the contact form) and for a closed list.
 * - POST /afmelden (the cancel page's button, field `token`) → 303 to `/afmelden?klaar=1`, or
 *   `?link=onbekend` for a token that cancels nothing. The token is the secret: no Origin check.
 */
import formBody from '@fastify/formbody';
import { answerQuery, registrations, type SignUpFormState, type SignUpKind } from '@kerk/kit/registrations';
import { pathTo, ROUTES } from '@kerk/kit/site-map';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { now } from '../lib/clock';
import { named } from '../lib/named-plugin';
import { fromThisSite } from '../lib/from-this-site';
import { publicOrigin } from '../lib/public-origin';
import { sendNotFound } from '../plugins/app/errors/error-handler';
import { SIGNUP_BODY_LIMIT } from '../plugins/app/registrations/registrations';
import { NO_CACHE } from './cache-headers';
import { themeOf, withTheme } from './theme';
import type { SiteHtml } from './site-html';

const { params } = registrations;
const FIELDS = ['name', 'email', 'seats', 'answer'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const redirect = (reply: FastifyReply, location: string) => reply.code(303).header('location', location).header('cache-control', NO_CACHE).send();

/** The visitor's input as the form shows it again (text only; the honeypot never comes back). */
const valuesOf = (body: unknown): SignUpFormState['values'] =>
  isObject(body) ? Object.fromEntries(FIELDS.filter((f) => typeof body[f] === 'string').map((f) => [f, String(body[f]).slice(0, 500)])) : {};

/** A series' occurrence page: `?datum=YYYY-MM-DD`, kept on the way back. */
const dayOf = (query: unknown): string | undefined => {
  const day = isObject(query) ? query.datum : undefined;
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
};

export function registerRegistrationPost(fastify: FastifyInstance, render: SiteHtml) {
  async function page(request: FastifyRequest, reply: FastifyReply, pageUrl: string, status: number, state: SignUpFormState) {
    const rendered = await render(request, pageUrl.split('?')[0]!, { signUpForm: state }, pageUrl);
    if (!rendered) return sendNotFound(request, reply);
    // The page itself may be the error page (an unknown service): its status wins.
    reply.code(rendered.status === 200 ? status : rendered.status).header('cache-control', NO_CACHE).header('vary', 'Cookie');
    return reply.type('text/html; charset=utf-8').send(withTheme(rendered.html, themeOf(request)));
  }

  function route(scope: FastifyInstance, kind: SignUpKind) {
    const path = `${ROUTES[kind].path}/${params.anchor}`;
    scope.post<{ Params: { id: string } }>(path, { schema: { hide: true }, bodyLimit: SIGNUP_BODY_LIMIT }, async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isInteger(id) || id < 1) return sendNotFound(request, reply);
      const day = dayOf(request.query);
      const pagePath = `${pathTo(kind, { id })}${day ? `?datum=${day}` : ''}`;
      const values = valuesOf(request.body);
      if (!fromThisSite(request, fastify.config.publicUrl)) {
        request.log.warn({ origin: request.headers.origin }, 'sign-up form posted from another site; refused');
        return page(request, reply, pagePath, 403, { values, fields: {}, failed: true });
      }
      const outcome = await fastify.registrations.submit(request, kind, id, request.body);
      switch (outcome.kind) {
        case 'accepted':
          return redirect(reply, `${pathTo(kind, { id })}?${day ? `datum=${day}&` : ''}${answerQuery(outcome.answer)}#${params.anchor}`);
        case 'quota':
          reply.header('retry-after', String(outcome.retryAfterSeconds));
          return page(request, reply, pagePath, 429, { values, fields: {}, failed: true });
        case 'invalid':
          // Only the messages at the fields: nothing failed, the form asks for corrections.
          return page(request, reply, pagePath, 400, { values: { ...values, ...outcome.values }, fields: outcome.fields, failed: false });
        case 'not_found':
          return page(request, reply, pagePath, 404, { values, fields: {}, failed: true });
        default:
          return page(request, reply, pagePath, 400, { values, fields: {}, failed: true });
      }
    });
  }

  // Its own scope: only these routes parse urlencoded bodies (the JSON API keeps answering 415).
  return fastify.register(named(async (scope) => {
    await scope.register(named(formBody), { bodyLimit: SIGNUP_BODY_LIMIT });
    route(scope, 'service');
    route(scope, 'event');
    scope.post(pathTo('registrationCancel'), { schema: { hide: true }, bodyLimit: SIGNUP_BODY_LIMIT }, async (request, reply) => {
      const token = isObject(request.body) && typeof request.body.token === 'string' ? request.body.token : '';
      const result = token ? await fastify.registrations.repository.cancelByToken(token, publicOrigin(request, fastify.config), now()) : 'invalid';
      request.log.info({ result }, 'sign-up cancel from the page');
      return redirect(reply, `${pathTo('registrationCancel')}?${result === 'invalid' ? `${params.link}=onbekend` : `${params.done}=1`}`);
    });
  }, 'registration-post'));
}
