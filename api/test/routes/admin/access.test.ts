/**
 * Who may call what, for every route under /api/admin, read from Fastify's own route list so a new
 * route cannot skip it, and held against the hand-written table of access-table.ts (issue 41), not
 * against the route's own `config.access`: a route missing from the table, a row without a route,
 * or a route that lets in a role the table refuses, fails here. Without a session 401 JSON; a role
 * the table refuses 403 JSON; a role it allows gets past the guard. A route that says nothing about
 * its access stops the app at start-up.
 */
import { ROLES, type Role } from '@kerk/kit/accounts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import adminGuard from '../../../src/plugins/app/accounts/admin-guard';
import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { build } from '../../helper';
import { photo } from '../../media-images';
import { ACCESS, type Access } from './access-table';

interface AdminRoute {
  method: string;
  url: string;
}

const named = (route: AdminRoute) => `${route.method} ${route.url}`;
/** The table's row; a HEAD route is Fastify's copy of a GET and has its GET's. */
const accessOf = (route: AdminRoute): Access | undefined => ACCESS[named({ ...route, method: route.method === 'HEAD' ? 'GET' : route.method })];
const SAFE = new Set(['GET', 'HEAD']);

describe('access to every /api/admin route, by the table', () => {
  let app: FastifyInstance;
  const routes: AdminRoute[] = [];
  const sessions = {} as Record<Role, SignedIn>;

  beforeAll(async () => {
    app = build();
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/admin')) return;
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
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

  /** The route's URL with its parameters filled in with ones that exist (a page, a revision, service 1's sign-ups). */
  const sampleUrl = (url: string) => url.replace(':name', 'index').replace(':kind', 'service').replace(':id', '1').replace(':ref', 'nieuw').replace(':registrationId', '1');
  /**
   * A call as `session` (or none) that the guard decides and no handler acts on: a state-changing
   * one carries a body of a type no route reads, so past the guard it ends at the parser (415) or
   * the route's own check of the body, never at a change (DELETE /session would sign out).
   */
  const probe = (route: AdminRoute, session?: SignedIn) =>
    app.inject({
      method: route.method as 'GET',
      url: sampleUrl(route.url),
      headers: { ...(session ? asSignedIn(session) : {}), ...(SAFE.has(route.method) ? {} : { 'content-type': 'application/x-access-probe' }) },
      payload: SAFE.has(route.method) ? undefined : 'probe',
    });
  const outcome = (route: AdminRoute, res: LightMyRequestResponse) => [named(route), res.statusCode, route.method === 'HEAD' ? null : (res.json() as unknown)];
  const withRows = () => routes.filter((route) => accessOf(route) !== undefined);
  const guarded = () => withRows().filter((route) => accessOf(route) !== 'public');

  it('has a row for every admin route, and a route for every row', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => accessOf(route) === undefined).map(named)).toEqual([]);
    const listed = new Set(routes.filter((route) => route.method !== 'HEAD').map(named));
    expect(Object.keys(ACCESS).filter((row) => !listed.has(row))).toEqual([]);
  });

  it('answers 401 JSON without a session on every route the table does not make public', async () => {
    for (const route of guarded()) {
      const res = await app.inject({ method: route.method as 'GET', url: route.url, payload: SAFE.has(route.method) ? undefined : 'not json' });
      expect([named(route), res.statusCode]).toEqual([named(route), 401]);
      if (route.method !== 'HEAD') expect([named(route), res.json()]).toEqual([named(route), { code: 'not_signed_in', message: expect.stringMatching(/niet aangemeld/) }]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers the public rows without a session', async () => {
    const open = withRows().filter((route) => accessOf(route) === 'public');
    expect(open.map(named).sort()).toEqual(['POST /api/admin/password', 'POST /api/admin/password-reset', 'POST /api/admin/password/check', 'POST /api/admin/session']);
    for (const route of open) expect([named(route), (await probe(route)).statusCode]).not.toEqual([named(route), 401]);
  });

  it('answers 403 JSON to every role the table refuses', async () => {
    const refused = guarded().flatMap((route) => ROLES.filter((role) => !accessOf(route)!.includes(role)).map((role) => ({ route, role })));
    expect(refused.length).toBeGreaterThanOrEqual(20);
    for (const { route, role } of refused) {
      const res = await probe(route, sessions[role]);
      const body = route.method === 'HEAD' ? null : { code: 'forbidden', message: 'U heeft geen toegang tot dit onderdeel.' };
      expect([...outcome(route, res), role]).toEqual([named(route), 403, body, role]);
    }
  });

  it('lets every role the table allows read, with 200', async () => {
    for (const route of guarded().filter((r) => r.method === 'GET')) {
      for (const role of accessOf(route) as readonly Role[]) {
        const res = await app.inject({ url: sampleUrl(route.url), headers: { cookie: sessions[role].cookie } });
        expect([named(route), role, res.statusCode]).toEqual([named(route), role, 200]);
      }
    }
  });

  it('lets every role the table allows past the guard of each state-changing route', async () => {
    for (const route of guarded().filter((r) => !SAFE.has(r.method))) {
      for (const role of accessOf(route) as readonly Role[]) {
        const res = await probe(route, sessions[role]);
        expect([named(route), role, res.statusCode === 401 || res.statusCode === 403]).toEqual([named(route), role, false]);
      }
    }
    // The probes changed nothing: both sessions still answer.
    for (const role of ROLES) expect((await app.inject({ url: '/api/admin/session', headers: { cookie: sessions[role].cookie } })).json().data.user.role).toBe(role);
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
