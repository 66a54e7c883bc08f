/**
 * The application as a plugin, so server.ts and the tests build exactly the same app. Order matters:
 * external plugins (config, db, security, docs) → app plugins (errors, caching, repositories, seed,
 * web) → routes. server.ts and test/helper.ts wrap it in fastify-plugin so its error handler and
 * not-found handler apply at the root.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import churchesRepository from './plugins/app/churches/churches-repository';
import contactConfig, { type ContactOptions } from './plugins/app/contact/contact-config';
import contactOutbox from './plugins/app/contact/contact-outbox';
import contactRepository from './plugins/app/contact/contact-repository';
import errorHandler, { sendNotFound } from './plugins/app/errors/error-handler';
import eventsRepository from './plugins/app/events/events-repository';
import footerRepository from './plugins/app/footer/footer-repository';
import healthRepository from './plugins/app/health/health-repository';
import newsRepository from './plugins/app/news/news-repository';
import httpCache from './plugins/app/http-cache/http-cache';
import pagesRepository from './plugins/app/pages/pages-repository';
import pastorsRepository from './plugins/app/pastors/pastors-repository';
import searchRepository from './plugins/app/search/search-repository';
import seed from './plugins/app/seed/seed';
import servicesRepository from './plugins/app/services/services-repository';
import settingsRepository from './plugins/app/settings/settings-repository';
import web from './plugins/app/web/web';
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

/** Fastify options shared by server.ts and the tests (the logger is chosen by each). */
export function serverOptions(config: AppConfig): FastifyServerOptions {
  return {
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  };
}

export default async function app(fastify: FastifyInstance, opts: AppOptions) {
  await fastify.register(env, { config: opts.config });
  await fastify.register(db);
  await fastify.register(helmet);
  await fastify.register(rateLimit);
  await fastify.register(compress);
  await fastify.register(swagger);

  await fastify.register(errorHandler);
  await fastify.register(httpCache);
  await fastify.register(pagesRepository);
  await fastify.register(footerRepository);
  await fastify.register(settingsRepository);
  await fastify.register(healthRepository);
  await fastify.register(newsRepository);
  await fastify.register(churchesRepository);
  await fastify.register(pastorsRepository);
  await fastify.register(servicesRepository);
  await fastify.register(eventsRepository);
  await fastify.register(searchRepository);
  await fastify.register(contactConfig, opts.contact ?? {});
  await fastify.register(contactRepository);
  await fastify.register(seed);
  await fastify.register(contactOutbox);

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
