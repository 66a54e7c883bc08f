/**
 * A page without a server render (SSR off here, as in the API's own tests): the shell's index.html
 * with the page's head and `#kerk-initial-data` (the settings and the route's page-store page the
 * browser's store starts from, escaped), its #root left for the browser to render; nothing for a 404.
 */
import { injectRoot } from '../../src/site/initial-data';
import { useWebApp } from './fake-web-root';

const HTML = { accept: 'text/html' };
const initialDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="kerk-initial-data">(.*?)<\/script>/.exec(html)![1]!) as {
    settings: { title: string };
    pages: Record<string, { name: string; partials: Array<{ name: string; content: string }> }>;
  };

describe('a page without a server render', () => {
  const web = useWebApp();
  const app = () => web.app();
  beforeEach(() => app().ready());
  const get = (url: string) => app().inject({ url, headers: { host: 'kerk.example.nl', ...HTML } });

  it("is the shell's index.html with an empty #root (no HTML of its own), status 200 and Server-Timing off", async () => {
    const res = await get('/agenda');
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toBe('ssr;dur=0;desc=off');
    expect(res.body).toContain('<div id=root></div>');
    expect(res.body).not.toContain('data-first-view');
    expect(res.body).not.toContain('<style');
  });

  it('sends the settings and the page-store page along as JSON, exactly as the API answers them', async () => {
    const res = await get('/gemeente/taakgroepen/taakgroep-vos');
    const data = initialDataOf(res.body);
    const api = await app().inject({ url: '/api/page?name=vos' });
    const setting = await app().inject({ url: '/api/setting' });
    expect(data.pages).toEqual({ vos: api.json().data });
    expect(data.settings).toEqual(setting.json().data);
    expect(res.body.indexOf('id="kerk-initial-data"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('sends no page-store data for a record page', async () => {
    const article = (await app().newsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    expect(initialDataOf((await get(`/nieuws/${article.id}`)).body).pages).toEqual({});
  });

  it('keeps a </script> in the data from ending the element', async () => {
    await app().db.updateTable('settings').set({ title: 'Kerk </script><script>alert(1)</script>' }).execute();
    const res = await get('/anbi');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(initialDataOf(res.body).settings.title).toBe('Kerk </script><script>alert(1)</script>');
  });

  it('leaves the root empty on a 404, without initial data', async () => {
    const res = await get('/bestaat-niet');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id=root></div>');
    expect(res.body).not.toContain('kerk-initial-data');
  });

  it('finds the root however the template writes it', () => {
    for (const empty of ['<div id=root></div>', '<div id="root"></div>', "<div id='root'>\n</div>"]) {
      expect(injectRoot(`<body>${empty}</body>`, '<p>x</p>')).toBe('<body><div id="root"><p>x</p></div></body>');
    }
    expect(injectRoot('<body><div id="app"></div></body>', '<p>x</p>')).toBe('<body><div id="app"></div></body>');
  });
});
