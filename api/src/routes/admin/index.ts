/**
 * The admin API under /api/admin (issue 15): signing in and out, one-time links, users, the audit
 * log. Cookies are parsed in this scope only, and the admin guard (plugins/app/accounts/admin-guard)
 * protects every route here: a route without `config.access` stops the app at start-up.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENGINE_TYPES } from '@kerk/kit/content-types';
import type { FastifyPluginAsync } from 'fastify';

import { named } from '../../lib/named-plugin';
import adminGuard from '../../plugins/app/accounts/admin-guard';
import cookie from '../../plugins/external/cookie';
import auditRoutes from './audit';
import { engineRoutes } from './engine';
import eventRoutes from './events';
import churchRoutes from './churches';
import waitingDraftRoutes from './drafts';
import mediaRoutes from './media';
import newsRoutes from './news';
import pageRoutes from './pages';
import passwordRoutes from './password';
import pastorRoutes from './pastors';
import { givingSettingsRoutes, purposeRoutes } from './purposes';
import registrationRoutes from './registrations';
import serviceRoutes from './services';
import sessionRoutes from './session';
import siteSettingsRoutes from './site-settings';
import userManagementRoutes from './user-management';
import userRoutes from './users';
import zijstroomRoutes from './zijstroom';

/** Every group of admin routes, with the path under /api/admin it answers at ('' for the root). */
const ROUTES: [FastifyPluginAsyncTypebox, string][] = [
  [sessionRoutes, ''],
  [passwordRoutes, ''],
  [userRoutes, '/users'],
  [userManagementRoutes, '/users'],
  [auditRoutes, '/audit'],
  [pageRoutes, '/pages'],
  [siteSettingsRoutes, ''],
  [serviceRoutes, '/services'],
  [eventRoutes, '/events'],
  [mediaRoutes, '/media'],
  [newsRoutes, '/news'],
  [pastorRoutes, '/pastors'],
  [churchRoutes, '/churches'],
  [purposeRoutes, '/purposes'],
  [givingSettingsRoutes, ''],
  [zijstroomRoutes, '/zijstroom'],
  [registrationRoutes, '/registrations'],
  [waitingDraftRoutes, '/drafts'],
  // Every type the engine runs, from its declaration.
  ...ENGINE_TYPES.map((type): [FastifyPluginAsyncTypebox, string] => [engineRoutes(type), `/${type.resource}`]),
];

const adminRoutes: FastifyPluginAsync = async (admin) => {
  await admin.register(named(cookie));
  await admin.register(named(adminGuard));
  // Each collection adds its kind as it registers; GET /drafts names their drafts by it.
  admin.decorate('draftKinds', new Map());
  for (const [routes, prefix] of ROUTES) await admin.register(named(routes), { prefix });
};

export default adminRoutes;
