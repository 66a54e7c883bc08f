/**
 * The admin API under /api/admin (issue 15): signing in and out, one-time links, users, the audit
 * log. Cookies are parsed in this scope only, and the admin guard (plugins/app/accounts/admin-guard)
 * protects every route here: a route without `config.access` stops the app at start-up.
 */
import type { FastifyPluginAsync } from 'fastify';

import { named } from '../../lib/named-plugin';
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
  await admin.register(named(cookie));
  await admin.register(named(adminGuard));
  await admin.register(named(sessionRoutes));
  await admin.register(named(passwordRoutes));
  await admin.register(named(userRoutes), { prefix: '/users' });
  await admin.register(named(userManagementRoutes), { prefix: '/users' });
  await admin.register(named(auditRoutes), { prefix: '/audit' });
  await admin.register(named(pageRoutes), { prefix: '/pages' });
  await admin.register(named(siteSettingsRoutes));
  await admin.register(named(serviceRoutes), { prefix: '/services' });
  await admin.register(named(eventRoutes), { prefix: '/events' });
  await admin.register(named(mediaRoutes), { prefix: '/media' });
  await admin.register(named(newsRoutes), { prefix: '/news' });
  await admin.register(named(pastorRoutes), { prefix: '/pastors' });
  await admin.register(named(churchRoutes), { prefix: '/churches' });
  await admin.register(named(purposeRoutes), { prefix: '/purposes' });
  await admin.register(named(givingSettingsRoutes));
  await admin.register(named(zijstroomRoutes), { prefix: '/zijstroom' });
};

export default adminRoutes;
