/**
 * Fuzz: at least 1 000 malformed requests (≥ 50 per route) to every API route, taken from Fastify's
 * own route list so a new route is covered without touching this test. No answer may be a 5xx,
 * and every error must be the app's JSON `{ code, message }`. Deterministic (seeded), in-process
 * (app.inject, no network), bounded in count and size.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

import { build } from '../helper';
import { answerProblem, createFuzzer, type RouteUnderTest } from './fuzz-requests';

const SEED = 20_260_707;
const PER_ROUTE = 50;
const MIN_TOTAL = 1000;

describe('API fuzz', () => {
  let app: FastifyInstance;
  const routes: RouteUnderTest[] = [];

  beforeAll(async () => {
    app = build();
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (route.url.startsWith('/api')) routes.push({ method, url: route.url });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('finds every API route in Fastify\'s route list', () => {
    const urls = new Set(routes.map((r) => r.url));
    for (const url of ['/api/page', '/api/news/:id', '/api/news.rss', '/api/contact', '/api/search', '/api/events/:id(^\\d+).ics', '/api/health']) {
      expect(urls).toContain(url);
    }
  });

  it('refuses a number too large to be one (Ajv lets `1e309` through as Infinity)', async () => {
    const res = await app.inject({ url: '/api/news?page=1e309' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'bad_request', message: 'Een getal in de aanvraag is te groot' });
  });

  it('never answers a malformed request with a 5xx, and every error is { code, message }', async () => {
    const next = createFuzzer(SEED);
    const perRoute = Math.max(PER_ROUTE, Math.ceil(MIN_TOTAL / routes.length));
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    let sent = 0;
    for (const route of routes) {
      for (let i = 0; i < perRoute; i++) {
        const request: InjectOptions = next(route);
        const res = await app.inject(request);
        sent += 1;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const problem = answerProblem(request, res, `#${sent}`);
        if (problem) failures.push(problem);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(MIN_TOTAL);
    // The requests really are malformed: most are refused, and refusals are client errors.
    const refused = Object.entries(statuses).filter(([s]) => Number(s) >= 400).reduce((n, [, c]) => n + c, 0);
    expect(refused / sent).toBeGreaterThan(0.5);
  }, 120_000);
});
