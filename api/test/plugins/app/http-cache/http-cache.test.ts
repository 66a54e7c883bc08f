/**
 * The one conditional-GET path: the same If-None-Match rules for an answer of the JSON cache, an
 * answer hashed on its way out (`publicCache`), and a PNG rendition.
 */
import { useApp } from '../../../helper';

describe('conditional GET', () => {
  const app = useApp();
  const flip = (etag: string) => (etag.startsWith('W/') ? etag.slice(2) : `W/${etag}`);

  describe.each([
    ['the JSON cache', '/api/page/footer'],
    ['a publicCache route', '/api/contact-types'],
    ['a PNG rendition', '/api/news/images/orgel.png'],
  ])('on %s', (_label, url) => {
    it.each([
      ['the same tag', (etag: string) => etag],
      ['the tag in a list', (etag: string) => `W/"iets-anders", ${etag}`],
      ['the tag weak or strong (weak comparison)', flip],
      ['*', () => '*'],
    ])('answers 304 without a body to %s', async (_case, header) => {
      const first = await app().inject({ url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^(W\/)?"[\w+/=-]+"$/);
      const again = await app().inject({ url, headers: { 'if-none-match': header(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    });

    it('answers 200 with the body to another tag', async () => {
      const first = await app().inject({ url });
      const other = await app().inject({ url, headers: { 'if-none-match': '"iets-anders", W/"nog-iets"' } });
      expect(other.statusCode).toBe(200);
      expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
    });
  });

  it('never answers 304 to an error', async () => {
    const missing = await app().inject({ url: '/api/news/999999' });
    expect(missing.statusCode).toBe(404);
    expect((await app().inject({ url: '/api/news/999999', headers: { 'if-none-match': '*' } })).statusCode).toBe(404);
  });
});
