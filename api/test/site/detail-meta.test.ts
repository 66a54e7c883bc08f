/**
 * Preview images of the detail pages: og:image / twitter:image must be PNG (Facebook, WhatsApp and
 * X show no SVG), with their size and type, and must answer with that very image.
 */
import { detailMeta, siteInfo } from '../../src/site/head';
import { build, useApp } from '../helper';
import { pngDimensions } from '../test-png';

describe('detail meta preview images', () => {
  const app = useApp();
  const meta = async (kind: 'news' | 'pastor' | 'event' | 'service', id: number) => detailMeta(app(), kind, { id: String(id) }, await siteInfo(app()), 'http://kerk.example.nl');
  const SITE_IMAGE = { url: '/api/site/preview.png', alt: expect.stringContaining('Maas en Waal'), width: 1200, height: 630, type: 'image/png' };

  it('points a news article at the PNG of its drawing, with width, height and type, and that URL serves it', async () => {
    await app().ready();
    const article = (await app().newsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    const { image } = (await meta('news', article.id))!;
    const png = article.image.replace(/\.svg$/, '.png');
    expect(image).toEqual({ url: `/api/news/images/${png}`, alt: article.imageAlt, width: 1200, height: 675, type: 'image/png' });
    const res = await app().inject({ url: image!.url });
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngDimensions(res.rawPayload)).toEqual({ width: image!.width, height: image!.height });
  });

  it('points a pastor at the PNG of the portrait, and that URL serves it', async () => {
    await app().ready();
    const pastor = (await app().pastorsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    const { image } = (await meta('pastor', pastor.id))!;
    expect(image).toEqual({ url: `/api/pastors/${pastor.id}/photo.png`, alt: pastor.photoAlt, width: 600, height: 600, type: 'image/png' });
    const res = await app().inject({ url: image!.url });
    expect(pngDimensions(res.rawPayload)).toEqual({ width: 600, height: 600 });
  });

  it('keeps an absolute image URL as it is and previews a drawing that does not exist as the site', async () => {
    await app().ready();
    const [first, second] = (await app().newsRepository.list({ page: 1, pageSize: 2 })).items;
    await app().db.updateTable('news').set({ image: 'https://foto.example.nl/kerk.jpg' }).where('id', '=', first!.id).execute();
    await app().db.updateTable('news').set({ image: 'weg.svg' }).where('id', '=', second!.id).execute();
    expect((await meta('news', first!.id))!.image).toEqual({ url: 'https://foto.example.nl/kerk.jpg', alt: first!.imageAlt });
    expect((await meta('news', second!.id))!.image).toEqual(SITE_IMAGE);
  });

  it('builds the URLs on a configured absolute API_URL', async () => {
    const other = build({ config: { apiUrl: 'https://api.example.nl/api' } });
    try {
      await other.ready();
      const pastor = (await other.pastorsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
      const found = await detailMeta(other, 'pastor', { id: String(pastor.id) }, await siteInfo(other), 'http://kerk.example.nl');
      expect(found?.image?.url).toBe(`https://api.example.nl/api/pastors/${pastor.id}/photo.png`);
      expect((await siteInfo(other)).image.url).toBe('https://api.example.nl/api/site/preview.png');
    } finally {
      await other.close();
    }
  });

  it('previews an event without a photo as the site, and a service as the PNG of its church', async () => {
    await app().ready();
    const event = (await app().db.selectFrom('events').select('id').where('media_id', 'is', null).executeTakeFirstOrThrow());
    expect((await meta('event', event.id))!.image).toEqual(SITE_IMAGE);
    const service = (await app().servicesRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    const church = (await app().churchesRepository.list({ page: 1, pageSize: 50 })).items.find((c) => c.slug === service.location)!;
    const { image } = (await meta('service', service.id))!;
    expect(image).toEqual({ url: `/api/churches/${church.id}/image.png`, alt: church.imageAlt, width: 1200, height: 750, type: 'image/png' });
    const res = await app().inject({ url: image!.url });
    expect(pngDimensions(res.rawPayload)).toEqual({ width: 1200, height: 750 });
  });
});
