/**
 * Every API route, mounted by app.ts under the `/api` prefix. A new resource adds
 * `routes/<resource>/index.ts` and one line here; its path prefix is the resource name.
 */
import { ROUTES } from '@kerk/kit/site-map';
import type { FastifyPluginAsync } from 'fastify';

import { named } from '../lib/named-plugin';
import { sendNotFound } from '../plugins/app/errors/error-handler';
import adminRoutes from './admin';
import agendaFeedRoutes from './agenda-feed';
import churchRoutes from './churches';
import contactRoutes from './contact';
import contactTypeRoutes from './contact-types';
import engineRoutes from './engine';
import eventRoutes from './events';
import givingRoutes from './giving';
import healthRoutes from './health';
import mediaFileRoutes from './media';
import newsRoutes from './news';
import newsFeedRoutes from './news-feed';
import newsletterRoutes from './newsletter';
import zijstroomFeedRoutes from './zijstroom-feed';
import pageRoutes from './page';
import pastorRoutes from './pastors';
import registrationRoutes from './registrations';
import searchRoutes from './search';
import serviceRoutes from './services';
import settingRoutes from './setting';
import siteRoutes from './site';

const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(named(pageRoutes), { prefix: '/page' });
  await api.register(named(settingRoutes), { prefix: '/setting' });
  await api.register(named(healthRoutes), { prefix: '/health' });
  await api.register(named(newsRoutes), { prefix: '/news' });
  await api.register(named(newsFeedRoutes), { prefix: '/news.rss' });
  await api.register(named(churchRoutes), { prefix: '/churches' });
  await api.register(named(pastorRoutes), { prefix: '/pastors' });
  await api.register(named(serviceRoutes), { prefix: '/services' });
  // POST /services/{id}/registrations, /events/{id}/registrations and /registrations/cancel.
  await api.register(named(registrationRoutes));
  await api.register(named(searchRoutes), { prefix: '/search' });
  await api.register(named(eventRoutes), { prefix: '/events' });
  await api.register(named(agendaFeedRoutes), { prefix: '/agenda.ics' });
  await api.register(named(contactTypeRoutes), { prefix: '/contact-types' });
  await api.register(named(contactRoutes), { prefix: '/contact' });
  await api.register(named(newsletterRoutes), { prefix: '/zijstroom' });
  await api.register(named(zijstroomFeedRoutes), { prefix: ROUTES.zijstroom.feed.path });
  await api.register(named(mediaFileRoutes), { prefix: '/media' });
  await api.register(named(siteRoutes), { prefix: '/site' });
  await api.register(named(givingRoutes), { prefix: '/giving' });
  // Every engine type's public answers, at /api/<resource>.
  await api.register(named(engineRoutes));
  await api.register(named(adminRoutes), { prefix: '/admin' });
  // Unknown /api/* answers JSON even when the web plugin's SPA fallback owns the root 404.
  api.setNotFoundHandler(sendNotFound);
};

export default apiRoutes;
