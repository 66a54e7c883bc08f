/**
 * The first view the server paints into #root (first-view.ts): the page's own texts, escaped
 * where they are plain text, with the data the SPA's store starts from, and nothing for a 404.
 */
import { ARTICLE_PHOTO_MAX_HEIGHT, articlePhotoCss } from '@kerk/kit/tokens';

import { injectRoot, shellLogoUrl } from '../../src/site/first-view';
import { makeWebRoot, useWebApp, writeFiles } from './fake-web-root';

const HTML = { accept: 'text/html' };
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const initialDataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="kerk-initial-data">(.*?)<\/script>/.exec(html)![1]!) as {
    settings: { title: string };
    pages: Record<string, { name: string; partials: Array<{ name: string; content: string }> }>;
  };

describe('first view', () => {
  const web = useWebApp(() => {
    const root = makeWebRoot();
    writeFiles(root, { 'shell/dist/assets/logo.3cf89ad01e.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    return root;
  });
  const app = () => web.app();
  beforeEach(() => app().ready());
  const get = (url: string) => app().inject({ url, headers: { host: 'kerk.example.nl', ...HTML } });

  it('paints a page-store page: header bar with the hashed logo, breadcrumbs, h1 and intro', async () => {
    const page = (await app().pagesRepository.findByName('agenda'))!;
    const intro = page.partials.find((p) => p.name === 'intro')!.content;
    const res = await get('/agenda');
    const root = rootOf(res.body);
    expect(root).toContain('<a class="fv-logo" href="/"><img src="/assets/logo.3cf89ad01e.svg" alt="" width="40" height="40"><span>Protestantse Gemeente Maas en Waal</span></a>');
    expect(root).toContain('<nav class="fv-crumbs" aria-label="Kruimelpad"><ol><li><a href="/">Home</a></li><li><span aria-hidden="true">›</span><span aria-current="page">Agenda</span></li></ol></nav>');
    // The shell's skip link is the first Tab stop of the first view as well, and leads to its main part.
    expect(root).toMatch(/^<div id="root"><div class="fv" data-first-view=""><a class="fv-skip" href="#main">Naar de inhoud<\/a><header class="fv-bar">/);
    expect(root).toContain(`<main id="main" tabindex="-1" data-first-view-main=""><header class="fv-ph"><h1>Agenda</h1><div data-rich-text="">${intro}</div></header></main>`);
    // The style sits in the head, before the body is parsed: the first paint is already styled.
    expect(res.body.indexOf('<style id="kerk-first-view-style">')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('sends the settings and the page-store page along as JSON, exactly as the API answers them', async () => {
    const res = await get('/gemeente/taakgroepen/taakgroep-vos');
    const data = initialDataOf(res.body);
    const api = await app().inject({ url: '/api/page?name=vos' });
    const setting = await app().inject({ url: '/api/setting' });
    expect(data.pages).toEqual({ vos: api.json().data });
    expect(data.settings).toEqual(setting.json().data);
  });

  it('paints a news article with its byline and drawing, and no page-store data', async () => {
    const article = (await app().newsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    const res = await get(`/nieuws/${article.id}`);
    const root = rootOf(res.body);
    expect(root).toContain('<article class="fv-article"><header><h1>');
    expect(root).toMatch(/<p class="fv-byline">geschreven op <time datetime="[^"]+">\d{2}-\d{2}-\d{4}<\/time>/);
    // The stored drawing is small: it is written into the page, so it paints with the text.
    const src = /<img src="([^"]+)" alt="[^"]*" width="640" height="360" fetchpriority="high">/.exec(root)![1]!;
    const file = decodeURIComponent(article.image.split('/').pop()!);
    expect(src).toBe(`data:image/svg+xml;base64,${app().drawings.news.svg(file)!.toString('base64')}`);
    expect(initialDataOf(res.body).pages).toEqual({});
    // The seed's summaries are the editors' own: shown above the text.
    expect(root).toContain(`<p class="fv-lead">${article.excerpt}</p>`);
  });

  it('paints no summary above an article whose editor wrote none (its text would start twice)', async () => {
    const article = (await app().newsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    await app().db.updateTable('news').set({ excerpt: '' }).where('id', '=', article.id).execute();
    const root = rootOf((await get(`/nieuws/${article.id}`)).body);
    expect(root).toContain('<article class="fv-article"><header><h1>');
    expect(root).not.toContain('fv-lead');
  });

  it("paints an article's portrait photo at its own shape but bounded in height, by the rule the article page uses", async () => {
    const article = (await app().newsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    const { id } = await app()
      .db.insertInto('media')
      .values({ hash: 'abcdefabcdefabcdef12', original_name: 'staand.jpg', width: 900, height: 1600, alt: 'De toren', sizes: '[320,640,900]', created_by: 'koster@example.org', created_at: '2026-11-25T09:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app().db.updateTable('news').set({ media_id: id }).where('id', '=', article.id).execute();
    const root = rootOf((await get(`/nieuws/${article.id}`)).body);
    // Narrower than the column when the column's width would make it taller than the bound.
    expect(articlePhotoCss(900, 1600)).toContain(`width:min(100%, calc(${ARTICLE_PHOTO_MAX_HEIGHT} * 900 / 1600))`);
    expect(root).toContain(`alt="De toren" width="900" height="1600" style="${articlePhotoCss(900, 1600)}" fetchpriority="high">`);
  });

  it("paints a team member's name and role as the member page writes them, escaped, and the role as it is now", async () => {
    const pastor = (await app().pastorsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    await app().db.updateTable('pastors').set({ role: 'Predikant & <b>scriba</b>' }).where('id', '=', pastor.id).execute();
    const root = rootOf((await get(`/gemeente/pastoraal-team/${pastor.id}/${pastor.slug}`)).body);
    expect(root).toContain(`<header class="fv-ph"><h1>${pastor.name}</h1><p>Predikant &amp; &lt;b&gt;scriba&lt;/b&gt;</p></header>`);
  });

  it("paints a service's h1 and its day as the page writes it: weekday and DD-MM-YYYY, time with a dot", async () => {
    const id = await app().servicesRepository.create({ startsAt: '2026-11-29T09:00:00.000Z', location: 'leur', churchName: 'Kapel Leur' });
    const root = rootOf((await get(`/diensten/${id}`)).body);
    expect(root).toContain('<header class="fv-ph"><h1>Kerkdienst Leur</h1><p>Zondag 29-11-2026 · 10.00 uur</p></header>');
    expect(root).not.toMatch(/november/i);
  });

  it('escapes record texts and keeps a </script> in the data from ending the element', async () => {
    const article = (await app().newsRepository.list({ page: 1, pageSize: 1 })).items[0]!;
    await app().db.updateTable('news').set({ title: 'Zang & <b>spel</b>' }).where('id', '=', article.id).execute();
    await app().db.updateTable('settings').set({ title: 'Kerk </script><script>alert(1)</script>' }).execute();
    const res = await get(`/nieuws/${article.id}`);
    expect(rootOf(res.body)).toContain('<h1>Zang &amp; &lt;b&gt;spel&lt;/b&gt;</h1>');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(initialDataOf(res.body).settings.title).toBe('Kerk </script><script>alert(1)</script>');
  });

  it('leaves the root empty on a 404', async () => {
    const res = await get('/bestaat-niet');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id=root></div>');
    expect(res.body).not.toContain('kerk-initial-data');
  });

  it('finds the root however the template writes it, and the logo only when it is built', () => {
    for (const empty of ['<div id=root></div>', '<div id="root"></div>', "<div id='root'>\n</div>"]) {
      expect(injectRoot(`<body>${empty}</body>`, '<p>x</p>')).toBe('<body><div id="root"><p>x</p></div></body>');
    }
    expect(injectRoot('<body><div id="app"></div></body>', '<p>x</p>')).toBe('<body><div id="app"></div></body>');
    expect(shellLogoUrl(`${web.root()}/shell/dist`)).toBe('/assets/logo.3cf89ad01e.svg');
    expect(shellLogoUrl(`${web.root()}/nowhere`)).toBeNull();
  });
});
