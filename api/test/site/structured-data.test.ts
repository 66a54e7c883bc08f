/**
 * Structured data and link previews on every page type (issue 17, goal 5): each page's JSON-LD
 * parses and carries the fields search engines ask for, and every page has an absolute og:image
 * with its width, height, type and alt text, which answers with that very PNG or JPEG.
 */
import fs from 'node:fs';

import sharp from 'sharp';

import { LOCATION_SLUGS } from '../../src/plugins/app/churches/churches-repository';
import { SITE_IMAGES, siteImageFile } from '../../src/plugins/app/drawings/site-preview';
import { SERVICE_DURATION_MINUTES } from '../../src/site/head';
import { HTML, useWebApp } from './fake-web-root';

const ORIGIN = 'http://kerk.example.nl';

const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
interface ChurchLd {
  name: string;
  address: { streetAddress: string };
}
const jsonLdsOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('structured data and previews', () => {
  const web = useWebApp();
  const app = () => web.app();
  const get = (url: string) => app().inject({ url, headers: HTML });
  const page = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('ships the site image and logo as PNGs of the size the head tags state', async () => {
    for (const name of ['preview', 'logo'] as const) {
      const { width, height, format } = await sharp(fs.readFileSync(siteImageFile(name))).metadata();
      expect({ width, height, format }).toEqual({ width: SITE_IMAGES[name].width, height: SITE_IMAGES[name].height, format: 'png' });
      const res = await app().inject({ url: `/api/site/${name}.png` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      // Revalidated by its ETag: a new rendering shows up without a new URL.
      const again = await app().inject({ url: `/api/site/${name}.png`, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('gives every page type an absolute og:image with width, height, type and alt that answers with that image', async () => {
    await app().ready();
    const [news, event, service, pastor] = await Promise.all([
      app().newsRepository.list({ page: 1, pageSize: 1 }),
      app().eventsRepository.list({ page: 1, pageSize: 1 }),
      app().servicesRepository.list({ page: 1, pageSize: 1 }),
      app().pastorsRepository.list({ page: 1, pageSize: 1 }),
    ]);
    const urls = [
      '/',
      '/agenda',
      '/onze-kerken',
      '/gemeente/taakgroepen/taakgroep-vos',
      '/nieuws',
      '/zoeken',
      '/contact',
      `/nieuws/${news.items[0]!.id}`,
      `/evenement/${event.items[0]!.id}`,
      `/diensten/${service.items[0]!.id}`,
      `/gemeente/pastoraal-team/${pastor.items[0]!.id}/${pastor.items[0]!.slug}`,
    ];
    for (const url of urls) {
      const html = await page(url);
      const image = metaOf(html, 'og:image');
      expect(image).toMatch(/^http:\/\/kerk\.example\.nl\/api\//);
      expect(metaOf(html, 'og:image:alt')).toBeTruthy();
      expect(metaOf(html, 'twitter:image')).toBe(image);
      const res = await app().inject({ url: new URL(image!).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(metaOf(html, 'og:image:type'));
      const { width, height } = await sharp(res.rawPayload).metadata();
      expect({ url, width: String(width), height: String(height) }).toEqual({ url, width: metaOf(html, 'og:image:width'), height: metaOf(html, 'og:image:height') });
    }
  });

  it('previews a page without a picture of its own as the site image, as a large card', async () => {
    const html = await page('/agenda');
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/api/site/preview.png`);
    expect(metaOf(html, 'og:image:type')).toBe('image/png');
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')]).toEqual(['1200', '630']);
    // Its alt text is the congregation's name, from the settings.
    expect(metaOf(html, 'og:image:alt')).toBe((await app().settingsRepository.get()).title);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('describes the congregation with its seven churches and their addresses, from the database, on the home page and /onze-kerken', async () => {
    await app().ready();
    await app().db.updateTable('churches').set({ address: 'Nieuwe Kerkweg 1' }).where('slug', '=', 'leur').execute();
    const churches = (await app().churchesRepository.list({ page: 1, pageSize: 50 })).items;
    for (const url of ['/', '/onze-kerken']) {
      const [org] = jsonLdsOf(await page(url));
      expect(org).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Protestantse Gemeente Maas en Waal',
        url: `${ORIGIN}/`,
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/api/site/logo.png`, width: 512, height: 512 },
        address: { '@type': 'PostalAddress', streetAddress: 'Kerkstraat 12', postalCode: '6641 AB', addressLocality: 'Beuningen', addressCountry: 'NL' },
      });
      expect(org!.location).toHaveLength(LOCATION_SLUGS.length);
      expect(org!.location).toEqual(
        churches.map((church) =>
          expect.objectContaining({
            '@type': 'Church',
            name: church.name,
            address: { '@type': 'PostalAddress', streetAddress: church.address, postalCode: church.zipcode, addressLocality: church.city, addressCountry: 'NL' },
            image: `${ORIGIN}/api/churches/${church.id}/image.png`,
          }),
        ),
      );
      const leur = churches.find((ch) => ch.slug === 'leur')!;
      expect((org!.location as ChurchLd[]).find((c) => c.name === leur.name)!.address.streetAddress).toBe('Nieuwe Kerkweg 1');
    }
    // Only those two pages: another one is no description of the congregation.
    expect(jsonLdsOf(await page('/anbi'))).toEqual([]);
  });

  it('describes a news article as a NewsArticle with headline, dates, image, author and publisher with logo', async () => {
    await app().ready();
    const article = (await app().newsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    await app().db.updateTable('news').set({ updated_at: '2099-01-02T10:00:00.000Z' }).where('id', '=', article.id).execute();
    const html = await page(`/nieuws/${article.id}`);
    const [ld] = jsonLdsOf(html);
    const published = (await app().db.selectFrom('news').select('publish_at').where('id', '=', article.id).executeTakeFirstOrThrow()).publish_at;
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      // With the time and the Amsterdam offset, the same instant as stored.
      datePublished: expect.stringMatching(new RegExp(`^${article.publishedAt}T\\d{2}:\\d{2}:\\d{2}\\+0[12]:00$`)),
      dateModified: '2099-01-02T11:00:00+01:00',
      image: [metaOf(html, 'og:image')],
      author: { '@type': 'Organization', name: article.author },
      publisher: { '@type': 'Organization', name: 'Protestantse Gemeente Maas en Waal', logo: { url: `${ORIGIN}/api/site/logo.png` } },
      mainEntityOfPage: `${ORIGIN}/nieuws/${article.id}`,
    });
    expect((ld!.image as string[])[0]).toMatch(/^http:\/\/kerk\.example\.nl\/api\/.+\.png$/);
    expect(Date.parse(ld!.datePublished as string)).toBe(Date.parse(published));
    expect(metaOf(html, 'article:published_time')).toBe(ld!.datePublished);
  });

  it('gives an article without any picture the site image, in JSON-LD as in og:image', async () => {
    await app().ready();
    const article = (await app().newsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    await app().db.updateTable('news').set({ image: '' }).where('id', '=', article.id).execute();
    const html = await page(`/nieuws/${article.id}`);
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/api/site/preview.png`);
    expect(jsonLdsOf(html)[0]).toMatchObject({ image: [`${ORIGIN}/api/site/preview.png`] });
  });

  it('gives a service an endDate an hour after its start, its church as image, and Mixed attendance only when streamed', async () => {
    await app().ready();
    for (const streamed of [true, false]) {
      const service = (await app().servicesRepository.list({ page: 1, pageSize: 1, streamed })).items[0]!;
      const [ld] = jsonLdsOf(await page(`/diensten/${service.id}`));
      expect(ld).toMatchObject({
        '@type': 'Event',
        startDate: service.startsAt,
        endDate: new Date(Date.parse(service.startsAt) + SERVICE_DURATION_MINUTES * 60_000).toISOString(),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: streamed ? 'https://schema.org/MixedEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
        image: expect.stringMatching(/^http:\/\/kerk\.example\.nl\/api\/churches\/\d+\/image\.png$/),
      });
    }
    expect(SERVICE_DURATION_MINUTES).toBe(60);
  });

  it('gives an event its image in JSON-LD: the site image when it has no photo', async () => {
    await app().ready();
    const event = await app().db.selectFrom('events').select('id').where('media_id', 'is', null).executeTakeFirstOrThrow();
    const [ld] = jsonLdsOf(await page(`/evenement/${event.id}`));
    expect(ld).toMatchObject({ '@type': 'Event', image: `${ORIGIN}/api/site/preview.png`, eventStatus: 'https://schema.org/EventScheduled' });
  });
});
