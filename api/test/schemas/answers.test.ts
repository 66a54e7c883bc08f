/**
 * Every JSON answer against its one declaration (the kit's TypeBox schemas, used as the routes'
 * response schemas). The serializer neither checks what it writes (an enum, a format, a minimum)
 * nor says when it drops a field the schema lacks, so a schema that drifts from what the
 * repositories return would otherwise go unnoticed; here it fails.
 */
import { ENGINE_TYPES } from '@kerk/kit/content-types';
import type { TSchema } from '@sinclair/typebox';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

import { asSignedIn, signedInAs, type SignedIn } from '../admin-helper';
import { build } from '../helper';
import { photo } from '../media-images';

// The schemas as JSON Schema, the way any client of the OpenAPI document reads them (Ajv knows
// OpenAPI's `nullable`); strict, so a keyword it does not know fails instead of being ignored.
const ajv = addFormats(new Ajv({ allErrors: true, strict: true }));

/** One request per JSON GET route, answered 200 by the seeded database. */
const SAMPLES: Record<string, string[]> = {
  '/api/page': ['/api/page?name=index', '/api/page?name=contact'],
  '/api/page/footer': ['/api/page/footer'],
  '/api/setting': ['/api/setting'],
  '/api/health': ['/api/health'],
  '/api/health/ready': ['/api/health/ready'],
  '/api/news': ['/api/news', '/api/news?page=2&pageSize=3'],
  '/api/news/:id': ['/api/news/1'],
  '/api/zijstroom': ['/api/zijstroom'],
  '/api/zijstroom/:id': ['/api/zijstroom/1'],
  '/api/churches': ['/api/churches'],
  '/api/churches/:id': ['/api/churches/1'],
  '/api/pastors': ['/api/pastors'],
  '/api/pastors/:id': ['/api/pastors/1'],
  '/api/services': ['/api/services', '/api/services?wholeDays=true&pageSize=5', '/api/services?order=desc&recording=true'],
  '/api/services/:id': ['/api/services/1'],
  '/api/events': ['/api/events?from=2026-01-01&to=2026-12-31&pageSize=50'],
  '/api/events/:id': ['/api/events/1'],
  '/api/search': ['/api/search?q=kerk', '/api/search?q='],
  '/api/contact-types': ['/api/contact-types'],
  // Giving (issue 34): the seed's purposes (1 with its own account, 2 on the default) and service 1's.
  '/api/giving': ['/api/giving', '/api/giving?day=2026-12-06'],
  '/api/giving/purposes/:id': ['/api/giving/purposes/1', '/api/giving/purposes/2?day=2026-12-24'],
  '/api/giving/services/:id': ['/api/giving/services/1'],
  // Asked by a signed-in beheerder (every /api/admin route).
  '/api/admin/session': ['/api/admin/session'],
  '/api/admin/audit': ['/api/admin/audit', '/api/admin/audit?page=1&pageSize=1'],
  // Page editing: `agenda` is published once and has a draft (beforeAll), `index` is as seeded.
  '/api/admin/pages': ['/api/admin/pages'],
  '/api/admin/pages/:name': ['/api/admin/pages/index', '/api/admin/pages/agenda', '/api/admin/pages/footer'],
  '/api/admin/pages/:name/preview': ['/api/admin/pages/agenda/preview', '/api/admin/pages/footer/preview'],
  '/api/admin/pages/:name/revisions': ['/api/admin/pages/agenda/revisions'],
  '/api/admin/pages/:name/revisions/:id': ['/api/admin/pages/agenda/revisions/2'],
  '/api/admin/settings': ['/api/admin/settings'],
  '/api/admin/contact-routing': ['/api/admin/contact-routing'],
  '/api/admin/users': ['/api/admin/users'],
  '/api/admin/services': ['/api/admin/services', '/api/admin/services?past=true&pageSize=2'],
  '/api/admin/services/:id': ['/api/admin/services/1'],
  '/api/admin/services/:id/revisions': ['/api/admin/services/1/revisions'],
  '/api/admin/services/prullenbak': ['/api/admin/services/prullenbak'],
  '/api/admin/news': ['/api/admin/news', '/api/admin/news?page=2&pageSize=5'],
  '/api/admin/news/:id': ['/api/admin/news/1', '/api/admin/news/3'],
  '/api/admin/news/:id/revisions': ['/api/admin/news/1/revisions'],
  '/api/admin/news/prullenbak': ['/api/admin/news/prullenbak'],
  '/api/admin/events': ['/api/admin/events', '/api/admin/events?past=true&pageSize=2'],
  '/api/admin/events/:id': ['/api/admin/events/1'],
  '/api/admin/events/:id/revisions': ['/api/admin/events/1/revisions'],
  '/api/admin/events/prullenbak': ['/api/admin/events/prullenbak'],
  // The media library: one photo uploaded in beforeAll.
  '/api/admin/pastors': ['/api/admin/pastors'],
  '/api/admin/pastors/:id': ['/api/admin/pastors/1', '/api/admin/pastors/3'],
  '/api/admin/pastors/:id/revisions': ['/api/admin/pastors/1/revisions'],
  '/api/admin/pastors/prullenbak': ['/api/admin/pastors/prullenbak'],
  '/api/admin/churches': ['/api/admin/churches'],
  '/api/admin/churches/:id': ['/api/admin/churches/1', '/api/admin/churches/2'],
  '/api/admin/churches/:id/revisions': ['/api/admin/churches/1/revisions'],
  '/api/admin/purposes': ['/api/admin/purposes'],
  '/api/admin/purposes/:id': ['/api/admin/purposes/1'],
  '/api/admin/purposes/:id/revisions': ['/api/admin/purposes/1/revisions'],
  '/api/admin/purposes/prullenbak': ['/api/admin/purposes/prullenbak'],
  '/api/admin/purposes/drafts/:ref': ['/api/admin/purposes/drafts/nieuw'],
  '/api/admin/giving-settings': ['/api/admin/giving-settings'],
  // An editor's draft (the services' one is kept in beforeAll) and one with nothing kept.
  '/api/admin/services/drafts/:ref': ['/api/admin/services/drafts/1', '/api/admin/services/drafts/nieuw'],
  '/api/admin/news/drafts/:ref': ['/api/admin/news/drafts/nieuw'],
  '/api/admin/events/drafts/:ref': ['/api/admin/events/drafts/nieuw'],
  '/api/admin/pastors/drafts/:ref': ['/api/admin/pastors/drafts/nieuw'],
  '/api/admin/churches/drafts/:ref': ['/api/admin/churches/drafts/nieuw'],
  // The beheerder's drafts waiting: the page `agenda` and service 1 (beforeAll).
  '/api/admin/drafts': ['/api/admin/drafts'],
  // The media library: one photo uploaded in beforeAll.
  '/api/admin/media': ['/api/admin/media', '/api/admin/media?page=1&pageSize=1'],
  '/api/admin/media/:id': ['/api/admin/media/1'],
  // Zijstroom: issue 1 sent (to nobody), issue 2 a draft with the PDF, issue 3 in the Prullenbak, one subscriber.
  '/api/admin/zijstroom': ['/api/admin/zijstroom'],
  '/api/admin/zijstroom/:id': ['/api/admin/zijstroom/1', '/api/admin/zijstroom/2'],
  '/api/admin/zijstroom/:id/revisions': ['/api/admin/zijstroom/2/revisions'],
  '/api/admin/zijstroom/:id/voorbeeld': ['/api/admin/zijstroom/2/voorbeeld'],
  '/api/admin/zijstroom/:id/voortgang': ['/api/admin/zijstroom/1/voortgang'],
  '/api/admin/zijstroom/prullenbak': ['/api/admin/zijstroom/prullenbak'],
  '/api/admin/zijstroom/drafts/:ref': ['/api/admin/zijstroom/drafts/nieuw'],
  '/api/admin/zijstroom/abonnees': ['/api/admin/zijstroom/abonnees', '/api/admin/zijstroom/abonnees?q=anna&pageSize=1'],
  // Sign-ups (issue 43): the seed's, and service 1 with two seats, one sign-up confirmed and one waiting (beforeAll); service 2 has none.
  '/api/admin/registrations': ['/api/admin/registrations'],
  '/api/admin/registrations/:kind/:id': ['/api/admin/registrations/service/1', '/api/admin/registrations/service/3', '/api/admin/registrations/event/3'],
  // Every engine type (issue 42), on its seeded item 1: the admin routes, and the public ones of a type with public fields.
  ...Object.fromEntries(
    ENGINE_TYPES.flatMap(({ resource: r }) => [
      [`/api/admin/${r}`, [`/api/admin/${r}`]],
      [`/api/admin/${r}/:id`, [`/api/admin/${r}/1`]],
      [`/api/admin/${r}/:id/revisions`, [`/api/admin/${r}/1/revisions`]],
      [`/api/admin/${r}/prullenbak`, [`/api/admin/${r}/prullenbak`]],
      [`/api/admin/${r}/drafts/:ref`, [`/api/admin/${r}/drafts/nieuw`]],
    ]),
  ),
  ...Object.fromEntries(
    ENGINE_TYPES.filter((type) => Object.values(type.fields).some((field) => field.public)).flatMap(({ resource: r }) => [
      [`/api/${r}`, [`/api/${r}`]],
      [`/api/${r}/:id`, [`/api/${r}/1`]],
    ]),
  ),
};

/**
 * Fields a handler hands on that its answer leaves out on purpose, dropped by the serializer: the
 * list of the pastoral team carries no biography, and an event's iCalendar bookkeeping stays inside.
 * Any other field a schema lacks fails below.
 */
const LEFT_OUT: Record<string, string[]> = {
  '/api/pastors': ['biography'],
  '/api/events/:id': ['plainText', 'sequence', 'rrule', 'exceptions'],
};

const isJsonSchema = (schema: unknown): schema is TSchema =>
  typeof schema === 'object' && schema !== null && (schema as { type?: unknown }).type === 'object';

describe('JSON answers', () => {
  let app: FastifyInstance;
  const schemas = new Map<string, TSchema>();
  /** What each handler answered, before the serializer wrote it. */
  const payloads = new Map<string, unknown>();
  let beheerder: SignedIn;

  beforeAll(async () => {
    app = build();
    app.addHook('onRoute', (route) => {
      const ok = (route.schema?.response as Record<number, unknown> | undefined)?.[200];
      const methods = [route.method].flat();
      if (methods.includes('GET') && isJsonSchema(ok)) schemas.set(route.url, ok);
    });
    app.addHook('preSerialization', async (request, _reply, payload) => {
      payloads.set(request.url, payload);
      return payload;
    });
    // The JSON cache (page, footer, setting, search) serializes through reply.serialize instead.
    app.addHook('onRequest', async (request, reply) => {
      const serialize = reply.serialize.bind(reply);
      reply.serialize = (payload) => {
        payloads.set(request.url, payload);
        return serialize(payload);
      };
    });
    await app.ready();
    beheerder = await signedInAs(app, 'beheerder');
    const edit = { metaTitle: 'Agenda', metaDescription: 'Wat er te doen is', partials: { intro: '<p>Nieuw</p>' } };
    const headers = asSignedIn(beheerder, { 'if-match': '"1"' });
    expect((await app.inject({ method: 'POST', url: '/api/admin/pages/agenda/publish', headers, payload: edit })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/admin/pages/agenda/draft', headers, payload: edit })).statusCode).toBe(200);
    // A saved service (a revision) and a deleted one (the Prullenbak).
    const service = { date: '2026-12-06', time: '15:10', church: 'druten', preacher: 'ds. Kok', collections: ['Diaconie'], streamed: false };
    expect((await app.inject({ method: 'PUT', url: '/api/admin/services/1', headers, payload: service })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/services/2', headers: asSignedIn(beheerder) })).statusCode).toBe(200);
    const draft = { values: { ...service, preacher: 'ds. De Vries' }, base: service, baseVersion: 2 };
    expect((await app.inject({ method: 'PUT', url: '/api/admin/services/drafts/1', headers: asSignedIn(beheerder), payload: draft })).statusCode).toBe(200);
    // A saved recurring event (a revision) and a deleted one.
    const event = { title: 'Bijbelkring', startDate: '2026-12-01', startTime: '20:00', endTime: '21:30', church: 'wijchen', repeat: 'weekly', repeatCount: 4 };
    expect((await app.inject({ method: 'PUT', url: '/api/admin/events/1', headers, payload: event })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/events/2', headers: asSignedIn(beheerder) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/admin/media?alt=Kerk', headers: asSignedIn(beheerder), payload: await photo(700, 400) })).statusCode).toBe(201);
    // News with that photo (the public answers carry it too), and a deleted article.
    const news = { title: 'Kerk met foto', body: '<p>Tekst</p>', date: '2026-11-20', time: '09:00', mediaId: 1 };
    expect((await app.inject({ method: 'PUT', url: '/api/admin/news/1', headers, payload: news })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/news/2', headers: asSignedIn(beheerder) })).statusCode).toBe(200);
    // A team member and a church with that photo (the public answers' `picture`), a member in the Prullenbak.
    const member = { name: 'ds. Kok', role: 'Predikant', areas: ['druten'], email: 'kok@example.org', phone: '024 123 45 67', mediaId: 1, biography: '<p>Hallo</p>' };
    expect((await app.inject({ method: 'PUT', url: '/api/admin/pastors/1', headers, payload: member })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/pastors/2', headers: asSignedIn(beheerder) })).statusCode).toBe(200);
    const church = { name: 'Dorpskerk', address: 'Kerkstraat 10', zipcode: '6641 AB', city: 'Beuningen', mediaId: 1 };
    expect((await app.inject({ method: 'PUT', url: '/api/admin/churches/1', headers, payload: church })).statusCode).toBe(200);
    // A Zijstroom issue sent (to nobody: no subscribers), so the archive and its page answer.
    const issue = await app.newsletter.issues.create({ title: 'Zijstroom 4 december', body: '<p>Bloemen</p>' }, 'redactie@example.org');
    await app.newsletter.issues.schedule(issue, new Date(0), 'https://kerk.example.nl', 'redactie@example.org');
    await app.newsletter.drain();
    // In the editing app: a draft with the paper edition as PDF, and one in the Prullenbak; a subscriber.
    const pdf = await app.inject({ method: 'POST', url: '/api/admin/zijstroom/bijlagen?name=z.pdf', headers: asSignedIn(beheerder), payload: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const draftIssue = { title: 'Zijstroom 18 december', body: '<p>Kerst</p>', attachmentId: pdf.json().data.id };
    for (let n = 0; n < 2; n += 1) expect((await app.inject({ method: 'POST', url: '/api/admin/zijstroom', headers: asSignedIn(beheerder), payload: draftIssue })).statusCode).toBe(201);
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/zijstroom/3', headers: asSignedIn(beheerder) })).statusCode).toBe(200);
    await app.newsletter.signUp({ email: 'anna@example.org', name: 'Anna' }, 'https://kerk.example.nl');
    // Sign-ups on service 1: one confirmed (by phone, with an address), one waiting without one.
    await app.db.updateTable('services').set({ signups: 1, signup_seats: 2, signup_question: 'Neemt u iets mee?' }).where('id', '=', 1).execute();
    for (const person of [{ name: 'Anna', email: 'anna@example.org', seats: 2, answer: 'Soep' }, { name: 'Piet', email: '', seats: 1 }]) {
      expect((await app.inject({ method: 'POST', url: '/api/admin/registrations/service/1', headers: asSignedIn(beheerder), payload: person })).statusCode).toBe(201);
    }
    // A dozen writes and a photo processed by sharp: more than jest's 5 s on a busy machine.
  }, 30_000);
  afterAll(() => app.close());

  it('has a sample for every JSON GET route', () => {
    expect([...schemas.keys()].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(Object.entries(SAMPLES).flatMap(([route, urls]) => urls.map((url) => [url, route])))('%s matches its schema exactly', async (url, route) => {
    const res = await app.inject({ url, headers: url.startsWith('/api/admin/') ? { cookie: beheerder.cookie } : {} });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    const validate = ajv.compile(schemas.get(route)!);
    validate(body);
    expect(validate.errors ?? []).toEqual([]);
    // Nothing else the handler answered was dropped or converted by the serializer.
    const leftOut = LEFT_OUT[route] ?? [];
    expect(payloads.has(url)).toBe(true);
    expect(body).toEqual(JSON.parse(JSON.stringify(payloads.get(url)), (key, value) => (leftOut.includes(key) ? undefined : value)));
  });
});
