/**
 * Who may call what, for every route under /api/admin, read from Fastify's own route list so a new
 * route cannot skip it: without a session 401 JSON, with a role the route does not allow 403 JSON.
 * Only the routes listed as public answer without a session; a route that says nothing about its
 * access stops the app at start-up.
 */
import { ROLES, type Role } from '@kerk/kit/accounts';
import type { FastifyInstance } from 'fastify';

import adminGuard from '../../../src/plugins/app/accounts/admin-guard';
import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { build } from '../../helper';
import { photo } from '../../media-images';

/** Signing in, checking a link and setting a password with it, and asking for one. */
const PUBLIC = ['POST /api/admin/session', 'POST /api/admin/password', 'POST /api/admin/password/check', 'POST /api/admin/password-reset'];
/** A beheerder's user management: beheerders only. */
const USER_MANAGEMENT = ['GET /api/admin/users', 'PATCH /api/admin/users/:id', 'POST /api/admin/users/:id/link'];

interface AdminRoute {
  method: string;
  url: string;
  access: 'public' | readonly Role[];
}

describe('access to every /api/admin route', () => {
  let app: FastifyInstance;
  const routes: AdminRoute[] = [];
  const sessions = {} as Record<Role, SignedIn>;

  beforeAll(async () => {
    app = build();
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/admin')) return;
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: route.config?.access ?? [] });
    });
    await app.ready();
    for (const role of ROLES) sessions[role] = await signedInAs(app, role);
    // One publish, so the routes of a page's revisions have a revision (id 1) to answer with.
    const published = await app.inject({ method: 'POST', url: '/api/admin/pages/index/publish', headers: asSignedIn(sessions.beheerder, { 'if-match': '"1"' }), payload: { metaTitle: 'Home', metaDescription: '', partials: {} } });
    expect(published.statusCode).toBe(200);
    // One photo, so GET /api/admin/media/1 has one to answer with.
    const uploaded = await app.inject({ method: 'POST', url: '/api/admin/media?alt=Kerk', headers: asSignedIn(sessions.redacteur), payload: await photo(64, 48) });
    expect(uploaded.statusCode).toBe(201);
    // A Zijstroom issue and a PDF, so /api/admin/zijstroom/1 and /bijlagen/1 have one to answer with.
    const pdf = await app.inject({ method: 'POST', url: '/api/admin/zijstroom/bijlagen', headers: asSignedIn(sessions.redacteur), payload: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect(pdf.statusCode).toBe(201);
    const issue = await app.inject({ method: 'POST', url: '/api/admin/zijstroom', headers: asSignedIn(sessions.redacteur), payload: { title: 'Zijstroom', body: '<p>Tekst</p>' } });
    expect(issue.statusCode).toBe(201);
  });
  afterAll(() => app.close());

  const named = (route: AdminRoute) => `${route.method} ${route.url}`;
  /** The route's URL with its parameters filled in with ones that exist (a page, a revision). */
  const sampleUrl = (url: string) => url.replace(':name', 'index').replace(':id', '1').replace(':ref', 'nieuw');
  const guarded = () => routes.filter((route) => route.access !== 'public');

  it('finds the admin routes, and only the listed ones are public', () => {
    expect(routes.map(named)).toEqual(expect.arrayContaining(['GET /api/admin/session', 'GET /api/admin/audit', 'POST /api/admin/users', ...USER_MANAGEMENT, ...PUBLIC]));
    expect(routes.filter((route) => route.access === 'public').map(named).sort()).toEqual([...PUBLIC].sort());
  });

  it('answers 401 JSON without a session, before looking at the request', async () => {
    expect(guarded().length).toBeGreaterThanOrEqual(7);
    for (const route of guarded()) {
      const res = await app.inject({ method: route.method as 'GET', url: route.url, payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : 'not json' });
      expect([named(route), res.statusCode]).toEqual([named(route), 401]);
      if (route.method !== 'HEAD') expect([named(route), res.json()]).toEqual([named(route), { code: 'not_signed_in', message: expect.stringMatching(/niet aangemeld/) }]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers 403 JSON to a role the route does not allow', async () => {
    const forRedacteur = guarded().filter((route) => !route.access.includes('redacteur'));
    expect(forRedacteur.map(named)).toEqual(expect.arrayContaining(['GET /api/admin/audit', 'POST /api/admin/users', 'GET /api/admin/zijstroom/abonnees.csv', ...USER_MANAGEMENT]));
    for (const route of forRedacteur) {
      const res = await app.inject({ method: route.method as 'GET', url: route.url, headers: asSignedIn(sessions.redacteur) });
      expect([named(route), res.statusCode]).toEqual([named(route), 403]);
      if (route.method !== 'HEAD') expect(res.json()).toEqual({ code: 'forbidden', message: 'U heeft geen toegang tot dit onderdeel.' });
    }
  });

  it('lets every role a route allows past the guard', async () => {
    for (const route of guarded().filter((r) => r.method === 'GET')) {
      for (const role of route.access as readonly Role[]) {
        const res = await app.inject({ url: sampleUrl(route.url), headers: { cookie: sessions[role].cookie } });
        expect([named(route), role, res.statusCode]).toEqual([named(route), role, 200]);
      }
    }
  });

  it('sends every admin answer with Cache-Control: no-store', async () => {
    const res = await app.inject({ url: '/api/admin/session', headers: { cookie: sessions.beheerder.cookie } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/admin/audit' })).headers['cache-control']).toBe('no-store');
  });
});

describe('an admin route without config.access', () => {
  it('stops the app at start-up', async () => {
    const app = build();
    app.register(
      async (api) => {
        await api.register(
          async (admin) => {
            await admin.register(adminGuard);
            admin.get('/vergeten', async () => ({ data: 'open' }));
          },
          { prefix: '/admin' },
        );
      },
      { prefix: '/api-probe' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api-probe/admin/vergeten: an admin route says who may call it (config.access)');
    await app.close();
  });
});
