/**
 * The application as a plugin, so server.ts and the tests build exactly the same app. Order matters:
 * external plugins (config, db, security, docs) → app plugins (errors, caching, repositories) → the
 * seed → routes → the site (the HTML application, src/site/). server.ts and test/helper.ts wrap it in fastify-plugin so its error handler and
 * not-found handler apply at the root.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';

import accounts from './plugins/app/accounts/accounts';
import churchEditing from './plugins/app/churches/church-editing';
import churchesRepository from './plugins/app/churches/churches-repository';
import contactConfig, { type ContactOptions } from './plugins/app/contact/contact-config';
import contactOutbox from './plugins/app/contact/contact-outbox';
import contactRepository from './plugins/app/contact/contact-repository';
import contactSubmit from './plugins/app/contact/contact-submit';
import drawings from './plugins/app/drawings/drawings';
import errorHandler, { sendNotFound, toApiError } from './plugins/app/errors/error-handler';
import finiteNumbers from './plugins/app/errors/finite-numbers';
import eventEditing from './plugins/app/events/event-editing';
import eventsRepository from './plugins/app/events/events-repository';
import footerRepository from './plugins/app/footer/footer-repository';
import healthRepository from './plugins/app/health/health-repository';
import mediaRepository from './plugins/app/media/media-repository';
import newsRepository from './plugins/app/news/news-repository';
import newsletter from './plugins/app/newsletter/newsletter';
import newsletterSubmit from './plugins/app/newsletter/newsletter-submit';
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
  /** Contact outbox timing and rate limit (defaults in contact-config.ts); tests shorten them. */
  contact?: Partial<ContactOptions>;
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
  await fastify.register(env, { config: opts.config });
  await fastify.register(requestId);
  await fastify.register(gracefulClose);
  await fastify.register(db);
  await fastify.register(helmet);
  await fastify.register(rateLimit);
  await fastify.register(compress);
  await fastify.register(swagger);

  await fastify.register(errorHandler);
  await fastify.register(finiteNumbers);
  await fastify.register(httpCache);
  await fastify.register(jsonCache);
  await fastify.register(drawings);
  await fastify.register(pagesRepository);
  await fastify.register(footerRepository);
  await fastify.register(pageEditing);
  await fastify.register(settingsRepository);
  await fastify.register(siteAdminRepository);
  await fastify.register(mediaRepository);
  await fastify.register(healthRepository);
  await fastify.register(newsRepository);
  await fastify.register(newsEditing);
  await fastify.register(churchesRepository);
  await fastify.register(pastorsRepository);
  await fastify.register(churchEditing);
  await fastify.register(pastorEditing);
  await fastify.register(giving);
  await fastify.register(servicesRepository);
  await fastify.register(serviceEditing);
  await fastify.register(eventEditing);
  await fastify.register(eventsRepository);
  await fastify.register(searchRepository);
  await fastify.register(contactConfig, opts.contact ?? {});
  await fastify.register(contactRepository);
  await fastify.register(seed);
  await fastify.register(contactOutbox);
  await fastify.register(contactSubmit);
  await fastify.register(accounts);
  await fastify.register(newsletter);
  await fastify.register(newsletterSubmit);
  await fastify.register(zijstroomEditing);

  await fastify.register(
    async (api) => {
      await api.register(cors);
      await api.register(apiRoutes);
    },
    { prefix: '/api' },
  );

  if (opts.serveWeb) await fastify.register(web);
  else fastify.setNotFoundHandler(sendNotFound);
}
