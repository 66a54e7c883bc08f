/**
 * A page published in the editing app shows on the public site at once (issue 15: "within 2
 * seconds, including the server's first view, head tags and HTTP caches"): the page's HTML (its
 * head and the initial data), GET /api/page and the footer, right after the page was rendered and cached, and a
 * browser that revalidates after a reload gets the new text, never a 304 for the old one.
 */
import { asSignedIn, signedInAs, type SignedIn } from '../admin-helper';
import { HTML, useWebApp } from './fake-web-root';

describe('a published page on the public site', () => {
  const web = useWebApp();
  const app = () => web.app();

  let signedIn: SignedIn | null = null;
  beforeEach(() => {
    signedIn = null;
  });

  async function publish(name: string, payload: object) {
    signedIn ??= await signedInAs(app(), 'beheerder');
    const beheerder = signedIn;
    const current = await app().inject({ url: `/api/admin/pages/${name}`, headers: { cookie: beheerder.cookie } });
    const res = await app().inject({ method: 'POST', url: `/api/admin/pages/${name}/publish`, payload, headers: asSignedIn(beheerder, { 'if-match': current.headers.etag as string }) });
    expect(res.statusCode).toBe(200);
  }

  it('shows the new text and head tags in the page at once, though the old one was just rendered and cached', async () => {
    const before = await app().inject({ url: '/agenda', headers: HTML });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.body).not.toContain('Nieuw in de agenda');

    await publish('agenda', { metaTitle: 'Agenda van de gemeente', metaDescription: 'Alles wat er te doen is', partials: { intro: '<p>Nieuw in de agenda</p>' } });
    const after = await app().inject({ url: '/agenda', headers: { ...HTML, 'if-none-match': String(before.headers.etag ?? '*') } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('"content":"\\u003cp>Nieuw in de agenda\\u003c/p>"');
    expect(after.body).toMatch(/<title>Agenda van de gemeente[^<]*<\/title>/);
    expect(after.body).toContain('Alles wat er te doen is');
  });

  it('makes a reload revalidate GET /api/page and the footer: no-cache with an ETag, and the new text instead of a 304', async () => {
    const page = await app().inject({ url: '/api/page?name=agenda' });
    const footer = await app().inject({ url: '/api/page/footer' });
    for (const res of [page, footer]) expect(res.headers['cache-control']).toBe('public, no-cache');
    expect((await app().inject({ url: '/api/page?name=agenda', headers: { 'if-none-match': page.headers.etag as string } })).statusCode).toBe(304);

    await publish('agenda', { metaTitle: 'Agenda', metaDescription: '', partials: { intro: '<p>Vers</p>' } });
    await publish('footer', { metaTitle: '', metaDescription: '', partials: { about: '<p>Over ons, vers</p>' } });
    const pageAgain = await app().inject({ url: '/api/page?name=agenda', headers: { 'if-none-match': page.headers.etag as string } });
    const footerAgain = await app().inject({ url: '/api/page/footer', headers: { 'if-none-match': footer.headers.etag as string } });
    expect([pageAgain.statusCode, footerAgain.statusCode]).toEqual([200, 200]);
    expect(pageAgain.json().data.partials.find((p: { name: string }) => p.name === 'intro').content).toBe('<p>Vers</p>');
    expect(footerAgain.json().data.partials[0]).toEqual({ name: 'about', content: '<p>Over ons, vers</p>' });
  });
});
