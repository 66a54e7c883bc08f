/**
 * Preview images of the detail pages: og:image / twitter:image must be PNG (Facebook, WhatsApp and
 * X show no SVG), with their size and type, and must answer with that very image.
 */
import { detailMeta } from '../../src/site/detail-meta';
import { build, useApp } from '../helper';
import { pngDimensions } from '../test-png';

const SITE = { name: 'Protestantse Gemeente Maas en Waal', description: '' };

describe('detail meta preview images', () => {
  const app = useApp();
  const meta = (kind: 'news' | 'pastor', id: number) => detailMeta(app(), kind, { id: String(id) }, SITE, 'http://kerk.example.nl');

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

  it('keeps an absolute image URL as it is and leaves out a drawing that does not exist', async () => {
    await app().ready();
    const [first, second] = (await app().newsRepository.list({ page: 1, pageSize: 2 })).items;
    await app().db.updateTable('news').set({ image: 'https://foto.example.nl/kerk.jpg' }).where('id', '=', first!.id).execute();
    await app().db.updateTable('news').set({ image: 'weg.svg' }).where('id', '=', second!.id).execute();
    expect((await meta('news', first!.id))!.image).toEqual({ url: 'https://foto.example.nl/kerk.jpg', alt: first!.imageAlt });
    expect((await meta('news', second!.id))!.image).toBeUndefined();
  });

  it('builds the URLs on a configured absolute API_URL', async () => {
    const other = build({ config: { apiUrl: 'https://api.example.nl/api' } });
    try {
      await other.ready();
      const pastor = (await other.pastorsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
      const found = await detailMeta(other, 'pastor', { id: String(pastor.id) }, SITE, 'http://kerk.example.nl');
      expect(found?.image?.url).toBe(`https://api.example.nl/api/pastors/${pastor.id}/photo.png`);
    } finally {
      await other.close();
    }
  });
});
