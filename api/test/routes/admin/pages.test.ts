/**
 * Page editing (/api/admin/pages, issue 15) through the real app: the list, one page with its
 * ETag, drafts (cleaned by kind, per-field Dutch errors), publish with If-Match (428 without, 409
 * naming who and when), revisions and restore, the preview, the footer for beheerders only, and
 * the audit lines of publish, restore and discarding a draft.
 */
import type { FastifyInstance } from 'fastify';

import { asSignedIn, signedInAs, type SignedIn } from '../../admin-helper';
import { holdClockAt, startClockAt } from '../../../src/lib/clock';
import { useApp } from '../../helper';
import { TEST_NOW } from '../../setup-clock';

/** The tests' clock stands at TEST_NOW, 21.05 Amsterdam time, however long a test takes. */
const AT = '2026-11-23T20:05:00.000Z';
beforeEach(() => holdClockAt(TEST_NOW));
afterEach(() => startClockAt(TEST_NOW));
const INTRO = '<p>Welkom <b>allemaal</b> <script>alert(1)</script><a href="javascript:alert(1)">hier</a></p>';
const body = (partials: Record<string, string>, meta = { metaTitle: 'Home', metaDescription: 'Onze gemeente' }) => ({ ...meta, partials });

function pagesApi(app: () => FastifyInstance) {
  return {
    get: (who: SignedIn, url: string) => app().inject({ url: `/api/admin/pages${url}`, headers: { cookie: who.cookie } }),
    put: (who: SignedIn, name: string, payload: object) => app().inject({ method: 'PUT', url: `/api/admin/pages/${name}/draft`, payload, headers: asSignedIn(who) }),
    discard: (who: SignedIn, name: string) => app().inject({ method: 'DELETE', url: `/api/admin/pages/${name}/draft`, headers: asSignedIn(who) }),
    publish: (who: SignedIn, name: string, payload: object, ifMatch?: string) =>
      app().inject({ method: 'POST', url: `/api/admin/pages/${name}/publish`, payload, headers: asSignedIn(who, ifMatch === undefined ? {} : { 'if-match': ifMatch }), remoteAddress: '203.0.113.7' }),
    restore: (who: SignedIn, name: string, id: number, ifMatch?: string) =>
      app().inject({ method: 'POST', url: `/api/admin/pages/${name}/revisions/${id}/restore`, headers: asSignedIn(who, ifMatch === undefined ? {} : { 'if-match': ifMatch }) }),
  };
}

describe('/api/admin/pages', () => {
  const app = useApp();
  const api = pagesApi(app);

  it('lists every page in menu order with its Dutch name, public path and version, and the footer for a beheerder only', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const redacteur = await signedInAs(app(), 'redacteur');
    const { data } = (await api.get(beheerder, '')).json();
    expect(data[0]).toEqual({ name: 'index', label: 'Home', path: '/', version: 1, updatedAt: null, updatedBy: null, hasDraft: false });
    expect(data).toContainEqual(expect.objectContaining({ name: 'municipality-cvk', label: 'College van kerkrentmeesters', path: '/gemeente/college-van-kerkrentmeesters-cvk' }));
    expect(data).toContainEqual(expect.objectContaining({ name: 'youth', label: 'Taakgroep Jeugd', path: '/gemeente/taakgroepen/taakgroep-youth' }));
    expect(data.at(-1)).toEqual({ name: 'footer', label: 'Voettekst', path: null, version: 1, updatedAt: null, updatedBy: null, hasDraft: false });
    const pageCount = await app().pagesRepository.count();
    expect(data).toHaveLength(pageCount + 1);
    const forRedacteur = (await api.get(redacteur, '')).json().data;
    expect(forRedacteur.map((p: { name: string }) => p.name)).toEqual(data.slice(0, -1).map((p: { name: string }) => p.name));
  });

  it('answers one page with each partial’s kind, label and limit, the ETag of its version, and 404 for an unknown one', async () => {
    const redacteur = await signedInAs(app(), 'redacteur');
    const res = await api.get(redacteur, '/index');
    expect([res.statusCode, res.headers.etag]).toEqual([200, '"1"']);
    const page = res.json().data;
    expect(page).toMatchObject({ name: 'index', label: 'Home', path: '/', metaTitle: 'Protestantse Gemeente Maas en Waal', version: 1, draft: null });
    expect(page.partials.slice(0, 2)).toEqual([
      { name: 'title', label: 'Titel', kind: 'text', maxLength: 200, content: 'Welkom bij de Protestantse Gemeente Maas en Waal' },
      { name: 'intro', label: 'Inleiding', kind: 'minimal', maxLength: 2000, content: expect.stringMatching(/^<p>Wij zijn één/) },
    ]);
    const missing = await api.get(redacteur, '/bestaat-niet');
    expect([missing.statusCode, missing.json()]).toEqual([404, { code: 'not_found', message: 'Deze pagina bestaat niet.' }]);
  });

  it('saves a draft cleaned by each partial’s kind, keeps the live text, and shows the draft with the page', async () => {
    const redacteur = await signedInAs(app(), 'redacteur');
    const res = await api.put(redacteur, 'index', body({ intro: INTRO, title: ' Kerk & Co < 12 jaar ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      metaTitle: 'Home',
      metaDescription: 'Onze gemeente',
      partials: expect.objectContaining({ intro: '<p>Welkom <strong>allemaal</strong> <a>hier</a></p>', title: 'Kerk & Co < 12 jaar', 'news-title': 'Mededelingen' }),
      baseVersion: 1,
      updatedAt: AT,
      updatedBy: 'redacteur@example.org',
    });
    const page = (await api.get(redacteur, '/index')).json().data;
    expect(page.draft.partials.intro).toBe('<p>Welkom <strong>allemaal</strong> <a>hier</a></p>');
    expect(page.partials[1].content).toMatch(/^<p>Wij zijn één/);
    expect((await app().inject({ url: '/api/page?name=index' })).json().data.partials[1].content).toMatch(/^<p>Wij zijn één/);
    expect((await api.get(redacteur, '')).json().data[0].hasDraft).toBe(true);
  });

  it('refuses a too long text and an unknown partial per field in Dutch, and stores nothing', async () => {
    const redacteur = await signedInAs(app(), 'redacteur');
    const res = await api.put(redacteur, 'index', body({ intro: `<p>${'a'.repeat(2000)}</p>`, onbekend: 'x' }, { metaTitle: 'x'.repeat(201), metaDescription: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Niet alle teksten konden worden opgeslagen. Bekijk de meldingen bij de velden.',
      fields: {
        'partials.intro': "Deze tekst is te lang: er passen 2.000 tekens in, het zijn er nu 2.007. Maak hem korter of verdeel hem over meer pagina's.",
        'partials.onbekend': 'Dit tekstonderdeel hoort niet bij deze pagina.',
        metaTitle: expect.stringMatching(/^Deze tekst is te lang: er passen 200 tekens in, het zijn er nu 201/),
      },
    });
    expect((await api.get(redacteur, '/index')).json().data.draft).toBeNull();
  });

  it('discards a draft (204), records it in the audit log, and answers 404 for an unknown page', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    await api.put(beheerder, 'contact', body({ intro: '<p>Nieuw</p>' }));
    expect((await api.discard(beheerder, 'contact')).statusCode).toBe(204);
    expect((await api.get(beheerder, '/contact')).json().data.draft).toBeNull();
    expect((await api.discard(beheerder, 'contact')).statusCode).toBe(204);
    expect((await api.discard(beheerder, 'bestaat-niet')).statusCode).toBe(404);
    const audit = await app().db.selectFrom('audit_log').select(['action', 'subject', 'actor_email']).where('action', '=', 'page_draft_discarded').execute();
    expect(audit).toEqual([{ action: 'page_draft_discarded', subject: 'contact', actor_email: 'beheerder@example.org' }]);
  });
});

describe('publishing', () => {
  const app = useApp();
  const api = pagesApi(app);

  it('publishes with If-Match: a new version and ETag, the draft gone, a revision, an audit line, and the public page shows it at once', async () => {
    const redacteur = await signedInAs(app(), 'redacteur');
    const before = await app().inject({ url: '/api/page?name=index' });
    await api.put(redacteur, 'index', body({ intro: '<p>Oud concept</p>' }));
    const res = await api.publish(redacteur, 'index', body({ intro: INTRO }), '"1"');
    expect([res.statusCode, res.headers.etag]).toEqual([200, '"2"']);
    expect(res.json().data).toMatchObject({ version: 2, updatedAt: AT, updatedBy: 'redacteur@example.org', metaTitle: 'Home', draft: null });

    const after = await app().inject({ url: '/api/page?name=index', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.partials[1]).toEqual({ name: 'intro', content: '<p>Welkom <strong>allemaal</strong> <a>hier</a></p>' });
    expect(after.json().data.metaTitle).toBe('Home');

    const revisions = (await api.get(redacteur, '/index/revisions')).json().data;
    expect(revisions).toEqual([
      { id: expect.any(Number), version: 2, createdAt: AT, author: 'redacteur@example.org' },
      // The text the site started with, kept so the first publish can be undone.
      { id: expect.any(Number), version: 1, createdAt: AT, author: '' },
    ]);
    const audit = await app().db.selectFrom('audit_log').select(['action', 'subject', 'actor_email', 'ip', 'at']).where('action', 'like', 'page_%').execute();
    expect(audit).toEqual([{ action: 'page_published', subject: 'index', actor_email: 'redacteur@example.org', ip: '203.0.113.7', at: AT }]);
  });

  it('answers 428 without If-Match and 400 for one that names no version, and changes nothing', async () => {
    const redacteur = await signedInAs(app(), 'redacteur');
    const missing = await api.publish(redacteur, 'index', body({ intro: '<p>x</p>' }));
    expect([missing.statusCode, missing.json().code]).toEqual([428, 'precondition_required']);
    expect(missing.json().message).toMatch(/^Er is niet meegestuurd welke versie u heeft bewerkt/);
    for (const bad of ['*', '1', '"een"']) expect((await api.publish(redacteur, 'index', body({}), bad)).statusCode).toBe(400);
    expect((await api.get(redacteur, '/index')).json().data.version).toBe(1);
  });

  it('answers 409 naming who published in between and when, with the newest version, and overwrites nothing', async () => {
    const anna = await signedInAs(app(), 'redacteur', 'anna@example.org');
    const bert = await signedInAs(app(), 'beheerder', 'bert@example.org');
    expect((await api.publish(anna, 'contact', body({ intro: '<p>Van Anna</p>' }), '"1"')).statusCode).toBe(200);
    const res = await api.publish(bert, 'contact', body({ intro: '<p>Van Bert</p>' }), '"1"');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      message: 'Deze pagina is intussen gewijzigd door anna@example.org op 23 november 2026 om 21.05. Bekijk de nieuwste versie hieronder en neem uw wijzigingen daarin over.',
      current: expect.objectContaining({ name: 'contact', version: 2, updatedBy: 'anna@example.org' }),
    });
    expect(res.json().current.partials.find((p: { name: string }) => p.name === 'intro').content).toBe('<p>Van Anna</p>');
    expect((await app().inject({ url: '/api/page?name=contact' })).json().data.partials[1].content).toBe('<p>Van Anna</p>');
  });

  it('answers 400 per field for a too long text, and 404 for an unknown page', async () => {
    const redacteur = await signedInAs(app(), 'redacteur');
    const res = await api.publish(redacteur, 'index', body({ title: 'x'.repeat(201) }), '"1"');
    expect([res.statusCode, Object.keys(res.json().fields)]).toEqual([400, ['partials.title']]);
    expect((await api.publish(redacteur, 'bestaat-niet', body({}), '"1"')).statusCode).toBe(404);
  });

  it('shows a revision’s text, and restores it as a new version and revision (itself audited; 409 on a stale If-Match)', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    await api.publish(beheerder, 'news', body({ intro: '<p>Tweede</p>' }), '"1"');
    await api.publish(beheerder, 'news', body({ intro: '<p>Derde</p>' }), '"2"');
    const [third, second, first] = (await api.get(beheerder, '/news/revisions')).json().data;
    expect([third.version, second.version, first.version]).toEqual([3, 2, 1]);
    const old = (await api.get(beheerder, `/news/revisions/${second.id}`)).json().data;
    expect(old).toEqual({ ...second, metaTitle: 'Home', metaDescription: 'Onze gemeente', partials: expect.objectContaining({ intro: '<p>Tweede</p>' }) });

    expect((await api.restore(beheerder, 'news', second.id)).statusCode).toBe(428);
    expect((await api.restore(beheerder, 'news', second.id, '"2"')).statusCode).toBe(409);
    const restored = await api.restore(beheerder, 'news', first.id, '"3"');
    expect([restored.statusCode, restored.headers.etag]).toEqual([200, '"4"']);
    const seedIntro = (await api.get(beheerder, `/news/revisions/${first.id}`)).json().data.partials.intro;
    expect(restored.json().data.partials.find((p: { name: string }) => p.name === 'intro').content).toBe(seedIntro);
    expect((await api.get(beheerder, '/news/revisions')).json().data.map((r: { version: number }) => r.version)).toEqual([4, 3, 2, 1]);
    const audit = await app().db.selectFrom('audit_log').select(['action', 'subject']).where('action', '=', 'page_restored').execute();
    expect(audit).toEqual([{ action: 'page_restored', subject: 'news (versie 1)' }]);

    expect((await api.get(beheerder, '/news/revisions/999999')).statusCode).toBe(404);
    expect((await api.get(beheerder, `/index/revisions/${first.id}`)).statusCode).toBe(404);
    expect((await api.restore(beheerder, 'news', 999999, '"4"')).statusCode).toBe(404);
  });
});

describe('the preview and the footer', () => {
  const app = useApp();
  const api = pagesApi(app);

  it('previews the public answer with the draft applied, never cached, and the live text without a draft', async () => {
    const redacteur = await signedInAs(app(), 'redacteur');
    const live = (await app().inject({ url: '/api/page?name=agenda' })).json();
    const plain = await api.get(redacteur, '/agenda/preview');
    expect([plain.statusCode, plain.json()]).toEqual([200, live]);
    await api.put(redacteur, 'agenda', body({ intro: '<p>Concept</p>' }, { metaTitle: 'Agenda (concept)', metaDescription: 'd' }));
    const preview = await api.get(redacteur, '/agenda/preview');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.json().data).toEqual({ ...live.data, metaTitle: 'Agenda (concept)', metaDescription: 'd', partials: live.data.partials.map((p: { name: string }) => (p.name === 'intro' ? { name: 'intro', content: '<p>Concept</p>' } : p)) });
    expect((await app().inject({ url: '/api/page?name=agenda' })).json()).toEqual(live);
    expect((await api.get(redacteur, '/bestaat-niet/preview')).statusCode).toBe(404);
  });

  it('lets a beheerder edit the footer (no meta fields) and publish it to GET /api/page/footer; a redacteur gets 403', async () => {
    const beheerder = await signedInAs(app(), 'beheerder');
    const redacteur = await signedInAs(app(), 'redacteur');
    const footer = (await api.get(beheerder, '/footer')).json().data;
    expect(footer).toMatchObject({ name: 'footer', label: 'Voettekst', path: null, metaTitle: '', metaDescription: '', version: 1 });
    expect(footer.partials.map((p: { name: string; kind: string }) => [p.name, p.kind])).toEqual([['about', 'minimal'], ['other-links', 'essential']]);

    await api.put(beheerder, 'footer', body({ about: '<p>Over ons</p><table><tr><td>nieuw</td></tr></table>' }, { metaTitle: 'genegeerd', metaDescription: '' }));
    expect((await api.get(beheerder, '/footer/preview')).json().data.partials[0]).toEqual({ name: 'about', content: '<p>Over ons</p>nieuw' });
    const published = await api.publish(beheerder, 'footer', body({ about: '<p>Over ons</p>' }), '"1"');
    expect([published.statusCode, published.json().data.metaTitle]).toEqual([200, '']);
    expect((await app().inject({ url: '/api/page/footer' })).json().data.partials[0]).toEqual({ name: 'about', content: '<p>Over ons</p>' });

    for (const url of ['/footer', '/footer/revisions', '/footer/preview']) {
      const res = await api.get(redacteur, url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, { code: 'forbidden', message: 'Alleen een beheerder kan de voettekst wijzigen.' }]);
    }
    expect((await api.put(redacteur, 'footer', body({}))).statusCode).toBe(403);
    expect((await api.publish(redacteur, 'footer', body({}), '"2"')).statusCode).toBe(403);
  });
});
