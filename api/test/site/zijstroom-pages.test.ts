/**
 * Zijstroom's archive on the site (issue 33): a sent issue is served at /zijstroom/{id} with its own
 * head (title, description, canonical, og:type article); a draft, an issue still going out and an
 * unknown id are 404 with noindex. /zijstroom names its RSS feed in the head (`<link
 * rel="alternate">`), and the feed lists the sent issues only, newest first, with absolute links.
 */
import type { FastifyInstance } from 'fastify';

import { holdClockAt, startClockAt } from '../../src/lib/clock';
import { TEST_NOW } from '../setup-clock';
import { findAll, parseXml, textOf, type XmlElement } from '../test-xml';
import { HTML, useWebApp } from './fake-web-root';

const child = (node: XmlElement, name: string) => textOf(findAll(node, name)[0]);
const head = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';

/** An issue sent to nobody: it is `sent` at once, at the clock's instant. */
async function sentIssue(app: FastifyInstance, title: string, body = '<p>Welkom in de kerk.</p>') {
  await app.ready();
  const id = await app.newsletter.issues.create({ title, body }, 'redactie@example.org');
  await app.newsletter.issues.schedule(id, new Date(0), 'https://kerk.example.nl', 'redactie@example.org');
  await app.newsletter.issues.startDue();
  return id;
}

describe('Zijstroom on the site', () => {
  const web = useWebApp();
  beforeEach(() => holdClockAt(TEST_NOW));
  afterEach(() => startClockAt(TEST_NOW));

  it('serves a sent issue at its own address with its head tags', async () => {
    const id = await sentIssue(web.app(), 'Zijstroom 6 december');
    const res = await web.app().inject({ url: `/zijstroom/${id}`, headers: HTML });
    expect(res.statusCode).toBe(200);
    const tags = head(res.body);
    expect(tags).toContain('<title>Zijstroom 6 december | Protestantse Gemeente Maas en Waal</title>');
    expect(tags).toContain('<meta name="description" content="Zijstroom, verstuurd op 23-11-2026">');
    expect(tags).toContain(`<link rel="canonical" href="http://kerk.example.nl/zijstroom/${id}">`);
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).not.toContain('noindex');
  });

  it('answers 404 with noindex for an unknown id, a draft and an issue still going out', async () => {
    const app = web.app();
    await app.ready();
    const draft = await app.newsletter.issues.create({ title: 'Nog niet klaar', body: '<p>Concept.</p>' }, 'redactie@example.org');
    const going = await app.newsletter.issues.create({ title: 'Gaat nog', body: '<p>Onderweg.</p>' }, 'redactie@example.org');
    await app.newsletter.issues.schedule(going, new Date('2026-12-01T08:00:00Z'), 'https://kerk.example.nl', 'redactie@example.org');
    for (const path of ['/zijstroom/999', `/zijstroom/${draft}`, `/zijstroom/${going}`]) {
      const res = await app.inject({ url: path, headers: HTML });
      expect([path, res.statusCode]).toEqual([path, 404]);
      expect(head(res.body)).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('names the RSS feed in the head of /zijstroom', async () => {
    const res = await web.app().inject({ url: '/zijstroom', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toContain('<link rel="alternate" type="application/rss+xml" title="Zijstroom" href="http://kerk.example.nl/api/zijstroom.rss">');
  });

  it('lists the sent issues in the RSS feed, newest first, with absolute links and the start of the text; no draft', async () => {
    const app = web.app();
    const first = await sentIssue(app, 'Zijstroom 22 november', '<p>Eerste uitgave per e-mail.</p>');
    const second = await sentIssue(app, 'Zijstroom 6 december', '<h2>Advent</h2><p>Welkom in de adventstijd.</p>');
    await app.newsletter.issues.create({ title: 'Concept', body: '<p>Nog niet.</p>' }, 'redactie@example.org');
    const res = await app.inject({ url: '/api/zijstroom.rss', headers: { host: 'kerk.example.nl' } });
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = findAll(parseXml(res.body), 'channel')[0]!;
    expect(child(channel, 'link')).toBe('http://kerk.example.nl/zijstroom');
    expect(child(channel, 'language')).toBe('nl');
    const items = findAll(channel, 'item');
    expect(items.map((item) => child(item, 'title'))).toEqual(['Zijstroom 6 december', 'Zijstroom 22 november']);
    expect(items.map((item) => child(item, 'link'))).toEqual([`http://kerk.example.nl/zijstroom/${second}`, `http://kerk.example.nl/zijstroom/${first}`]);
    expect(child(items[0]!, 'description')).toBe('Advent Welkom in de adventstijd.');
    expect(Date.parse(child(items[0]!, 'pubDate'))).toBe(Date.parse(TEST_NOW));
  });
});
