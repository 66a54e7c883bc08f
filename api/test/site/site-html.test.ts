/**
 * Link previews and SEO: the raw HTML of a page (what WhatsApp, Facebook and search engines read
 * without running JavaScript) carries the page's own head, escaped, and unknown pages answer 404.
 */
import fs from 'node:fs';
import path from 'node:path';

import { common } from '@kerk/kit/texts';

import { addUser } from '../admin-helper';
import { useWebApp } from './fake-web-root';

const HTML = { accept: 'text/html' };

/** content of `<meta property|name="key" content="…">` (as the server writes it: double quotes). */
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describe('page heads', () => {
  const web = useWebApp();
  const app = () => web.app();
  const get = (url: string, headers: Record<string, string> = HTML) => app().inject({ url, headers: { host: 'kerk.example.nl', ...headers } });
  const firstNews = async () => (await app().newsRepository.list({ page: 1, pageSize: 1 })).items[0]!;

  it('describes a news article with its title, excerpt, drawing (as PNG) and absolute canonical URL', async () => {
    await app().ready();
    const article = await firstNews();
    const res = await get(`/nieuws/${article.id}`);
    expect(res.statusCode).toBe(200);
    const url = `http://kerk.example.nl/nieuws/${article.id}`;
    // The kit's one title rule (a shorter site suffix when the whole would pass 70 characters).
    expect(res.body).toContain(`<title>${common.documentTitle(article.title, 'Protestantse Gemeente Maas en Waal')}</title>`);
    expect(metaOf(res.body, 'og:title')).toBe(article.title);
    expect(metaOf(res.body, 'description')).toBe(article.excerpt);
    expect(metaOf(res.body, 'og:description')).toBe(article.excerpt);
    expect(metaOf(res.body, 'og:type')).toBe('article');
    expect(metaOf(res.body, 'og:url')).toBe(url);
    expect(metaOf(res.body, 'og:locale')).toBe('nl_NL');
    expect(metaOf(res.body, 'og:site_name')).toBe('Protestantse Gemeente Maas en Waal');
    expect(metaOf(res.body, 'og:image')).toBe(`http://kerk.example.nl/api/news/images/${article.image.replace(/\.svg$/, '.png')}`);
    expect(metaOf(res.body, 'og:image:type')).toBe('image/png');
    expect(Number(metaOf(res.body, 'og:image:width'))).toBe(1200);
    expect(Number(metaOf(res.body, 'og:image:height'))).toBeGreaterThan(0);
    expect(metaOf(res.body, 'twitter:card')).toBe('summary_large_image');
    expect(res.body).toContain(`<link rel="canonical" href="${url}">`);
  });

  it('replaces the template title and description instead of adding a second one', async () => {
    const res = await get('/agenda');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="?description"?/g)).toHaveLength(1);
    expect(res.body).not.toContain('Standaardtekst');
    expect(res.body).toMatch(/^<!doctype html><html lang=nl><head><meta charset=utf-8><title>Agenda \|/);
  });

  it('HTML-escapes every value it writes', async () => {
    await app().ready();
    const article = await firstNews();
    await app().db.updateTable('news').set({ title: 'Tom & "Jerry" \'s avonds', excerpt: 'a"><img src=x onerror=alert(1)>' }).where('id', '=', article.id).execute();
    const res = await get(`/nieuws/${article.id}`);
    const head = headOf(res.body);
    expect(head).toContain('<meta property="og:title" content="Tom &amp; &quot;Jerry&quot; &#39;s avonds">');
    expect(head).toContain('content="a&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(head).not.toContain('<img');
  });

  it('uses PUBLIC_URL for canonical links when it is set', async () => {
    await web.rebuild({ publicUrl: 'https://www.pgmaasenwaal.nl' });
    const res = await get('/onze-kerken');
    expect(res.body).toContain('<link rel="canonical" href="https://www.pgmaasenwaal.nl/onze-kerken">');
  });

  it('takes title and description of a page-store page, also for a task group', async () => {
    const res = await get('/gemeente/taakgroepen/taakgroep-vos/');
    expect(res.statusCode).toBe(200);
    const page = await app().pagesRepository.findByName('vos');
    expect(metaOf(res.body, 'og:title')).toBe(page!.metaTitle);
    expect(metaOf(res.body, 'description')).toBe(page!.metaDescription);
    expect(metaOf(res.body, 'og:url')).toBe('http://kerk.example.nl/gemeente/taakgroepen/taakgroep-vos');
  });

  it('falls back to the route name for a page the store does not hold (yet)', async () => {
    await app().ready();
    await app().db.deleteFrom('pages').where('name', '=', 'accessibility').execute();
    const res = await get('/toegankelijkheid');
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body, 'og:title')).toBe('Toegankelijkheid');
  });

  it('gives a pastor the canonical name segment, whatever name the link carried', async () => {
    await app().ready();
    const { items } = await app().pastorsRepository.list({ page: 1, pageSize: 1 });
    const pastor = items[0]!;
    const res = await get(`/gemeente/pastoraal-team/${pastor.id}/oude-naam`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="http://kerk.example.nl/gemeente/pastoraal-team/${pastor.id}/${pastor.slug}">`);
    expect(metaOf(res.body, 'og:type')).toBe('profile');
    // The square portrait: its size is given, and it gets the small card (the large one crops 2:1).
    expect(metaOf(res.body, 'og:image:width')).toMatch(/^\d+$/);
    expect(metaOf(res.body, 'og:image:width')).toBe(metaOf(res.body, 'og:image:height'));
    expect(metaOf(res.body, 'twitter:card')).toBe('summary');
  });

  it('describes an event as a schema.org Event in JSON-LD', async () => {
    await app().ready();
    const { items } = await app().eventsRepository.list({ page: 1, pageSize: 1 });
    const event = items[0]!;
    const res = await get(`/evenement/${event.id}`);
    expect(jsonLdOf(res.body)).toMatchObject({ '@context': 'https://schema.org', '@type': 'Event', name: event.title, url: `http://kerk.example.nl/evenement/${event.id}` });
  });

  it('describes a recurring event with its schema.org Schedule, and its photo as og:image and image', async () => {
    await app().ready();
    const media = await app().db
      .insertInto('media')
      .values({ hash: 'abcdefabcdefabcdef12', original_name: 'kring.jpg', width: 1600, height: 1000, alt: 'Open Bijbel', sizes: '[320,1600]', created_by: 'koster@example.org', created_at: '2026-10-01T09:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await addUser(app(), 'koster-ld@example.org', 'redacteur', null);
    const editor = { actor: { id: user.id, email: user.email }, ip: '127.0.0.1' };
    const fields = { title: 'Bijbelkring', startDate: '2026-10-13', startTime: '20:00', endTime: '21:30', church: 'wijchen', repeat: 'weekly' as const, repeatUntil: '2026-12-15', mediaId: media.id };
    const saved = await app().eventEditing.create(fields, editor);
    if (saved.status !== 'ok') throw new Error(saved.status);
    const res = await get(`/evenement/${saved.current.id}`);
    const preview = 'http://kerk.example.nl/api/media/abcdefabcdefabcdef12/preview.jpg';
    expect(metaOf(res.body, 'og:image')).toBe(preview);
    expect(metaOf(res.body, 'og:image:width')).toBe('1200');
    expect(jsonLdOf(res.body)).toMatchObject({
      '@type': 'Event',
      image: preview,
      startDate: '2026-10-13T18:00:00.000Z',
      eventSchedule: { '@type': 'Schedule', repeatFrequency: 'P1W', byDay: 'https://schema.org/Tuesday', startDate: '2026-10-13', endDate: '2026-12-15', startTime: '20:00', endTime: '21:30', scheduleTimezone: 'Europe/Amsterdam' },
    });
  });

  it('describes a service as a schema.org Event with its church and time', async () => {
    await app().ready();
    const { items } = await app().servicesRepository.list({ page: 1, pageSize: 1, location: 'beuningen' });
    const service = items[0]!;
    const res = await get(`/diensten/${service.id}`);
    expect(res.statusCode).toBe(200);
    expect(metaOf(res.body, 'og:title')).toMatch(/^Kerkdienst Beuningen \d{2}-\d{2}-\d{4}$/);
    const ld = jsonLdOf(res.body);
    expect(ld).toMatchObject({ '@type': 'Event', startDate: service.startsAt, organizer: { name: 'Protestantse Gemeente Maas en Waal' } });
    expect(JSON.stringify(ld.location)).toContain(service.churchName);
  });

  it('adds no executable inline script: only the shell script (src), JSON-LD and the initial data', async () => {
    const events = (await app().inject({ url: '/api/events?pageSize=1' })).json().data as Array<{ id: number }>;
    const res = await get(`/evenement/${events[0]!.id}`);
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=|type="application\/(?:ld\+)?json"/);
  });

  it('preloads /remotes.json, the route remote\'s manifest, remoteEntry.js and the page chunk', async () => {
    await app().ready();
    const article = await firstNews();
    const head = headOf((await get(`/nieuws/${article.id}`)).body);
    expect(head).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin>');
    expect(head).toContain('<link rel="preload" href="/mf-content/mf-manifest.json" as="fetch" crossorigin>');
    expect(head).toContain('<link rel="preload" href="/mf-content/remoteEntry.js" as="script">');
    expect(head).toContain('<link rel="preload" href="/mf-content/__federation_expose_NewsArticlePage.7bb4973799.js" as="script">');
    expect(head).not.toContain('mf-agenda');
    // Before the shell's own script, so they start at once.
    expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('<script defer'));
  });

  it('preloads every remote of the home widgets on /', async () => {
    const head = headOf((await get('/')).body);
    for (const id of ['mf-content', 'mf-agenda', 'mf-community']) expect(head).toContain(`href="/${id}/mf-manifest.json"`);
    expect(head.match(/home-widgets\.7d6b374dd0\.js/g)).toHaveLength(1);
  });

  it('serves a page again after the shell is rebuilt, with the new template', async () => {
    const first = await get('/agenda');
    expect(first.body).toContain('main.3a2178a750.js');
    const index = path.join(web.root(), 'shell', 'dist', 'index.html');
    const original = fs.readFileSync(index, 'utf8');
    try {
      fs.writeFileSync(index, original.replace('main.3a2178a750.js', 'main.ffffffffff.js'));
      fs.utimesSync(index, new Date(), new Date(Date.now() + 5000));
      expect((await get('/agenda')).body).toContain('main.ffffffffff.js');
    } finally {
      fs.writeFileSync(index, original);
    }
  });
});
