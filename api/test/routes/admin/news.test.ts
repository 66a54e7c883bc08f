/**
 * /api/admin/news (issue 16): an editor writes, schedules, publishes, takes offline, deletes and
 * restores news. Visitors see an article only while it is published and its instant has passed by
 * the one clock — in the list, the article, search, the RSS feed, the sitemap and the page's head —
 * and every cache validator moves when a scheduled article appears, without any write. A photo
 * from the library is recorded as used (the library refuses to delete it) until the article goes
 * to the Prullenbak, and shows as <picture>, og:image and RSS enclosure.
 */
import sharp from 'sharp';

import { startClockAt } from '../../../src/lib/clock';
import { detailMeta, siteInfo } from '../../../src/site/head';
import { sitemapEntries } from '../../../src/site/sitemap';
import { asSignedIn } from '../../admin-helper';
import { useEditors } from '../../admin-editors';
import { photo } from '../../media-images';
import { findAll, parseXml } from '../../test-xml';

const NOW = '2026-11-25T09:00:00Z';

const NEWS = {
  title: 'Kerstnachtdienst met het Maas en Waals koor',
  body:
    '<p>Op kerstavond zingt het <strong>Maas en Waals koor</strong> in de Dorpskerk. Iedereen is welkom; na afloop is er warme chocolademelk ' +
    'en glühwein in de consistoriekamer, en de kinderen krijgen een kaarsje mee naar huis. Wie wil meezingen, kan op de repetities komen.</p><script>x()</script>',
  excerpt: '',
  author: 'Taakgroep Eredienst',
  date: '2026-11-24',
  time: '09:00',
};

describe('/api/admin/news', () => {
  const ed = useEditors('/api/admin/news', NOW);
  const { call } = ed;

  const create = async (fields: object = NEWS) => {
    const res = await call(ed.redacteur, 'POST', '', { ...NEWS, ...fields });
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return res.json().data as { id: number; version: number; status: string; excerpt: string; body: string; publishAt: string };
  };
  const save = async (id: number, version: number, fields: object) => call(ed.redacteur, 'PUT', `/${id}`, { ...NEWS, ...fields }, { 'if-match': `"${version}"` });

  const publicIds = async () => ((await ed.app.inject({ url: '/api/news?pageSize=50' })).json().data as { id: number }[]).map((n) => n.id);
  const found = async (q: string) => ((await ed.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` })).json().data as { type: string; id: number }[]).filter((r) => r.type === 'news').map((r) => r.id);
  const uploadPhoto = async () => {
    const res = await ed.app.inject({ method: 'POST', url: '/api/admin/media?alt=Het%20koor%20in%20de%20Dorpskerk', headers: asSignedIn(ed.redacteur), payload: await photo(1600, 1000) });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; hash: string };
  };

  it('creates an article that visitors see at once, cleaned, audited; its summary stays empty until the editor writes one', async () => {
    const created = await create();
    expect(created).toMatchObject({ status: 'published', version: 1, publishAt: '2026-11-24T08:00:00.000Z', body: expect.not.stringContaining('script') });
    // Nothing made from the text is stored: the form's field stays empty when the article is opened.
    expect(created.excerpt).toBe('');
    expect((await call(ed.redacteur, 'GET', `/${created.id}`)).json().data.excerpt).toBe('');
    expect(await publicIds()).toContain(created.id);
    expect((await ed.app.inject({ url: `/api/news/${created.id}` })).json().data).toMatchObject({ title: NEWS.title, publishedAt: '2026-11-24', photo: null });
    expect(await found('chocolademelk')).toEqual([created.id]);
    const audit = (await ed.app.inject({ url: '/api/admin/audit', headers: { cookie: ed.koster.cookie } })).json().data;
    expect(audit[0]).toMatchObject({ action: 'news_created', actor: 'anna@example.org', subject: NEWS.title });
  });

  it('gives lists the start of the text as summary (with spaces between paragraphs), and the article only the editor\'s own', async () => {
    const listed = async (id: number) => ((await ed.app.inject({ url: '/api/news?pageSize=50' })).json().data as { id: number; excerpt: string }[]).find((n) => n.id === id)!;
    const article = async (id: number) => (await ed.app.inject({ url: `/api/news/${id}` })).json().data as { excerpt: string; summary: string };
    const created = await create();
    const made = (await listed(created.id)).excerpt;
    expect(made).toMatch(/^Op kerstavond zingt het Maas en Waals koor in de Dorpskerk\. Iedereen is welkom; .* kaarsje mee naar…$/);
    expect(made.length).toBeLessThanOrEqual(201);
    expect(await article(created.id)).toMatchObject({ excerpt: made, summary: '' });

    // A new text: the summary made from it follows, and still nothing is stored.
    const changed = await save(created.id, 1, { body: '<p>Na de dienst zijn er oliebollen.</p><p>De opbrengst gaat naar de diaconie.</p>' });
    expect(changed.json().data.excerpt).toBe('');
    expect((await listed(created.id)).excerpt).toBe('Na de dienst zijn er oliebollen. De opbrengst gaat naar de diaconie.');
    expect(await found('oliebollen')).toEqual([created.id]);

    // The editor's own summary: in the list, and above the text on the article page.
    const own = await save(created.id, 2, { body: '<p>Andere tekst.</p>', excerpt: 'Zelf geschreven samenvatting.' });
    expect(own.json().data.excerpt).toBe('Zelf geschreven samenvatting.');
    expect((await listed(created.id)).excerpt).toBe('Zelf geschreven samenvatting.');
    expect(await article(created.id)).toMatchObject({ excerpt: 'Zelf geschreven samenvatting.', summary: 'Zelf geschreven samenvatting.' });
    expect((await ed.app.inject({ url: '/api/news.rss' })).body).toContain('<description><![CDATA[Zelf geschreven samenvatting.]]></description>');
  });

  it('answers a Dutch message per field, and refuses a photo that is not in the library', async () => {
    const res = await call(ed.redacteur, 'POST', '', { ...NEWS, title: '  ', date: '31-02-2026', time: 'straks', mediaId: 9999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      message: 'Het bericht is niet opgeslagen. Bekijk de meldingen bij de velden.',
      fields: { title: 'Titel is verplicht', date: 'Vul een datum in, bijvoorbeeld 7-12-2026.', time: 'Vul een tijd in, bijvoorbeeld 09:00.', mediaId: expect.stringMatching(/niet \(meer\) in de fotobibliotheek/) },
    });
    expect((await call(ed.redacteur, 'POST', '', { ...NEWS, title: 'x'.repeat(201) })).json().fields).toEqual({ title: 'Titel mag maximaal 200 tekens bevatten' });
  });

  it('answers a title past its declared 200 characters (201, or 4,000) with the rules\' 400 and Dutch message, not a schema error', async () => {
    const refused = { code: 'validation_error', message: 'Het bericht is niet opgeslagen. Bekijk de meldingen bij de velden.', pastWarning: false };
    for (const title of ['x'.repeat(201), 'x'.repeat(4000), `${'x'.repeat(200)} `]) {
      const res = await call(ed.redacteur, 'POST', '', { ...NEWS, title });
      expect([res.statusCode, res.json()]).toEqual([400, { ...refused, fields: { title: 'Titel mag maximaal 200 tekens bevatten' } }]);
    }
    // The other fields' declared rules answer beside it, as when the rules refuse the title.
    const both = await call(ed.redacteur, 'POST', '', { ...NEWS, title: 'x'.repeat(4000), date: '31-02-2026', excerpt: 's'.repeat(501) });
    expect([both.statusCode, both.json()]).toEqual([
      400,
      { ...refused, fields: { title: 'Titel mag maximaal 200 tekens bevatten', excerpt: 'Samenvatting mag maximaal 500 tekens bevatten', date: 'Vul een datum in, bijvoorbeeld 7-12-2026.' } },
    ]);
    // A save answers the same; exactly 200 characters is saved.
    const created = await create({ title: 'x'.repeat(200) });
    const saved = await save(created.id, created.version, { title: 'x'.repeat(4000) });
    expect([saved.statusCode, saved.json().fields]).toEqual([400, { title: 'Titel mag maximaal 200 tekens bevatten' }]);
    // A value of the wrong type is no declared bound: the generic answer, as before, beside a long title too.
    expect((await call(ed.redacteur, 'POST', '', { ...NEWS, title: { x: 1 } })).json()).toMatchObject({ code: 'bad_request' });
    expect((await call(ed.redacteur, 'POST', '', { ...NEWS, title: 'x'.repeat(4000), published: 'soms' })).json()).toEqual({ code: 'bad_request', message: 'published is niet juist', fields: { published: 'published is niet juist' } });
  });

  it('keeps an article scheduled for later away from visitors until the clock passes its instant, then shows it everywhere by itself', async () => {
    const scheduled = await create({ title: 'Adventsconcert in Beneden-Leeuwen', date: '2026-11-28', time: '10:30', body: '<p>Een adventsconcert met pauken.</p>' });
    expect(scheduled.status).toBe('scheduled');
    const listBefore = await ed.app.inject({ url: '/api/news?pageSize=50' });
    const feedBefore = await ed.app.inject({ url: '/api/news.rss' });
    const versionBefore = ed.app.dataVersion();
    expect(await publicIds()).not.toContain(scheduled.id);
    expect((await ed.app.inject({ url: `/api/news/${scheduled.id}` })).statusCode).toBe(404);
    expect(await found('pauken')).toEqual([]);
    expect(feedBefore.body).not.toContain('Adventsconcert');
    expect((await sitemapEntries(ed.app.db)).map((e) => e.path)).not.toContain(`/nieuws/${scheduled.id}`);

    startClockAt('2026-11-28T09:30:00Z');
    expect(ed.app.dataVersion()).not.toBe(versionBefore);
    const listAfter = await ed.app.inject({ url: '/api/news?pageSize=50', headers: { 'if-none-match': String(listBefore.headers.etag) } });
    expect(listAfter.statusCode).toBe(200);
    expect((listAfter.json().data as { id: number }[])[0]!.id).toBe(scheduled.id);
    expect((await ed.app.inject({ url: `/api/news/${scheduled.id}` })).statusCode).toBe(200);
    expect(await found('pauken')).toEqual([scheduled.id]);
    expect((await ed.app.inject({ url: '/api/news.rss', headers: { 'if-none-match': String(feedBefore.headers.etag) } })).body).toContain('Adventsconcert');
    expect((await sitemapEntries(ed.app.db)).map((e) => e.path)).toContain(`/nieuws/${scheduled.id}`);
    expect((await ed.app.newsEditing.get(scheduled.id))?.status).toBe('published');
  });

  it('"Niet meer publiceren" takes an article offline at once (404), "Publiceren" brings it back; each audited', async () => {
    const created = await create({ body: '<p>Over de orgelrestauratie.</p>' });
    const offline = await save(created.id, 1, { body: '<p>Over de orgelrestauratie.</p>', published: false });
    expect(offline.json().data).toMatchObject({ status: 'unpublished', published: false, version: 2 });
    expect((await ed.app.inject({ url: `/api/news/${created.id}` })).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(created.id);
    expect(await found('orgelrestauratie')).toEqual([]);
    expect((await ed.app.inject({ url: '/api/news.rss' })).body).not.toContain(NEWS.title);
    const online = await save(created.id, 2, { body: '<p>Over de orgelrestauratie.</p>', published: true });
    expect(online.json().data.status).toBe('published');
    expect(await found('orgelrestauratie')).toEqual([created.id]);
    const audit = (await ed.app.inject({ url: '/api/admin/audit', headers: { cookie: ed.koster.cookie } })).json().data as { action: string }[];
    expect(audit.slice(0, 2).map((a) => a.action)).toEqual(['news_published', 'news_unpublished']);
  });

  it('answers 409 with who and when to a second editor, 428 without If-Match', async () => {
    const created = await create();
    expect((await call(ed.koster, 'PUT', `/${created.id}`, NEWS)).statusCode).toBe(428);
    expect((await save(created.id, 1, { title: 'Eerste' })).statusCode).toBe(200);
    const stale = await call(ed.koster, 'PUT', `/${created.id}`, { ...NEWS, title: 'Tweede' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', message: expect.stringMatching(/^Dit bericht is intussen gewijzigd door anna@example\.org op \d+ november 2026 om/), current: { title: 'Eerste', version: 2 } });
  });

  it('deletes into the Prullenbak (404 at once) and restores with the same id; earlier versions can be put back', async () => {
    const created = await create();
    await save(created.id, 1, { title: 'Nieuwe titel' });
    const revisions = (await call(ed.redacteur, 'GET', `/${created.id}/revisions`)).json().data as { id: number; version: number }[];
    expect(revisions.map((r) => r.version)).toEqual([2, 1]);
    const back = await call(ed.redacteur, 'POST', `/${created.id}/revisions/${revisions[1]!.id}/restore`, undefined, { 'if-match': '"2"' });
    expect(back.json().data).toMatchObject({ title: NEWS.title, version: 3 });

    const removed = await call(ed.redacteur, 'DELETE', `/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await ed.app.inject({ url: `/api/news/${created.id}` })).statusCode).toBe(404);
    expect(await found('chocolademelk')).toEqual([]);
    const trash = (await call(ed.redacteur, 'GET', '/prullenbak')).json().data as { id: number; title: string }[];
    expect(trash[0]).toMatchObject({ title: NEWS.title });
    const restored = await call(ed.redacteur, 'POST', `/prullenbak/${trash[0]!.id}/restore`);
    expect(restored.json().data).toMatchObject({ id: created.id, title: NEWS.title });
    expect((await ed.app.inject({ url: `/api/news/${created.id}` })).statusCode).toBe(200);
    expect(await found('chocolademelk')).toEqual([created.id]);
  });

  it('records the photo as used (the library refuses to delete it) until the article is in the Prullenbak; restoring records it again', async () => {
    const media = await uploadPhoto();
    const created = await create({ mediaId: media.id });
    const library = async () => (await ed.app.inject({ url: `/api/admin/media/${media.id}`, headers: { cookie: ed.redacteur.cookie } })).json().data as { usages: { kind: string; label: string }[] };
    expect((await library()).usages).toEqual([{ kind: 'news', ref: String(created.id), label: `Nieuws: ${NEWS.title}` }]);
    const refused = await ed.app.inject({ method: 'DELETE', url: `/api/admin/media/${media.id}`, headers: asSignedIn(ed.redacteur) });
    expect(refused.statusCode).toBe(409);

    const trashId = (await call(ed.redacteur, 'DELETE', `/${created.id}`)).json().data.trashId as number;
    expect((await library()).usages).toEqual([]);
    await call(ed.redacteur, 'POST', `/prullenbak/${trashId}/restore`);
    expect((await library()).usages).toHaveLength(1);
  });

  it('shows the photo to visitors as AVIF and WebP sizes, its 1200×630 preview as og:image, and as an RSS enclosure with the exact length', async () => {
    const media = await uploadPhoto();
    const created = await create({ mediaId: media.id });
    const article = (await ed.app.inject({ url: `/api/news/${created.id}` })).json().data;
    expect(article.photo).toMatchObject({
      src: `/api/media/${media.hash}/1600.webp`,
      srcset: expect.stringContaining(`/api/media/${media.hash}/640.webp 640w`),
      srcsetAvif: expect.stringContaining(`/api/media/${media.hash}/640.avif 640w`),
      width: 1600,
      height: 1000,
      alt: 'Het koor in de Dorpskerk',
      preview: `/api/media/${media.hash}/preview.jpg`,
    });
    const doc = parseXml((await ed.app.inject({ url: '/api/news.rss' })).body);
    const enclosure = findAll(findAll(doc, 'item')[0]!, 'enclosure')[0]!.attributes!;
    expect(enclosure).toMatchObject({ type: 'image/jpeg', url: expect.stringMatching(new RegExp(`/api/media/${media.hash}/preview\\.jpg$`)) });
    const file = await ed.app.inject({ url: new URL(String(enclosure.url)).pathname });
    expect(file.statusCode).toBe(200);
    expect(Number(enclosure.length)).toBe(file.rawPayload.length);
    const meta = await detailMeta(ed.app, 'news', { id: String(created.id) }, await siteInfo(ed.app), 'http://kerk.example.nl');
    expect(meta?.image).toEqual({ url: article.photo.preview, alt: 'Het koor in de Dorpskerk', width: 1200, height: 630, type: 'image/jpeg' });
    expect(meta?.jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: NEWS.title, image: [`http://kerk.example.nl${article.photo.preview}`] });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  });

  it("carries the photo's focal point in the list and the article; once an editor moves it, the new point and the preview cut around it", async () => {
    const media = await uploadPhoto();
    const created = await create({ mediaId: media.id });
    const listed = async () => ((await ed.app.inject({ url: '/api/news?pageSize=50' })).json().data as { id: number; photo: object }[]).find((n) => n.id === created.id)!.photo;
    expect(await listed()).toMatchObject({ focusX: 50, focusY: 50, preview: `/api/media/${media.hash}/preview.jpg` });

    const moved = await ed.app.inject({ method: 'PATCH', url: `/api/admin/media/${media.id}`, headers: asSignedIn(ed.redacteur), payload: { focusX: 25, focusY: 70 } });
    expect(moved.statusCode).toBe(200);
    const expected = { focusX: 25, focusY: 70, preview: `/api/media/${media.hash}/preview-25-70.jpg` };
    expect(await listed()).toMatchObject(expected);
    expect((await ed.app.inject({ url: `/api/news/${created.id}` })).json().data.photo).toMatchObject(expected);
    const meta = await detailMeta(ed.app, 'news', { id: String(created.id) }, await siteInfo(ed.app), 'http://kerk.example.nl');
    expect(meta?.image?.url).toBe(expected.preview);
  });
});
