/**
 * Unknown pages answer 404 (crawlers must not index them) with the shell's HTML, so the SPA still
 * shows its not-found page; assets and API paths keep their JSON 404.
 */
import { useWebApp } from './fake-web-root';

describe('unknown pages', () => {
  const web = useWebApp();
  const app = () => web.app();
  const get = (url: string, accept = 'text/html') => app().inject({ url, headers: { accept } });

  it.each([
    ['an unknown path', '/dit-bestaat-niet/echt-niet'],
    ['an unknown news id', '/nieuws/999999'],
    ['an id that is no number', '/nieuws/abc'],
    ['an id beyond the API range', '/diensten/99999999999'],
    ['an unknown event', '/evenement/424242'],
    ['an unknown pastor', '/gemeente/pastoraal-team/4242/iemand'],
    ['an unknown task group', '/gemeente/taakgroepen/taakgroep-bestaat-niet'],
    ['a task-group name that is an object key', '/gemeente/taakgroepen/constructor'],
  ])('answers 404 with the shell for %s', async (_label, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id=root></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<title>Niet gevonden | Protestantse Gemeente Maas en Waal</title>');
    expect(res.body).not.toContain('og:title');
  });

  it('refuses a path that cannot be decoded with 400: JSON to a client asking JSON, the 400 page to a browser', async () => {
    const json = await get('/nieuws/%E0%A4%A', 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
    const page = await get('/nieuws/%E0%A4%A');
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Verkeerde aanvraag');
  });

  it('answers a known page path with HTML whatever the Accept header (crawlers send */*)', async () => {
    const res = await get('/agenda', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps a JSON 404 for a missing asset and for a POST to a page path', async () => {
    expect((await get('/main.00000000.js', '*/*')).json()).toEqual({ code: 'not_found', message: 'Niet gevonden' });
    const post = await app().inject({ method: 'POST', url: '/agenda', headers: { accept: 'text/html' }, payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('not_found');
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await app().inject({ method: 'HEAD', url: '/nieuws/999999', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('');
  });
});
