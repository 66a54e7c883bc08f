/**
 * The application as a plugin, so server.ts and the tests build exactly the same app. Order matters:
 * external plugins (config, db, security, docs) → app plugins (errors, caching, repositories) → the
 * seed → routes → the site (the HTML application, src/site/). server.ts and test/helper.ts wrap it in fastify-plugin so its error handler and
 * not-found handler apply at the root.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

import { named } from './lib/named-plugin';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';

import accounts from './plugins/app/accounts/accounts';
import churchEditing from './plugins/app/churches/church-editing';
import churchesRepository from './plugins/app/churches/churches-repository';
import contactConfig, { type ContactOptions } from './plugins/app/contact/contact-config';
import outboxConfig, { type OutboxOptions } from './plugins/app/outbox/outbox-config';
import contactOutbox from './plugins/app/contact/contact-outbox';
import contactRepository from './plugins/app/contact/contact-repository';
import contactSubmit from './plugins/app/contact/contact-submit';
import drawings from './plugins/app/drawings/drawings';
import errorHandler, { sendNotFound, toApiError } from './plugins/app/errors/error-handler';
import finiteNumbers from './plugins/app/errors/finite-numbers';
import declaredBounds from './plugins/app/content-editing/declared-bounds';
import eventEditing from './plugins/app/events/event-editing';
import eventsRepository from './plugins/app/events/events-repository';
import footerRepository from './plugins/app/footer/footer-repository';
import healthRepository from './plugins/app/health/health-repository';
import mediaRepository from './plugins/app/media/media-repository';
import newsRepository from './plugins/app/news/news-repository';
import newsletter from './plugins/app/newsletter/newsletter';
import newsletterSubmit from './plugins/app/newsletter/newsletter-submit';
import registrations from './plugins/app/registrations/registrations';
import zijstroomEditing from './plugins/app/newsletter/zijstroom-editing';
import newsEditing from './plugins/app/news/news-editing';
import httpCache from './plugins/app/http-cache/http-cache';
import jsonCache from './plugins/app/http-cache/json-cache';
import pageEditing from './plugins/app/pages/page-editing';
import pagesRepository from './plugins/app/pages/pages-repository';
import gracefulClose from './plugins/app/ops/graceful-close';
import requestId from './plugins/app/ops/request-id';
import pastorEditing from './plugins/app/pastors/pastor-editing';
import pastorsRepository from './plugins/app/pastors/pastors-repository';
import searchRepository from './plugins/app/search/search-repository';
import seed from './seed/seed';
import serviceEditing from './plugins/app/services/service-editing';
import servicesRepository from './plugins/app/services/services-repository';
import giving from './plugins/app/giving/giving';
import engine from './plugins/app/content-editing/engine';
import settingsRepository from './plugins/app/settings/settings-repository';
import siteAdminRepository from './plugins/app/site-admin/site-admin-repository';
import web from './site/web';
import compress from './plugins/external/compress';
import cors from './plugins/external/cors';
import db from './plugins/external/db';
import env, { type AppConfig } from './plugins/external/env';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import swagger from './plugins/external/swagger';
import apiRoutes from './routes';

export interface AppOptions {
  config: AppConfig;
  /** Serve the composed site (shell + remotes dists, /remotes.json, SPA fallback). */
  serveWeb?: boolean;
  /** The contact form's rate limit (defaults in contact-config.ts). */
  contact?: Partial<ContactOptions>;
  /** The outbox's poll and back-off (defaults in outbox/outbox-config.ts); tests shorten them. */
  outbox?: Partial<OutboxOptions>;
}

/**
 * Errors Fastify raises before routing (a URL that cannot be decoded): no hook or error handler
 * runs for them, so they get the app's `{ code, message }` body and the basic headers here; a
 * browser asking for a page gets the site's error page for the status instead (site/web.ts).
 */
function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toApiError(error);
  request.log.info({ code: error.code, url: request.url }, 'request rejected before routing');
  reply.header(REQUEST_ID_HEADER, request.id);
  const sendJson = () =>
    reply
      .code(status)
      .headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
      .type('application/json; charset=utf-8')
      .send(body);
  const page = request.server.sitePageForError;
  if (!page) return void sendJson();
  page(request, reply, status).then(
    (sent) => sent || sendJson(),
    () => sendJson(),
  );
}

/** Fastify options shared by server.ts and the tests (the logger is chosen by each). */
export function serverOptions(config: AppConfig): FastifyServerOptions {
  return {
    trustProxy: config.trustProxy,
    // Requests are small (JSON queries, a contact message); anything larger is refused with 413.
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Every log line of a request carries `reqId`; an upstream x-request-id is kept (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors: frameworkError,
    // The first start migrates and seeds a fresh database (its photos too): on a busy small machine
    // that takes longer than Fastify's 10 s per plugin, and a boot must not fail for it.
    pluginTimeout: 120_000,
  };
}

export default async function app(fastify: FastifyInstance, opts: AppOptions) {
  await fastify.register(named(env), { config: opts.config });
  await fastify.register(named(requestId));
  await fastify.register(named(gracefulClose));
  await fastify.register(named(db));
  await fastify.register(named(helmet));
  await fastify.register(named(rateLimit));
  await fastify.register(named(compress));
  await fastify.register(named(swagger));

  await fastify.register(named(errorHandler));
  await fastify.register(named(declaredBounds));
  await fastify.register(named(finiteNumbers));
  await fastify.register(named(httpCache));
  await fastify.register(named(jsonCache));
  await fastify.register(named(drawings));
  await fastify.register(named(pagesRepository));
  await fastify.register(named(footerRepository));
  await fastify.register(named(pageEditing));
  await fastify.register(named(settingsRepository));
  await fastify.register(named(siteAdminRepository));
  await fastify.register(named(mediaRepository));
  await fastify.register(named(healthRepository));
  await fastify.register(named(newsRepository));
  await fastify.register(named(newsEditing));
  await fastify.register(named(churchesRepository));
  await fastify.register(named(pastorsRepository));
  await fastify.register(named(churchEditing));
  await fastify.register(named(pastorEditing));
  await fastify.register(named(giving));
  await fastify.register(named(engine));
  await fastify.register(named(servicesRepository));
  await fastify.register(named(serviceEditing));
  await fastify.register(named(eventEditing));
  await fastify.register(named(eventsRepository));
  await fastify.register(named(searchRepository));
  await fastify.register(named(outboxConfig), opts.outbox ?? {});
  await fastify.register(named(contactConfig), opts.contact ?? {});
  await fastify.register(named(contactRepository));
  await fastify.register(named(seed));
  await fastify.register(named(contactOutbox));
  await fastify.register(named(contactSubmit));
  await fastify.register(named(accounts));
  await fastify.register(named(newsletter));
  await fastify.register(named(newsletterSubmit));
  await fastify.register(named(registrations));
  await fastify.register(named(zijstroomEditing));

  await fastify.register(
    named(async (api) => {
      await api.register(named(cors));
      await api.register(named(apiRoutes));
    }, 'api'),
    { prefix: '/api' },
  );

  if (opts.serveWeb) await fastify.register(named(web));
  else fastify.setNotFoundHandler(sendNotFound);
}
