/**
 * Fuzz of the admin API: 1 000 malformed requests to the /api/admin routes (from Fastify's route
 * list), half of them from a signed-in beheerder with a valid CSRF token, so they get past the
 * guard into validation and the handlers: odd e-mail addresses, passwords, tokens, roles, page
 * texts and If-Match versions next
 * to the general fuzzer's broken bodies, headers and cookies. No answer may be a 5xx, and every
 * error is the app's JSON `{ code, message }`. Seeded, in-process, bounded.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

import { signedInAs, signIn, type SignedIn } from '../admin-helper';
import { build } from '../helper';
import { answerProblem, createFuzzer, prng, type RouteUnderTest } from './fuzz-requests';

const SEED = 20_261_125;
const TOTAL = 1000;
const ODD = [
  '', ' ', 'a', 'a@b', '@', 'x'.repeat(300), 'é'.repeat(200), '\u0000', '<script>', "' OR 1=1 --", 'A'.repeat(43), 'beheerder', 'paus', null, 0, [], {}, true,
  // Page editing's partials: a known one with markup to clean, an unknown one, one far too long, a wrong type.
  { intro: '<p onclick="x()">a<script>b</script></p>' }, { bestaat_niet: 'x' }, { title: 'x'.repeat(5000) }, { intro: 7 },
];
const FIELDS = ['email', 'password', 'token', 'role', 'metaTitle', 'metaDescription', 'partials', '__proto__', 'x'];
/** Page editing's optimistic lock: a version, a stale or weak one, a wildcard, nonsense. */
const PAGES = ['index', 'footer', 'agenda'];
const IF_MATCH = ['"1"', '"2"', 'W/"1"', '*', '"een"', '1', '', '"99999999999"'];
const COOKIES = ['kerk_sessie=', `kerk_sessie=${'A'.repeat(43)}`, '__Host-kerk_sessie=x', 'kerk_sessie="; ;', 'a=b; kerk_sessie=%zz'];

describe('admin API fuzz', () => {
  let app: FastifyInstance;
  let beheerder: SignedIn;
  const routes: RouteUnderTest[] = [];

  beforeAll(async () => {
    app = build();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (route.url.startsWith('/api/admin')) routes.push({ method, url: route.url });
    });
    await app.ready();
    beheerder = await signedInAs(app, 'beheerder');
  });
  afterAll(() => app.close());

  it(`never answers a 5xx to ${TOTAL} malformed admin requests, and every error is { code, message }`, async () => {
    const next = createFuzzer(SEED);
    const random = prng(SEED + 1);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const adminBody = () => JSON.stringify(Object.fromEntries(FIELDS.filter(() => random() < 0.5).map((field) => [field, pick(ODD)])));
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    /** The answers page editing gave: more than the guard's (400, 404, 409, 428, 200 …). */
    const pageStatuses = new Set<number>();
    for (let i = 0; i < TOTAL; i++) {
      const route = routes[i % routes.length]!;
      // Half the page-editing requests name a page that exists, so they reach the handlers' own checks.
      const named = route.url.includes(':name') && random() < 0.5 ? { ...route, url: route.url.replace(':name', pick(PAGES)) } : route;
      const request: InjectOptions = next(named);
      const headers = { ...(request.headers as Record<string, string>) };
      if (random() < 0.5) Object.assign(headers, { cookie: beheerder.cookie, 'x-csrf-token': beheerder.csrfToken });
      else if (random() < 0.3) headers.cookie = pick(COOKIES);
      const payload = request.payload !== undefined && random() < 0.5 ? adminBody() : request.payload;
      if (payload !== undefined && random() < 0.5) headers['content-type'] = 'application/json';
      if (random() < 0.3) headers['if-match'] = pick(IF_MATCH);
      const res = await app.inject({ ...request, headers, payload });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (route.url.startsWith('/api/admin/pages')) pageStatuses.add(res.statusCode);
      // A sign-out (everywhere) went through: sign in again, so later requests still get past the guard.
      if (res.statusCode === 204) beheerder = await signIn(app, 'beheerder@example.org');
      const problem = answerProblem(request, res, `#${i}`);
      if (problem) failures.push(problem);
    }
    expect(failures).toEqual([]);
    expect(pageStatuses.size).toBeGreaterThan(4);
    // Many got past the guard: validation and the handlers answered, not only 401s.
    expect(statuses[401] ?? 0).toBeLessThan(TOTAL * 0.6);
    expect((statuses[400] ?? 0) + (statuses[200] ?? 0) + (statuses[202] ?? 0)).toBeGreaterThan(TOTAL / 5);
  }, 180_000);
});
