import { zonedToUtc } from '@kerk/kit/dates/calendar';

import { build, useApp } from '../../helper';
import { findAll, parseXml, textOf, type XmlElement } from '../../test-xml';

const child = (node: XmlElement, name: string) => textOf(findAll(node, name)[0]);

describe('GET /api/news.rss', () => {
  const app = useApp();
  const rss = async () => {
    const res = await app().inject({ url: '/api/news.rss', headers: { host: 'kerk.example.nl' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    return { res, doc: parseXml(res.body) };
  };

  it('is RSS 2.0 with the 20 newest articles, newest first, with absolute links', async () => {
    const { doc } = await rss();
    expect(findAll(doc, 'rss')[0]!.attributes?.version).toBe('2.0');
    const channel = findAll(doc, 'channel')[0]!;
    expect(child(channel, 'link')).toBe('http://kerk.example.nl/nieuws');
    expect(child(channel, 'language')).toBe('nl');
    const items = findAll(channel, 'item');
    expect(items).toHaveLength(20);
    const newest = (await app().inject({ url: '/api/news?pageSize=20' })).json().data as Array<{ id: number; title: string; excerpt: string }>;
    expect(items.map((i) => child(i, 'title'))).toEqual(newest.map((a) => a.title));
    expect(child(items[0]!, 'link')).toBe(`http://kerk.example.nl/nieuws/${newest[0]!.id}`);
    expect(child(items[0]!, 'description')).toBe(newest[0]!.excerpt);
    const dates = items.map((i) => Date.parse(child(i, 'pubDate')));
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('dates each item with the instant it was published, time included (07:45 in Amsterdam is 06:45 GMT)', async () => {
    await app().ready();
    await app().newsRepository.create({
      title: 'Dienst in Druten vervalt',
      publishedAt: '2026-11-22',
      publishAt: zonedToUtc('2026-11-22', '07:45').toISOString(),
      excerpt: '',
      body: '<p>Door ziekte van de voorganger vervalt de dienst.</p><p>U bent welkom in Wijchen.</p>',
    });
    const { doc } = await rss();
    const item = findAll(doc, 'item').find((i) => child(i, 'title') === 'Dienst in Druten vervalt')!;
    expect(child(item, 'pubDate')).toBe('Sun, 22 Nov 2026 06:45:00 GMT');
    // No summary of its own: the start of its text, with a space between the paragraphs.
    expect(child(item, 'description')).toBe('Door ziekte van de voorganger vervalt de dienst. U bent welkom in Wijchen.');
    const newest = (await app().inject({ url: '/api/news?pageSize=1' })).json().data[0] as { publishAt: string };
    expect(child(findAll(doc, 'channel')[0]!, 'lastBuildDate')).toBe(new Date(newest.publishAt).toUTCString());
  });

  it('links each drawing as an absolute image enclosure', async () => {
    const { doc } = await rss();
    const enclosure = findAll(findAll(doc, 'item')[0]!, 'enclosure')[0]!;
    expect(enclosure.attributes).toMatchObject({ url: expect.stringMatching(/^http:\/\/kerk\.example\.nl\/api\/news\/images\/[a-z0-9-]+\.svg$/), type: 'image/svg+xml' });
  });

  it('gives every enclosure the byte length of the drawing served at its URL', async () => {
    const { doc } = await rss();
    const enclosures = findAll(doc, 'enclosure');
    expect(enclosures.length).toBeGreaterThan(0);
    for (const { attributes } of enclosures) {
      const served = await app().inject({ url: new URL(String(attributes?.url)).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.length).toBeGreaterThan(0);
      expect(Number(attributes?.length)).toBe(served.rawPayload.length);
    }
  });

  it('escapes titles (a feed reader must get the text, not markup)', async () => {
    await app().ready();
    const { items } = await app().newsRepository.list({ page: 1, pageSize: 1 });
    await app().db.updateTable('news').set({ title: 'Koffie & thee <na> de "dienst"' }).where('id', '=', items[0]!.id).execute();
    const { doc } = await rss();
    expect(child(findAll(doc, 'item')[0]!, 'title')).toBe('Koffie & thee <na> de "dienst"');
  });

  it('uses PUBLIC_URL for the links and sends a cacheable answer with an ETag', async () => {
    const other = build({ config: { publicUrl: 'https://www.pgmaasenwaal.nl' } });
    try {
      const res = await other.inject({ url: '/api/news.rss' });
      expect(res.body).toContain('<link>https://www.pgmaasenwaal.nl/nieuws</link>');
      expect(res.headers.etag).toMatch(/^W\//);
      expect(res.headers['cache-control']).toBe('public, no-cache');
    } finally {
      await other.close();
    }
  });
});
