/**
 * The admin API under /api/admin (issue 15): signing in and out, one-time links, users, the audit
 * log. Cookies are parsed in this scope only, and the admin guard (plugins/app/accounts/admin-guard)
 * protects every route here: a route without `config.access` stops the app at start-up.
 */
import type { FastifyPluginAsync } from 'fastify';

import adminGuard from '../../plugins/app/accounts/admin-guard';
import cookie from '../../plugins/external/cookie';
import auditRoutes from './audit';
import eventRoutes from './events';
import churchRoutes from './churches';
import mediaRoutes from './media';
import newsRoutes from './news';
import pageRoutes from './pages';
import passwordRoutes from './password';
import pastorRoutes from './pastors';
import { givingSettingsRoutes, purposeRoutes } from './purposes';
import serviceRoutes from './services';
import sessionRoutes from './session';
import siteSettingsRoutes from './site-settings';
import userManagementRoutes from './user-management';
import userRoutes from './users';
import zijstroomRoutes from './zijstroom';

const adminRoutes: FastifyPluginAsync = async (admin) => {
  await admin.register(cookie);
  await admin.register(adminGuard);
  await admin.register(sessionRoutes);
  await admin.register(passwordRoutes);
  await admin.register(userRoutes, { prefix: '/users' });
  await admin.register(userManagementRoutes, { prefix: '/users' });
  await admin.register(auditRoutes, { prefix: '/audit' });
  await admin.register(pageRoutes, { prefix: '/pages' });
  await admin.register(siteSettingsRoutes);
  await admin.register(serviceRoutes, { prefix: '/services' });
  await admin.register(eventRoutes, { prefix: '/events' });
  await admin.register(mediaRoutes, { prefix: '/media' });
  await admin.register(newsRoutes, { prefix: '/news' });
  await admin.register(pastorRoutes, { prefix: '/pastors' });
  await admin.register(churchRoutes, { prefix: '/churches' });
  await admin.register(purposeRoutes, { prefix: '/purposes' });
  await admin.register(givingSettingsRoutes);
  await admin.register(zijstroomRoutes, { prefix: '/zijstroom' });
};

export default adminRoutes;
