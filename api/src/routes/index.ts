/**
 * Every API route, mounted by app.ts under the `/api` prefix. A new resource adds
 * `routes/<resource>/index.ts` and one line here; its path prefix is the resource name.
 */
import { ROUTES } from '@kerk/kit/site-map';
import type { FastifyPluginAsync } from 'fastify';

import { sendNotFound } from '../plugins/app/errors/error-handler';
import adminRoutes from './admin';
import agendaFeedRoutes from './agenda-feed';
import churchRoutes from './churches';
import contactRoutes from './contact';
import contactTypeRoutes from './contact-types';
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
import searchRoutes from './search';
import serviceRoutes from './services';
import settingRoutes from './setting';
import siteRoutes from './site';

const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(pageRoutes, { prefix: '/page' });
  await api.register(settingRoutes, { prefix: '/setting' });
  await api.register(healthRoutes, { prefix: '/health' });
  await api.register(newsRoutes, { prefix: '/news' });
  await api.register(newsFeedRoutes, { prefix: '/news.rss' });
  await api.register(churchRoutes, { prefix: '/churches' });
  await api.register(pastorRoutes, { prefix: '/pastors' });
  await api.register(serviceRoutes, { prefix: '/services' });
  await api.register(searchRoutes, { prefix: '/search' });
  await api.register(eventRoutes, { prefix: '/events' });
  await api.register(agendaFeedRoutes, { prefix: '/agenda.ics' });
  await api.register(contactTypeRoutes, { prefix: '/contact-types' });
  await api.register(contactRoutes, { prefix: '/contact' });
  await api.register(newsletterRoutes, { prefix: '/zijstroom' });
  await api.register(zijstroomFeedRoutes, { prefix: ROUTES.zijstroom.feed.path });
  await api.register(mediaFileRoutes, { prefix: '/media' });
  await api.register(siteRoutes, { prefix: '/site' });
  await api.register(givingRoutes, { prefix: '/giving' });
  await api.register(adminRoutes, { prefix: '/admin' });
  // Unknown /api/* answers JSON even when the web plugin's SPA fallback owns the root 404.
  api.setNotFoundHandler(sendNotFound);
};

export default apiRoutes;
